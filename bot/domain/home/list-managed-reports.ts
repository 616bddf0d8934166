/**
 * The reports a manager runs, for the home page: each with its next run and what its latest run
 * (of the last week) needs from them. Reports with something to fix come first.
 */
import { and, asc, count, desc, gte, inArray } from 'drizzle-orm';
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import { HOME_LIMITS, type THomeManagedReport } from '../../../shared/home.ts';
import { addDaysToKey, localDateKey } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { reportRuns, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findDeliveryProblems, noProblems } from './find-delivery-problems.ts';
import { teamReportsCondition } from './visible-reports.ts';

/** Up to HOME_LIMITS.managedReports reports of the viewer's teams, and how many there are in all. */
export async function listManagedReports(
  db: TDb,
  viewer: TViewer,
  now: Date,
): Promise<{ reports: THomeManagedReport[]; total: number }> {
  const ofTeams = teamReportsCondition(viewer);
  if (!ofTeams) return { reports: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reports.id,
        name: reports.name,
        slug: reports.slug,
        teamId: reports.teamId,
        enabled: reports.enabled,
        timeZone: reports.timeZone,
        nextRunAt: reports.nextRunAt,
      })
      .from(reports)
      .where(ofTeams)
      .orderBy(desc(reports.enabled), asc(reports.name))
      .limit(HOME_LIMITS.managedReports),
    db.select({ n: count() }).from(reports).where(ofTeams),
  ]);
  if (rows.length === 0) return { reports: [], total: 0 };

  const since = addDaysToKey(localDateKey(now, 'UTC'), -HOME_LIMITS.attentionWindowDays);
  const latest = await db
    .selectDistinctOn([reportRuns.reportId], {
      reportId: reportRuns.reportId,
      runId: reportRuns.id,
      key: reportRuns.key,
    })
    .from(reportRuns)
    .where(
      and(
        inArray(
          reportRuns.reportId,
          rows.map((row) => row.id),
        ),
        gte(reportRuns.key, since),
      ),
    )
    .orderBy(reportRuns.reportId, desc(reportRuns.key));
  const latestByReport = new Map(latest.map((run) => [run.reportId, run]));
  const problems = await findDeliveryProblems(
    db,
    latest.map((run) => run.runId),
    now,
  );
  const teams = new Map(viewer.teams.map((team) => [team.id, team]));

  const managed = rows.map((row): THomeManagedReport => {
    const team = teams.get(row.teamId)!;
    const run = latestByReport.get(row.id);
    const found = (run && problems.get(run.runId)) ?? noProblems();
    return {
      report_name: row.name,
      team_name: team.name,
      enabled: row.enabled,
      time_zone: row.timeZone,
      next_run_at: row.enabled && row.nextRunAt ? row.nextRunAt.toISOString() : null,
      latest_run_date: run?.key ?? null,
      dashboard_link: run ? gridDashboardPath(team.slug, row.slug, run.key) : null,
      manage_link: `/report/manage/${row.slug}/`,
      not_reached_count: found.notReachedCount,
      not_reached: found.notReached,
      delivery_failure_count: found.deliveryFailureCount,
      delivery_failures: found.deliveryFailures,
    };
  });
  const needsAttention = (report: THomeManagedReport) =>
    report.not_reached_count + report.delivery_failure_count > 0 ? 0 : 1;
  managed.sort((a, b) => needsAttention(a) - needsAttention(b));
  return { reports: managed, total: counted?.n ?? rows.length };
}
