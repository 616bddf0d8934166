/**
 * Public holidays written by hand from the official calendars, to check the package against an
 * independent source (holiday-calendar.test.ts). `holidays` are every whole-day public holiday of
 * the place on weekdays and weekends alike in 2026 and 2027; `workdays` are days next to them, or
 * days people often take for holidays, that are not public holidays there.
 *
 * Sources: CA-ON Employment Standards Act 2000 (ontario.ca public holidays); US 5 U.S.C. 6103 and
 * OPM's federal holidays (opm.gov); GB-ENG gov.uk/bank-holidays; DE-BY Feiertagsgesetz Bayern
 * (stmi.bayern.de); FR Code du travail L3133-1 (service-public.fr); JP Cabinet Office national
 * holidays (cao.go.jp, equinoxes from the NAOJ); IN Ministry of Personnel gazetted holidays
 * (national days, Good Friday, Christmas); BR Lei 662/1949, 6.802/1980, 14.759/2023 (planalto.gov.br);
 * AU-NSW Public Holidays Act 2010 (industrialrelations.nsw.gov.au).
 */

export interface TCorpusPlace {
  country: string;
  region: string | null;
  holidays: readonly string[];
  workdays: readonly string[];
  /**
   * The corpus lists every weekday public holiday of 2026 and 2027, so the package must find no
   * other; false where the official list has days the package cannot compute (India's lunar
   * festivals), so only the listed days are checked.
   */
  complete: boolean;
}

export const HOLIDAY_CORPUS: readonly TCorpusPlace[] = [
  {
    country: 'CA',
    region: 'ON',
    complete: true,
    holidays: [
      // 2026: New Year, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day,
      // Thanksgiving, Christmas, Boxing Day.
      '2026-01-01',
      '2026-02-16',
      '2026-04-03',
      '2026-05-18',
      '2026-07-01',
      '2026-09-07',
      '2026-10-12',
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-02-15',
      '2027-03-26',
      '2027-05-24',
      '2027-07-01',
      '2027-09-06',
      '2027-10-11',
      '2027-12-25',
      '2027-12-26',
    ],
    // Easter Monday, the Civic Holiday, Remembrance Day and Truth and Reconciliation Day are not
    // Ontario public holidays; Christmas Eve neither.
    workdays: ['2026-04-06', '2026-08-03', '2026-09-30', '2026-11-11', '2026-12-24', '2027-03-29', '2027-08-02'],
  },
  {
    country: 'US',
    region: null,
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // Independence Day observed (July 4 is a Saturday)
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // Juneteenth observed (Saturday)
      '2027-07-05', // Independence Day observed (Sunday)
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // Christmas observed (Saturday)
      '2027-12-31', // New Year's Day 2028 observed (Saturday)
    ],
    // Good Friday, the day after Thanksgiving, Christmas Eve 2026 and Easter Monday are workdays.
    workdays: ['2026-04-03', '2026-04-06', '2026-11-27', '2026-12-24', '2026-12-31', '2027-11-26'],
  },
  {
    country: 'GB',
    region: 'ENG',
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28', // Boxing Day substitute (Saturday)
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27', // Christmas substitute (Saturday)
      '2027-12-28', // Boxing Day substitute (Sunday)
    ],
    // St Patrick's Day and the Scottish 2 January are not bank holidays in England.
    workdays: ['2026-01-02', '2026-03-17', '2026-04-07', '2026-08-03', '2026-12-24', '2026-12-29', '2027-12-29'],
  },
  {
    country: 'DE',
    region: 'BY',
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-01-06',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-05-27',
      '2027-10-03',
      '2027-11-01',
      '2027-12-25',
      '2027-12-26',
    ],
    // Reformation Day (not in Bavaria), Repentance Day (schools only), Christmas Eve, New Year's Eve.
    workdays: ['2026-10-31', '2026-11-18', '2026-12-24', '2026-12-31', '2027-11-17', '2027-05-18'],
  },
  {
    country: 'FR',
    region: null,
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ],
    // Good Friday and St Stephen's Day are holidays in Alsace-Moselle only.
    workdays: ['2026-04-03', '2026-12-26', '2026-12-24', '2027-03-26', '2027-12-26'],
  },
  {
    country: 'JP',
    region: null,
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-01-12',
      '2026-02-11',
      '2026-02-23',
      '2026-03-20',
      '2026-04-29',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-05-06', // substitute for Constitution Day (Sunday)
      '2026-07-20',
      '2026-08-11',
      '2026-09-21',
      '2026-09-22', // citizens' holiday between two holidays
      '2026-09-23',
      '2026-10-12',
      '2026-11-03',
      '2026-11-23',
      '2027-01-01',
      '2027-01-11',
      '2027-02-11',
      '2027-02-23',
      '2027-03-21',
      '2027-03-22', // substitute for the Vernal Equinox (Sunday)
      '2027-04-29',
      '2027-05-03',
      '2027-05-04',
      '2027-05-05',
      '2027-07-19',
      '2027-08-11',
      '2027-09-20',
      '2027-09-23',
      '2027-10-11',
      '2027-11-03',
      '2027-11-23',
    ],
    // 2 and 3 January and 31 December are bank closures, not national holidays.
    workdays: ['2026-01-02', '2026-05-07', '2026-09-24', '2026-12-31', '2027-05-06', '2027-09-22'],
  },
  {
    country: 'IN',
    region: null,
    complete: false,
    holidays: [
      '2026-01-26',
      '2026-04-03',
      '2026-08-15',
      '2026-10-02',
      '2026-12-25',
      '2027-01-26',
      '2027-03-26',
      '2027-08-15',
      '2027-10-02',
      '2027-12-25',
    ],
    workdays: ['2026-01-27', '2026-08-14', '2026-10-01', '2026-12-24', '2027-01-25'],
  },
  {
    country: 'BR',
    region: null,
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
      '2027-01-01',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ],
    // Carnival and Corpus Christi are optional days (ponto facultativo), not national holidays.
    workdays: ['2026-02-16', '2026-02-17', '2026-06-04', '2026-12-24', '2027-02-08', '2027-02-09', '2027-05-27'],
  },
  {
    country: 'AU',
    region: 'NSW',
    complete: true,
    holidays: [
      '2026-01-01',
      '2026-01-26',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-06-08',
      '2026-10-05',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28', // additional day for Boxing Day (Saturday)
      '2027-01-01',
      '2027-01-26',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
      '2027-04-25',
      '2027-06-14',
      '2027-10-04',
      '2027-12-25',
      '2027-12-26',
      '2027-12-27', // additional day for Christmas (Saturday)
      '2027-12-28', // additional day for Boxing Day (Sunday)
    ],
    // NSW adds no day for Anzac Day on a weekend; the August Bank Holiday is for banks only.
    workdays: ['2026-04-27', '2026-08-03', '2026-12-24', '2027-04-26', '2027-08-02', '2027-01-27'],
  },
];
