/**
 * The report.run job: one occurrence of a report's schedule. Opens the run for the occurrence's
 * local date. After downtime the job engine makes up a missed occurrence once; it is opened if its
 * day is not over in the report's zone, otherwise skipped and logged.
 */
import { eq } from 'drizzle-orm';
import { localDateKey } from '../../../shared/zoned-time.ts';
import { reports } from '../../db/schema/index.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { openReportRun, type TOpenRunResult } from './open-report-run.ts';
import { latestOccurrence } from './run-times.ts';

const LATE_AFTER_MS = 5 * 60_000;

export type TScheduledRunOutcome = TOpenRunResult | { opened: false; skipped: 'missing' | 'paused' | 'day-over' };

/** Handles one scheduled occurrence of the report. */
export async function runScheduledReport(deps: TEngineDeps, reportId: string): Promise<TScheduledRunOutcome> {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) return { opened: false, skipped: 'missing' };
  if (!report.enabled) return { opened: false, skipped: 'paused' };
  const now = deps.now();
  const occurrence = latestOccurrence(report.cron, report.timeZone, now);
  const key = localDateKey(occurrence, report.timeZone);
  const today = localDateKey(now, report.timeZone);
  if (key !== today) {
    deps.log.warn(
      { reportId, occurrence: occurrence.toISOString(), key, today },
      'missed report run skipped: its day is over in the report time zone',
    );
    return { opened: false, skipped: 'day-over' };
  }
  const late = now.getTime() - occurrence.getTime() > LATE_AFTER_MS;
  return openReportRun(deps, { report, key, scheduledFor: occurrence, openedBy: late ? 'catch-up' : 'schedule' });
}
