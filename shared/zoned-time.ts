/**
 * Wall-clock arithmetic in IANA zones (ARCHITECTURE §3.5): a report run's key is its local date in
 * the report's zone, and summaries and reminders are local times turned into UTC instants. Built on
 * Intl only, so the server and the web app agree.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface TWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): TWallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The local date (YYYY-MM-DD) in `timeZone` at `instant`: a run's key. */
export function localDateKey(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` after a YYYY-MM-DD key. */
export function addDaysToKey(key: string, days: number): string {
  const [year, month, day] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/**
 * The UTC instant of a local date and time in `timeZone`. A time that does not exist (skipped by a
 * daylight-saving change) moves forward by the gap; an ambiguous one takes the earlier instant.
 */
export function zonedTimeToUtc(key: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  const wanted = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour, minute);
  // Two passes of "guess, measure the zone's offset there, correct" settle on the right instant.
  let guess = wanted;
  for (let pass = 0; pass < 3; pass++) {
    const clock = wallClockAt(new Date(guess), timeZone);
    const seen = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    const drift = seen - wanted;
    if (drift === 0) break;
    guess -= drift;
  }
  return new Date(guess);
}

// Building an Intl.DateTimeFormat costs ~70 µs; a dashboard of 500 entries names its date 500 times.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function utcDateOfKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** 'Monday, November 23, 2026' for a YYYY-MM-DD key. */
export function humanDate(key: string): string {
  return LONG_DATE.format(utcDateOfKey(key));
}

/** 'Nov 23, 2026' for a YYYY-MM-DD key (the reports list's 'View latest report on {date}'). */
export function shortDate(key: string): string {
  return SHORT_DATE.format(utcDateOfKey(key));
}

/** '2 hours 30 minutes', '45 minutes', 'less than a minute': the {{time_left}} of reminders. */
export function durationInWords(milliseconds: number): string {
  const totalMinutes = Math.floor(milliseconds / 60_000);
  if (totalMinutes < 1) return 'less than a minute';
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const words: string[] = [];
  if (hours > 0) words.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes > 0) words.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return words.join(' ');
}
