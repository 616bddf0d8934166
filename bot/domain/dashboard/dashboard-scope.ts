/**
 * What a dashboard viewer may reach (spec part 3 §2.7, §6): reports of their own account and
 * teams, opened under the right team slug. Anything else reads as not found, never forbidden, so
 * a guessed address tells nothing about what exists.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { reportMembers, reports } from '../../db/schema/index.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { canManageReports, findViewerReport } from '../reports/report-access.ts';
import type { TReportRow } from '../reports/report-settings.ts';

/** A run key: the run's local date. */
export const RUN_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `key` is a real date written YYYY-MM-DD. */
export function isRunKey(key: string): boolean {
  if (!RUN_KEY.test(key)) return false;
  const [year, month, day] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** A run key from a request; INVALID_INPUT when it is not a date. */
export function parseRunKey(key: string): string {
  if (!isRunKey(key)) throw new AppError('INVALID_INPUT', 'A date must be written YYYY-MM-DD.');
  return key;
}

/** The viewer's team with this slug; NOT_FOUND otherwise. */
export function findViewerTeam(viewer: TViewer, teamSlug: string): TTeamRow {
  const team = viewer.teams.find((candidate) => candidate.slug === teamSlug);
  if (!team) throw new AppError('NOT_FOUND', 'This team does not exist or is not visible to you.');
  return team;
}

/** A report the viewer may open, by id or slug, under its own team's slug; NOT_FOUND otherwise. */
export async function findDashboardReport(
  db: TDb,
  viewer: TViewer,
  teamSlug: string,
  reportId: string,
): Promise<{ report: TReportRow; team: TTeamRow }> {
  const report = await findViewerReport(db, viewer, reportId);
  const team = viewer.teams.find((candidate) => candidate.id === report.teamId);
  if (!team || team.slug !== teamSlug) throw new AppError('NOT_FOUND', 'This report does not exist or was deleted.');
  return { report, team };
}

/**
 * The reports of a team a viewer finds listed (menus, the latest dashboard, the hashtag view):
 * every report for managers; for members the reports they answer (as the reports list has it) and
 * the reports they own (the private-report rule lets an owner read them whatever their role).
 */
export function listedReportsCondition(viewer: TViewer, teamId: string): SQL {
  const ofTeam = sql`${reports.accountId} = ${viewer.account.id} and ${eq(reports.teamId, teamId)}`;
  if (canManageReports(viewer)) return ofTeam;
  return sql`${ofTeam} and ${answeredOrOwnedCondition(viewer)}`;
}

/**
 * The reports a member answers or owns. Why: what a member (not a manager) is listed, here and on
 * the home page, is one rule.
 */
export function answeredOrOwnedCondition(viewer: TViewer): SQL {
  return sql`(${reports.ownerUserId} = ${viewer.user.id} or exists (select 1 from ${reportMembers} where ${reportMembers.reportId} = ${reports.id} and ${reportMembers.userId} = ${viewer.user.id}))`;
}
