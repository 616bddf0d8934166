/**
 * The countries and regions whose public holidays Rollcall knows (the date-holidays list), for
 * the settings pickers and to check a code before it is stored: an unknown code is refused with
 * the field it came in, never stored and never passed to the package.
 */
import Holidays from 'date-holidays';
import { AppError } from '../../../shared/errors.ts';
import {
  HOLIDAY_MESSAGES,
  holidayPlaceLabel,
  type THolidayCountry,
  type THolidayPlace,
} from '../../../shared/holidays.ts';

let countries: readonly THolidayCountry[] | null = null;
let byCode: ReadonlyMap<string, THolidayCountry> | null = null;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Every country with its regions, sorted by name (built once: the list never changes while running). */
export function listHolidayCountries(): readonly THolidayCountry[] {
  if (countries) return countries;
  const reader = new Holidays();
  countries = Object.entries(reader.getCountries('en'))
    .map(([code, name]) => ({
      code,
      name,
      regions: Object.entries(reader.getStates(code, 'en') ?? {})
        .map(([regionCode, regionName]) => ({ code: regionCode, name: regionName }))
        .sort(byName),
    }))
    .sort(byName);
  byCode = new Map(countries.map((country) => [country.code, country]));
  return countries;
}

function countryOf(code: string): THolidayCountry | undefined {
  if (!byCode) listHolidayCountries();
  return byCode?.get(code);
}

/**
 * The place named by these codes, checked against the package's list; INVALID_INPUT naming the
 * field (country or region) otherwise.
 */
export function holidayPlace(country: string, region: string | null): THolidayPlace {
  const known = countryOf(country);
  if (!known) {
    throw new AppError('INVALID_INPUT', HOLIDAY_MESSAGES.unknownCountry, {
      fields: { country: [HOLIDAY_MESSAGES.unknownCountry] },
    });
  }
  if (region === null) return { country, region: null, label: known.name };
  const knownRegion = known.regions.find((candidate) => candidate.code === region);
  if (!knownRegion) {
    throw new AppError('INVALID_INPUT', HOLIDAY_MESSAGES.unknownRegion, {
      fields: { region: [HOLIDAY_MESSAGES.unknownRegion] },
    });
  }
  return { country, region, label: holidayPlaceLabel(known.name, knownRegion.name) };
}

/**
 * The place of stored codes, or null when there is none or they are no longer known (a package
 * update dropped a region): stored data never makes a page fail.
 */
export function storedHolidayPlace(country: string | null, region: string | null): THolidayPlace | null {
  if (!country || !countryOf(country)) return null;
  try {
    return holidayPlace(country, region);
  } catch {
    return holidayPlace(country, null);
  }
}
