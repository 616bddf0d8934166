/**
 * Subscribing and managing a subscription through the real Stripe library against the Stripe
 * fake (tests/fakes/stripe/), over HTTP on the running app: Checkout -> signed webhooks -> the
 * account's status, plan and seats; seat and plan previews and changes; failed and paid
 * invoices; replays; another account's subscription; invoices; stripe:sync.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOf } from '../../../bot/adapters/stripe/stripe-client.ts';
import { syncStripePrices } from '../../../bot/adapters/stripe/stripe-sync.ts';
import { accounts, billingEvents } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { STRIPE_MESSAGES } from '../../../bot/domain/billing/stripe-messages.ts';
import { ZBillingContext, ZChangePreview, ZInvoicesAnswer } from '../../../shared/billing-api.ts';
import { PAYMENT_PLANS } from '../../../shared/plans.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeStripe, type TFakeStripe } from '../../fakes/stripe/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let fake: TFakeStripe;
let server: TTestServer;

beforeAll(async () => {
  // Keys in the shapes bot/env.ts accepts.
  fake = await startFakeStripe({ secretKey: 'sk_test_rollcall0123456789', webhookSecret: 'whsec_rollcall0123456789' });
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_URL: fake.url },
  });
  fake.webhookUrl = `${server.url}/stripe/webhook`;
  const client = stripeClientOf({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_URL: fake.url });
  if (!client) throw new Error('no Stripe client');
  await syncStripePrices(client, PAYMENT_PLANS);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const reload = async (account: TAccountRow) =>
  (await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]!;

/** An account on its trial with the multiplan lab, its Billing Owner, and `members` people in a team. */
async function trialAccount(members = 0) {
  const account = await buildAccount(server.db, { labs: ['multiplan'] });
  const owner = await signedInClient(server, account, 0);
  const team = members ? await buildTeamWithMembers(server.db, account, members) : undefined;
  return { account, owner: owner.client, team };
}

/** Subscribes through Checkout and the fake's Pay, as a person would. */
async function subscribe(owner: Awaited<ReturnType<typeof trialAccount>>['owner'], body: Record<string, unknown> = {}) {
  const response = await owner.post('/api/v1/stripe_checkout_session/', {
    plan_id: 'team-monthly',
    billed_participants: 12,
    planType: 'multiplan',
    plan_key: 'team',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json() as { id: string; url: string };
  await fake.pay(session.id);
  return session;
}

const context = async (owner: Awaited<ReturnType<typeof trialAccount>>['owner']) =>
  ZBillingContext.parse((await owner.get('/api/v1/billing/')).json());

describe('subscribing', () => {
  it('opens Checkout for the account, and the webhooks make it active with 12 seats', async () => {
    const { account, owner, team } = await trialAccount(13);
    const before = Date.now();
    const response = await owner.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'team-monthly',
      billed_participants: 12,
      planType: 'multiplan',
      plan_key: 'team',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, url } = response.json();
    expect(url.startsWith(fake.url)).toBe(true);
    const session = fake.state.sessions.get(id)!.session;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: account.id,
      metadata: { account_id: account.id },
      success_url: `${server.env.PUBLIC_URL}/billing/?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.env.PUBLIC_URL}/billing/?checkout=cancelled`,
    });
    const hours = (session.expires_at * 1000 - before) / 3600_000;
    expect(hours).toBeGreaterThan(23.8);
    expect(hours).toBeLessThanOrEqual(24);
    // Nothing changes before Stripe says it was paid.
    expect((await reload(account)).subscriptionStatus).toBe('trialing');

    await fake.pay(id);
    const paid = await reload(account);
    expect(paid).toMatchObject({
      subscriptionStatus: 'active',
      planKey: 'team',
      planInterval: 'month',
      billedParticipants: 12,
    });
    expect(paid.stripeSubscriptionId).toMatch(/^sub_/);
    expect(paid.stripeCustomerId).toMatch(/^cus_/);
    const view = await context(owner);
    expect(view).toMatchObject({ view: 'licence', status: 'active', plan_id: 'team-monthly', has_customer: true });
    expect(view.next_invoice_date).not.toBeNull();
    expect(view.next_invoice_cost).toBe(12 * 500);

    // The 13th person in an enabled report is refused (report wizard, spec seat message).
    const members = team!.members;
    const twelve = await owner.post('/api/v1/report/create_new/', reportForm(members.slice(0, 12)));
    expect(twelve.statusCode, twelve.body).toBe(200);
    const thirteen = await owner.post('/api/v1/report/create_new/', reportForm(members.slice(12)));
    expect(thirteen.statusCode).toBe(409);
    expect(thirteen.json().error.message).toBe('You need to upgrade your seats.');

    // A second subscription is not sold to a subscribed account.
    const again = await owner.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'team-monthly',
      billed_participants: 12,
      planType: 'multiplan',
      plan_key: 'team',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(STRIPE_MESSAGES.alreadySubscribed);
  });

  it('refuses an unknown coupon, plans not offered, Basic over 10 seats and seats below the active members', async () => {
    const { owner, team } = await trialAccount(3);
    await owner.post('/api/v1/report/create_new/', reportForm(team!.members));
    const coupon = await owner.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'team-monthly',
      billed_participants: 5,
      coupon_code: 'NOPE',
      planType: 'multiplan',
      plan_key: 'team',
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().error.message).toBe('The coupon code "NOPE" is not valid.');

    fake.addPromotionCode('WELCOME10', 10);
    const withCoupon = await owner.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'team-monthly',
      billed_participants: 5,
      coupon_code: 'WELCOME10',
      planType: 'multiplan',
      plan_key: 'team',
    });
    expect(withCoupon.statusCode, withCoupon.body).toBe(200);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ plan_id: 'organization-monthly', plan_key: 'organization' }, STRIPE_MESSAGES.planNotOffered],
      [{ plan_id: 'team-monthly', plan_key: 'business' }, STRIPE_MESSAGES.planNotOffered],
      [{ plan_id: 'team-monthly', plan_key: 'team', planType: 'singleplan' }, STRIPE_MESSAGES.planNotOffered],
      [{ plan_id: 'basic-monthly', plan_key: 'basic', billed_participants: 11 }, STRIPE_MESSAGES.basicCap],
      [{ plan_id: 'team-monthly', plan_key: 'team', billed_participants: 2 }, STRIPE_MESSAGES.seatsBelowActive(3)],
    ];
    for (const [body, message] of cases) {
      const refused = await owner.post('/api/v1/stripe_checkout_session/', {
        billed_participants: 5,
        planType: 'multiplan',
        ...body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
  });

  it('applies events once: a replay changes nothing', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const recorded = (await server.db.select().from(billingEvents).where(eq(billingEvents.accountId, account.id)))
      .length;
    expect(recorded).toBeGreaterThan(0);
    await server.db.update(accounts).set({ billedParticipants: 99 }).where(eq(accounts.id, account.id));
    const subscriptionId = (await reload(account)).stripeSubscriptionId;
    const created = fake
      .eventsOfType('customer.subscription.created')
      .filter((event) => (event.event.data.object as { id: string }).id === subscriptionId);
    expect(created).toHaveLength(1);
    const replay = await fake.redeliver(created[0]!.id);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.responseBody)).toEqual({ received: true, outcome: 'duplicate' });
    // Had the replay been applied, the seats would be Stripe's 12 again.
    expect((await reload(account)).billedParticipants).toBe(99);
    const after = (await server.db.select().from(billingEvents).where(eq(billingEvents.accountId, account.id))).length;
    expect(after).toBe(recorded);
  });
});

describe('one payable Checkout per account', () => {
  const team = { plan_id: 'team-monthly', billed_participants: 12, planType: 'multiplan', plan_key: 'team' };

  it('uses one customer for every Checkout of the account and expires the previous open one', async () => {
    const { account, owner } = await trialAccount();
    const first = await owner.post('/api/v1/stripe_checkout_session/', team);
    expect(first.statusCode, first.body).toBe(200);
    const customerId = (await reload(account)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(fake.state.customers.get(customerId!)?.metadata).toMatchObject({ account_id: account.id });
    const second = await owner.post('/api/v1/stripe_checkout_session/', team);
    expect(second.statusCode, second.body).toBe(200);
    const sessions = [first, second].map((response) => fake.state.sessions.get(response.json().id)!.session);
    expect(sessions.map((session) => session.customer)).toEqual([customerId, customerId]);
    expect(sessions.map((session) => session.status)).toEqual(['expired', 'open']);
    await expect(fake.pay(first.json().id)).rejects.toThrow();
    await fake.pay(second.json().id);
    expect(await reload(account)).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: customerId });
  });

  it('cancels an unpaid subscription before selling a new one, so it cannot be paid beside it', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const old = (await reload(account)).stripeSubscriptionId!;
    // Stripe's retries ran out: the subscription is unpaid and the account inactive.
    fake.state.subscriptions.get(old)!.subscription.status = 'unpaid';
    await server.db.update(accounts).set({ subscriptionStatus: 'inactive' }).where(eq(accounts.id, account.id));
    const response = await owner.post('/api/v1/stripe_checkout_session/', team);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.state.subscriptions.get(old)?.subscription.status).toBe('canceled');
    await fake.pay(response.json().id);
    const row = await reload(account);
    expect(row.subscriptionStatus).toBe('active');
    expect(row.stripeSubscriptionId).not.toBe(old);
  });
});

describe('back from Checkout without a webhook', () => {
  it('applies the paid session the page hands back, once, and only for its own account', async () => {
    const { account, owner } = await trialAccount();
    const other = await trialAccount();
    fake.webhookUrl = undefined;
    try {
      const response = await owner.post('/api/v1/stripe_checkout_session/', {
        plan_id: 'team-monthly',
        billed_participants: 9,
        planType: 'multiplan',
        plan_key: 'team',
      });
      const sessionId: string = response.json().id;
      const early = await owner.post('/api/v1/billing/checkout-return/', { session_id: sessionId });
      expect(early.json()).toEqual({ ok: false, msg: STRIPE_MESSAGES.checkoutNotPaid });
      const held = await fake.pay(sessionId);
      expect(held.redirectUrl).toBe(`${server.env.PUBLIC_URL}/billing/?checkout=success&session_id=${sessionId}`);
      expect((await reload(account)).subscriptionStatus).toBe('trialing');

      // Another account cannot apply (or learn about) this session.
      const stolen = await other.owner.post('/api/v1/billing/checkout-return/', { session_id: sessionId });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().error.message).toBe(STRIPE_MESSAGES.checkoutNotFound);
      expect((await reload(other.account)).stripeSubscriptionId).toBeNull();
      const bad = await owner.post('/api/v1/billing/checkout-return/', { session_id: 'not-a-session' });
      expect(bad.statusCode).toBe(400);

      const back = await owner.post('/api/v1/billing/checkout-return/', { session_id: sessionId });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({ ok: true, msg: STRIPE_MESSAGES.checkoutApplied });
      expect(await reload(account)).toMatchObject({
        subscriptionStatus: 'active',
        planKey: 'team',
        planInterval: 'month',
        billedParticipants: 9,
      });
      expect((await owner.post('/api/v1/billing/checkout-return/', { session_id: sessionId })).json().ok).toBe(true);
    } finally {
      fake.webhookUrl = `${server.url}/stripe/webhook`;
    }
    // The webhooks come later and change nothing more.
    const deliveries = await fake.deliverHeld();
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect(await reload(account)).toMatchObject({ subscriptionStatus: 'active', billedParticipants: 9 });
  });
});

describe('events out of order', () => {
  it('ends active with the right seats when the events arrive in reverse order', async () => {
    const { account, owner } = await trialAccount();
    fake.delivery = 'manual';
    try {
      const response = await owner.post('/api/v1/stripe_checkout_session/', {
        plan_id: 'business-yearly',
        billed_participants: 7,
        planType: 'multiplan',
        plan_key: 'business',
      });
      const { events } = await fake.pay(response.json().id);
      expect((await reload(account)).subscriptionStatus).toBe('trialing');
      for (const event of [...events].reverse()) await fake.deliver(event.id);
    } finally {
      fake.delivery = 'auto';
    }
    expect(await reload(account)).toMatchObject({
      subscriptionStatus: 'active',
      planKey: 'business',
      planInterval: 'year',
      billedParticipants: 7,
    });
  });
});

describe('updating the card', () => {
  it('opens Checkout in setup mode for the customer and makes the new card the default', async () => {
    const { account, owner } = await trialAccount();
    const before = await owner.post('/api/v1/stripe_checkout_session/', { mode: 'update-card' });
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe(STRIPE_MESSAGES.noCardYet);
    await subscribe(owner);
    const response = await owner.post('/api/v1/stripe_checkout_session/', { mode: 'update-card' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await reload(account);
    expect(fake.state.sessions.get(response.json().id)?.session).toMatchObject({
      mode: 'setup',
      customer: row.stripeCustomerId,
      client_reference_id: account.id,
    });
    await fake.pay(response.json().id);
    expect(fake.state.cardUpdates.get(row.stripeCustomerId!)).toBe(1);
    const customer = fake.state.customers.get(row.stripeCustomerId!);
    expect(customer?.invoice_settings.default_payment_method).toBeTruthy();
  });
});

describe('managing seats and plans', () => {
  it('previews a seat increase with its proration and confirms it; seats follow the webhook', async () => {
    const { account, owner, team } = await trialAccount(12);
    await subscribe(owner);
    await owner.post('/api/v1/report/create_new/', reportForm(team!.members));

    const preview = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-seat-change',
      billed_participants: 15,
      plan_id: 'team-monthly',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const amounts = ZChangePreview.parse(preview.json());
    expect(amounts.invoice_now).toBe(true);
    expect(amounts.cost_now).toBeGreaterThan(0);
    expect(amounts.cost_now).toBeLessThanOrEqual(3 * 500);
    expect(amounts.cost_next).toBe(15 * 500);
    expect(amounts.next_invoice_date).not.toBeNull();
    expect((await reload(account)).billedParticipants).toBe(12);

    const below = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-seat-change',
      billed_participants: 11,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(STRIPE_MESSAGES.seatsBelowActive(12));

    const confirm = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-seat-change',
      billed_participants: 15,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ ok: true, msg: STRIPE_MESSAGES.seatsChanging });
    expect((await reload(account)).billedParticipants).toBe(15);

    // The single-plan view's doors do the same.
    const single = await owner.post('/api/v1/preview_plan/', { billed_participants: 14, plan_id: 'team-monthly' });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().invoice_now).toBe(false);
    const down = await owner.post('/api/v1/upgrade_confirm/', { billed_participants: 14 });
    expect(down.statusCode, down.body).toBe(200);
    expect((await reload(account)).billedParticipants).toBe(14);
  });

  it('previews and confirms a plan change; the plan follows the webhook', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const preview = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-upgrade-plan',
      selected_plan_key: 'business',
      new_plan_id: 'business-monthly',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ invoice_now: true, cost_next: 12 * 700 });
    const same = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-upgrade-plan',
      selected_plan_key: 'team',
      new_plan_id: 'team-monthly',
    });
    expect(same.json().error.message).toBe(STRIPE_MESSAGES.samePlan);
    const basic = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-upgrade-plan',
      selected_plan_key: 'basic',
      new_plan_id: 'basic-monthly',
    });
    expect(basic.statusCode).toBe(400);
    expect(basic.json().error.message).toBe(STRIPE_MESSAGES.basicCap);

    const confirm = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-upgrade-plan',
      selected_plan_key: 'business',
      new_plan_id: 'business-monthly',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().msg).toBe('Changing your plan ... please wait. The page will reload in a moment.');
    expect(await reload(account)).toMatchObject({ planKey: 'business', planInterval: 'month', billedParticipants: 12 });
  });

  it('charges a change of billing cycle at once; a declined card changes nothing and says why', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const row = await reload(account);
    // Team yearly (5000/12 a month) costs less a month than Team monthly (500), yet starts a paid year now.
    const preview = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-upgrade-plan',
      selected_plan_key: 'team',
      new_plan_id: 'team-yearly',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().invoice_now).toBe(true);
    expect(preview.json().cost_now).toBeGreaterThan(0);

    fake.declineCard(row.stripeCustomerId!);
    try {
      const confirm = await owner.post('/api/v1/multi_seat_change/', {
        view_mode: 'confirm-upgrade-plan',
        selected_plan_key: 'team',
        new_plan_id: 'team-yearly',
      });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().error.message).toMatch(/declined.*Nothing was changed\. Update your card/);
    } finally {
      fake.acceptCard(row.stripeCustomerId!);
    }
    const item = fake.state.subscriptions.get(row.stripeSubscriptionId!)?.subscription.items.data[0];
    expect(item?.price.lookup_key).toBe('rollcall_team_month');
    expect(await reload(account)).toMatchObject({ planKey: 'team', planInterval: 'month' });
  });

  it("applies Stripe's answer to a change at once, without waiting for the webhook", async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    fake.webhookUrl = undefined;
    try {
      const seats = await owner.post('/api/v1/multi_seat_change/', {
        view_mode: 'confirm-seat-change',
        billed_participants: 20,
      });
      expect(seats.statusCode, seats.body).toBe(200);
      expect((await reload(account)).billedParticipants).toBe(20);
      const plan = await owner.post('/api/v1/multi_seat_change/', {
        view_mode: 'confirm-upgrade-plan',
        selected_plan_key: 'business',
        new_plan_id: 'business-monthly',
      });
      expect(plan.statusCode, plan.body).toBe(200);
      expect(await reload(account)).toMatchObject({ planKey: 'business', billedParticipants: 20 });
    } finally {
      fake.webhookUrl = `${server.url}/stripe/webhook`;
    }
    // The webhooks, when they come, change nothing more.
    const deliveries = await fake.deliverHeld();
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect(await reload(account)).toMatchObject({ planKey: 'business', billedParticipants: 20 });
  });

  it("previews with the subscription's discount, and the page's context asks Stripe once", async () => {
    const { owner } = await trialAccount();
    fake.addPromotionCode('TENOFF', 10);
    await subscribe(owner, { coupon_code: 'TENOFF' });
    const preview = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-seat-change',
      billed_participants: 15,
      plan_id: 'team-monthly',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().cost_next).toBe(Math.round(15 * 500 * 0.9));
    expect(preview.json().cost_now).toBeLessThanOrEqual(Math.round(3 * 500 * 0.9));

    const before = fake.requests.length;
    const view = await context(owner);
    expect(view.next_invoice_cost).toBe(Math.round(12 * 500 * 0.9));
    expect(view.next_invoice_date).not.toBeNull();
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/invoices/create_preview',
    ]);
  });

  it('refuses seat and plan changes to an account without a subscription', async () => {
    const { owner } = await trialAccount();
    const response = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-seat-change',
      billed_participants: 15,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(STRIPE_MESSAGES.noSubscription);
  });
});

describe('payments and invoices', () => {
  it('marks a failed payment and clears it when an invoice is paid', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const subscriptionId = (await reload(account)).stripeSubscriptionId!;
    await fake.failPayment(subscriptionId);
    expect((await context(owner)).payment_failed).toBe(true);
    expect((await reload(account)).subscriptionStatus).toBe('active');
    await fake.succeedPayment(subscriptionId);
    expect((await context(owner)).payment_failed).toBe(false);
  });

  it("lists the account's own invoices, newest first", async () => {
    const { owner } = await trialAccount();
    await subscribe(owner);
    const answer = ZInvoicesAnswer.parse((await owner.post('/api/v1/invoices/', {})).json());
    expect(answer.invoices.length).toBeGreaterThan(0);
    expect(answer.invoices[0]).toMatchObject({ status: 'paid', total: 12 * 500 });
    expect(answer.invoices[0]?.pdf_url).toMatch(/^http/);
    // The first invoice bills the month ahead (its lines' period), not Stripe's zero-length invoice period.
    const first = answer.invoices.at(-1)!;
    const days = (Date.parse(first.period_end) - Date.parse(first.period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
  });

  it('turns the account inactive when Stripe ends the subscription', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    await fake.expireSubscription((await reload(account)).stripeSubscriptionId!);
    expect((await reload(account)).subscriptionStatus).toBe('inactive');
    expect((await context(owner)).view).toBe('purchase');
  });
});

describe("another account's subscription", () => {
  it('cannot be bound to, or changed through, another account', async () => {
    const a = await trialAccount();
    await subscribe(a.owner);
    const aRow = await reload(a.account);
    const b = await trialAccount();

    // A signed checkout completion naming B for A's subscription (as if B's id had been slipped in).
    const stripe = new Stripe(fake.secretKey, { telemetry: false });
    const payload = JSON.stringify({
      id: 'evt_cross_account_1',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: 'cs_test_cross',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: b.account.id,
          customer: aRow.stripeCustomerId,
          subscription: aRow.stripeSubscriptionId,
          metadata: { account_id: b.account.id },
        },
      },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(await reload(b.account)).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: null,
      stripeCustomerId: null,
    });
    expect(await reload(a.account)).toMatchObject({ stripeSubscriptionId: aRow.stripeSubscriptionId });

    // B's own calls never reach A's subscription: B has none.
    const change = await b.owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-seat-change',
      billed_participants: 30,
    });
    expect(change.statusCode).toBe(409);
    expect(fake.state.subscriptions.get(aRow.stripeSubscriptionId!)?.subscription.items.data[0]?.quantity).toBe(12);
    expect((await b.owner.post('/api/v1/invoices/', {})).json()).toEqual({ invoices: [] });
  });
});

describe('webhook answers', () => {
  it('records a Stripe refusal and answers 200 (no three days of retries)', async () => {
    const { account, owner } = await trialAccount();
    await subscribe(owner);
    const row = await reload(account);
    const stripe = new Stripe(fake.secretKey, { telemetry: false });
    const send = (id: string) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: {
          object: {
            id: 'cs_test_setup_gone',
            object: 'checkout.session',
            mode: 'setup',
            client_reference_id: account.id,
            customer: row.stripeCustomerId,
            setup_intent: 'seti_does_not_exist',
            metadata: { account_id: account.id },
          },
        },
      });
      return server.app.inject({
        method: 'POST',
        url: '/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }),
        },
        payload,
      });
    };
    // The fake answers 404 resource_missing for the unknown SetupIntent: Stripe refused.
    const refused = await send('evt_setup_gone_1');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ received: true, outcome: 'refused' });
    const recorded = await server.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_setup_gone_1'));
    expect(recorded).toHaveLength(1);
  });
});

describe('npm run stripe:sync', () => {
  it('creates the products and prices once; a second run changes nothing', async () => {
    const other = await startFakeStripe();
    try {
      const client = stripeClientOf({ STRIPE_SECRET_KEY: other.secretKey, STRIPE_URL: other.url })!;
      const first = await syncStripePrices(client, PAYMENT_PLANS);
      expect(first.created).toBe(5 + PAYMENT_PLANS.length);
      const second = await syncStripePrices(client, PAYMENT_PLANS);
      expect(second.created).toBe(0);
      expect(second.lines).toHaveLength(PAYMENT_PLANS.length);
      const prices = await client.prices.list({ lookup_keys: ['rollcall_team_month'], active: true });
      expect(prices.data[0]).toMatchObject({ unit_amount: 500, recurring: { interval: 'month' } });
    } finally {
      await other.close();
    }
  });
});
