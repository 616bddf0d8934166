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
 * - Serial: the account row is locked (FOR UPDATE) before Stripe is read and until the write, so
 *   two events for one account never write an older state over a newer one, and two
 *   subscriptions bound at once cannot both win.
 * - Marketplace first: an account the Microsoft marketplace manages is never changed by Stripe.
 * - Not only webhooks: the return from Checkout and a change's answer run the same path
 *   (reconcileStripeSubscription), so the account does not wait for a webhook that may not come.
 */
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { paymentPlanByLookupKey } from '../../../shared/plans.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, billingEvents } from '../../db/schema/index.ts';
import type { TAccountRow } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import {
  BillingGatewayError,
  type TBillingEvent,
  type TBillingGateway,
  type TBillingSubscription,
} from './billing-gateway.ts';
import { accountStatusFor, isLiveSubscription } from './stripe-status.ts';

/**
 * What became of an event: applied; a replay (duplicate); not one Rollcall acts on (ignored); or
 * refused: recorded and logged but changing nothing (another account's subscription, a second
 * subscription, an account the marketplace manages, a provider refusal that a retry would repeat).
 */
export type TEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

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
 * Records the event (when there is one: a return from Checkout or a change's answer has none) and
 * runs `change` in one transaction; answers 'duplicate' when another delivery recorded it first
 * (then `change` does not run).
 */
async function once(
  db: TDb,
  event: TBillingEvent | null,
  accountId: string | null,
  change: (tx: TDb) => Promise<TEventOutcome | undefined>,
): Promise<TEventOutcome> {
  return db.transaction(async (tx) => {
    if (event) {
      const inserted = await tx
        .insert(billingEvents)
        .values({ provider: PROVIDER, eventId: event.id, type: event.type, accountId })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      if (inserted.length === 0) return 'duplicate';
    }
    return (await change(tx)) ?? 'applied';
  });
}

const noChange = async (): Promise<TEventOutcome | undefined> => undefined;

function isAccountId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

async function accountById(db: TDb, id: string | null): Promise<TAccountRow | undefined> {
  if (!isAccountId(id)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/**
 * The account row locked until the transaction ends (SELECT ... FOR UPDATE): two events (or an
 * event and a change's answer) for one account apply one after the other, each on Stripe's state
 * read after the lock, so an older read never overwrites a newer one.
 */
async function lockedAccount(tx: TDb, id: string): Promise<TAccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
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

/**
 * Why `subscription` may not be bound to `account`, or null when it may. `claimedBy` is the
 * account id the event names (client_reference_id or metadata.account_id).
 */
async function bindingRefusal(
  db: TDb,
  account: TAccountRow,
  subscription: TBillingSubscription,
  claimedBy: string | null,
): Promise<string | null> {
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

/** The refusals an operator must act on (a second paid subscription to refund). */
const OPERATOR_REFUSALS = new Set([
  'account already has another active subscription',
  'compare-and-set matched no row',
]);

/**
 * Applies the subscription `subscriptionId` as Stripe has it now to its account: the one bound to
 * it, else the one the event or the subscription names (bound only when bindingRefusal allows).
 * The row is locked first and Stripe read after, inside the lock. `hint` is an event's payload
 * (a subscription Stripe no longer knows is read as canceled).
 */
async function applySubscription(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: TBillingEvent | null,
  found: { subscriptionId: string; claimedBy: string | null; hint: TBillingSubscription | null },
): Promise<TEventOutcome> {
  const { subscriptionId, claimedBy, hint } = found;
  const bound = await accountBySubscription(deps.db, subscriptionId);
  const targetId = bound?.id ?? claimedBy ?? hint?.accountId ?? null;
  const target = bound ?? (await accountById(deps.db, targetId));
  const context = { eventId: event?.id ?? null, subscriptionId, accountId: targetId };
  if (!target) {
    if (targetId) deps.log.warn({ ...context, reason: 'no such account' }, 'stripe subscription not bound');
    return once(deps.db, event, null, async () => (targetId ? 'refused' : undefined));
  }
  return once(deps.db, event, target.id, async (tx) => {
    const account = await lockedAccount(tx, target.id);
    if (!account) return 'refused';
    const read = await gateway.retrieveSubscription(subscriptionId);
    const subscription = read ?? (hint ? { ...hint, status: 'canceled' as const } : null);
    if (!subscription) {
      deps.log.warn({ ...context, reason: 'unknown subscription' }, 'stripe subscription not bound');
      return 'refused';
    }
    if (account.stripeSubscriptionId === subscription.id) {
      if (account.azureSubscriptionId) {
        deps.log.warn(
          { ...context, azureSubscriptionId: account.azureSubscriptionId },
          'stripe event for an account the Microsoft marketplace manages; not applied',
        );
        return 'refused';
      }
      await tx.update(accounts).set(stateOf(subscription, deps)).where(eq(accounts.id, account.id));
      return 'applied';
    }
    const refusal = await bindingRefusal(tx, account, subscription, claimedBy);
    if (refusal) {
      deps.log[OPERATOR_REFUSALS.has(refusal) ? 'error' : 'warn'](
        { ...context, reason: refusal },
        'stripe subscription not bound',
      );
      return 'refused';
    }
    // Compare-and-set (belt and braces beside the lock): bound only if nothing else bound a live one meanwhile.
    const changed = await tx
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
      )
      .returning({ id: accounts.id });
    if (changed.length === 0) {
      deps.log.error({ ...context, reason: 'compare-and-set matched no row' }, 'stripe subscription not bound');
      return 'refused';
    }
    return 'applied';
  });
}

/**
 * Applies a subscription as Stripe has it now, without an event: the return from Checkout and the
 * answer of a seat or plan change use it so the account does not wait for (or depend on) the
 * webhook. The same path as the webhook's, so whichever comes second changes nothing more.
 */
export function reconcileStripeSubscription(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  subscriptionId: string,
  claimedBy: string,
): Promise<TEventOutcome> {
  return applySubscription(deps, gateway, null, { subscriptionId, claimedBy, hint: null });
}

/** A failed or paid invoice of the account's current subscription sets or clears payment_failed_at. */
async function applyInvoice(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: Extract<TBillingEvent, { type: 'invoice-paid' | 'invoice-payment-failed' }>,
): Promise<TEventOutcome> {
  const account = event.subscriptionId ? await accountBySubscription(deps.db, event.subscriptionId) : undefined;
  if (!account || !event.subscriptionId) return once(deps.db, event, null, noChange);
  const subscriptionId = event.subscriptionId;
  if (event.type === 'invoice-paid') {
    return once(deps.db, event, account.id, async (tx) => {
      await tx
        .update(accounts)
        .set({ paymentFailedAt: null, updatedAt: deps.now() })
        .where(and(eq(accounts.id, account.id), lte(accounts.paymentFailedAt, event.created)));
      return undefined;
    });
  }
  // A failure reported after the subscription recovered (events out of order) is stale.
  const subscription = await gateway.retrieveSubscription(subscriptionId);
  const stillUnpaid = subscription ? ['past_due', 'unpaid', 'incomplete'].includes(subscription.status) : false;
  return once(deps.db, event, account.id, async (tx) => {
    if (!stillUnpaid) return undefined;
    await tx
      .update(accounts)
      .set({ paymentFailedAt: event.created, updatedAt: deps.now() })
      .where(and(eq(accounts.id, account.id), eq(accounts.stripeSubscriptionId, subscriptionId)));
    return undefined;
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
    return once(deps.db, event, null, async () => 'refused');
  }
  if (event.setupIntentId) {
    await gateway.adoptCardFromSetup({
      customerId: event.customerId,
      setupIntentId: event.setupIntentId,
      subscriptionId: account.stripeSubscriptionId,
    });
  }
  return once(deps.db, event, account.id, noChange);
}

async function applyOnce(deps: TBillingDeps, gateway: TBillingGateway, event: TBillingEvent): Promise<TEventOutcome> {
  switch (event.type) {
    case 'ignored':
      return 'ignored';
    case 'checkout-completed': {
      if (event.mode === 'setup') return applyCardUpdate(deps, gateway, event);
      if (!event.subscriptionId) return once(deps.db, event, null, noChange);
      return applySubscription(deps, gateway, event, {
        subscriptionId: event.subscriptionId,
        claimedBy: event.accountId,
        hint: null,
      });
    }
    case 'subscription-changed':
      return applySubscription(deps, gateway, event, {
        subscriptionId: event.subscription.id,
        claimedBy: null,
        hint: event.subscription,
      });
    case 'invoice-paid':
    case 'invoice-payment-failed':
      return applyInvoice(deps, gateway, event);
  }
}

/**
 * Applies one verified event once. Stripe being unreachable throws (the webhook answers 503 and
 * Stripe retries); Stripe refusing a call (a retry would be refused again) is logged, the event
 * recorded, and the answer is 'refused' (200), so Stripe does not retry it for three days.
 */
export async function applyStripeEvent(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  event: TBillingEvent,
): Promise<TEventOutcome> {
  if (await alreadyApplied(deps.db, event.id)) return 'duplicate';
  try {
    return await applyOnce(deps, gateway, event);
  } catch (error) {
    if (!(error instanceof BillingGatewayError) || error.kind !== 'refused') throw error;
    deps.log.error(
      { err: error, eventId: event.id, type: event.type },
      'stripe refused a call while applying an event',
    );
    return once(deps.db, event, null, async () => 'refused');
  }
}
