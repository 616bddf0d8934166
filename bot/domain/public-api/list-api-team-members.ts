/**
 * GET /api/public/v1/teams/{teamId}/members: a team's members through the web's team settings
 * use case, so the same rule holds: team managers of a team they may open. A team out of reach is
 * not found; a Team Member is told who may read it.
 */
import { AppError } from '../../../shared/errors.ts';
import { canManageTeam } from '../../../shared/permissions.ts';
import type { TPageQuery, TPublicTeamMember } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { getTeamSettingsGeneral } from '../teams/team-settings.ts';
import { pageSlice } from './page-slice.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'This team does not exist or is not visible to you.';
export const TEAM_MEMBERS_REFUSAL = 'Only team admins and managers can list a team’s members.';

/** Why: integrations (a roster sync, a dashboard) need the people of a team the owner manages. */
export async function listApiTeamMembers(db: TDb, viewer: TViewer, teamId: string, query: TPageQuery) {
  const team = UUID.test(teamId) ? viewer.teams.find((candidate) => candidate.id === teamId) : undefined;
  if (!team) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (!canManageTeam(viewer)) throw new AppError('FORBIDDEN', TEAM_MEMBERS_REFUSAL);
  const settings = await getTeamSettingsGeneral(db, { ...viewer, currentTeam: team });
  const members = settings.members.map(
    (member): TPublicTeamMember => ({
      id: member.member_id,
      name: member.name,
      email: member.email,
      time_zone: member.timezone,
      added_at: member.created_at,
    }),
  );
  return pageSlice(members, query);
}
