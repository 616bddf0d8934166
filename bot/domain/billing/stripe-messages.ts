/**
 * Designed messages of the Stripe billing use cases (the spec shows none for these cases; its own
 * words are in shared/billing-api.ts BILLING_MESSAGES and used from there).
 */
import { PLAN_LIMITS } from '../../../shared/plans.ts';

export const STRIPE_MESSAGES = {
  alreadySubscribed:
    'Your organization already has a subscription. Change its seats or plan on the billing page instead.',
  noSubscription: 'Your organization has no subscription yet. Subscribe to a plan first.',
  noCardYet: 'There is no card on file yet. Subscribe to a plan first.',
  managedByAzure:
    'Billing of your organization is managed by the Microsoft marketplace. Change it from the marketplace view.',
  planNotOffered: 'That plan is not offered here. Choose another plan.',
  samePlan: 'That is already your plan.',
  sameSeats: 'That is already your number of seats.',
  /** Stripe refused a change (a declined card, mostly): its words, then what it means here. */
  changeRefused: (reason: string) =>
    `${reason.replace(/\.?$/, '.')} Nothing was changed. Update your card and try again, or choose another change.`,
  tryAgain: 'Something changed while we were working on it. Please try again.',
  checkoutNotFound: 'That checkout was not found for your organization.',
  checkoutNotPaid: 'That checkout is not paid. Subscribe again to choose a plan.',
  checkoutApplied: 'Your subscription is active.',
  seatsChanging: 'Your seats are being updated. The page will reload in a moment.',
  basicCap: `The Basic plan allows up to ${PLAN_LIMITS.basic.users} users. Choose ${PLAN_LIMITS.basic.users} seats or fewer, or another plan.`,
  /** The seats asked for are fewer than the people counted in enabled reports. */
  seatsBelowActive: (active: number) =>
    `Your reports have ${active} active ${active === 1 ? 'member' : 'members'}. Choose at least ${active} ${active === 1 ? 'seat' : 'seats'}, or remove people from reports first.`,
} as const;
