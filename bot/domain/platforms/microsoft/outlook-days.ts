/**
 * Which local days an Outlook calendar says a person is out of office (spec part 2 §2.4, issue 19
 * item 4). The rule, decided once here:
 * - an all-day event shown as 'oof' marks each of its dates (its end date is exclusive);
 * - a timed 'oof' event, and a scheduled automatic reply, mark a day when they cover at least half
 *   (4 hours) of that day's working hours, read as 09:00-17:00 local time. So a half day off
 *   counts, while an out-of-office that starts Friday at 17:00 or ends Monday at 09:00 does not
 *   take Friday or Monday away;
 * - an automatic reply that is 'alwaysEnabled' marks every day from today to the window's end (the
 *   daily sync removes them again once it is turned off).
 * Cancelled events and other showAs values (busy, tentative, free, workingElsewhere) mark nothing.
 * Times are wall-clock times in the person's zone, as Graph wrote them for `Prefer: outlook.timezone`.
 */
import { addDaysToKey, wallClockAt } from '../../../../shared/zoned-time.ts';
import type { TAutomaticReplies, TGraphEvent, TWallDateTime } from './graph.ts';

const HOUR_MS = 3_600_000;
const WORKDAY_START_HOUR = 9;
const WORKDAY_END_HOUR = 17;
/** Half the working day. */
export const MIN_AWAY_MS = ((WORKDAY_END_HOUR - WORKDAY_START_HOUR) / 2) * HOUR_MS;

/** A wall time as milliseconds on a zone-less clock (so day arithmetic ignores DST shifts). */
function wallMs(wall: TWallDateTime): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(wall);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

const keyOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOfKey = (key: string): number => Date.parse(`${key}T00:00:00Z`);

/** The wall time of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): TWallDateTime {
  const w = wallClockAt(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** Days whose working hours a timed span [start, end) covers for at least MIN_AWAY_MS. */
function daysOfTimedSpan(start: number, end: number): string[] {
  const days: string[] = [];
  if (!(end > start)) return days;
  for (let day = msOfKey(keyOfMs(start)); day < end; day += 24 * HOUR_MS) {
    const workStart = day + WORKDAY_START_HOUR * HOUR_MS;
    const workEnd = day + WORKDAY_END_HOUR * HOUR_MS;
    const covered = Math.min(end, workEnd) - Math.max(start, workStart);
    if (covered >= MIN_AWAY_MS) days.push(keyOfMs(day));
  }
  return days;
}

/** Dates of an all-day span: from its start date up to (not including) its end date. */
function daysOfAllDaySpan(start: TWallDateTime, end: TWallDateTime): string[] {
  const days: string[] = [];
  const last = end.slice(0, 10);
  // At least its first day, even if Graph sent an end equal to the start.
  for (let key = start.slice(0, 10); days.length === 0 || key < last; key = addDaysToKey(key, 1)) {
    days.push(key);
    if (days.length > 400) break;
  }
  return days;
}

/** The out-of-office days in [fromKey, toKey) (YYYY-MM-DD, local), sorted. */
export function outlookDays(options: {
  events: readonly TGraphEvent[];
  replies: TAutomaticReplies | null;
  timeZone: string;
  fromKey: string;
  /** Exclusive. */
  toKey: string;
}): string[] {
  const days = new Set<string>();
  for (const event of options.events) {
    if (event.isCancelled || event.showAs.toLowerCase() !== 'oof') continue;
    const found = event.isAllDay
      ? daysOfAllDaySpan(event.start, event.end)
      : daysOfTimedSpan(wallMs(event.start), wallMs(event.end));
    for (const day of found) days.add(day);
  }
  const replies = options.replies;
  if (replies?.status === 'alwaysEnabled') {
    for (let key = options.fromKey; key < options.toKey; key = addDaysToKey(key, 1)) days.add(key);
  } else if (replies?.status === 'scheduled' && replies.scheduledStart && replies.scheduledEnd) {
    const start = wallMs(wallTimeOf(replies.scheduledStart, options.timeZone));
    const end = wallMs(wallTimeOf(replies.scheduledEnd, options.timeZone));
    for (const day of daysOfTimedSpan(start, end)) days.add(day);
  }
  return [...days].filter((day) => day >= options.fromKey && day < options.toKey).sort();
}
