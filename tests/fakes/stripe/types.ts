/** The fake Stripe's public handle and options (what tests import from ./index.ts). */
import type Stripe from 'stripe';
import type { TRecordedRequest } from '../fake-server.ts';
import type { TDeliveryMode, TFakeStripeDelivery, TFakeStripeEvent } from './events.ts';
import type { TSessionRecord, TSubscriptionRecord } from './state.ts';

export interface TStartFakeStripeOptions {
  /** The key the API accepts (Authorization: Bearer). Default 'sk_test_FakeRollcall0123456789'. */
  secretKey?: string;
  /** The secret events are signed with. Default 'whsec_FakeRollcall0123456789abcdef'. */
  webhookSecret?: string;
  /** Where events are POSTed; can be set later (fake.webhookUrl = ...). */
  webhookUrl?: string;
  /** 'auto' (default): the call that caused an event waits for its delivery; 'async': delivered right after the answer (await settle()); 'manual': held until deliver(). */
  delivery?: TDeliveryMode;
  /** The clock in milliseconds (default Date.now); advanceClock() adds to it. */
  now?: () => number;
}

/** What the fake Stripe account holds, for assertions (live views: they change as the fake does). */
export interface TFakeStripeState {
  customers: Map<string, Stripe.Customer>;
  deletedCustomers: Set<string>;
  /** Customer id -> how many times a setup-mode checkout saved a new card. */
  cardUpdates: Map<string, number>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  coupons: Map<string, Stripe.Coupon>;
  promotionCodes: Map<string, Stripe.PromotionCode>;
  sessions: Map<string, TSessionRecord>;
  subscriptions: Map<string, TSubscriptionRecord>;
  invoices: Map<string, Stripe.Invoice>;
  setupIntents: Map<string, Stripe.SetupIntent>;
}

export interface TFakeStripe {
  /** Base URL: pass as STRIPE_URL. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where events go (the app's POST /stripe/webhook); undefined holds them. */
  webhookUrl: string | undefined;
  /** 'auto' delivers before the causing call answers; 'async' just after it; 'manual' holds them for deliver(). */
  delivery: TDeliveryMode;
  readonly state: TFakeStripeState;
  /** Every event in order, with its payload and deliveries. */
  readonly events: TFakeStripeEvent[];
  /** Every /v1 request the fake answered (method, path, headers, body). */
  readonly requests: TRecordedRequest[];
  /** Events of one type, in order. */
  eventsOfType(type: string): TFakeStripeEvent[];
  /** Pays a checkout session like the hosted Pay button (awaits the events' delivery). */
  pay(
    sessionId: string,
  ): Promise<{ session: Stripe.Checkout.Session; events: TFakeStripeEvent[]; redirectUrl: string }>;
  /** The newest checkout session (the one the app just created); throws when there is none. */
  latestSession(): Stripe.Checkout.Session;
  /** Closes an open session unpaid: status expired, checkout.session.expired. */
  expireSession(sessionId: string): Promise<TFakeStripeEvent[]>;
  /** The renewal payment fails: an open invoice, status past_due, invoice.payment_failed + customer.subscription.updated. */
  failPayment(subscriptionId: string): Promise<TFakeStripeEvent[]>;
  /** The open invoice (or a renewal) is paid: status active, invoice.paid (+ customer.subscription.updated if it was not active). */
  succeedPayment(subscriptionId: string): Promise<TFakeStripeEvent[]>;
  /** The subscription ends now: status canceled, customer.subscription.deleted. */
  expireSubscription(subscriptionId: string): Promise<TFakeStripeEvent[]>;
  /** The period ends: the next one starts and is invoiced (paid, or failed while the card is declined); cancels instead when cancel_at_period_end. */
  renewSubscription(subscriptionId: string): Promise<TFakeStripeEvent[]>;
  /** The customer's card is declined from now on: charges fail (402 card_declined with payment_behavior error_if_incomplete). */
  declineCard(customerId: string): void;
  /** The customer's card works again. */
  acceptCard(customerId: string): void;
  /** A promotion code for a new coupon taking percentOff % off, forever; answers the promotion code. */
  addPromotionCode(code: string, percentOff: number, options?: { active?: boolean }): Stripe.PromotionCode;
  /** Creates a product and a recurring price (a shortcut for tests that need a catalog). */
  addPrice(input: {
    lookupKey: string;
    unitAmount: number;
    interval: 'month' | 'year';
    nickname?: string;
    currency?: string;
  }): Stripe.Price;
  /** Sends a held (or any) event now; answers the delivery. */
  deliver(eventId: string): Promise<TFakeStripeDelivery>;
  /** Sends an event again, exactly as before (freshly signed), for replay tests. */
  redeliver(eventId: string): Promise<TFakeStripeDelivery>;
  /** Resolves when the deliveries queued in 'async' mode are done. */
  settle(): Promise<void>;
  /** Sends every held event in order. */
  deliverHeld(): Promise<TFakeStripeDelivery[]>;
  /** Moves the fake's clock forward (periods, prorations, expiry). */
  advanceClock(seconds: number): void;
  /** Unix seconds on the fake's clock. */
  now(): number;
  close(): Promise<void>;
}
