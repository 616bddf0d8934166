/**
 * The account's Stripe subscription as Stripe has it now, for the seat and plan changes: only an
 * account with its own live subscription may change one, and only that one (the id comes from
 * the account row, never from the browser).
 */
import { AppError } from '../../../shared/errors.ts';
import { paymentPlanByLookupKey, type TPaymentPlan } from '../../../shared/plans.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import type { TBillingGateway, TBillingSubscription } from './billing-gateway.ts';
import { askStripe, assertCanManageBilling, assertNotManagedByAzure, gatewayOf } from './billing-rules.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';
import { isLiveSubscription } from './stripe-status.ts';

export interface TCurrentSubscription {
  gateway: TBillingGateway;
  subscription: TBillingSubscription;
  /** The plan its price is (null for a price made by hand in the dashboard). */
  plan: TPaymentPlan | null;
}

/** Loads the viewer's account's subscription from Stripe, or refuses with a clear message. */
export async function currentSubscription(deps: TBillingDeps, viewer: TViewer): Promise<TCurrentSubscription> {
  assertCanManageBilling(viewer);
  assertNotManagedByAzure(viewer.account);
  const gateway = gatewayOf(deps);
  const subscriptionId = viewer.account.stripeSubscriptionId;
  if (!subscriptionId) throw new AppError('CONFLICT', STRIPE_MESSAGES.noSubscription);
  const subscription = await askStripe(() => gateway.retrieveSubscription(subscriptionId));
  if (!subscription || !isLiveSubscription(subscription.status) || !subscription.itemId) {
    throw new AppError('CONFLICT', STRIPE_MESSAGES.noSubscription);
  }
  return {
    gateway,
    subscription,
    plan: subscription.lookupKey ? (paymentPlanByLookupKey(subscription.lookupKey) ?? null) : null,
  };
}
