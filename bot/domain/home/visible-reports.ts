/**
 * Which reports the home page looks at for a viewer: those of their account and of the teams
 * they may open; for Team Members only the reports they answer or own, as the dashboard's menus
 * list them (dashboard-scope.ts). Null when the viewer has no team, so nothing is asked.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { answeredOrOwnedCondition } from '../dashboard/dashboard-scope.ts';
import { canManageReports } from '../reports/report-access.ts';

/** The reports of the viewer's account and teams (every one, whatever the role). */
export function teamReportsCondition(viewer: TViewer): SQL | null {
  const teamIds = viewer.teams.map((team) => team.id);
  if (teamIds.length === 0) return null;
  return and(eq(reports.accountId, viewer.account.id), inArray(reports.teamId, teamIds))!;
}

/** The reports the viewer finds listed: all of their teams' for managers, else answered or owned. */
export function listedHomeReportsCondition(viewer: TViewer): SQL | null {
  const ofTeams = teamReportsCondition(viewer);
  if (!ofTeams || canManageReports(viewer)) return ofTeams;
  return sql`${ofTeams} and ${answeredOrOwnedCondition(viewer)}`;
}
