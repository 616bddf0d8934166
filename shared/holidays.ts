/**
 * Public holidays (beyond the spec, issue 22): a team picks a country (and region) whose public
 * holidays its runs skip like team vacation days; a person may follow their team, pick their own
 * country, or none. Shared by the server's routes and the web app's forms and calendars.
 */
import { z } from 'zod';

/** A person's stored choice meaning 'no public holidays at all' (null means 'follow my team'). */
export const HOLIDAY_NONE = 'NONE';

export const HOLIDAY_MESSAGES = {
  unknownCountry: 'Choose a country from the list.',
  unknownRegion: 'Choose a region of that country from the list, or the whole country.',
  regionWithoutCountry: 'Choose a country before a region.',
  teamSaved: 'The team’s public holidays were saved.',
  teamCleared: 'This team no longer skips public holidays.',
  mySaved: 'Your public holidays were saved.',
  notAllowed: 'Only Account Admins and Team Admins can choose the team’s public holidays.',
  badYear: 'Choose a year between 1970 and 2100.',
} as const;

/** Labels of the pickers' special choices. */
export const HOLIDAY_LABELS = {
  none: 'None',
  followTeam: 'Follow my team',
  wholeCountry: 'Whole country (national holidays only)',
} as const;

/** A country code as the picker sends it: two letters, or '' for the special choice of the form. */
const ZCountryChoice = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), HOLIDAY_MESSAGES.unknownCountry);

/** A region code as the package knows it ('ON', 'ENG', '67', 'Rarotonga'), or '' for the whole country. */
const ZRegionChoice = z
  .string()
  .trim()
  .max(40, HOLIDAY_MESSAGES.unknownRegion)
  .regex(/^[\p{L}\p{N}-]*$/u, HOLIDAY_MESSAGES.unknownRegion);

/**
 * POST /api/v1/team/holidays/ — the team's country ('' = None) and region ('' = whole country).
 * Whether the codes exist is the server's check (the package's list).
 */
export const ZTeamHolidaysForm = z
  .object({ country: ZCountryChoice, region: ZRegionChoice.default('') })
  .refine((form) => form.country !== '' || form.region === '', {
    path: ['region'],
    message: HOLIDAY_MESSAGES.regionWithoutCountry,
  });
export type TTeamHolidaysForm = z.input<typeof ZTeamHolidaysForm>;

/**
 * POST /api/v1/my/holidays/ — '' follows my team, 'NONE' means no public holidays, else a country
 * and optionally its region.
 */
export const ZMyHolidaysForm = z
  .object({
    country: z.union([z.literal(HOLIDAY_NONE), ZCountryChoice]),
    region: ZRegionChoice.default(''),
  })
  .refine((form) => (form.country !== '' && form.country !== HOLIDAY_NONE) || form.region === '', {
    path: ['region'],
    message: HOLIDAY_MESSAGES.regionWithoutCountry,
  });
export type TMyHolidaysForm = z.input<typeof ZMyHolidaysForm>;

/** A country whose public holidays Rollcall knows, with its regions (English names where known, sorted). */
export const ZHolidayCountry = z.object({
  code: z.string(),
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type THolidayCountry = z.infer<typeof ZHolidayCountry>;

/** GET /api/v1/holidays/countries */
export const ZHolidayCountries = z.object({ countries: z.array(ZHolidayCountry) });

/** A place whose public holidays apply, with its name ('Canada (Ontario)'). */
export const ZHolidayPlace = z.object({ country: z.string(), region: z.string().nullable(), label: z.string() });
export type THolidayPlace = z.infer<typeof ZHolidayPlace>;

/** GET /api/v1/team/holidays and /api/v1/my/holidays: the stored choice and the place it comes to. */
export const ZHolidaySettings = z.object({
  /** Team: a country or null (None). Person: a country, 'NONE', or null (follow my team). */
  country: z.string().nullable(),
  region: z.string().nullable(),
  /** The place whose holidays apply now (for 'Follow my team', the current team's); null for none. */
  effective: ZHolidayPlace.nullable(),
  /** For a person: the current team's place, named next to 'Follow my team'; absent for a team. */
  team_place: ZHolidayPlace.nullable().optional(),
  can_edit: z.boolean(),
  locked: z.boolean(),
});
export type THolidaySettings = z.infer<typeof ZHolidaySettings>;

/** GET /api/v1/holidays/days?country=CA&region=ON&year=2026: a year's public holidays, by day. */
export const ZHolidayDaysQuery = z.object({
  country: ZCountryChoice.refine((value) => value !== '', HOLIDAY_MESSAGES.unknownCountry),
  region: ZRegionChoice.default(''),
  year: z.coerce
    .number({ error: HOLIDAY_MESSAGES.badYear })
    .int(HOLIDAY_MESSAGES.badYear)
    .min(1970, HOLIDAY_MESSAGES.badYear)
    .max(2100, HOLIDAY_MESSAGES.badYear),
});

/** One public holiday on one day (a holiday of several days is one entry per day). */
export const ZHolidayDay = z.object({ day: z.string(), name: z.string() });
export type THolidayDay = z.infer<typeof ZHolidayDay>;

export const ZHolidayDays = z.object({ place: ZHolidayPlace, days: z.array(ZHolidayDay) });
export type THolidayDays = z.infer<typeof ZHolidayDays>;

/** 'Canada (Ontario)', or the country alone. */
export function holidayPlaceLabel(countryName: string, regionName: string | null): string {
  return regionName ? `${countryName} (${regionName})` : countryName;
}

/** Why a check-in was marked vacation (checkins.away_reason). */
export const AWAY_REASONS = ['vacation', 'team_vacation', 'holiday'] as const;
export type TAwayReason = (typeof AWAY_REASONS)[number];

/** What the dashboard says when nobody was asked, by the members' reasons ('{name}', '{place}'). */
export const AWAY_NOTES = {
  holidayIn: 'Nobody was asked: {name} is a public holiday in {place}.',
  holidays: 'Nobody was asked: it is a public holiday for every member ({names}).',
  teamVacation: 'Nobody was asked: this is a team vacation day.',
  vacation: 'Nobody was asked: every member is on vacation.',
  mixed: 'Nobody was asked: every member is away (vacation, a team vacation day or a public holiday).',
} as const;

/** Why one entry is away, after 'On vacation': ' (public holiday: Christmas Day)', or ''. */
export function awayDetail(entry: { away_reason?: TAwayReason | null; holiday_name?: string | null }): string {
  if (entry.away_reason === 'holiday')
    return entry.holiday_name ? ` (public holiday: ${entry.holiday_name})` : ' (public holiday)';
  if (entry.away_reason === 'team_vacation') return ' (team vacation day)';
  return '';
}
