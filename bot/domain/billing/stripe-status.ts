/**
 * Stripe's subscription statuses in Rollcall's words (decided, issue 20): active, trialing and
 * past_due keep the account active (Stripe retries a failed payment; payment_failed_at tells the
 * page); canceled, unpaid, incomplete_expired and paused make it inactive; incomplete (first
 * payment not done yet) changes nothing.
 */
import type { TSubscriptionStatus } from '../../../shared/plans.ts';
import type { TProviderSubscriptionStatus } from './billing-gateway.ts';

/** The account status a subscription status means, or null for 'leave it as it is'. */
export function accountStatusFor(status: TProviderSubscriptionStatus): TSubscriptionStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return 'active';
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'inactive';
    case 'incomplete':
      return null;
  }
}

/** A subscription that may still be bound to an account (it is or may become paid). */
export function isLiveSubscription(status: TProviderSubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due' || status === 'incomplete';
}
