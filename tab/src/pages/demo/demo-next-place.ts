/**
 * Where the demo sends each visitor next (spec part 1 §2.12, §6): a guest to signup, the shared
 * demo account to 'Start your free trial', someone whose team still needs setting up to /setup/,
 * and everyone else home. The trial page tells an existing customer where their account lives.
 */

import { DEMO_TRIAL_PATH, SIGNUP_PATH } from '../../../../shared/demo-tour.ts';
import { canManageBilling, canManageTeam } from '../../../../shared/permissions.ts';
import type { TStateTeam, TStateUser } from '../../../../shared/state.ts';

export interface TDemoLink {
  label: string;
  href: string;
}

/** The one next step after (or instead of) the tour. */
export function demoNextPlace(user: TStateUser | null, team: TStateTeam | null): TDemoLink {
  if (user === null) return { label: 'Start your free trial', href: SIGNUP_PATH };
  if (user.is_demo) return { label: 'Start your free trial', href: DEMO_TRIAL_PATH };
  if (canManageTeam(user) && (team === null || team.service === 'NONE'))
    return { label: 'Set up your team', href: '/setup/' };
  return { label: 'Go to Rollcall', href: '/' };
}

/** On /demo/trial/ for someone who already has an account: billing for those who run it, home otherwise. */
export function existingAccountPlace(user: TStateUser): TDemoLink {
  return canManageBilling(user)
    ? { label: 'Manage billing', href: '/billing/' }
    : { label: 'Go to Rollcall', href: '/' };
}
