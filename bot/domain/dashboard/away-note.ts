/**
 * The dashboard's 'why' when a run asked nobody (issue 22): every member away for a public
 * holiday, the team's vacation day or their own. Named from the check-ins' stored reasons; the
 * place is the team's when its holiday that day is the one the members had.
 */
import { AWAY_NOTES, type TAwayReason } from '../../../shared/holidays.ts';
import type { TTeamRow } from '../accounts/viewer.ts';
import { publicHolidayOn } from '../holidays/holiday-calendar.ts';
import { storedHolidayPlace } from '../holidays/holiday-places.ts';

export interface TAwayEntry {
  status: string;
  awayReason: string | null;
  holidayName: string | null;
}

/** The note for a run whose members were all away, or null when anyone was asked (or none is a member). */
export function awayNoteOf(
  entries: readonly TAwayEntry[],
  team: Pick<TTeamRow, 'holidayCountry' | 'holidayRegion'>,
  key: string,
): string | null {
  if (entries.length === 0 || entries.some((entry) => entry.status !== 'vacation')) return null;
  const reasons = new Set(entries.map((entry) => (entry.awayReason ?? 'vacation') as TAwayReason));
  if (reasons.size > 1) return AWAY_NOTES.mixed;
  const [reason] = reasons;
  if (reason === 'team_vacation') return AWAY_NOTES.teamVacation;
  if (reason !== 'holiday') return AWAY_NOTES.vacation;
  const names = [...new Set(entries.map((entry) => entry.holidayName ?? ''))].filter(Boolean);
  const place = storedHolidayPlace(team.holidayCountry, team.holidayRegion);
  if (names.length === 1 && place && publicHolidayOn(place.country, place.region, key) === names[0]) {
    return AWAY_NOTES.holidayIn.replace('{name}', names[0]!).replace('{place}', place.label);
  }
  return AWAY_NOTES.holidays.replace('{names}', names.join('; '));
}
