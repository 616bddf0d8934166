/**
 * One job-engine schedule per enabled report (ARCHITECTURE §4): cron + IANA zone, key = report id.
 * Schedules live outside the database transaction (the engine has its own connection), so they are
 * set after each commit and reconciled with the reports table whenever a worker starts.
 */
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import type { TReportRow } from './report-settings.ts';

/** Makes the engine's schedule match the report: present with its cron and zone when enabled, gone otherwise. */
export async function syncReportSchedule(
  jobs: TJobQueue,
  report: Pick<TReportRow, 'id' | 'enabled' | 'cron' | 'timeZone'>,
): Promise<void> {
  if (report.enabled) {
    await jobs.schedule(QUEUE.reportRun, report.cron, { reportId: report.id }, { tz: report.timeZone, key: report.id });
  } else {
    await jobs.unschedule(QUEUE.reportRun, report.id);
  }
}

/** Removes a deleted report's schedule. */
export async function dropReportSchedule(jobs: TJobQueue, reportId: string): Promise<void> {
  await jobs.unschedule(QUEUE.reportRun, reportId);
}

/** At worker start: every enabled report scheduled, no schedule left for a paused or deleted one. */
export async function reconcileReportSchedules(db: TDb, jobs: TJobQueue, log: TLogger): Promise<void> {
  const enabled = await db
    .select({ id: reports.id, enabled: reports.enabled, cron: reports.cron, timeZone: reports.timeZone })
    .from(reports)
    .where(eq(reports.enabled, true));
  const wanted = new Set(enabled.map((report) => report.id));
  let removed = 0;
  for (const key of await jobs.scheduleKeys(QUEUE.reportRun)) {
    if (!wanted.has(key)) {
      await jobs.unschedule(QUEUE.reportRun, key);
      removed++;
    }
  }
  for (const report of enabled) await syncReportSchedule(jobs, report);
  log.info({ scheduled: enabled.length, removed }, 'report schedules reconciled');
}
