/**
 * Everything the fake Stripe account holds: customers, the catalog (products, prices, coupons,
 * promotion codes), checkout sessions, subscriptions, invoices and setup intents, kept as the wire
 * objects the API answers with (mutated in place as they change), plus the clock and id minting.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { missing } from './errors.ts';

/** A checkout session and what it will create when paid. */
export interface TSessionRecord {
  session: Stripe.Checkout.Session;
  lines: Array<{ price: Stripe.Price; quantity: number }>;
  /** subscription_data[metadata]: copied onto the subscription it creates. */
  subscriptionMetadata: Record<string, string>;
  /** setup_intent_data[metadata]: copied onto the setup intent (setup mode). */
  setupMetadata: Record<string, string>;
  percentOff: number;
}

/** A subscription and what the fake keeps beside it. */
export interface TSubscriptionRecord {
  subscription: Stripe.Subscription;
  /** The promotion code's percentage, taken off every invoice. */
  percentOff: number;
  /** Proration lines waiting for the next invoice (proration_behavior create_prorations). */
  pendingLines: Stripe.InvoiceLineItem[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Adds whole intervals to a unix time (month ends clamp like Stripe: Jan 31 + 1 month = Feb 28/29). */
export function addInterval(start: number, interval: string, count = 1): number {
  const date = new Date(start * 1000);
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const months = interval === 'year' ? 12 * count : count;
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export class FakeStripeState {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly deletedCustomers = new Set<string>();
  /** How many times each customer saved a new card through a setup-mode checkout. */
  readonly cardUpdates = new Map<string, number>();
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly coupons = new Map<string, Stripe.Coupon>();
  readonly promotionCodes = new Map<string, Stripe.PromotionCode>();
  readonly sessions = new Map<string, TSessionRecord>();
  readonly subscriptions = new Map<string, TSubscriptionRecord>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly setupIntents = new Map<string, Stripe.SetupIntent>();
  /** Seconds added to the clock by advanceClock. */
  offsetSeconds = 0;

  constructor(
    readonly baseUrl: string,
    private readonly clockMs: () => number,
  ) {}

  /** Unix seconds, as Stripe's timestamps are. */
  now(): number {
    return Math.floor(this.clockMs() / 1000) + this.offsetSeconds;
  }

  /** A new id with Stripe's prefix (`cus_`, `sub_`, `cs_test_`, ...). */
  newId(prefix: string, length = 24): string {
    const bytes = randomBytes(length);
    let text = '';
    for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
    return `${prefix}_${text}`;
  }

  customer(id: string): Stripe.Customer {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  product(id: string): Stripe.Product {
    const found = this.products.get(id);
    if (!found) throw missing('product', id);
    return found;
  }

  price(id: string, param = 'price'): Stripe.Price {
    const found = this.prices.get(id);
    if (!found) throw missing('price', id, param);
    return found;
  }

  promotionCode(id: string, param = 'promotion_code'): Stripe.PromotionCode {
    const found = this.promotionCodes.get(id);
    if (!found) throw missing('promotion_code', id, param);
    return found;
  }

  coupon(id: string): Stripe.Coupon {
    const found = this.coupons.get(id);
    if (!found) throw missing('coupon', id);
    return found;
  }

  session(id: string): TSessionRecord {
    const found = this.sessions.get(id);
    if (!found) throw missing('checkout.session', id, 'session');
    return found;
  }

  subscription(id: string, param = 'id'): TSubscriptionRecord {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id, param);
    return found;
  }

  invoice(id: string): Stripe.Invoice {
    const found = this.invoices.get(id);
    if (!found) throw missing('invoice', id);
    return found;
  }

  setupIntent(id: string): Stripe.SetupIntent {
    const found = this.setupIntents.get(id);
    if (!found) throw missing('setup_intent', id, 'intent');
    return found;
  }

  /** Any object by id, for `expand[]`; undefined when the id is unknown. */
  lookup(id: string): unknown {
    return (
      this.customers.get(id) ??
      this.products.get(id) ??
      this.prices.get(id) ??
      this.coupons.get(id) ??
      this.promotionCodes.get(id) ??
      this.sessions.get(id)?.session ??
      this.subscriptions.get(id)?.subscription ??
      this.invoices.get(id) ??
      this.setupIntents.get(id)
    );
  }

  /** The next invoice number of a customer: `<invoice_prefix>-0001`. */
  nextInvoiceNumber(customer: Stripe.Customer): string {
    const sequence = customer.next_invoice_sequence ?? 1;
    customer.next_invoice_sequence = sequence + 1;
    return `${customer.invoice_prefix ?? 'FAKE'}-${String(sequence).padStart(4, '0')}`;
  }
}
