/**
 * Applies a verified Stripe webhook to the account it concerns (issue 20; spec part 2 §4). The
 * only way an account's status, plan, interval and seats change for Stripe customers: the browser
 * never sets them.
 *
 * - Once: the event id goes into billing_events in the same transaction as the change; a replay
 *   finds it there and changes nothing.
 * - Fresh: a subscription event's payload may be stale (events arrive out of order), so the
 *   subscription is read again from Stripe and its state now is what is applied.
 * - Scoped: an event changes only the account whose current stripe_subscription_id it is about.
 *   A subscription is bound to an account (checkout completion, or its created/updated event
 *   carrying metadata.account_id when that arrives first) only when it is live, names that
 *   account, is not another account's, and the account has no other active subscription. A
 *   second paid subscription is NOT bound: it is logged as an error for the operator to refund
 *   and cancel in the Stripe dashboard (Rollcall never cancels a paid subscription on its own).
 */
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { paymentPlanByLookupKey } from '../../../shared/plans.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, billingEvents } from '../../db/schema/index.ts';
import type { TAccountRow } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import type { TBillingEvent, TBillingGateway, TBillingSubscription } from './billing-gateway.ts';
import { accountStatusFor, isLiveSubscription } from './stripe-status.ts';

export type TEventOutcome = 'applied' | 'duplicate' | 'ignored';

const PROVIDER = 'stripe';

async function alreadyApplied(db: TDb, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, PROVIDER), eq(billingEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the event and runs `change` in one transaction; answers 'duplicate' when another
 * delivery recorded it first (then `change` does not run).
 */
async function once(
  db: TDb,
  event: TBillingEvent,
  accountId: string | null,
  change: (tx: TDb) => Promise<void>,
): Promise<TEventOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ provider: PROVIDER, eventId: event.id, type: event.type, accountId })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    await change(tx);
    return 'applied';
  });
}

async function accountById(db: TDb, id: string | null): Promise<TAccountRow | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

async function accountBySubscription(db: TDb, subscriptionId: string): Promise<TAccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.stripeSubscriptionId, subscriptionId)).limit(1);
  return row;
}

/** Another account already holds this customer (the unique index would refuse it anyway). */
async function customerHeldElsewhere(db: TDb, customerId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.stripeCustomerId, customerId), ne(accounts.id, accountId)))
    .limit(1);
  return row !== undefined;
}

/** The account columns a subscription's state sets (incomplete: ids only). */
function stateOf(subscription: TBillingSubscription, deps: TBillingDeps): Partial<typeof accounts.$inferInsert> {
  const values: Partial<typeof accounts.$inferInsert> = {
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: subscription.id,
    updatedAt: deps.now(),
  };
  const status = accountStatusFor(subscription.status);
  if (!status) return values;
  values.subscriptionStatus = status;
  const plan = subscription.lookupKey ? paymentPlanByLookupKey(subscription.lookupKey) : undefined;
  if (plan) {
    values.planKey = plan.key;
    values.planInterval = plan.interval;
  } else {
    deps.log.warn(
      { subscriptionId: subscription.id, lookupKey: subscription.lookupKey },
      'stripe subscription price has no known lookup key; plan left as it was',
    );
  }
  if (subscription.quantity > 0) values.billedParticipants = subscription.quantity;
  return values;
}

/** The subscription as Stripe has it now; a subscription Stripe no longer knows is read as canceled. */
async function freshSubscription(gateway: TBillingGateway, hint: TBillingSubscription): Promise<TBillingSubscription> {
  return (await gateway.retrieveSubscription(hint.id)) ?? { ...hint, status: 'canceled' };
}

/**
 * Why `subscription` may not be bound to `account`, or null when it may. `claimedBy` is the
 * account id the event names (client_reference_id or metadata.account_id).
 */
async function bindingRefusal(
  db: TDb,
  account: TAccountRow | undefined,
  subscription: TBillingSubscription,
  claimedBy: string | null,
): Promise<string | null> {
  if (!account) return 'no such account';
  if (!isLiveSubscription(subscription.status)) return 'subscription is not live';
  if (subscription.accountId && subscription.accountId !== account.id) return 'subscription names another account';
  if (claimedBy && claimedBy !== account.id) return 'event names another account';
  if (account.azureSubscriptionId) return 'account is managed by the Microsoft marketplace';
  if (account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id) {
    if (account.subscriptionStatus === 'active') return 'account already has another active subscription';
  }
  if (await customerHeldElsewhere(db, subscription.customerId, account.id))
    return 'customer belongs to another account';
  if (await accountBySubscription(db, subscription.id)) return 'subscription belongs to another account';
  return null;
}

/** Binds a live subscription to its account and applies its state, or logs why not. */
async function bindAndApply(
  deps: TBillingDeps,
  event: TBillingEvent,
  account: TAccountRow | undefined,
  subscription: TBillingSubscription,
  claimedBy: string | null,
): Promise<TEventOutcome> {
  const refusal = await bindingRefusal(deps.db, account, subscription, claimedBy);
  if (refusal || !account) {
    const level = refusal === 'account already has another active subscription' ? 'error' : 'warn';
    deps.log[level](
      { eventId: event.id, accountId: account?.id ?? claimedBy, subscriptionId: subscription.id, reason: refusal },
      'stripe subscription not bound to an account',
    );
    return once(deps.db, event, null, async () => {});
  }
  return once(deps.db, event, account.id, async (tx) => {
    // Compare-and-set: bound only if nothing else bound a subscription meanwhile.
    await tx
      .update(accounts)
      .set(stateOf(subscription, deps))
      .where(
        and(
          eq(accounts.id, account.id),
          or(
            isNull(accounts.stripeSubscriptionId),
            eq(accounts.stripeSubscriptionId, subscription.id),
            ne(accounts.subscriptionStatus, 'active'),
          ),
        ),
      );
  });
}

/** Applies a subscription's current state to the account bound to it, else tries to bind it. */
async function applySubscription(
  deps: TBillingDeps,
  event: TBillingEvent,
  subscription: TBillingSubscription,
  claimedBy: string | null,
): Promise<TEventOutcome> {
  const bound = await accountBySubscription(deps.db, subscription.id);
  if (bound) {
    return once(deps.db, event, bound.id, async (tx) => {
      await tx
        .update(accounts)
        .set(stateOf(subscription, deps))
        .where(and(eq(accounts.id, bound.id), eq(accounts.stripeSubscriptionId, subscription.id)));
    });
  }
  const candidate = claimedBy ?? subscription.accountId;
  if (!candidate) return once(deps.db, event, null, async () => {});
  return bindAndApply(deps, event, await accountById(deps.db, candidate), subscription, claimedBy);
}

/** A failed or paid invoice of the account's current subscription sets or clears payment_failed_at. */
async function applyInvoice(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: Extract<TBillingEvent, { type: 'invoice-paid' | 'invoice-payment-failed' }>,
): Promise<TEventOutcome> {
  const account = event.subscriptionId ? await accountBySubscription(deps.db, event.subscriptionId) : undefined;
  if (!account || !event.subscriptionId) return once(deps.db, event, null, async () => {});
  const subscriptionId = event.subscriptionId;
  if (event.type === 'invoice-paid') {
    return once(deps.db, event, account.id, async (tx) => {
      await tx
        .update(accounts)
        .set({ paymentFailedAt: null, updatedAt: deps.now() })
        .where(and(eq(accounts.id, account.id), lte(accounts.paymentFailedAt, event.created)));
    });
  }
  // A failure reported after the subscription recovered (events out of order) is stale.
  const subscription = await gateway.retrieveSubscription(subscriptionId);
  const stillUnpaid = subscription ? ['past_due', 'unpaid', 'incomplete'].includes(subscription.status) : false;
  return once(deps.db, event, account.id, async (tx) => {
    if (!stillUnpaid) return;
    await tx
      .update(accounts)
      .set({ paymentFailedAt: event.created, updatedAt: deps.now() })
      .where(and(eq(accounts.id, account.id), eq(accounts.stripeSubscriptionId, subscriptionId)));
  });
}

/** A setup-mode Checkout saved a new card: make it the default of the account's customer. */
async function applyCardUpdate(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: Extract<TBillingEvent, { type: 'checkout-completed' }>,
): Promise<TEventOutcome> {
  const account = await accountById(deps.db, event.accountId);
  if (!account || !event.customerId || account.stripeCustomerId !== event.customerId) {
    deps.log.warn({ eventId: event.id, accountId: event.accountId }, 'stripe card update for no matching account');
    return once(deps.db, event, null, async () => {});
  }
  if (event.setupIntentId) {
    await gateway.adoptCardFromSetup({
      customerId: event.customerId,
      setupIntentId: event.setupIntentId,
      subscriptionId: account.stripeSubscriptionId,
    });
  }
  return once(deps.db, event, account.id, async () => {});
}

/** Applies one verified event once; provider outages throw (the webhook answers 503 and Stripe retries). */
export async function applyStripeEvent(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: TBillingEvent,
): Promise<TEventOutcome> {
  if (await alreadyApplied(deps.db, event.id)) return 'duplicate';
  switch (event.type) {
    case 'ignored':
      return 'ignored';
    case 'checkout-completed': {
      if (event.mode === 'setup') return applyCardUpdate(deps, gateway, event);
      if (!event.subscriptionId) return once(deps.db, event, null, async () => {});
      const subscription = await gateway.retrieveSubscription(event.subscriptionId);
      if (!subscription) return once(deps.db, event, null, async () => {});
      return applySubscription(deps, event, subscription, event.accountId);
    }
    case 'subscription-changed':
      return applySubscription(deps, event, await freshSubscription(gateway, event.subscription), null);
    case 'invoice-paid':
    case 'invoice-payment-failed':
      return applyInvoice(deps, gateway, event);
  }
}
