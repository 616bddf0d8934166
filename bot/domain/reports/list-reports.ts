/** GET /api/v1/reports (spec part 3 §2.1): the report cards of the viewer's teams. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TReportListItem, TReportsList } from '../../../shared/reports.ts';
import { describeStoredSchedule } from '../../../shared/schedule.ts';
import { shortDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportMembers, reportRuns, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyStartKey, reportCapReached } from '../billing/plan-limits/plan-limits-of.ts';
import { canManageReports } from './report-access.ts';
import { settingsOf, type TReportRow } from './report-settings.ts';
import { statsOfRuns } from './run-stats.ts';

/** The URL of a run's dashboard (spec part 3 §2.7). */
export function dashboardPath(teamSlug: string, reportSlug: string, key: string): string {
  return `/dashboard/${teamSlug}/report/${reportSlug}/date/${key}/dashboard/`;
}

/** The report's schedule in words. Why: the reports list and the public API say it the same way. */
export function scheduleTextOf(report: TReportRow): string {
  const settings = settingsOf(report);
  return describeStoredSchedule({
    ...settings.config,
    schedule: settings.schedule === 'custom' ? 'monthly' : settings.schedule,
  });
}

/** Managers see every report of their teams; members see the reports they answer. */
export async function listReports(db: TDb, viewer: TViewer, now: Date = new Date()): Promise<TReportsList> {
  const teamIds = viewer.teams.map((team) => team.id);
  const manager = canManageReports(viewer);
  const rows =
    teamIds.length === 0
      ? []
      : await db
          .select()
          .from(reports)
          .where(
            and(
              eq(reports.accountId, viewer.account.id),
              inArray(reports.teamId, teamIds),
              manager
                ? undefined
                : sql`exists (select 1 from ${reportMembers} where ${reportMembers.reportId} = ${reports.id} and ${reportMembers.userId} = ${viewer.user.id})`,
            ),
          )
          .orderBy(desc(reports.createdAt));
  const ids = rows.map((row) => row.id);
  const memberCounts = new Map<string, number>();
  const latestRuns = new Map<string, { id: string; key: string }>();
  if (ids.length > 0) {
    for (const row of await db
      .select({ reportId: reportMembers.reportId, n: count() })
      .from(reportMembers)
      .where(inArray(reportMembers.reportId, ids))
      .groupBy(reportMembers.reportId))
      memberCounts.set(row.reportId, row.n);
    // The latest run of each report that has at least one submitted entry.
    for (const run of await db
      .selectDistinctOn([reportRuns.reportId], {
        reportId: reportRuns.reportId,
        id: reportRuns.id,
        key: reportRuns.key,
      })
      .from(reportRuns)
      .where(
        and(
          inArray(reportRuns.reportId, ids),
          sql`exists (select 1 from ${checkins} where ${checkins.runId} = ${reportRuns.id} and ${checkins.status} = 'submitted')`,
        ),
      )
      .orderBy(reportRuns.reportId, desc(reportRuns.key)))
      latestRuns.set(run.reportId, run);
  }
  const stats = await statsOfRuns(
    db,
    [...latestRuns.values()].map((run) => run.id),
  );
  const teams = new Map(viewer.teams.map((team) => [team.id, team]));
  const items = rows.map((report): TReportListItem => {
    const team = teams.get(report.teamId);
    const settings = settingsOf(report);
    // A run older than the plan's history window is not shown (PLAN_LIMITS.historyDays).
    const startKey = historyStartKey(viewer.account, report.timeZone, now);
    const latest = latestRuns.get(report.id);
    const run = latest && (startKey === null || latest.key >= startKey) ? latest : undefined;
    const runStats = run ? stats.get(run.id) : undefined;
    return {
      slug: report.slug,
      report_id: report.id,
      report_name: report.name,
      team_slug: team?.slug ?? '',
      team_name: team?.name ?? '',
      enabled: report.enabled,
      enabled_members: memberCounts.get(report.id) ?? 0,
      channel_label: settings.channel_label,
      private_reports_enabled: settings.private_reports_enabled,
      goal_tracking_enabled: settings.goal_tracking_enabled,
      schedule_text: scheduleTextOf(report),
      can_manage: manager,
      last_report_data:
        run && runStats
          ? {
              key: run.key,
              human_date: shortDate(run.key),
              dashboard_url: dashboardPath(team?.slug ?? '', report.slug, run.key),
              stats: runStats,
            }
          : null,
    };
  });
  const [accountReports] = await db
    .select({ n: count() })
    .from(reports)
    .where(eq(reports.accountId, viewer.account.id));
  const locked = reportCapReached(viewer.account, accountReports?.n ?? 0, now);
  return { reports: items, create_locked: locked, can_create: manager };
}
