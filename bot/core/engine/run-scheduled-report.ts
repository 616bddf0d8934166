/**
 * The report.run job: occurrences of report schedules. Opens each report's run for the
 * occurrence's local date, when it opens (run-openings.ts: early for members ahead of its zone).
 * After downtime the job engine makes up a missed occurrence once; it is opened if its day is not
 * over in the report's zone, otherwise skipped and logged.
 */
import { inArray } from 'drizzle-orm';
import { localDateKey } from '../../../shared/zoned-time.ts';
import { reports } from '../../db/schema/index.ts';
import {
  memberOwnZones,
  nextRunOf,
  otherZonesOf,
  scheduleOf,
  setNextRuns,
} from '../../domain/reports/report-schedule.ts';
import { dueOpening } from '../../domain/reports/run-openings.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { openReportRun, openReportRuns, type TOpenRunRequest, type TOpenRunResult } from './open-report-run.ts';

const LATE_AFTER_MS = 5 * 60_000;

export type TScheduledRunOutcome = TOpenRunResult | { opened: false; skipped: 'missing' | 'paused' | 'day-over' };

/** Handles one scheduled occurrence of the report. */
export async function runScheduledReport(deps: TEngineDeps, reportId: string): Promise<TScheduledRunOutcome> {
  const [outcome] = await runScheduledReports(deps, [reportId]);
  return outcome ?? { opened: false, skipped: 'missing' };
}

/**
 * Handles the due occurrences of several reports (a chunk of the minute's sweep) in one
 * transaction; if that fails, each report is tried alone so one broken report cannot hold back the
 * others, and the job fails (to be retried) only for what still failed. Answers one outcome per id.
 */
export async function runScheduledReports(
  deps: TEngineDeps,
  reportIds: readonly string[],
): Promise<TScheduledRunOutcome[]> {
  const rows = await deps.db
    .select()
    .from(reports)
    .where(inArray(reports.id, [...reportIds]));
  const byId = new Map(rows.map((report) => [report.id, report]));
  const now = deps.now();
  const enabled = rows.filter((report) => report.enabled);
  // Members' own zones decide when each run opens and when each member is asked: one read for both.
  const ownZones = await memberOwnZones(
    deps.db,
    enabled.map((report) => report.id),
  );
  const zones = otherZonesOf(ownZones, enabled);
  // These occurrences are being handled; the minute's sweep need not enqueue them again.
  await setNextRuns(
    deps.db,
    rows
      .filter((report) => report.enabled && report.nextRunAt && report.nextRunAt <= now)
      .map((report) => nextRunOf(report, zones, now)),
  );
  const outcomes = new Map<string, TScheduledRunOutcome>();
  const requests: TOpenRunRequest[] = [];
  for (const reportId of new Set(reportIds)) {
    const report = byId.get(reportId);
    if (!report) {
      outcomes.set(reportId, { opened: false, skipped: 'missing' });
      continue;
    }
    if (!report.enabled) {
      outcomes.set(reportId, { opened: false, skipped: 'paused' });
      continue;
    }
    // The key is the occurrence's own local date, even when a daylight-saving gap moved it past
    // midnight (a 23:30 that does not exist runs at 00:00); its day lasts until either date ends.
    // A run opened early for members in zones ahead of the report's has a day still to come.
    const { at: occurrence, key, opensAt, hour, minute } = dueOpening(scheduleOf(report, zones), now);
    const today = localDateKey(now, report.timeZone);
    if (today > key && today > localDateKey(occurrence, report.timeZone)) {
      deps.log.warn(
        { reportId, occurrence: occurrence.toISOString(), key, today },
        'missed report run skipped: its day is over in the report time zone',
      );
      outcomes.set(reportId, { opened: false, skipped: 'day-over' });
      continue;
    }
    const late = now.getTime() - opensAt.getTime() > LATE_AFTER_MS;
    requests.push({
      report,
      key,
      scheduledFor: occurrence,
      openedBy: late ? 'catch-up' : 'schedule',
      wallTime: { hour, minute },
      memberZones: ownZones.get(report.id),
    });
  }
  for (const [index, result] of (await openEachIfBatchFails(deps, requests)).entries()) {
    outcomes.set(requests[index]!.report.id, result);
  }
  return reportIds.map((reportId) => outcomes.get(reportId) ?? { opened: false, skipped: 'missing' });
}

async function openEachIfBatchFails(deps: TEngineDeps, requests: TOpenRunRequest[]): Promise<TOpenRunResult[]> {
  if (requests.length <= 1) return Promise.all(requests.map((request) => openReportRun(deps, request)));
  try {
    return await openReportRuns(deps, requests);
  } catch (error) {
    deps.log.warn({ err: error, reports: requests.length }, 'opening runs together failed; opening them one by one');
  }
  const results: TOpenRunResult[] = [];
  const failures: unknown[] = [];
  for (const request of requests) {
    try {
      results.push(await openReportRun(deps, request));
    } catch (error) {
      failures.push(error);
      results.push({ opened: false, prompts: 0 });
    }
  }
  if (failures.length > 0) throw failures[0];
  return results;
}
