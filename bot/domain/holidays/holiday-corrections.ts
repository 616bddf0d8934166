/**
 * Where the date-holidays data disagrees with the official calendar, found by the hand-written
 * corpus of holiday-calendar.test.ts. Each correction removes a holiday the package counts as
 * public in one country (and region); keep it small and name the source so it can go upstream.
 */

export interface THolidayCorrection {
  country: string;
  /** The region it applies to; null for the country itself and every region of it. */
  region: string | null;
  /** The holiday's English name as the package gives it. */
  name: string;
  /** Why, with the official source. */
  reason: string;
}

export const HOLIDAY_CORRECTIONS: readonly THolidayCorrection[] = [
  {
    country: 'CA',
    region: 'ON',
    name: 'Easter Monday',
    reason:
      'Not one of the nine public holidays of the Ontario Employment Standards Act 2000, s. 1(1) ' +
      '(ontario.ca/document/your-guide-employment-standards-act-0/public-holidays).',
  },
  {
    country: 'AU',
    region: 'NSW',
    name: 'Anzac Day (substitute day)',
    reason:
      'The Public Holidays Act 2010 (NSW) adds no day when Anzac Day falls on a weekend ' +
      '(industrialrelations.nsw.gov.au/public-holidays/public-holidays-in-nsw).',
  },
];

/** Whether the package's holiday `name` is not a public holiday of the place after all. */
export function isCorrectedAway(country: string, region: string | null, name: string): boolean {
  return HOLIDAY_CORRECTIONS.some(
    (correction) =>
      correction.country === country &&
      (correction.region === null || correction.region === region) &&
      correction.name === name,
  );
}
