/**
 * POST /api/v1/settings/ {type: change_tz} (spec part 3 §2.9): a member's time zone for this team;
 * 'default' goes back to the member's own ('Default in Report'). The zone decides when the member's
 * runs open, so the team's reports get their next run recomputed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { teamMembers, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { syncTeamSchedules, type TReportScheduleDeps } from '../reports/report-schedule.ts';
import { currentTeamOf } from './team-settings.ts';

/** Whether a string names an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Sets the member's team time zone; answers the member's name for the toast. */
export async function changeMemberTimeZone(
  deps: TReportScheduleDeps,
  viewer: TViewer,
  options: { email: string; timezone: string },
): Promise<string> {
  const team = currentTeamOf(viewer);
  const zone = options.timezone === 'default' ? null : options.timezone;
  if (zone !== null && !isTimeZone(zone)) {
    throw new AppError('INVALID_INPUT', `${options.timezone} is not a time zone.`, {
      fields: { timezone: ['Choose a time zone from the list.'] },
    });
  }
  const { db } = deps;
  const [row] = await db
    .select({ member: teamMembers, user: users })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), sql`lower(${users.email}) = ${options.email.toLowerCase()}`));
  if (!row) throw new AppError('NOT_FOUND', 'No such member in this team.');
  await db.update(teamMembers).set({ timeZone: zone, updatedAt: new Date() }).where(eq(teamMembers.id, row.member.id));
  await syncTeamSchedules(deps, team.id);
  return displayName(row.user);
}
