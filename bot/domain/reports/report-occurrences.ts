/**
 * Occurrences of a report's schedule: its cron expression evaluated on the wall clock of its IANA
 * zone, so 10:00 in Toronto is 15:00Z in winter and 14:00Z in summer. Each local date the cron's
 * day fields match gives one run per time, at the instant zonedTimeToUtc gives it (a time inside a
 * daylight-saving gap runs at the first instant after the gap, an ambiguous one at its first
 * occurrence), keyed by that local date (ARCHITECTURE §3.5). Our own walk over local dates, not
 * cron-parser's: its zone arithmetic loops or skips on 30-minute and two-hour changes.
 */
import { addDaysToKey, localDateKey, zonedTimeToUtc } from '../../../shared/zoned-time.ts';

/** One run of a schedule: its instant, its key (the local date it belongs to) and its wall time. */
export interface TOccurrence {
  at: Date;
  key: string;
  /** The schedule's local time of day (before any daylight-saving shift of `at`). */
  hour: number;
  minute: number;
}

interface TCronFields {
  /** Local times of day, [hour, minute], in order. */
  times: Array<[number, number]>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
  /** Both day fields restricted: cron matches a date when either matches. */
  eitherDay: boolean;
}

/** Scanning further than this many local dates means the expression never matches (e.g. '0 9 31 2 *'). */
const MAX_DAYS = 8 * 366;
const parsedCrons = new Map<string, TCronFields>();

function parseField(text: string, min: number, max: number): { values: Set<number>; wildcard: boolean } {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|\d{1,2}(?:-\d{1,2})?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!match) throw new Error(`invalid cron field '${text}'`);
    const [from, to] = match[1] === '*' ? [min, max] : (match[1] ?? '').split('-').map(Number);
    const last = to ?? (match[2] === undefined ? from : max);
    const step = match[2] === undefined ? 1 : Number(match[2]);
    if (from === undefined || last === undefined || from < min || last > max || from > last || step < 1) {
      throw new Error(`invalid cron field '${text}'`);
    }
    for (let value = from; value <= last; value += step) values.add(value);
  }
  return { values, wildcard: text === '*' };
}

function parseCron(cron: string): TCronFields {
  const cached = parsedCrons.get(cron);
  if (cached) return cached;
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`invalid cron expression '${cron}'`);
  const [minuteText, hourText, domText, monthText, dowText] = fields as [string, string, string, string, string];
  const minutes = [...parseField(minuteText, 0, 59).values].sort((a, b) => a - b);
  const hours = [...parseField(hourText, 0, 23).values].sort((a, b) => a - b);
  const dom = parseField(domText, 1, 31);
  const dow = parseField(dowText, 0, 7);
  if (dow.values.delete(7)) dow.values.add(0);
  const parsed: TCronFields = {
    times: hours.flatMap((hour) => minutes.map((minute): [number, number] => [hour, minute])),
    daysOfMonth: dom.values,
    months: parseField(monthText, 1, 12).values,
    daysOfWeek: dow.values,
    eitherDay: !dom.wildcard && !dow.wildcard,
  };
  parsedCrons.set(cron, parsed);
  return parsed;
}

function matchesDate(fields: TCronFields, key: string): boolean {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  if (!fields.months.has(month)) return false;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const byMonth = fields.daysOfMonth.has(day);
  const byWeek = fields.daysOfWeek.has(weekday);
  return fields.eitherDay ? byMonth || byWeek : byMonth && byWeek;
}

function occurrencesOn(fields: TCronFields, key: string, timeZone: string): TOccurrence[] {
  if (!matchesDate(fields, key)) return [];
  return fields.times.map(([hour, minute]) => ({
    at: zonedTimeToUtc(key, hour, minute, timeZone),
    key,
    hour,
    minute,
  }));
}

/**
 * The first run of `cron` in `timeZone` strictly after `after`, with its key. Why: the engine's
 * next_run_at, the open-next run and the wizard preview all need the same answer.
 */
export function nextRun(cron: string, timeZone: string, after: Date): TOccurrence {
  const fields = parseCron(cron);
  // A run of the day before can land after midnight (a 23:30 inside a gap that ends at 00:00).
  const start = addDaysToKey(localDateKey(after, timeZone), -1);
  for (let day = 0; day <= MAX_DAYS; day++) {
    for (const occurrence of occurrencesOn(fields, addDaysToKey(start, day), timeZone)) {
      if (occurrence.at.getTime() > after.getTime()) return occurrence;
    }
  }
  throw new Error(`cron expression '${cron}' never occurs`);
}

/** The latest run of `cron` in `timeZone` at or before `now`, with its key: what a late job stands for. */
export function latestRun(cron: string, timeZone: string, now: Date): TOccurrence {
  const fields = parseCron(cron);
  const start = addDaysToKey(localDateKey(now, timeZone), 1);
  for (let day = 0; day <= MAX_DAYS; day++) {
    const occurrences = occurrencesOn(fields, addDaysToKey(start, -day), timeZone);
    for (let index = occurrences.length - 1; index >= 0; index--) {
      const occurrence = occurrences[index]!;
      if (occurrence.at.getTime() <= now.getTime()) return occurrence;
    }
  }
  throw new Error(`cron expression '${cron}' never occurs`);
}

/** The latest occurrence of `cron` in `timeZone` at or before `now`. */
export function latestOccurrence(cron: string, timeZone: string, now: Date): Date {
  return latestRun(cron, timeZone, now).at;
}

/** The next occurrence of `cron` in `timeZone` strictly after `after`. */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date {
  return nextRun(cron, timeZone, after).at;
}

/** The next `count` runs after `from` (the schedule's preview, the schedule tests). */
export function upcomingRuns(cron: string, timeZone: string, from: Date, count: number): TOccurrence[] {
  const runs: TOccurrence[] = [];
  let after = from;
  while (runs.length < count) {
    const run = nextRun(cron, timeZone, after);
    runs.push(run);
    after = run.at;
  }
  return runs;
}

/** The next `count` occurrences after `from`. */
export function upcomingOccurrences(cron: string, timeZone: string, from: Date, count: number): Date[] {
  return upcomingRuns(cron, timeZone, from, count).map((run) => run.at);
}
