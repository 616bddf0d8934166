import type { TStateUser } from '../../../../shared/state.ts';

/** The header shows at most 40 characters of a team name (spec part 1 §5, §9). */
export const TEAM_NAME_MAX_LENGTH = 40;

/** Cuts a long team name to 40 characters followed by '..', as the spec asks. */
export function truncateTeamName(name: string): string {
  return name.length > TEAM_NAME_MAX_LENGTH ? `${name.slice(0, TEAM_NAME_MAX_LENGTH)}..` : name;
}

/** The team line under the user's name: 'New Team' while unlinked (service NONE), nothing without a team. */
export function currentTeamLabel(user: TStateUser): string | null {
  if (user.current_team_service === 'NONE') return 'New Team';
  return user.current_team_name === null ? null : truncateTeamName(user.current_team_name);
}
