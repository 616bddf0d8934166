/**
 * What the plan limits say to people (spec part 2 §5, §8, §9): the refusals of the team, report
 * and user caps, the history window's note and refusal, and what an inactive account may do.
 * Browser-safe: the server refuses with these words and the web app shows the same ones.
 */
import { z } from 'zod';
import { canManageBilling } from './permissions.ts';

export const PLAN_LIMIT_MESSAGES = {
  /** The spec's seat message (part 2 §8), used for the people cap of Free and Basic. */
  userCap: 'You need to upgrade your seats.',
  /** Designed: the account is inactive (trial ended, or a subscription that ended). */
  inactive: 'Your trial has ended. To keep things running as usual please proceed to payment on the billing page.',
  /** Designed: the free plan switch is not offered yet (part 2 §4). */
  freePlanNotYet: 'The free plan is available near the end of your trial.',
  /** Designed: a marketplace-managed account changes plans in Azure (part 2 §2.1). */
  freePlanAzure:
    'This subscription is managed through Microsoft AppSource. Change or cancel it in the Microsoft 365 admin center.',
  /** Designed: the account is on the free plan already. */
  freePlanAlready: 'Your account is on the free plan already.',
  /** Designed: a chat team of an email-only plan (shown on the team page and emailed once to its admins). */
  chatTeamEmailOnly:
    'Your plan runs email teams only, so Rollcall no longer asks this team in chat: its members get their check-ins by email. Upgrade on the billing page to ask them in chat again.',
} as const;

/** 'Your plan allows N team(s). Upgrade on the billing page to add more.' */
export function teamLimitMessage(teams: number): string {
  return teams === 1
    ? 'Your plan allows one team. Upgrade on the billing page to add more.'
    : `Your plan allows ${teams} teams. Upgrade on the billing page to add more.`;
}

/** 'Your plan includes N report(s). Upgrade to create more.' (one report: the existing wording). */
export function reportLimitMessage(reports: number): string {
  return reports === 1
    ? 'Your plan includes one report. Upgrade to create more.'
    : `Your plan includes ${reports} reports. Upgrade to create more.`;
}

/** The history page's note: 'Your plan shows the last N days'. */
export function historyWindowNote(days: number): string {
  return `Your plan shows the last ${days} days`;
}

/** The refusal of a run older than the plan's window (a direct link to an old dashboard). */
export function historyWindowRefusal(days: number): string {
  return `${historyWindowNote(days)} of history. This run is older, so upgrade on the billing page (/billing/) to see it.`;
}

/** The free plan's cap on people in enabled reports, and how many must leave before converting. */
export function freePlanTooManyMessage(people: number, cap: number): string {
  const remove = people - cap;
  return `The free plan allows up to ${cap} people in active reports and yours have ${people}. Remove ${remove} ${remove === 1 ? 'person' : 'people'} from your reports (or pause reports) first.`;
}

/** Who a roster import left out because of the plan's people cap; empty when nobody. */
export function rosterCapText(names: readonly string[], cap: number): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, 10).join(', ');
  const more = names.length > 10 ? ` and ${names.length - 10} more` : '';
  return ` Not imported because your plan allows up to ${cap} people: ${shown}${more}. ${PLAN_LIMIT_MESSAGES.userCap}`;
}

/** The limits the web app needs to draw locks and notes (the state's user.limits). */
export const ZStateLimits = z.object({
  /** Teams allowed; null = unlimited. */
  teams: z.number().int().nullable(),
  /** Teams the account has now (every team, not only those the viewer sees). */
  team_count: z.number().int(),
  reports: z.number().int().nullable(),
  users: z.number().int().nullable(),
  /** Days of history shown; null = all. */
  history_days: z.number().int().nullable(),
});
export type TStateLimits = z.infer<typeof ZStateLimits>;

/** The note a roster import's answer ends with when the plan's people cap left people out. */
export function rosterCapNote(result: {
  skipped: ReadonlyArray<{ name: string; reason: string }>;
  peopleCap: number | null;
}): string {
  if (result.peopleCap === null) return '';
  const names = result.skipped.filter((person) => person.reason === 'plan-limit').map((person) => person.name);
  return rosterCapText(names, result.peopleCap);
}

/**
 * Whether the header's and the new-team page's add-team link is locked: the plan's team cap is
 * reached (the state's limits), or, from a server without limits in its state, ONE_TEAM_LIMIT
 * with a team already.
 */
export function addTeamLocked(user: {
  feature_map: readonly string[];
  active_teams: number;
  limits?: TStateLimits | undefined;
}): boolean {
  if (user.limits) return user.limits.teams !== null && user.limits.team_count >= user.limits.teams;
  return user.feature_map.includes('ONE_TEAM_LIMIT') && user.active_teams >= 1;
}

/** Pages a member of an inactive organisation may still open: sign-in pages, their own settings, check-in links. */
const MEMBER_AREAS_WHEN_INACTIVE: readonly string[] = ['entry', 'personal-settings', 'checkin'];

/**
 * Where the web app sends someone of an inactive organisation (trial ended, subscription stopped)
 * instead of the page asked for (spec part 1 §2.9, part 2 §2.1): Team Admins and Members (types 2
 * and 3) to /trial-ended/ (who to contact) from every page but sign-in, their own settings and
 * check-in links; Billing Owners and Account Admins (0 and 1) from the home page to /billing/ (they
 * may still read dashboards and history, export, or delete the account). Null: stay.
 */
export function inactiveAccountRedirect(
  user: { is_demo: boolean; account_type_id: number; stripe: { status: string } } | null,
  route: { path: string; area: string },
): string | null {
  if (!user || user.is_demo || user.stripe.status !== 'inactive') return null;
  const home = route.path === '/';
  if (canManageBilling(user)) return home ? '/billing/' : null;
  if (route.path === '/trial-ended') return null;
  if (!home && MEMBER_AREAS_WHEN_INACTIVE.includes(route.area)) return null;
  return '/trial-ended/';
}
