/**
 * The public holidays of a country (and region) by local calendar day, over the offline data of
 * the date-holidays package. Only holidays of type 'public' that take the whole day count (a
 * half day from noon does not excuse a standup); a holiday of several days counts on each. Days
 * are compared as the local dates the package writes ('2026-12-25 00:00:00'), never through UTC
 * instants, so a holiday is on its day whatever the server's zone. Building a package instance is
 * slow (milliseconds), so instances and each year's days are cached per place.
 */
import Holidays from 'date-holidays';
import { isCorrectedAway } from './holiday-corrections.ts';

const DAY_MS = 86_400_000;
/** Years of days kept per process; far more than the places and years a server asks about. */
const MAX_CACHED_YEARS = 5_000;

const instances = new Map<string, Holidays>();
const years = new Map<string, ReadonlyMap<string, string>>();

function placeKey(country: string, region: string | null): string {
  return region ? `${country}-${region}` : country;
}

function instanceOf(country: string, region: string | null): Holidays {
  const key = placeKey(country, region);
  let instance = instances.get(key);
  if (!instance) {
    instance = region ? new Holidays(country, region) : new Holidays(country);
    instances.set(key, instance);
  }
  return instance;
}

/** 'YYYY-MM-DD' plus `days` calendar days, on the calendar alone (no zone involved). */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Day -> holiday name(s) of one year, including holidays that began the year before and run into it. */
function daysOfYear(country: string, region: string | null, year: number): ReadonlyMap<string, string> {
  const key = `${placeKey(country, region)}:${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  const instance = instanceOf(country, region);
  const names = new Map<string, string[]>();
  for (const holiday of [...instance.getHolidays(year - 1, 'en'), ...instance.getHolidays(year, 'en')]) {
    if (holiday.type !== 'public') continue;
    // 'YYYY-MM-DD hh:mm:ss' with an optional offset: the local day and the local start time.
    const [day, time] = holiday.date.split(' ') as [string, string | undefined];
    if (time !== undefined && time !== '00:00:00') continue;
    if (isCorrectedAway(country, region, holiday.name)) continue;
    const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    for (let offset = 0; offset < length; offset++) {
      const date = addDays(day, offset);
      if (!date.startsWith(`${year}-`)) continue;
      const list = names.get(date) ?? [];
      if (!list.includes(holiday.name)) list.push(holiday.name);
      names.set(date, list);
    }
  }
  const result = new Map(
    [...names].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, list]) => [date, list.join(', ')]),
  );
  if (years.size >= MAX_CACHED_YEARS) years.clear();
  years.set(key, result);
  return result;
}

/**
 * The name of the public holiday of `country` (and `region`) on the local day `day`
 * ('YYYY-MM-DD'), or null. Codes must be valid (holiday-places.ts checks them where they come in).
 */
export function publicHolidayOn(country: string, region: string | null, day: string): string | null {
  return daysOfYear(country, region, Number(day.slice(0, 4))).get(day) ?? null;
}

/** The public holidays from `from` to `to` (inclusive, 'YYYY-MM-DD'), by day, in order. */
export function publicHolidaysBetween(
  country: string,
  region: string | null,
  from: string,
  to: string,
): Array<{ day: string; name: string }> {
  const found: Array<{ day: string; name: string }> = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [day, name] of daysOfYear(country, region, year)) {
      if (day >= from && day <= to) found.push({ day, name });
    }
  }
  return found;
}
