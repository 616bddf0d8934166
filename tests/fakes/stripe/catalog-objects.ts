/**
 * The shapes of the fake's customers, products, prices, coupons and promotion codes, typed with the
 * library's own interfaces so every field the `stripe` types promise is present (API 2026-10-28).
 */
import type Stripe from 'stripe';

/** Decimal fields are strings on the wire; the library turns them into its Decimal class. */
export function wireDecimal(text: string): Stripe.Decimal {
  return text as unknown as Stripe.Decimal;
}

/** A list answer (`object: 'list'`), as every list endpoint returns. */
export function listOf<T>(url: string, data: T[], hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export interface TNewCustomer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
}

/** A customer as GET /v1/customers/:id answers. */
export function customerObject(input: TNewCustomer): Stripe.Customer {
  return {
    id: input.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: input.id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** A product; metadata carries what the app finds it by. */
export function productObject(input: {
  id: string;
  created: number;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
}): Stripe.Product {
  return {
    id: input.id,
    object: 'product',
    active: input.active,
    created: input.created,
    default_price: null,
    description: input.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: input.created,
    url: null,
  };
}

export interface TNewPrice {
  id: string;
  created: number;
  product: string;
  currency: string;
  unitAmount: number;
  interval: Stripe.Price.Recurring.Interval | null;
  intervalCount: number;
  lookupKey: string | null;
  nickname: string | null;
  active: boolean;
  metadata: Record<string, string>;
}

/** A price: recurring when it has an interval, else one-time. */
export function priceObject(input: TNewPrice): Stripe.Price {
  return {
    id: input.id,
    object: 'price',
    active: input.active,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: input.nickname,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: input.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: wireDecimal(String(input.unitAmount)),
  };
}

/** The legacy plan object a subscription item still carries next to its price. */
export function planObject(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** A coupon taking a percentage off, forever. */
export function couponObject(input: { id: string; created: number; percentOff: number; name: string }): Stripe.Coupon {
  return {
    id: input.id,
    object: 'coupon',
    amount_off: null,
    created: input.created,
    currency: null,
    duration: 'forever',
    duration_in_months: null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    name: input.name,
    percent_off: input.percentOff,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
}

/** A customer-facing code for a coupon (promotion.coupon holds the coupon id, or the coupon when expanded). */
export function promotionCodeObject(input: {
  id: string;
  created: number;
  code: string;
  coupon: string;
  active: boolean;
}): Stripe.PromotionCode {
  return {
    id: input.id,
    object: 'promotion_code',
    active: input.active,
    code: input.code,
    created: input.created,
    customer: null,
    customer_account: null,
    expires_at: null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    promotion: { coupon: input.coupon, type: 'coupon' },
    restrictions: {
      first_time_transaction: false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
}
