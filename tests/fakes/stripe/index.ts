/**
 * A local stand-in for the Stripe API (the `stripe` library pointed at it through STRIPE_URL):
 * customers, the catalog, checkout sessions with a hosted page, subscriptions with prorations,
 * invoices and previews, and signed webhook events delivered to the app. Built on
 * tests/fakes/fake-server.ts, so a request no route expects fails the test. See README.md.
 */
import { startFakeServer } from '../fake-server.ts';
import { FakeStripeBilling } from './billing.ts';
import { couponObject, priceObject, productObject, promotionCodeObject } from './catalog-objects.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { FakeStripeEvents } from './events.ts';
import { hostedRoutes, successRedirect } from './hosted-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { apiRoutes } from './router.ts';
import { FakeStripeState } from './state.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import type { TFakeStripe, TStartFakeStripeOptions } from './types.ts';

export { CHECKOUT_TITLE } from './checkout-page.ts';
export type { TDeliveryMode, TFakeStripeDelivery, TFakeStripeEvent } from './events.ts';
export { DELIVERY_TIMEOUT_MS, FAKE_API_VERSION } from './events.ts';
export type { TFakeStripe, TFakeStripeState, TStartFakeStripeOptions } from './types.ts';

/** Default keys; they pass bot/env.ts's checks (sk_test_ + letters and digits, whsec_ + letters and digits). */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_FakeRollcall0123456789';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_FakeRollcall0123456789abcdef';

/** Starts the fake on a free loopback port; pass `url` as STRIPE_URL and the keys as the app's Stripe settings. */
export async function startFakeStripe(options: TStartFakeStripeOptions = {}): Promise<TFakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const server = await startFakeServer('stripe');
  const state = new FakeStripeState(server.url, options.now ?? Date.now);
  const events = new FakeStripeEvents(state, webhookSecret, { webhookUrl: options.webhookUrl, mode: options.delivery });
  const billing = new FakeStripeBilling(state, events);
  const api = [
    ...customerRoutes(state, billing),
    ...catalogRoutes(state),
    ...checkoutRoutes(state, billing),
    ...subscriptionRoutes(state, billing),
    ...invoiceRoutes(state, billing),
  ];
  for (const route of apiRoutes(api, { secretKey, state })) server.on(route);
  for (const route of hostedRoutes(state, billing)) server.on(route);

  return {
    url: server.url,
    secretKey,
    webhookSecret,
    get webhookUrl() {
      return events.webhookUrl;
    },
    set webhookUrl(url: string | undefined) {
      events.webhookUrl = url;
    },
    get delivery() {
      return events.mode;
    },
    set delivery(mode) {
      events.mode = mode;
    },
    state,
    events: events.all,
    get requests() {
      return server.requests.filter((request) => request.path.startsWith('/v1/'));
    },
    eventsOfType: (type) => events.all.filter((event) => event.type === type),
    async pay(sessionId) {
      const result = await billing.completeCheckout(sessionId);
      return { ...result, redirectUrl: successRedirect(result.session.success_url ?? '', sessionId) };
    },
    latestSession() {
      const sessions = [...state.sessions.values()];
      const latest = sessions.at(-1);
      if (!latest) throw new Error('fake Stripe: no checkout session was created');
      return latest.session;
    },
    expireSession: (sessionId) => billing.expireSession(sessionId, null),
    failPayment: (subscriptionId) => billing.failPayment(state.subscription(subscriptionId)),
    succeedPayment: (subscriptionId) => billing.succeedPayment(state.subscription(subscriptionId)),
    expireSubscription: (subscriptionId) => billing.cancel(state.subscription(subscriptionId), null, 'payment_failed'),
    renewSubscription: (subscriptionId) => billing.renew(state.subscription(subscriptionId)),
    declineCard: (customerId) => {
      state.customer(customerId);
      billing.declined.add(customerId);
    },
    acceptCard: (customerId) => {
      billing.declined.delete(customerId);
    },
    addPromotionCode(code, percentOff, extra = {}) {
      const coupon = couponObject({
        id: state.newId('co', 8),
        created: state.now(),
        percentOff,
        name: `${percentOff}% off`,
      });
      state.coupons.set(coupon.id, coupon);
      const active = extra.active ?? true;
      const taken = [...state.promotionCodes.values()].some(
        (other) => other.active && active && other.code.toLowerCase() === code.toLowerCase(),
      );
      if (taken) throw new Error(`fake Stripe: an active promotion code "${code}" already exists`);
      const promotion = promotionCodeObject({
        id: state.newId('promo', 24),
        created: state.now(),
        code,
        coupon: coupon.id,
        active,
      });
      state.promotionCodes.set(promotion.id, promotion);
      return promotion;
    },
    addPrice(input) {
      const product = productObject({
        id: state.newId('prod', 14),
        created: state.now(),
        name: input.nickname ?? input.lookupKey,
        description: null,
        active: true,
        metadata: {},
      });
      state.products.set(product.id, product);
      for (const other of state.prices.values()) if (other.lookup_key === input.lookupKey) other.lookup_key = null;
      const price = priceObject({
        id: state.newId('price', 24),
        created: state.now(),
        product: product.id,
        currency: input.currency ?? 'usd',
        unitAmount: input.unitAmount,
        interval: input.interval,
        intervalCount: 1,
        lookupKey: input.lookupKey,
        nickname: input.nickname ?? null,
        active: true,
        metadata: {},
      });
      state.prices.set(price.id, price);
      return price;
    },
    deliver: (eventId) => events.send(events.find(eventId)),
    redeliver: (eventId) => events.send(events.find(eventId)),
    settle: () => events.settle(),
    async deliverHeld() {
      const held = events.all.filter((event) => event.status === 'held');
      const deliveries = [];
      for (const event of held) deliveries.push(await events.send(event));
      return deliveries;
    },
    advanceClock(seconds) {
      state.offsetSeconds += seconds;
    },
    now: () => state.now(),
    close: () => server.close(),
  };
}
