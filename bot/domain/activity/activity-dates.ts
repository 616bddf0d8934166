/**
 * The date filter of the team activity feed (part 3 §2.11, the header's ?date=This+Week): each
 * choice is a span of whole local days in the VIEWER's zone, turned into UTC instants at their
 * local midnights by the schedule's rule (shared/zoned-time.ts), so a week that crosses a
 * daylight-saving change is still exactly Monday 00:00 to next Monday 00:00 on the viewer's clock.
 */
import type { TActivityDate } from '../../../shared/activity.ts';
import { addDaysToKey, localDateKey, zonedTimeToUtc } from '../../../shared/zoned-time.ts';

/** A span of local days [fromKey, toKey) and the instants [from, to) they cover. */
export interface TActivitySpan {
  fromKey: string;
  /** The first day after the span (exclusive). */
  toKey: string;
  from: Date;
  to: Date;
}

/** Monday = 0 ... Sunday = 6 of a YYYY-MM-DD key (weeks start on Monday). */
function weekdayFromMonday(key: string): number {
  const [year, month, day] = key.split('-').map(Number);
  return (new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay() + 6) % 7;
}

/** The first day of the month `months` after the month of `key` (negative: before). */
function firstOfMonth(key: string, months: number): string {
  const [year, month] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** The local midnight of a day key in `timeZone` (the first instant after a gap when midnight is skipped). */
export function startOfLocalDay(key: string, timeZone: string): Date {
  return zonedTimeToUtc(key, 0, 0, timeZone);
}

/** Why: every date choice of the feed is counted here once, from "today" on the viewer's clock. */
export function activitySpan(choice: TActivityDate, now: Date, timeZone: string): TActivitySpan {
  const today = localDateKey(now, timeZone);
  const monday = addDaysToKey(today, -weekdayFromMonday(today));
  const keys: Record<TActivityDate, [string, string]> = {
    Today: [today, addDaysToKey(today, 1)],
    Yesterday: [addDaysToKey(today, -1), today],
    'This Week': [monday, addDaysToKey(monday, 7)],
    'Last Week': [addDaysToKey(monday, -7), monday],
    'This Month': [firstOfMonth(today, 0), firstOfMonth(today, 1)],
    'Last Month': [firstOfMonth(today, -1), firstOfMonth(today, 0)],
  };
  const [fromKey, toKey] = keys[choice];
  return { fromKey, toKey, from: startOfLocalDay(fromKey, timeZone), to: startOfLocalDay(toKey, timeZone) };
}
