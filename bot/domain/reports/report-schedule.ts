/**
 * When reports run (ARCHITECTURE §4): each report row keeps its next run instant (next_run_at, UTC),
 * computed on the wall clock of its zone (report-occurrences.ts); ONE job-engine schedule fires every
 * minute (UTC) and its job sweeps the reports that are due (bot/core/engine/sweep-due-reports.ts).
 * There is no job-engine schedule per report any more: those cost a core's 30% idle for 1,000
 * reports, and pg-boss reads cron in a zone with cron-parser, which throws or fires twice or never
 * on some daylight-saving changes (Lord Howe, Troll, Nuuk). Reconciling at worker start installs
 * the minute tick and removes the per-report schedules older versions left.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reportMembers, reports, teamMembers } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import type { TReportRow } from './report-settings.ts';
import { nextOpening, upcomingOpening } from './run-openings.ts';

export interface TReportScheduleDeps {
  db: TDb;
  jobs: TJobQueue;
  /** The engine's clock (tests drive it); the system clock otherwise. */
  now?: () => Date;
}

type TScheduledReport = Pick<TReportRow, 'id' | 'enabled' | 'cron' | 'timeZone'>;
type TReportTimes = Pick<TReportRow, 'id' | 'cron' | 'timeZone'>;

/** The key of the one minute tick among report.run's schedules. */
export const MINUTE_TICK_KEY = 'minute-tick';
/** The minute tick's job data (scheduler/jobs/report-jobs.ts). */
export const MINUTE_TICK_DATA = { tick: true } as const;

/**
 * Makes the report's next run match its schedule: when its next occurrence opens (a member in a
 * zone ahead of the report's opens it early, maybe at once) if enabled, none otherwise. Why: the
 * minute tick opens what next_run_at says is due, so every save must keep it right.
 */
export async function syncReportSchedule(deps: TReportScheduleDeps, report: TScheduledReport): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const zones = report.enabled ? await memberZonesOf(deps.db, [report]) : new Map<string, string[]>();
  const opening = report.enabled ? upcomingOpening(scheduleOf(report, zones), now) : null;
  await deps.db
    .update(reports)
    .set({ nextRunAt: opening?.opensAt ?? null })
    .where(eq(reports.id, report.id));
}

/**
 * Recomputes the next run of the team's enabled reports. Why: a member's own time zone decides
 * when their runs open, so changing it must move next_run_at.
 */
export async function syncTeamSchedules(deps: TReportScheduleDeps, teamId: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const enabled = await deps.db
    .select({ id: reports.id, cron: reports.cron, timeZone: reports.timeZone })
    .from(reports)
    .where(and(eq(reports.teamId, teamId), eq(reports.enabled, true)));
  const zones = await memberZonesOf(deps.db, enabled);
  await setNextRuns(
    deps.db,
    enabled.map((report) => ({ id: report.id, at: upcomingOpening(scheduleOf(report, zones), now).opensAt })),
  );
}

/**
 * Each report's members who have their own time zone, by report then member (one read for many
 * reports). Why: their zones decide when runs open (here) and when each member is asked
 * (open-report-run.ts).
 */
export async function memberOwnZones(db: TDb, reportIds: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const zones = new Map<string, Map<string, string>>();
  if (reportIds.length === 0) return zones;
  const rows = await db
    .select({ reportId: reportMembers.reportId, userId: reportMembers.userId, zone: teamMembers.timeZone })
    .from(reportMembers)
    .innerJoin(reports, eq(reports.id, reportMembers.reportId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, reports.teamId), eq(teamMembers.userId, reportMembers.userId)))
    .where(and(inArray(reportMembers.reportId, [...reportIds]), isNotNull(teamMembers.timeZone)));
  for (const row of rows) {
    if (!row.zone) continue;
    const forReport = zones.get(row.reportId) ?? new Map<string, string>();
    forReport.set(row.userId, row.zone);
    zones.set(row.reportId, forReport);
  }
  return zones;
}

/**
 * The distinct own time zones of each report's members, other than the report's zone. Why: they
 * decide when the report's runs open (run-openings.ts).
 */
export async function memberZonesOf(db: TDb, list: readonly TReportTimes[]): Promise<Map<string, string[]>> {
  return otherZonesOf(
    await memberOwnZones(
      db,
      list.map((report) => report.id),
    ),
    list,
  );
}

/** memberZonesOf from members' zones already read with memberOwnZones. */
export function otherZonesOf(
  byMember: ReadonlyMap<string, ReadonlyMap<string, string>>,
  list: readonly TReportTimes[],
): Map<string, string[]> {
  const zones = new Map<string, string[]>();
  for (const report of list) {
    const distinct = new Set(byMember.get(report.id)?.values() ?? []);
    distinct.delete(report.timeZone);
    if (distinct.size > 0) zones.set(report.id, [...distinct]);
  }
  return zones;
}

/** The report's schedule with its members' zones. */
export function scheduleOf(report: TReportTimes, zones: ReadonlyMap<string, readonly string[]>) {
  return { cron: report.cron, timeZone: report.timeZone, memberZones: zones.get(report.id) ?? [] };
}

/**
 * The report's next run after the runs due at `now` are handled, in the shape setNextRuns takes;
 * `zones` from memberZonesOf.
 */
export function nextRunOf(
  report: TReportTimes,
  zones: ReadonlyMap<string, readonly string[]>,
  now: Date,
): { id: string; at: Date } {
  return { id: report.id, at: nextOpening(scheduleOf(report, zones), now).opensAt };
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

/**
 * The enabled report due earliest at `now`, if any. Why: the minute tick hands it to the same path a
 * fired report took (open it, sweep the others due with it into report.run jobs).
 */
export async function firstDueReportId(db: TDb, now: Date): Promise<string | undefined> {
  const [due] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.enabled, true), lte(reports.nextRunAt, now)))
    .orderBy(asc(reports.nextRunAt))
    .limit(1);
  return due?.id;
}

/** Removes a per-report schedule an older version may have left for a deleted report. */
export async function dropReportSchedule(jobs: TJobQueue, reportId: string): Promise<void> {
  await jobs.unschedule(QUEUE.reportRun, reportId);
}

/**
 * At worker start: the minute tick installed, no per-report schedule left, every enabled report's
 * next run recomputed (a rule change, like the daylight-saving one, reaches stored reports here).
 * A next run that passed while no worker ran is kept: the first tick makes it up if its day lasts.
 */
export async function reconcileReportSchedules(deps: TReportScheduleDeps, log: TLogger): Promise<void> {
  const { db, jobs } = deps;
  const now = deps.now?.() ?? new Date();
  const enabled = await db
    .select({ id: reports.id, cron: reports.cron, timeZone: reports.timeZone, nextRunAt: reports.nextRunAt })
    .from(reports)
    .where(eq(reports.enabled, true));
  let removed = 0;
  for (const key of await jobs.scheduleKeys(QUEUE.reportRun)) {
    if (key !== MINUTE_TICK_KEY) {
      await jobs.unschedule(QUEUE.reportRun, key);
      removed++;
    }
  }
  await jobs.schedule(QUEUE.reportRun, '* * * * *', MINUTE_TICK_DATA, { tz: 'UTC', key: MINUTE_TICK_KEY });
  const upcoming = enabled.filter((report) => !report.nextRunAt || report.nextRunAt > now);
  const zones = await memberZonesOf(db, upcoming);
  await setNextRuns(
    db,
    upcoming.map((report) => nextRunOf(report, zones, now)),
  );
  const missed = enabled.length - upcoming.length;
  log.info({ enabled: enabled.length, removed, missed }, 'report schedules reconciled: one minute tick');
}
