/**
 * Opens the minute's due reports at once. The minute tick (one job-engine cron, UTC) claims every
 * report whose next run is due and enqueues their runs in one statement, so a thousand reports
 * sharing 09:00 all open within seconds. The runs are opened by report.run jobs of 25 reports each
 * (idempotent by each run's local-date key), so a second claim of an already-opened run does nothing.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { QUEUE } from '../../domain/jobs.ts';
import { memberZonesOf, nextRunOf, setNextRuns } from '../../domain/reports/report-schedule.ts';
import type { TEngineDeps } from './engine-deps.ts';

const CLAIM_BATCH = 500;
/** Reports per report.run job: their runs open in one transaction (250 prompts at 10 members). */
const REPORTS_PER_JOB = 25;

/**
 * Enqueues report.run for every enabled report due by now except `firedReportId` (whose job is
 * running and opens it), advancing each one's next run, that one's included; answers how many it enqueued.
 */
export async function sweepDueReports(deps: TEngineDeps, firedReportId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, enqueued } = await claimDueBatch(deps, firedReportId);
    total += enqueued;
    if (claimed < CLAIM_BATCH) return total;
  }
}

async function claimDueBatch(deps: TEngineDeps, firedReportId: string): Promise<{ claimed: number; enqueued: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reports.id, cron: reports.cron, timeZone: reports.timeZone })
      .from(reports)
      .where(and(eq(reports.enabled, true), lte(reports.nextRunAt, now)))
      .orderBy(asc(reports.nextRunAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { claimed: 0, enqueued: 0 };
    const others = due.filter((report) => report.id !== firedReportId);
    const zones = await memberZonesOf(tx, due);
    await setNextRuns(
      tx,
      due.map((report) => nextRunOf(report, zones, now)),
    );
    const jobs: Array<{ data: object; startAfter: Date }> = [];
    for (let start = 0; start < others.length; start += REPORTS_PER_JOB) {
      const chunk = others.slice(start, start + REPORTS_PER_JOB);
      // Due now by the engine's clock (the database's own clock may differ: a test clock, or skew).
      jobs.push({ data: { reportIds: chunk.map((report) => report.id), swept: true }, startAfter: now });
    }
    await deps.jobs.sendMany(QUEUE.reportRun, jobs, { tx });
    return { claimed: due.length, enqueued: others.length };
  });
}
