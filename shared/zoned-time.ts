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

// 'MM/DD/YYYY, HH:MM:SS' from en-US with h23: format() is about three times faster than formatToParts().
const WALL_CLOCK_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): TWallClock {
  const formatter = formatterFor(timeZone);
  const match = WALL_CLOCK_TEXT.exec(formatter.format(instant));
  if (match) {
    return {
      year: Number(match[3]),
      month: Number(match[1]),
      day: Number(match[2]),
      hour: Number(match[4]),
      minute: Number(match[5]),
      second: Number(match[6]),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
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

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The wall clock of `instant` read as if it were UTC, in ms: comparable with Date.UTC(local parts). */
function wallMs(instant: number, timeZone: string): number {
  const clock = wallClockAt(new Date(instant), timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** Every UTC instant whose wall clock in `timeZone` reads `wanted` (0, 1 or 2 of them), earliest first. */
function instantsOfWall(wanted: number, timeZone: string): { instants: number[]; offsets: number[] } {
  // Every solution is `wanted - offset` for an offset in force at that instant. Offsets lie within
  // -12h..+14h, so the offsets seen at both ends of that span (and near its middle) cover the day's.
  const offsets = new Set<number>();
  for (const probe of [wanted - 14 * HOUR_MS, wanted, wanted + 12 * HOUR_MS]) {
    const offset = wallMs(probe, timeZone) - probe;
    offsets.add(offset);
    offsets.add(wallMs(wanted - offset, timeZone) - (wanted - offset));
  }
  const instants = [...offsets]
    .map((offset) => wanted - offset)
    .filter((candidate) => wallMs(candidate, timeZone) === wanted)
    .sort((a, b) => a - b);
  return { instants: [...new Set(instants)], offsets: [...offsets].sort((a, b) => a - b) };
}

function wallOfKey(key: string, hour: number, minute: number): number {
  const [year, month, day] = key.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour, minute);
}

/**
 * The UTC instant of a local date and time in `timeZone`, by the schedule rule (ARCHITECTURE §3.5):
 * a time that does not exist (inside a daylight-saving gap) is the first instant after the gap; an
 * ambiguous one (inside an overlap) is its first occurrence. Why: every run, summary and reminder
 * turns a local time into an instant here, so no run is skipped or doubled on a DST day.
 */
export function zonedTimeToUtc(key: string, hour: number, minute: number, timeZone: string): Date {
  const wanted = wallOfKey(key, hour, minute);
  const { instants, offsets } = instantsOfWall(wanted, timeZone);
  if (instants[0] !== undefined) return new Date(instants[0]);
  // In a gap: the local clock jumps from before `wanted` to after it. Bisect (by minute) for the
  // first instant whose wall clock is past `wanted`: the end of the gap.
  let before = Math.floor((wanted - (offsets.at(-1) ?? 0)) / MINUTE_MS) - 1;
  let after = Math.ceil((wanted - (offsets[0] ?? 0)) / MINUTE_MS) + 1;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallMs(middle * MINUTE_MS, timeZone) > wanted) after = middle;
    else before = middle;
  }
  return new Date(after * MINUTE_MS);
}

/**
 * Whether a local date and time exists once, not at all (a daylight-saving gap) or twice (an
 * overlap) in `timeZone`. Why: the wizard tells the user what the schedule rule does on such days.
 */
export function localTimeKind(
  key: string,
  hour: number,
  minute: number,
  timeZone: string,
): 'once' | 'skipped' | 'twice' {
  const { instants } = instantsOfWall(wallOfKey(key, hour, minute), timeZone);
  return instants.length === 0 ? 'skipped' : instants.length > 1 ? 'twice' : 'once';
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
