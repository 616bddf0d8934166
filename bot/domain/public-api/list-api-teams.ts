/** GET /api/public/v1/teams: the teams the token's owner may open (their role's rule, as on the web). */
import type { TPageQuery, TPublicTeam } from '../../../shared/public-api.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { pageSlice } from './page-slice.ts';

/** A team as the API names it. */
export function presentApiTeam(team: TTeamRow): TPublicTeam {
  return { id: team.id, slug: team.slug, name: team.name, service: team.service };
}

/** Why: a client finds the team ids the members call takes. */
export function listApiTeams(viewer: TViewer, query: TPageQuery) {
  return pageSlice(viewer.teams.map(presentApiTeam), query);
}
