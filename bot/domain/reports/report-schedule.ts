/**
 * One job-engine schedule per enabled report (ARCHITECTURE §4): cron + IANA zone, key = report id.
 * Schedules live outside the database transaction (the engine has its own connection), so they are
 * set after each commit and reconciled with the reports table whenever a worker starts. Beside it
 * the report row keeps its next run instant, which lets the first report due in a minute open the
 * others due with it (bot/core/engine/sweep-due-reports.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import { nextOccurrence } from './report-occurrences.ts';
import type { TReportRow } from './report-settings.ts';

export interface TReportScheduleDeps {
  db: TDb;
  jobs: TJobQueue;
  /** The engine's clock (tests drive it); the system clock otherwise. */
  now?: () => Date;
}

type TScheduledReport = Pick<TReportRow, 'id' | 'enabled' | 'cron' | 'timeZone'>;

/** Makes the engine's schedule match the report: present with its cron and zone when enabled, gone otherwise. */
export async function syncReportSchedule(deps: TReportScheduleDeps, report: TScheduledReport): Promise<void> {
  const now = deps.now?.() ?? new Date();
  if (report.enabled) {
    await scheduleReport(deps.jobs, report);
  } else {
    await deps.jobs.unschedule(QUEUE.reportRun, report.id);
  }
  await deps.db
    .update(reports)
    .set({ nextRunAt: report.enabled ? nextOccurrence(report.cron, report.timeZone, now) : null })
    .where(eq(reports.id, report.id));
}

/** The job engine's schedule of one report: its cron in its zone, keyed by the report id. */
async function scheduleReport(jobs: TJobQueue, report: TScheduledReport): Promise<void> {
  await jobs.schedule(QUEUE.reportRun, report.cron, { reportId: report.id }, { tz: report.timeZone, key: report.id });
}

/** The report's next run after `now`, in the shape setNextRuns takes. */
export function nextRunOf(report: Pick<TReportRow, 'id' | 'cron' | 'timeZone'>, now: Date): { id: string; at: Date } {
  return { id: report.id, at: nextOccurrence(report.cron, report.timeZone, now) };
}

/** Sets the next run instant of many reports with one statement. */
export async function setNextRuns(db: TDb, nextRuns: ReadonlyArray<{ id: string; at: Date }>): Promise<void> {
  if (nextRuns.length === 0) return;
  await db.execute(sql`
    update ${reports} set next_run_at = batch.at
    from unnest(
      ${textArray(nextRuns.map((run) => run.id))}::uuid[],
      ${textArray(nextRuns.map((run) => run.at.toISOString()))}::timestamptz[]
    ) as batch(id, at)
    where ${reports.id} = batch.id`);
}

/** Removes a deleted report's schedule. */
export async function dropReportSchedule(jobs: TJobQueue, reportId: string): Promise<void> {
  await jobs.unschedule(QUEUE.reportRun, reportId);
}

/** At worker start: every enabled report scheduled, no schedule left for a paused or deleted one. */
export async function reconcileReportSchedules(deps: TReportScheduleDeps, log: TLogger): Promise<void> {
  const { db, jobs } = deps;
  const now = deps.now?.() ?? new Date();
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
  for (const report of enabled) await scheduleReport(jobs, report);
  await setNextRuns(
    db,
    enabled.map((report) => nextRunOf(report, now)),
  );
  log.info({ scheduled: enabled.length, removed }, 'report schedules reconciled');
}
