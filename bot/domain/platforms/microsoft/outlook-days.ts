/**
 * Which local days an Outlook calendar says a person is out of office (spec part 2 §2.4, issue 19
 * item 4). The rule, decided once here:
 * - an all-day event shown as 'oof' marks each of its dates (its end date is exclusive), as
 *   Outlook wrote them (an all-day event has no zone);
 * - a timed 'oof' event, and a scheduled automatic reply, mark a day when they cover at least half
 *   (4 hours) of that day's working hours, read as 09:00-17:00 in the person's zone. So a half day
 *   off counts, while an out-of-office that starts Friday at 17:00 or ends Monday at 09:00 does not
 *   take Friday or Monday away;
 * - an automatic reply that is 'alwaysEnabled' marks the next ALWAYS_ON_DAYS (14) days from today,
 *   not the whole window: a reply left on for good should not silence someone for two months, and
 *   the daily sync moves the 14 days along (and removes them once it is turned off).
 * Cancelled events and other showAs values (busy, tentative, free, workingElsewhere) mark nothing.
 * Every span is clipped to the window before its days are walked, so an event from 1601 to 4500
 * costs no more than one inside the window.
 */
import { addDaysToKey, wallClockAt } from '../../../../shared/zoned-time.ts';
import type { TAutomaticReplies, TGraphEvent } from './graph.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WORKDAY_START_HOUR = 9;
const WORKDAY_END_HOUR = 17;
/** Half the working day. */
export const MIN_AWAY_MS = ((WORKDAY_END_HOUR - WORKDAY_START_HOUR) / 2) * HOUR_MS;
/** How many days (from today) an always-on automatic reply marks. */
export const ALWAYS_ON_DAYS = 14;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant's wall clock in a zone, as milliseconds on a zone-less clock (day arithmetic ignores DST). */
function wallMsOf(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

const keyOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOfKey = (key: string): number => Date.parse(`${key}T00:00:00Z`);

/** Days whose working hours a timed span [start, end) (wall ms) covers for at least MIN_AWAY_MS, inside [from, to). */
function daysOfTimedSpan(start: number, end: number, from: number, to: number): string[] {
  const days: string[] = [];
  const first = Math.max(start, from);
  const last = Math.min(end, to);
  if (!(last > first)) return days;
  for (let day = msOfKey(keyOfMs(first)); day < last; day += DAY_MS) {
    const covered =
      Math.min(last, day + WORKDAY_END_HOUR * HOUR_MS) - Math.max(first, day + WORKDAY_START_HOUR * HOUR_MS);
    if (covered >= MIN_AWAY_MS) days.push(keyOfMs(day));
  }
  return days;
}

/** Dates of an all-day span inside [fromKey, toKey): its start date up to (not including) its end date. */
function daysOfAllDaySpan(startDay: string, endDay: string, fromKey: string, toKey: string): string[] {
  if (!DAY_KEY.test(startDay) || !DAY_KEY.test(endDay)) return [];
  // At least its first day, even if Graph sent an end equal to the start.
  const end = endDay > startDay ? endDay : addDaysToKey(startDay, 1);
  const last = end < toKey ? end : toKey;
  const days: string[] = [];
  for (let key = startDay > fromKey ? startDay : fromKey; key < last; key = addDaysToKey(key, 1)) days.push(key);
  return days;
}

/** The out-of-office days in [fromKey, toKey) (YYYY-MM-DD, local to `timeZone`), sorted. */
export function outlookDays(options: {
  events: readonly TGraphEvent[];
  replies: TAutomaticReplies | null;
  timeZone: string;
  fromKey: string;
  /** Exclusive. */
  toKey: string;
}): string[] {
  const { fromKey, toKey, timeZone } = options;
  const from = msOfKey(fromKey);
  const to = msOfKey(toKey);
  const timed = (start: Date, end: Date) =>
    daysOfTimedSpan(wallMsOf(start, timeZone), wallMsOf(end, timeZone), from, to);
  const days = new Set<string>();
  for (const event of options.events) {
    if (event.isCancelled || event.showAs.toLowerCase() !== 'oof') continue;
    const found = event.isAllDay
      ? daysOfAllDaySpan(event.startDay, event.endDay, fromKey, toKey)
      : timed(event.start, event.end);
    for (const day of found) days.add(day);
  }
  const replies = options.replies;
  if (replies?.status === 'alwaysEnabled') {
    const capped = addDaysToKey(fromKey, ALWAYS_ON_DAYS);
    const last = capped < toKey ? capped : toKey;
    for (let key = fromKey; key < last; key = addDaysToKey(key, 1)) days.add(key);
  } else if (replies?.status === 'scheduled' && replies.scheduledStart && replies.scheduledEnd) {
    for (const day of timed(replies.scheduledStart, replies.scheduledEnd)) days.add(day);
  }
  return [...days].sort();
}
