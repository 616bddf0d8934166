/**
 * What the access-denied state says to whom (issue 17): who can give access to a page, and where
 * the viewer can go instead. Plain functions of the viewer and the page, so they are tested alone.
 */
import { canCreateTeams, canRunAccount } from '../../../../shared/permissions.ts';
import type { TPageArea, TPageRoute } from '../../../../shared/routes.ts';
import type { TStateTeam, TStateUser } from '../../../../shared/state.ts';

export interface TNextStep {
  label: string;
  href: string;
}

export interface TAccessHelp {
  /** Who can change the viewer's access, in a sentence. */
  whoCanHelp: string;
  /** Places the viewer can open instead, best first. */
  nextSteps: TNextStep[];
}

/** Areas the account's admins run (organisation, billing); everything else is run per team. */
const ACCOUNT_AREAS: ReadonlySet<TPageArea> = new Set(['account-settings', 'billing']);

function helpers(route: TPageRoute | null, user: TStateUser, team: TStateTeam | null): string {
  const account = user.account_name;
  if (route !== null && ACCOUNT_AREAS.has(route.area))
    return `Only the Account Admins and the Billing Owner of ${account} can open this page. Ask one of them if something here needs changing.`;
  if (team === null)
    return `You are not in a team yet. An Account Admin of ${account} can add you to one; a Team Admin can also create a team.`;
  return `The Team Admins of ${team.team_name} and the Account Admins of ${account} can open this page, or change your role if you need it.`;
}

function nextSteps(user: TStateUser, team: TStateTeam | null): TNextStep[] {
  const steps: TNextStep[] = [];
  if (team === null && canCreateTeams(user)) steps.push({ label: 'Set up your team', href: '/setup/' });
  if (team !== null) steps.push({ label: 'Open the dashboard', href: '/dashboard/' });
  if (canRunAccount(user)) steps.push({ label: 'Open account settings', href: '/accounts/settings/general/' });
  else steps.push({ label: 'Open my settings', href: '/my/settings/general/' });
  return steps;
}

/** The help shown under "you can't see this" for a signed-in viewer on a page they may not open. */
export function accessHelp(route: TPageRoute | null, user: TStateUser, team: TStateTeam | null): TAccessHelp {
  return { whoCanHelp: helpers(route, user, team), nextSteps: nextSteps(user, team) };
}
