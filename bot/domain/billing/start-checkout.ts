/**
 * Subscribe, or update the card (part 2 §7 POST /api/v1/stripe_checkout_session/): opens Stripe's
 * hosted Checkout. Nothing about the account changes here; the webhooks bind the subscription
 * when it is paid (apply-stripe-event.ts).
 */
import type { TCheckoutSessionAnswer, TCheckoutSessionRequest } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { PURCHASE_PLAN_KEYS, type TPlanKey } from '../../../shared/plans.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import {
  askStripe,
  assertCanManageBilling,
  assertNotManagedByAzure,
  assertSeatsAllowed,
  chosenPlan,
  gatewayOf,
} from './billing-rules.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/**
 * How long a Checkout link stays valid (part 2 §9: 24 hours). Stripe refuses an expiry more than
 * 24 hours after it creates the session, so five minutes are kept for clock differences.
 */
export const CHECKOUT_VALID_MS = 24 * 3600 * 1000 - 5 * 60 * 1000;

const SINGLE_PLAN_KEYS: readonly TPlanKey[] = ['pro'];

/** Where Checkout sends the browser back (the /billing/ page reads ?checkout=). */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/billing/?checkout=success`,
    cancelUrl: `${publicUrl}/billing/?checkout=cancelled`,
  };
}

/** Creates the Checkout session and answers its id and hosted page. */
export async function startCheckout(
  deps: TBillingDeps,
  viewer: TViewer,
  request: TCheckoutSessionRequest,
  origin: TRequestOrigin = {},
): Promise<TCheckoutSessionAnswer> {
  assertCanManageBilling(viewer);
  const account = viewer.account;
  assertNotManagedByAzure(account);
  const gateway = gatewayOf(deps);
  const expiresAt = new Date(deps.now().getTime() + CHECKOUT_VALID_MS);
  const urls = checkoutReturnUrls(deps.publicUrl);

  if ('mode' in request) {
    const customerId = account.stripeCustomerId;
    if (!customerId) throw new AppError('CONFLICT', STRIPE_MESSAGES.noCardYet);
    return askStripe(() => gateway.createCardUpdateCheckout({ customerId, accountId: account.id, expiresAt, ...urls }));
  }

  if (account.stripeSubscriptionId && effectiveStatus(account, deps.now()) === 'active') {
    throw new AppError('CONFLICT', STRIPE_MESSAGES.alreadySubscribed);
  }
  const offered = request.planType === 'singleplan' ? SINGLE_PLAN_KEYS : PURCHASE_PLAN_KEYS;
  const plan = chosenPlan(request.plan_id, offered, request.plan_key);
  await assertSeatsAllowed(deps.db, account, plan.key, request.billed_participants);
  const session = await askStripe(() =>
    gateway.createSubscriptionCheckout({
      lookupKey: plan.lookupKey,
      quantity: request.billed_participants,
      accountId: account.id,
      customerId: account.stripeCustomerId,
      email: viewer.user.email,
      couponCode: request.coupon_code,
      expiresAt,
      ...urls,
    }),
  );
  await recordAuditEvent(
    deps.db,
    {
      kind: 'billing_checkout_started',
      accountId: account.id,
      userId: viewer.user.id,
      details: { plan: plan.id, seats: request.billed_participants },
    },
    origin,
  );
  return session;
}
