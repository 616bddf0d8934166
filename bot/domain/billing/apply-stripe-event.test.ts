/**
 * applyStripeEvent's rules on a real database with a gateway that holds subscriptions in memory:
 * out-of-order events end right, a stale payment failure is ignored, a second paid subscription is
 * not bound, a subscription that is no longer the account's changes nothing.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../../tests/factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../../tests/helpers/test-database.ts';
import { accounts } from '../../db/schema/index.ts';
import type { TAccountRow } from '../accounts/viewer.ts';
import { applyStripeEvent } from './apply-stripe-event.ts';
import type { TBillingDeps } from './billing-deps.ts';
import {
  BillingGatewayError,
  type TBillingEvent,
  type TBillingGateway,
  type TBillingSubscription,
} from './billing-gateway.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Stripe's side: the subscriptions as they are now. Only what applyStripeEvent reads is answered. */
function memoryGateway(subscriptions: Map<string, TBillingSubscription>): TBillingGateway {
  const unused = async (): Promise<never> => {
    throw new Error('not used by applyStripeEvent');
  };
  return {
    retrieveSubscription: async (id) => subscriptions.get(id) ?? null,
    adoptCardFromSetup: async () => {},
    cancelSubscription: unused,
    deleteCustomer: unused,
    createCustomer: unused,
    createSubscriptionCheckout: unused,
    retrieveCheckoutSession: unused,
    createCardUpdateCheckout: unused,
    previewChange: unused,
    changeSubscription: unused,
    upcomingInvoice: unused,
    listInvoices: unused,
    verifyEvent: () => {
      throw new Error('not used');
    },
  };
}

let counter = 0;
const subscriptionFor = (account: TAccountRow, values: Partial<TBillingSubscription> = {}): TBillingSubscription => {
  counter += 1;
  return {
    id: `sub_${counter}`,
    customerId: `cus_${counter}`,
    status: 'active',
    itemId: `si_${counter}`,
    lookupKey: 'rollcall_team_month',
    unitCents: 500,
    quantity: 12,
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    accountId: account.id,
    ...values,
  };
};

/** An event without its id (each gets a new one) and, optionally, its time. */
type TEventBody = TBillingEvent extends infer E ? (E extends unknown ? Omit<E, 'id' | 'created'> : never) : never;

const event = (values: TEventBody & { created?: Date }): TBillingEvent => {
  counter += 1;
  return { id: `evt_${counter}`, created: new Date(), ...values } as TBillingEvent;
};

const changed = (subscription: TBillingSubscription) => event({ type: 'subscription-changed', subscription });

function depsWith(
  subscriptions: Map<string, TBillingSubscription>,
  gateway: TBillingGateway = memoryGateway(subscriptions),
): { deps: TBillingDeps; gateway: TBillingGateway; logged: Array<{ level: number; msg: string; reason?: string }> } {
  const logged: Array<{ level: number; msg: string; reason?: string }> = [];
  const deps: TBillingDeps = {
    db: database.db,
    gateway,
    publicUrl: 'http://localhost',
    log: pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) }),
    now: () => new Date(),
  };
  return { deps, gateway, logged };
}

const reload = async (account: TAccountRow) =>
  (await database.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]!;

describe('applyStripeEvent', () => {
  it('ends right when an update arrives before the creation and the checkout completion', async () => {
    const account = await buildAccount(database.db);
    const subscription = subscriptionFor(account, { quantity: 15 });
    const stripe = new Map([[subscription.id, subscription]]);
    const { deps, gateway } = depsWith(stripe);
    // The update's payload says 15 seats; the creation's (older) says 12: Stripe now has 15.
    expect(await applyStripeEvent(deps, gateway, changed(subscription))).toBe('applied');
    expect(await applyStripeEvent(deps, gateway, changed({ ...subscription, quantity: 12 }))).toBe('applied');
    const completion = event({
      type: 'checkout-completed',
      mode: 'subscription',
      accountId: account.id,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      setupIntentId: null,
    });
    expect(await applyStripeEvent(deps, gateway, completion)).toBe('applied');
    expect(await applyStripeEvent(deps, gateway, completion)).toBe('duplicate');
    expect(await reload(account)).toMatchObject({
      subscriptionStatus: 'active',
      planKey: 'team',
      billedParticipants: 15,
      stripeSubscriptionId: subscription.id,
    });
  });

  it('keeps the status of an incomplete subscription and maps the others', async () => {
    const account = await buildAccount(database.db);
    const subscription = subscriptionFor(account, { status: 'incomplete' });
    const stripe = new Map([[subscription.id, subscription]]);
    const { deps, gateway } = depsWith(stripe);
    await applyStripeEvent(deps, gateway, changed(subscription));
    expect(await reload(account)).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: subscription.id,
    });
    for (const [status, expected] of [
      ['past_due', 'active'],
      ['unpaid', 'inactive'],
      ['trialing', 'active'],
      ['paused', 'inactive'],
      ['active', 'active'],
      ['canceled', 'inactive'],
    ] as const) {
      stripe.set(subscription.id, { ...subscription, status });
      await applyStripeEvent(deps, gateway, changed(subscription));
      expect((await reload(account)).subscriptionStatus, status).toBe(expected);
    }
  });

  it('does not bind a second live subscription to an account that has an active one', async () => {
    const account = await buildAccount(database.db);
    const first = subscriptionFor(account);
    const second = subscriptionFor(account, { quantity: 40 });
    const stripe = new Map([
      [first.id, first],
      [second.id, second],
    ]);
    const { deps, gateway } = depsWith(stripe);
    await applyStripeEvent(deps, gateway, changed(first));
    await applyStripeEvent(deps, gateway, changed(second));
    expect(await reload(account)).toMatchObject({ stripeSubscriptionId: first.id, billedParticipants: 12 });
  });

  it('changes nothing for a subscription that is no longer the account’s', async () => {
    const account = await buildAccount(database.db);
    const old = subscriptionFor(account);
    const stripe = new Map([[old.id, old]]);
    const { deps, gateway } = depsWith(stripe);
    await applyStripeEvent(deps, gateway, changed(old));
    // Moved to the free plan: the subscription is cancelled at Stripe and unlinked first.
    await database.db
      .update(accounts)
      .set({ planKey: 'free', stripeSubscriptionId: null })
      .where(eq(accounts.id, account.id));
    stripe.set(old.id, { ...old, status: 'canceled' });
    await applyStripeEvent(deps, gateway, changed({ ...old, status: 'active' }));
    expect(await reload(account)).toMatchObject({
      planKey: 'free',
      subscriptionStatus: 'active',
      stripeSubscriptionId: null,
    });
  });

  it('ignores a payment failure reported after the subscription recovered, and clears on a later payment', async () => {
    const account = await buildAccount(database.db);
    const subscription = subscriptionFor(account);
    const stripe = new Map([[subscription.id, subscription]]);
    const { deps, gateway } = depsWith(stripe);
    await applyStripeEvent(deps, gateway, changed(subscription));
    const invoice = (type: 'invoice-paid' | 'invoice-payment-failed', created: Date) =>
      event({ type, customerId: subscription.customerId, subscriptionId: subscription.id, created });
    const t0 = new Date(Date.now() - 60_000);
    await applyStripeEvent(deps, gateway, invoice('invoice-payment-failed', t0));
    expect((await reload(account)).paymentFailedAt).toBeNull();
    stripe.set(subscription.id, { ...subscription, status: 'past_due' });
    await applyStripeEvent(deps, gateway, invoice('invoice-payment-failed', t0));
    expect((await reload(account)).paymentFailedAt).toEqual(t0);
    // A paid invoice older than the failure does not clear it; a newer one does.
    await applyStripeEvent(deps, gateway, invoice('invoice-paid', new Date(t0.getTime() - 1000)));
    expect((await reload(account)).paymentFailedAt).toEqual(t0);
    await applyStripeEvent(deps, gateway, invoice('invoice-paid', new Date()));
    expect((await reload(account)).paymentFailedAt).toBeNull();
  });

  it('binds only one of two subscriptions applied at once, and logs the other as an error', async () => {
    const account = await buildAccount(database.db);
    const first = subscriptionFor(account, { quantity: 5 });
    const second = subscriptionFor(account, { quantity: 6 });
    const stripe = new Map([
      [first.id, first],
      [second.id, second],
    ]);
    const { deps, gateway, logged } = depsWith(stripe);
    const outcomes = await Promise.all([
      applyStripeEvent(deps, gateway, changed(first)),
      applyStripeEvent(deps, gateway, changed(second)),
    ]);
    expect([...outcomes].sort()).toEqual(['applied', 'refused']);
    const row = await reload(account);
    const winner = outcomes[0] === 'applied' ? first : second;
    expect(row).toMatchObject({ stripeSubscriptionId: winner.id, billedParticipants: winner.quantity });
    const errors = logged.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'stripe subscription not bound' });
  });

  it('does not let a Stripe event change an account the Microsoft marketplace now manages', async () => {
    const account = await buildAccount(database.db);
    const subscription = subscriptionFor(account);
    const stripe = new Map([[subscription.id, subscription]]);
    const { deps, gateway, logged } = depsWith(stripe);
    await applyStripeEvent(deps, gateway, changed(subscription));
    // Marketplace activation as it was before: the Stripe pointer left in place.
    await database.db
      .update(accounts)
      .set({ azureSubscriptionId: crypto.randomUUID(), planKey: 'business', billedParticipants: 25 })
      .where(eq(accounts.id, account.id));
    stripe.set(subscription.id, { ...subscription, status: 'canceled', quantity: 3 });
    expect(await applyStripeEvent(deps, gateway, changed(subscription))).toBe('refused');
    expect(await reload(account)).toMatchObject({
      planKey: 'business',
      billedParticipants: 25,
      subscriptionStatus: 'active',
    });
    expect(logged.some((line) => line.msg.includes('Microsoft marketplace'))).toBe(true);
  });

  it('applies the newer state when two events for one subscription are handled at once', async () => {
    const account = await buildAccount(database.db);
    const subscription = subscriptionFor(account, { quantity: 12 });
    const stripe = new Map([[subscription.id, subscription]]);
    const plain = memoryGateway(stripe);
    let slowFirst = false;
    // The first read answers late with what Stripe had when it was asked (an older state).
    const gateway: TBillingGateway = {
      ...plain,
      retrieveSubscription: async (id) => {
        const now = stripe.get(id) ?? null;
        if (!slowFirst) return now;
        slowFirst = false;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return now;
      },
    };
    const { deps } = depsWith(stripe, gateway);
    await applyStripeEvent(deps, gateway, changed(subscription));
    stripe.set(subscription.id, { ...subscription, quantity: 20 });
    slowFirst = true;
    const older = applyStripeEvent(deps, gateway, changed(subscription));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stripe.set(subscription.id, { ...subscription, quantity: 30 });
    const newer = applyStripeEvent(deps, gateway, changed(subscription));
    await Promise.all([older, newer]);
    expect((await reload(account)).billedParticipants).toBe(30);
  });

  it('records a provider refusal (it would be refused again) instead of asking Stripe to retry', async () => {
    const account = await buildAccount(database.db, { stripeCustomerId: `cus_refused_${counter}` });
    const stripe = new Map<string, TBillingSubscription>();
    const gateway: TBillingGateway = {
      ...memoryGateway(stripe),
      adoptCardFromSetup: async () => {
        throw new BillingGatewayError("No such setupintent: 'seti_gone'", 'refused');
      },
    };
    const { deps, logged } = depsWith(stripe, gateway);
    const completion = event({
      type: 'checkout-completed',
      mode: 'setup',
      accountId: account.id,
      customerId: account.stripeCustomerId,
      subscriptionId: null,
      setupIntentId: 'seti_gone',
    });
    expect(await applyStripeEvent(deps, gateway, completion)).toBe('refused');
    expect(await applyStripeEvent(deps, gateway, completion)).toBe('duplicate');
    expect(logged.some((line) => line.level >= 50)).toBe(true);
    const unavailable: TBillingGateway = {
      ...gateway,
      adoptCardFromSetup: async () => {
        throw new BillingGatewayError('down', 'unavailable');
      },
    };
    const again = { ...completion, id: `${completion.id}_2` };
    await expect(applyStripeEvent({ ...deps, gateway: unavailable }, unavailable, again)).rejects.toThrow('down');
  });
});
