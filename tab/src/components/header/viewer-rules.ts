/**
 * Who sees what in the header (spec part 1 §4 and §6), as small predicates the nav items combine.
 */
import { ACCOUNT_TYPE } from '../../../../shared/roles.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import type { TViewer } from './nav-item.ts';

/** A visitor who is not signed in. */
export function isGuest(viewer: TViewer): viewer is null {
  return viewer === null;
}

/** The current team has no platform yet (service NONE): the header only offers Setup. */
export function isTeamInSetup(user: TStateUser): boolean {
  return user.current_team_service === 'NONE';
}

/** Billing owners (0) and members (3) do not see Reports or Insights. */
export function seesReportsAndInsights(user: TStateUser): boolean {
  return user.account_type_id !== ACCOUNT_TYPE.BILLING_OWNER && user.account_type_id !== ACCOUNT_TYPE.MEMBER;
}

/** Members (3) do not see Team Settings. */
export function seesTeamSettings(user: TStateUser): boolean {
  return user.account_type_id !== ACCOUNT_TYPE.MEMBER;
}

/** Builds a predicate for signed-in users whose team is linked to a platform. */
export function signedInWithLinkedTeam(rule: (user: TStateUser) => boolean = () => true) {
  return (viewer: TViewer): boolean => viewer !== null && !isTeamInSetup(viewer) && rule(viewer);
}
