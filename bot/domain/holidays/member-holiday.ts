/**
 * Whose public holidays apply to a member of a team (issue 22): the member's own country when
 * they chose one, none at all when they chose 'None', else their team's. Used where runs open, so
 * it works on plain column values and remembers each distinct place and day it has looked up.
 */
import { HOLIDAY_NONE } from '../../../shared/holidays.ts';
import { publicHolidayOn } from './holiday-calendar.ts';

/** The holiday columns of a member (users) and of the team whose report asks them (teams). */
export interface TMemberHolidayPlaces {
  userCountry: string | null;
  userRegion: string | null;
  teamCountry: string | null;
  teamRegion: string | null;
}

/** The place whose holidays apply to the member, or null for none. */
export function effectiveHolidayPlace(places: TMemberHolidayPlaces): { country: string; region: string | null } | null {
  if (places.userCountry === HOLIDAY_NONE) return null;
  if (places.userCountry) return { country: places.userCountry, region: places.userRegion };
  if (places.teamCountry) return { country: places.teamCountry, region: places.teamRegion };
  return null;
}

/**
 * A lookup of the public holiday (its name) a member has on a day, remembering each distinct
 * (country, region, day): opening hundreds of runs asks the calendar a handful of times.
 */
export function memberHolidayFinder(): (places: TMemberHolidayPlaces, day: string) => string | null {
  const seen = new Map<string, string | null>();
  return (places, day) => {
    const place = effectiveHolidayPlace(places);
    if (!place) return null;
    const key = `${place.country}|${place.region ?? ''}|${day}`;
    if (!seen.has(key)) {
      let name: string | null = null;
      try {
        name = publicHolidayOn(place.country, place.region, day);
      } catch {
        // Codes stored before a package update dropped them: no holiday rather than no run.
        name = null;
      }
      seen.set(key, name);
    }
    return seen.get(key) ?? null;
  };
}
