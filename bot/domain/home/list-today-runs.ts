/**
 * Today's runs of the viewer's teams for the home page: each run whose date is today in its
 * report's own zone, with participation, blockers (when the viewer may count them) and the
 * viewer's own check-in. A fixed handful of queries whatever the team size.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import { HOME_LIMITS, type THomeRun } from '../../../shared/home.ts';
import { humanDate, localDateKey } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportRuns, reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { statsOfRuns } from '../reports/run-stats.ts';
import { listedHomeReportsCondition } from './visible-reports.ts';

/** Today's runs the viewer may see, newest first. */
export async function listTodayRuns(db: TDb, viewer: TViewer, now: Date): Promise<THomeRun[]> {
  const listed = listedHomeReportsCondition(viewer);
  if (!listed) return [];
  // "Today" is each report's own: one date per distinct zone of the listed reports, matched in the
  // query, so runs already keyed tomorrow in zones ahead of UTC never crowd today's out of the limit.
  const zoneRows = await db.selectDistinct({ zone: reports.timeZone }).from(reports).where(listed);
  if (zoneRows.length === 0) return [];
  const todayIn = or(
    ...zoneRows.map(({ zone }) => and(eq(reports.timeZone, zone), eq(reportRuns.key, localDateKey(now, zone)))),
  );
  const today = await db
    .select({ runId: reportRuns.id, key: reportRuns.key, openedAt: reportRuns.openedAt, report: reports })
    .from(reportRuns)
    .innerJoin(reports, eq(reports.id, reportRuns.reportId))
    .where(and(listed, todayIn))
    .orderBy(desc(reportRuns.openedAt))
    .limit(HOME_LIMITS.todayRuns);
  if (today.length === 0) return [];

  const runIds = today.map((row) => row.runId);
  const [stats, own] = await Promise.all([
    statsOfRuns(db, runIds),
    db
      .select({ runId: checkins.runId, hash: checkins.hash, status: checkins.status })
      .from(checkins)
      .where(and(eq(checkins.userId, viewer.user.id), inArray(checkins.runId, runIds))),
  ]);
  const ownByRun = new Map(own.map((row) => [row.runId, row]));
  const teamName = new Map(viewer.teams.map((team) => [team.id, team]));

  return today.map((row) => {
    const team = teamName.get(row.report.teamId)!;
    const runStats = stats.get(row.runId);
    const mine = ownByRun.get(row.runId);
    return {
      report_name: row.report.name,
      team_name: team.name,
      run_date: row.key,
      long_date: humanDate(row.key),
      time_zone: row.report.timeZone,
      opened_at: row.openedAt.toISOString(),
      answered: runStats?.entries_count ?? 0,
      asked: runStats?.links ?? 0,
      blockers: answerVisibility(viewer, row.report).all ? (runStats?.blocked_count ?? 0) : null,
      dashboard_link: gridDashboardPath(team.slug, row.report.slug, row.key),
      own_checkin:
        mine && mine.status !== 'vacation'
          ? { link: `/checkin/${mine.hash}/`, submitted: mine.status === 'submitted' }
          : null,
    };
  });
}
