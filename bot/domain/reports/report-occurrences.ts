/**
 * Occurrences of a report's schedule: its cron expression evaluated in its IANA zone, so 10:00 in
 * Toronto is 15:00Z in winter and 14:00Z in summer.
 */
import { CronExpressionParser } from 'cron-parser';

/** The latest occurrence of `cron` in `timeZone` at or before `now`. */
export function latestOccurrence(cron: string, timeZone: string, now: Date): Date {
  const interval = CronExpressionParser.parse(cron, { tz: timeZone, currentDate: new Date(now.getTime() + 1) });
  return interval.prev().toDate();
}

/** The next occurrence of `cron` in `timeZone` strictly after `after`. */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: after }).next().toDate();
}

/** The next `count` occurrences after `from` (the schedule's preview and its tests). */
export function upcomingOccurrences(cron: string, timeZone: string, from: Date, count: number): Date[] {
  const interval = CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from });
  return Array.from({ length: count }, () => interval.next().toDate());
}
