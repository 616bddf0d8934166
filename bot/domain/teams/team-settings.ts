/**
 * Team settings, general (spec part 3 §2.9): the Team Info panel and the members table with
 * first added and time zone. Reads the viewer's current team only.
 */

import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { canManageTeam } from '../../../shared/permissions.ts';
import { PLAN_LIMIT_MESSAGES } from '../../../shared/plan-limits.ts';
import type { TPlatform } from '../../../shared/roles.ts';
import type { TTeamSettingsGeneral } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { asksByEmailOnly } from '../billing/plan-limits/account-runs.ts';
import { teamChannelsOf } from '../platforms/chat-platforms.ts';
import { isChatService } from '../platforms/platform-names.ts';

/** The viewer's current team, or NOT_FOUND. */
export function currentTeamOf(viewer: TViewer): TTeamRow {
  if (!viewer.currentTeam) throw new AppError('NOT_FOUND', 'You have no team yet. Connect one on the setup page.');
  return viewer.currentTeam;
}

/** Whether the viewer administers team settings (the one rule in shared/permissions.ts). */
export { canManageTeam };

/** The general settings of the current team. */
export async function getTeamSettingsGeneral(db: TDb, viewer: TViewer): Promise<TTeamSettingsGeneral> {
  const team = currentTeamOf(viewer);
  const rows = await db
    .select({ member: teamMembers, user: users })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(teamMembers.createdAt));
  return {
    team: {
      slug: team.slug,
      team_name: team.name,
      service: team.service as TPlatform,
      member_count: rows.length,
      // The linked chat team's channels; an email team has none.
      channel_count: (await teamChannelsOf(db, team)).length,
      uuid: team.uuid,
    },
    members: rows.map(({ member, user }) => ({
      member_id: member.id,
      name: displayName(user),
      email: user.email,
      photo: user.photoUrl,
      created_at: member.createdAt.toISOString(),
      timezone: member.timeZone,
      user_timezone: user.timeZone,
    })),
    can_manage: canManageTeam(viewer),
    // A chat team of an email-only plan (Free) is asked by email: the page says so.
    plan_notice:
      isChatService(team.service) && asksByEmailOnly(viewer.account, new Date())
        ? PLAN_LIMIT_MESSAGES.chatTeamEmailOnly
        : null,
  };
}
