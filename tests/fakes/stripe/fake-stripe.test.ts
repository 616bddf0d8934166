/**
 * The fake Stripe through the real `stripe` library (stripeClientOf, as the app builds it): the
 * catalog by lookup key, checkout -> pay -> signed events constructEvent accepts, subscription
 * changes with prorations, previews, cancel, invoices, the key check and resource_missing.
 */
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeClientOf } from '../../../bot/adapters/stripe/stripe-client.ts';
import { assertFakesSawOnlyExpectedRequests, startFakeServer, type TFakeServer } from '../fake-server.ts';
import { CHECKOUT_TITLE, startFakeStripe, type TFakeStripe } from './index.ts';

let fake: TFakeStripe;
let receiver: TFakeServer;
let stripe: Stripe;
let webhookStatus = 200;

beforeAll(async () => {
  receiver = await startFakeServer('webhook-receiver', [
    { method: 'POST', path: '/stripe/webhook', respond: () => ({ status: webhookStatus, body: { received: true } }) },
  ]);
});
afterAll(() => receiver.close());

beforeEach(async () => {
  webhookStatus = 200;
  fake = await startFakeStripe();
  fake.webhookUrl = `${receiver.url}/stripe/webhook`;
  stripe = stripeClientOf({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_URL: fake.url }) as Stripe;
  receiver.requests.splice(0);
});
afterEach(() => fake.close());

const HOUR = 3600;
const DAY = 86_400;

async function catalog() {
  const product = await stripe.products.create({ name: 'Rollcall Team', metadata: { rollcall_plan_key: 'team' } });
  const monthly = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 900,
    recurring: { interval: 'month' },
    lookup_key: 'rollcall_team_month',
    nickname: 'Team monthly',
  });
  const yearly = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 9000,
    recurring: { interval: 'year' },
    lookup_key: 'rollcall_team_year',
    nickname: 'Team yearly',
  });
  const pro = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 1500,
    recurring: { interval: 'month' },
    lookup_key: 'rollcall_pro_month',
    nickname: 'Pro monthly',
  });
  return { product, monthly, yearly, pro };
}

async function subscribe(priceId: string, quantity: number, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity }],
    customer_email: 'owner@example.test',
    client_reference_id: 'account-1',
    metadata: { account_id: 'account-1' },
    subscription_data: { metadata: { account_id: 'account-1' } },
    success_url: 'https://app.example.test/billing?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.example.test/billing',
    expires_at: Math.floor(Date.now() / 1000) + 2 * HOUR,
    ...extra,
  });
  const paid = await fake.pay(session.id);
  const subscription = await stripe.subscriptions.retrieve(String(paid.session.subscription));
  return { session, paid, subscription };
}

describe('the fake Stripe catalog', () => {
  it('lists prices by lookup key and active, as the library asks', async () => {
    const { monthly, yearly } = await catalog();
    const found = await stripe.prices.list({
      lookup_keys: ['rollcall_team_month', 'rollcall_team_year'],
      active: true,
      limit: 10,
    });
    expect(found.object).toBe('list');
    expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort());
    expect(found.data.find((price) => price.id === monthly.id)).toMatchObject({
      object: 'price',
      livemode: false,
      lookup_key: 'rollcall_team_month',
      unit_amount: 900,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
    });
    expect(monthly.unit_amount_decimal?.toString()).toBe('900');
    const none = await stripe.prices.list({ lookup_keys: ['nope'] });
    expect(none.data).toEqual([]);
  });

  it('moves a lookup key only with transfer_lookup_key', async () => {
    const { product, monthly } = await catalog();
    const again = {
      product: product.id,
      currency: 'usd',
      unit_amount: 1000,
      recurring: { interval: 'month' as const },
      lookup_key: 'rollcall_team_month',
    };
    await expect(stripe.prices.create(again)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const replacement = await stripe.prices.create({ ...again, transfer_lookup_key: true });
    const found = await stripe.prices.list({ lookup_keys: ['rollcall_team_month'] });
    expect(found.data.map((price) => price.id)).toEqual([replacement.id]);
    expect((await stripe.prices.retrieve(monthly.id)).lookup_key).toBeNull();
  });

  it('lists products with auto-pagination and finds promotion codes by code', async () => {
    for (let index = 0; index < 3; index++) await stripe.products.create({ name: `P${index}` });
    const names: string[] = [];
    for await (const product of stripe.products.list({ active: true, limit: 2 })) names.push(product.name);
    expect(names.sort()).toEqual(['P0', 'P1', 'P2']);

    const added = fake.addPromotionCode('WELCOME20', 20);
    const list = await stripe.promotionCodes.list({
      code: 'WELCOME20',
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    });
    expect(list.data[0]?.id).toBe(added.id);
    expect(list.data[0]?.promotion.coupon).toMatchObject({ object: 'coupon', percent_off: 20 });
    expect((await stripe.promotionCodes.list({ code: 'NOPE' })).data).toEqual([]);
  });
});

describe('the fake Stripe customers', () => {
  it('creates, updates, retrieves and deletes a customer', async () => {
    const customer = await stripe.customers.create({
      email: 'a@example.test',
      name: 'A',
      metadata: { account_id: 'x' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      livemode: false,
      email: 'a@example.test',
      metadata: { account_id: 'x' },
    });
    expect(customer.id).toMatch(/^cus_/);
    const updated = await stripe.customers.update(customer.id, {
      metadata: { plan: 'team' },
      invoice_settings: { default_payment_method: 'pm_1' },
    });
    expect(updated.metadata).toEqual({ account_id: 'x', plan: 'team' });
    expect(updated.invoice_settings.default_payment_method).toBe('pm_1');
    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toMatchObject({ id: customer.id, deleted: true });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
  });

  it('answers resource_missing as the library StripeInvalidRequestError, worded like Stripe', async () => {
    const failure = await stripe.customers.del('cus_missing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(failure).toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
      message: "No such customer: 'cus_missing'",
    });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    });
  });

  it('refuses a wrong key with 401 (StripeAuthenticationError) and Stripe error JSON', async () => {
    const wrong = stripeClientOf({ STRIPE_SECRET_KEY: 'sk_test_wrong_key_123456', STRIPE_URL: fake.url }) as Stripe;
    await expect(wrong.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const raw = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'api_key_missing' } });
  });
});

describe('checkout, pay and signed events', () => {
  it('creates a session with a hosted page, pays it and delivers signed events in order', async () => {
    const { monthly } = await catalog();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: monthly.id, quantity: 3 }],
      customer_email: 'owner@example.test',
      client_reference_id: 'account-1',
      metadata: { account_id: 'account-1' },
      subscription_data: { metadata: { account_id: 'account-1' } },
      success_url: 'https://app.example.test/billing?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.test/billing',
      expires_at: Math.floor(Date.now() / 1000) + 2 * HOUR,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
    expect(session).toMatchObject({
      status: 'open',
      mode: 'subscription',
      amount_total: 2700,
      payment_status: 'unpaid',
    });

    const page = await fetch(String(session.url));
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain(`<title>${CHECKOUT_TITLE}</title>`);
    expect(html).toContain('$9.00');
    expect(html).toContain('<dt>Quantity</dt><dd>3</dd>');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('href="https://app.example.test/billing">Cancel</a>');

    const paid = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://app.example.test/billing?session=${session.id}`);

    expect(fake.events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(fake.events.every((event) => event.status === 'delivered')).toBe(true);
    expect(receiver.requests).toHaveLength(3);
    for (const request of receiver.requests) {
      const signature = String(request.headers['stripe-signature']);
      const event = stripe.webhooks.constructEvent(request.body, signature, fake.webhookSecret);
      expect(event).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false });
      expect(() => stripe.webhooks.constructEvent(request.body, signature, 'whsec_another_secret')).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
    }
    const [completed, created, invoicePaid] = receiver.requests.map(
      (request) => JSON.parse(request.body) as Stripe.Event,
    );
    const completedSession = completed?.data.object as Stripe.Checkout.Session;
    expect(completedSession).toMatchObject({
      status: 'complete',
      client_reference_id: 'account-1',
      payment_status: 'paid',
    });
    const subscription = created?.data.object as Stripe.Subscription;
    expect(completedSession.subscription).toBe(subscription.id);
    expect(subscription).toMatchObject({
      status: 'active',
      metadata: { account_id: 'account-1' },
      customer: completedSession.customer,
    });
    expect(subscription.items.data[0]).toMatchObject({ quantity: 3, price: { lookup_key: 'rollcall_team_month' } });
    const invoice = invoicePaid?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      total: 2700,
      amount_paid: 2700,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    const again = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(410);
  });

  it('takes the promotion code off the invoice and keeps an existing customer', async () => {
    const { monthly } = await catalog();
    const customer = await stripe.customers.create({ email: 'known@example.test' });
    const promotion = fake.addPromotionCode('HALF', 50);
    const { subscription, paid } = await subscribe(monthly.id, 4, {
      customer: customer.id,
      customer_email: undefined,
      discounts: [{ promotion_code: promotion.id }],
    });
    expect(paid.session.amount_total).toBe(1800);
    expect(subscription.customer).toBe(customer.id);
    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 10 });
    expect(invoices.data[0]).toMatchObject({ subtotal: 3600, total: 1800, amount_due: 1800 });
  });

  it('holds events in manual mode until deliver, and redelivers for replay', async () => {
    const { monthly } = await catalog();
    fake.delivery = 'manual';
    await subscribe(monthly.id, 2);
    expect(fake.events.map((event) => event.status)).toEqual(['held', 'held', 'held']);
    expect(receiver.requests).toHaveLength(0);
    const first = fake.events[0];
    if (!first) throw new Error('no event');
    expect((await fake.deliver(first.id)).status).toBe(200);
    expect((await fake.redeliver(first.id)).status).toBe(200);
    expect(receiver.requests.map((request) => JSON.parse(request.body).id)).toEqual([first.id, first.id]);
    await fake.deliverHeld();
    expect(fake.events.every((event) => event.status === 'delivered')).toBe(true);
    expect(first.deliveries).toHaveLength(2);
  });

  it('delivers after the answer in async mode, in order, and settle() awaits them', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 2);
    fake.delivery = 'async';
    receiver.requests.splice(0);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 4 }],
      proration_behavior: 'always_invoice',
    });
    expect(fake.events.at(-1)?.status).toBe('held');
    await fake.settle();
    expect(receiver.requests.map((request) => JSON.parse(request.body).type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
    ]);
  });

  it('records a failed delivery', async () => {
    const { monthly } = await catalog();
    webhookStatus = 400;
    await subscribe(monthly.id, 1);
    expect(fake.events[0]).toMatchObject({ status: 'failed', deliveries: [{ status: 400 }] });
  });

  it('completes a setup-mode session: a setup intent with a card, checkout.session.completed (mode setup)', async () => {
    const customer = await stripe.customers.create({ email: 'card@example.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      client_reference_id: 'account-1',
      setup_intent_data: { metadata: { account_id: 'account-1' } },
      success_url: 'https://app.example.test/billing?card=updated',
      cancel_url: 'https://app.example.test/billing',
    });
    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain('Save card');
    const { events, redirectUrl } = await fake.pay(session.id);
    expect(redirectUrl).toBe('https://app.example.test/billing?card=updated');
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const completed = events[0]?.event.data.object as Stripe.Checkout.Session;
    expect(completed.mode).toBe('setup');
    const intent = await stripe.setupIntents.retrieve(String(completed.setup_intent));
    expect(intent).toMatchObject({ status: 'succeeded', customer: customer.id, metadata: { account_id: 'account-1' } });
    expect(intent.payment_method).toMatch(/^pm_/);
    expect(fake.state.cardUpdates.get(customer.id)).toBe(1);
  });
});

describe('subscription changes', () => {
  it('previews a seat increase with prorations from the seconds left, then applies it with always_invoice', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 2);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const start = item.current_period_start;
    const end = item.current_period_end;
    expect(end - start).toBeGreaterThanOrEqual(28 * DAY);
    const at = start + Math.floor((end - start) / 2);
    const preview = await stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: monthly.id, quantity: 5 }],
        proration_behavior: 'create_prorations',
        proration_date: at,
      },
    });
    const fraction = (end - at) / (end - start);
    const lines = preview.lines.data;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      amount: -Math.round(1800 * fraction),
      parent: { subscription_item_details: { proration: true } },
    });
    expect(lines[1]).toMatchObject({
      amount: Math.round(4500 * fraction),
      parent: { subscription_item_details: { proration: true } },
    });
    expect(lines[2]).toMatchObject({
      amount: 4500,
      period: { start: end },
      parent: { subscription_item_details: { proration: false } },
    });
    expect(preview.total).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
    expect(preview.next_payment_attempt).toBe(end);
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview.invoice_pdf).toBeNull();

    fake.events.splice(0);
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: monthly.id, quantity: 5 }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(updated.items.data[0]?.quantity).toBe(5);
    expect(fake.events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const invoice = fake.events[1]?.event.data.object as Stripe.Invoice;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.lines.data.every((line) => line.parent?.subscription_item_details?.proration)).toBe(true);
  });

  it('previews and applies a monthly -> yearly change as a new cycle starting now', async () => {
    const { monthly, yearly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 2);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const now = fake.now();
    const preview = await stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: yearly.id, quantity: 2 }],
        proration_behavior: 'always_invoice',
        proration_date: now,
      },
    });
    expect(preview.lines.data.map((line) => line.amount)).toEqual([-1800, 18000]);
    expect(preview.lines.data[1]?.period.start).toBe(now);
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: yearly.id, quantity: 2 }],
      proration_behavior: 'always_invoice',
    });
    const newItem = updated.items.data[0] as Stripe.SubscriptionItem;
    expect(newItem.price.recurring?.interval).toBe('year');
    // The fake's clock follows the real one: the update may land a second after `now` was read.
    expect(newItem.current_period_start).toBeGreaterThanOrEqual(now);
    expect(newItem.current_period_start).toBeLessThanOrEqual(fake.now());
    expect(newItem.current_period_end - newItem.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
  });

  it('keeps create_prorations lines for the next invoice, which the renewal charges with the new period', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 4);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    fake.advanceClock(10 * DAY);
    fake.events.splice(0);
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 2 }],
      proration_behavior: 'create_prorations',
    });
    expect(fake.events.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect(fake.events[0]?.event.data.previous_attributes).toHaveProperty('items');
    const upcoming = await stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
    });
    const credit = upcoming.lines.data.filter((line) => line.parent?.subscription_item_details?.proration);
    expect(credit).toHaveLength(2);
    expect(upcoming.total).toBe(credit.reduce((sum, line) => sum + line.amount, 0) + 1800);
    await fake.renewSubscription(subscription.id);
    const [renewal] = (await stripe.invoices.list({ customer: String(subscription.customer), limit: 1 })).data;
    expect(renewal?.total).toBe(upcoming.total);
    expect(renewal?.billing_reason).toBe('subscription_cycle');
  });

  it('answers the upcoming invoice without changes, and refuses a declined card with 402', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 3);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const upcoming = await stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
    });
    expect(upcoming).toMatchObject({ amount_due: 2700, next_payment_attempt: item.current_period_end });

    fake.declineCard(String(subscription.customer));
    const failure = await stripe.subscriptions
      .update(subscription.id, {
        items: [{ id: item.id, quantity: 10 }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.quantity).toBe(3);
  });

  it('cancels (DELETE) with customer.subscription.deleted, and lists by customer', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 1);
    const listed = await stripe.subscriptions.list({ customer: String(subscription.customer) });
    expect(listed.data.map((one) => one.id)).toEqual([subscription.id]);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } });
    expect(fake.events.at(-1)?.type).toBe('customer.subscription.deleted');
    expect((await stripe.subscriptions.list({ customer: String(subscription.customer) })).data).toEqual([]);
    await expect(stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('what Stripe refuses or remembers', () => {
  it('validates a checkout: one of customer and customer_email, known prices, a window for expires_at', async () => {
    const { monthly } = await catalog();
    const customer = await stripe.customers.create({});
    const base = {
      mode: 'subscription' as const,
      success_url: 'https://app.example.test/ok',
      line_items: [{ price: monthly.id, quantity: 1 }],
    };
    await expect(
      stripe.checkout.sessions.create({ ...base, customer: customer.id, customer_email: 'x@example.test' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'You may only specify one of these parameters: customer, customer_email.',
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(stripe.checkout.sessions.create({ ...base, expires_at: fake.now() + 60 })).rejects.toMatchObject({
      param: 'expires_at',
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, discounts: [{ promotion_code: 'promo_nope' }] }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('replays an Idempotency-Key and refuses it with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'one@example.test' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'one@example.test' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(fake.state.customers.size).toBe(1);
    await expect(
      stripe.customers.create({ email: 'two@example.test' }, { idempotencyKey: 'key-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('expires a session: on request (checkout.session.expired) or once expires_at passes', async () => {
    const { monthly } = await catalog();
    const create = () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: monthly.id, quantity: 1 }],
        success_url: 'https://app.example.test/ok',
        expires_at: fake.now() + HOUR,
      });
    const asked = await create();
    expect(fake.latestSession().id).toBe(asked.id);
    expect((await stripe.checkout.sessions.expire(asked.id)).status).toBe('expired');
    expect(fake.events.at(-1)?.type).toBe('checkout.session.expired');
    const late = await create();
    fake.advanceClock(2 * HOUR);
    expect((await stripe.checkout.sessions.retrieve(late.id)).status).toBe('expired');
    expect((await fetch(String(late.url))).status).toBe(410);
    await expect(fake.pay(late.id)).rejects.toThrow('This Checkout Session is expired.');
  });

  it('deletes a customer with its live subscriptions (customer.subscription.deleted, customer.deleted)', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 1);
    fake.events.splice(0);
    await stripe.customers.del(String(subscription.customer));
    expect(fake.events.map((event) => event.type)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('answers a request no route expects with 501, recorded for assertFakesSawOnlyExpectedRequests', async () => {
    const answer = await fetch(`${fake.url}/v1/charges`, { headers: { authorization: `Bearer ${fake.secretKey}` } });
    expect(answer.status).toBe(501);
    expect(() => assertFakesSawOnlyExpectedRequests()).toThrow('stripe: unexpected GET /v1/charges');
  });
});

describe('test controls', () => {
  it('fails and recovers a payment, renews and expires a subscription', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 2);
    const failed = await fake.failPayment(subscription.id);
    expect(failed.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const recovered = await fake.succeedPayment(subscription.id);
    expect(recovered.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');

    const before = (await stripe.subscriptions.retrieve(subscription.id)).items.data[0] as Stripe.SubscriptionItem;
    fake.advanceClock(before.current_period_end - fake.now());
    await fake.renewSubscription(subscription.id);
    const after = (await stripe.subscriptions.retrieve(subscription.id)).items.data[0] as Stripe.SubscriptionItem;
    expect(after.current_period_start).toBe(before.current_period_end);

    const expired = await fake.expireSubscription(subscription.id);
    expect(expired.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(fake.state.subscriptions.get(subscription.id)?.subscription.status).toBe('canceled');
  });

  it('lists invoices newest first with numbers, PDFs and pagination', async () => {
    const { monthly } = await catalog();
    const { subscription } = await subscribe(monthly.id, 2);
    const customer = String(subscription.customer);
    fake.advanceClock(40 * DAY);
    await fake.renewSubscription(subscription.id);
    const list = await stripe.invoices.list({ customer, limit: 1 });
    expect(list.has_more).toBe(true);
    const first = list.data[0] as Stripe.Invoice;
    expect(first.billing_reason).toBe('subscription_cycle');
    expect(first.number).toMatch(/-0002$/);
    const next = await stripe.invoices.list({ customer, limit: 1, starting_after: first.id });
    expect(next.data[0]?.number).toMatch(/-0001$/);
    expect(next.has_more).toBe(false);
    const pdf = await fetch(String(first.invoice_pdf));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    expect((await fetch(String(first.hosted_invoice_url))).status).toBe(200);
  });
});
