/**
 * Which Rollcall plan a marketplace plan id buys. The offer's plans are set up in Partner Center;
 * their ids start with the plan's key ('basic-monthly', 'team_yearly', 'business', 'organization-annual',
 * 'pro-...'). Any other id gets 'pro' (every feature): a customer who paid Microsoft is never locked
 * out because of a plan id this server does not know.
 */
import { DEFAULT_SEATS, type TPlanKey } from '../../../../shared/plans.ts';

const KNOWN_PREFIXES: readonly TPlanKey[] = ['organization', 'business', 'basic', 'team', 'pro'];

/** The plan key of a marketplace plan id (case-insensitive prefix; unknown -> 'pro'). */
export function planKeyOfMarketplacePlan(planId: string): TPlanKey {
  const id = planId.trim().toLowerCase();
  return KNOWN_PREFIXES.find((key) => id.startsWith(key)) ?? 'pro';
}

/** Seats when the marketplace did not say (a plan that is not per user): part 2 §2.1 default 10. */
export const MARKETPLACE_DEFAULT_SEATS = DEFAULT_SEATS;
