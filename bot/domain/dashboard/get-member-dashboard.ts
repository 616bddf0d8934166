/**
 * GET /api/v1/dashboard/{team_slug}/report/{report_id}/members/{member_id}/?before={key} (spec
 * part 3 §2.7 member view): one member's entries of one report, newest first, a page at a time.
 * The member must belong to the report (a check-in in it, or a place among its members), so a
 * user slug of another account finds nothing here.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { initialsOf } from '../../../shared/checkins.ts';
import { DASHBOARD_LIMITS, gridDashboardPath, type TMemberDashboard } from '../../../shared/dashboard.ts';
import { AppError } from '../../../shared/errors.ts';
import { historyPath, memberHistoryPath } from '../../../shared/history.ts';
import type { TDb } from '../../db/client.ts';
import { checkins, reportMembers, reportRuns, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { canManageReports } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { dashboardEntryOf, dashboardQuestions, entryColumns, loadEntryExtras } from './dashboard-entries.ts';
import { findDashboardReport, parseRunKey } from './dashboard-scope.ts';
import { afterCursor, pageByKey } from './page-by-key.ts';

export interface TMemberDashboardRequest {
  teamSlug: string;
  reportId: string;
  /** The member's user slug. */
  memberId: string;
  before?: string;
}

/** A page of the member's entries in the report; NOT_FOUND when the member is not in it. */
export async function getMemberDashboard(
  db: TDb,
  viewer: TViewer,
  request: TMemberDashboardRequest,
  now: Date,
): Promise<TMemberDashboard> {
  const before = request.before === undefined ? undefined : parseRunKey(request.before);
  const { report, team } = await findDashboardReport(db, viewer, request.teamSlug, request.reportId);
  const [member] =
    request.memberId.length > 200
      ? []
      : await db
          .select()
          .from(users)
          .where(
            and(
              eq(users.slug, request.memberId),
              sql`(exists (select 1 from ${checkins} where ${checkins.reportId} = ${report.id} and ${checkins.userId} = ${users.id})
                or exists (select 1 from ${reportMembers} where ${reportMembers.reportId} = ${report.id} and ${reportMembers.userId} = ${users.id}))`,
            ),
          )
          .limit(1);
  if (!member) throw new AppError('NOT_FOUND', 'This member does not take part in this report.');

  const startKey = historyStartKey(viewer.account, report.timeZone, now);
  const { rows, nextBefore } = await pageByKey({
    before,
    pageSize: DASHBOARD_LIMITS.historyPageSize,
    fetch: (cursor, limit) =>
      db
        .select({ ...entryColumns, key: reportRuns.key, questions: reportRuns.questions })
        .from(checkins)
        .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId))
        .innerJoin(users, eq(users.id, checkins.userId))
        .where(
          and(
            eq(checkins.reportId, report.id),
            eq(checkins.userId, member.id),
            afterCursor(reportRuns.key, checkins.id, cursor),
            startKey === null ? undefined : gte(reportRuns.key, startKey),
          ),
        )
        .orderBy(desc(reportRuns.key), desc(checkins.id))
        .limit(limit),
  });
  const extras = await loadEntryExtras(db, { checkinIds: rows.map((row) => row.id) });
  const settings = settingsOf(report);
  const entryReport = {
    slug: report.slug,
    name: report.name,
    teamSlug: team.slug,
    visibility: answerVisibility(viewer, report),
  };
  const entryViewer = { userId: viewer.user.id, canManage: canManageReports(viewer), now };
  const name = displayName(member);
  return {
    report_name: report.name,
    report_id: report.id,
    report_slug: report.slug,
    team_slug: team.slug,
    team_name: team.name,
    is_private_report: settings.private_reports_enabled,
    goal_tracking_enabled: settings.goal_tracking_enabled,
    member: {
      member_id: member.slug,
      name,
      photo: member.photoUrl,
      initials: initialsOf(name),
      email: member.email,
      history_link: memberHistoryPath(report.slug, member.slug),
    },
    links: { history: historyPath(report.slug), latest: gridDashboardPath(team.slug, report.slug, 'latest') },
    questions: dashboardQuestions(report.questions),
    entries: rows.map((row) => dashboardEntryOf(row, row, entryReport, entryViewer, extras, { reportName: true })),
    next_before: nextBefore,
  };
}
