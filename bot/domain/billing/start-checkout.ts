/**
 * Subscribe, or update the card (part 2 §7 POST /api/v1/stripe_checkout_session/): opens Stripe's
 * hosted Checkout. The account's status, plan and seats do not change here; the webhooks (or the
 * return from Checkout, reconcile-checkout.ts) bind the subscription when it is paid.
 *
 * One payable Checkout per account (decided, issue 20 review): the account gets its Stripe
 * customer before its first Checkout (stored at once, so every Checkout of the account uses the
 * same one), and the customer's previous open Checkout is expired before a new one opens. A bound
 * subscription that gives no access (unpaid, paused, incomplete: the account is not active) is
 * canceled first, so it cannot be paid later beside the new one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { TCheckoutSessionAnswer, TCheckoutSessionRequest } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { PURCHASE_PLAN_KEYS, type TPlanKey } from '../../../shared/plans.ts';
import { accounts } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import type { TBillingGateway, TProviderSubscriptionStatus } from './billing-gateway.ts';
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
    // Stripe fills in {CHECKOUT_SESSION_ID}; the page hands it back (POST /api/v1/billing/checkout-return/).
    successUrl: `${publicUrl}/billing/?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/billing/?checkout=cancelled`,
  };
}

/** Subscription statuses that give no access now but could still be paid later. */
const STALE_STATUSES: readonly TProviderSubscriptionStatus[] = ['unpaid', 'paused', 'incomplete', 'past_due'];

/**
 * Cancels the account's bound subscription when it gives no access (the account is not active)
 * yet could still be paid later beside the new one.
 */
async function cancelStaleSubscription(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  viewer: TViewer,
  origin: TRequestOrigin,
): Promise<void> {
  const subscriptionId = viewer.account.stripeSubscriptionId;
  if (!subscriptionId) return;
  const subscription = await askStripe(() => gateway.retrieveSubscription(subscriptionId));
  if (!subscription || !STALE_STATUSES.includes(subscription.status)) return;
  await askStripe(() => gateway.cancelSubscription(subscriptionId));
  deps.log.info(
    { accountId: viewer.account.id, subscriptionId, status: subscription.status },
    'stale stripe subscription canceled before a new checkout',
  );
  await recordAuditEvent(
    deps.db,
    {
      kind: 'billing_subscription_canceled',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { subscription: subscriptionId, status: subscription.status, reason: 'new checkout' },
    },
    origin,
  );
}

/**
 * The account's Stripe customer, created (and stored) before its first Checkout. Two first
 * Checkouts at once: the one stored first wins and the other's customer is deleted.
 */
async function customerOf(deps: TBillingDeps, gateway: TBillingGateway, viewer: TViewer): Promise<string> {
  const account = viewer.account;
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const created = await askStripe(() =>
    gateway.createCustomer({ accountId: account.id, email: viewer.user.email, name: account.name }),
  );
  const stored = await deps.db
    .update(accounts)
    .set({ stripeCustomerId: created, updatedAt: deps.now() })
    .where(and(eq(accounts.id, account.id), isNull(accounts.stripeCustomerId)))
    .returning({ id: accounts.id });
  if (stored.length > 0) return created;
  const [row] = await deps.db
    .select({ customerId: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, account.id));
  await askStripe(() => gateway.deleteCustomer(created));
  if (!row?.customerId) throw new AppError('CONFLICT', STRIPE_MESSAGES.tryAgain);
  return row.customerId;
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
  await cancelStaleSubscription(deps, gateway, viewer, origin);
  const customerId = await customerOf(deps, gateway, viewer);
  const session = await askStripe(() =>
    gateway.createSubscriptionCheckout({
      lookupKey: plan.lookupKey,
      quantity: request.billed_participants,
      accountId: account.id,
      customerId,
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
