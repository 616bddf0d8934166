/**
 * GET /api/v1/report/history/{report_id}/member/{member_id}/ (spec part 3 §2.5): one member's
 * participation in a report over the last 30 days, run by run, with totals and the side panel.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { initialsOf } from '../../../shared/checkins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TMemberHistory } from '../../../shared/history.ts';
import { checkins, reportMembers, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { answerVisibility, canSeeAnswersOf } from '../reports/answer-visibility.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { loadHistoryWindow, pageWindowDays } from './history-entries.ts';
import { buildMemberHistoryRows, memberHistoryTotals, withoutMarks } from './history-rows.ts';
import type { THistoryDeps } from './history-window.ts';

export const MEMBER_NOT_IN_REPORT = 'This member is not part of this report.';

/**
 * The participation of `memberId` (the user's slug) in a report the viewer may open. The member
 * must be in the report now or have check-ins in it; anyone else is NOT_FOUND, so a slug from
 * another account reveals nothing.
 */
export async function getMemberHistory(
  deps: THistoryDeps,
  viewer: TViewer,
  reportId: string,
  memberId: string,
): Promise<TMemberHistory> {
  const report = await findViewerReport(deps.db, viewer, reportId);
  const [member] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.slug, memberId),
        or(
          sql`exists (select 1 from ${reportMembers} where ${reportMembers.reportId} = ${report.id} and ${reportMembers.userId} = ${users.id})`,
          sql`exists (select 1 from ${checkins} where ${checkins.reportId} = ${report.id} and ${checkins.userId} = ${users.id})`,
        ),
      ),
    )
    .limit(1);
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_IN_REPORT);
  const team = viewer.teams.find((candidate) => candidate.id === report.teamId);
  const place = { teamSlug: team?.slug ?? '', reportSlug: report.slug };
  const window = pageWindowDays(viewer.account, deps.now());
  const { runs, entries, members, sidePanel } = await loadHistoryWindow(deps, report, member.id, window.days);
  const marksVisible = canSeeAnswersOf(answerVisibility(viewer, report), member.id);
  const rows = buildMemberHistoryRows(runs, marksVisible ? entries : entries.map(withoutMarks), member.id, place);
  const name = displayName(member);
  return {
    report_name: report.name,
    report_id: report.id,
    report_slug: report.slug,
    team_slug: place.teamSlug,
    // A private report's goals and blockers are shown only to those who may read this member's answers.
    goal_tracking_enabled: settingsOf(report).goal_tracking_enabled && marksVisible,
    member: { member_id: member.slug, name, photo: member.photoUrl, initials: initialsOf(name) },
    rows,
    totals: memberHistoryTotals(rows),
    members,
    side_panel: sidePanel,
    plan_history_days: window.planDays,
  };
}
