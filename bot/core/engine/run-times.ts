/**
 * When things happen in a run (ARCHITECTURE §3.5): the cron occurrence a scheduled job stands for,
 * the summary instant (a local time on the same or the next day, or a delay after opening) and the
 * two reminders between opening and summary.
 */
import { addDaysToKey, zonedTimeToUtc } from '../../../shared/zoned-time.ts';
import type { TReportSettings } from '../../domain/reports/report-settings.ts';

const MINUTE = 60_000;

/** When the summary of the run keyed `key`, opened at `openedAt`, goes out. Always after opening. */
export function summaryInstant(settings: TReportSettings, key: string, openedAt: Date, scheduledFor: Date): Date {
  const base = Math.max(openedAt.getTime(), scheduledFor.getTime());
  if (settings.summary_timing === 'after_delay') {
    const delay = (settings.summary_period * 60 + settings.summary_period_min) * MINUTE;
    return new Date(base + Math.max(delay, MINUTE));
  }
  const zone = settings.report_summary_timezone || settings.config.time_zone;
  const day = settings.report_summary_day === 'next_day' ? addDaysToKey(key, 1) : key;
  let at = zonedTimeToUtc(day, settings.report_summary_hour, settings.report_summary_minute, zone);
  // A summary time before the report's own time means the next day's.
  for (let extra = 1; at.getTime() <= base && extra <= 2; extra++) {
    at = zonedTimeToUtc(addDaysToKey(day, extra), settings.report_summary_hour, settings.report_summary_minute, zone);
  }
  return at;
}

/**
 * The first reminder halfway between the scheduled time and the summary, the final one 15 minutes
 * before the summary (a quarter of the window when it is short); none when the window is under
 * 10 minutes.
 */
export function reminderInstants(
  scheduledFor: Date,
  openedAt: Date,
  summaryAt: Date,
): { first: Date; final: Date } | null {
  const start = Math.max(scheduledFor.getTime(), openedAt.getTime());
  const span = summaryAt.getTime() - start;
  if (span < 10 * MINUTE) return null;
  return {
    first: new Date(start + Math.floor(span / 2)),
    final: new Date(summaryAt.getTime() - Math.min(15 * MINUTE, Math.floor(span / 4))),
  };
}

/**
 * When a member with their own time zone is asked (ARCHITECTURE §3.5): at the report's wall time
 * (`hour`:`minute`) in their zone on the run's date — the run opens at the earliest such instant
 * (run-openings.ts). A wall time that passed only because the run opened late (downtime, a report
 * saved after it) is asked at once. Answers null for "at once".
 */
export function memberPromptInstant(
  key: string,
  hour: number,
  minute: number,
  zone: string,
  openedAt: Date,
): Date | null {
  const at = zonedTimeToUtc(key, hour, minute, zone);
  return at.getTime() > openedAt.getTime() ? at : null;
}

/**
 * The summary waits for every member to be asked: when the last prompt goes after (or within an
 * hour of) the scheduled summary, the summary goes one hour after that last prompt.
 */
export function summaryAfterPrompts(summaryAt: Date, lastPromptAt: Date | null): Date {
  if (!lastPromptAt) return summaryAt;
  const earliest = lastPromptAt.getTime() + 60 * MINUTE;
  return earliest > summaryAt.getTime() ? new Date(earliest) : summaryAt;
}
