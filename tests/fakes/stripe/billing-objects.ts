/**
 * The shapes of the fake's subscriptions, invoices, invoice lines, checkout sessions and setup
 * intents, typed with the library's interfaces (API 2026-10-28: the billing period lives on the
 * subscription item; an invoice names its subscription under parent.subscription_details).
 */
import type Stripe from 'stripe';
import { listOf, planObject, wireDecimal } from './catalog-objects.ts';

/** A subscription's item: the price (with lookup_key), the seats and the current period. */
export function subscriptionItemObject(input: {
  id: string;
  created: number;
  subscription: string;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}): Stripe.SubscriptionItem {
  return {
    id: input.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planObject(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription: input.subscription,
    tax_rates: [],
  };
}

/** A subscription with one item. */
export function subscriptionObject(input: {
  id: string;
  created: number;
  customer: string;
  item: Stripe.SubscriptionItem;
  metadata: Record<string, string>;
  discounts: string[];
  latestInvoice: string | null;
}): Stripe.Subscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.item.current_period_start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.item.price.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: input.discounts,
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: listOf(`/v1/subscription_items?subscription=${input.id}`, [input.item]),
    latest_invoice: input.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

export interface TNewInvoiceLine {
  id: string;
  invoice: string | null;
  amount: number;
  currency: string;
  description: string;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  subscription: string;
  subscriptionItem: string;
  proration: boolean;
}

/** One invoice line; parent.subscription_item_details.proration marks the proration lines. */
export function invoiceLineObject(input: TNewInvoiceLine): Stripe.InvoiceLineItem {
  return {
    id: input.id,
    object: 'line_item',
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    discount_amounts: [],
    discountable: !input.proration,
    discounts: [],
    invoice: input.invoice,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: input.proration ? `ii_${input.id.slice(3)}` : null,
        proration: input.proration,
        proration_details: { credited_items: null },
        subscription: input.subscription,
        subscription_item: input.subscriptionItem,
      },
    },
    period: { start: input.periodStart, end: input.periodEnd },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: input.price.id, product: String(input.price.product) },
      unit_amount_decimal: input.price.unit_amount_decimal,
    },
    quantity: input.quantity,
    quantity_decimal: wireDecimal(String(input.quantity)),
    subscription: input.subscription,
    subtotal: input.amount,
    taxes: [],
  };
}

export interface TNewInvoice {
  id: string;
  /** A preview (invoices.createPreview): id `upcoming_in_...`, no number, no hosted page. */
  preview: boolean;
  created: number;
  number: string | null;
  customer: Stripe.Customer;
  subscription: string;
  subscriptionMetadata: Record<string, string>;
  lines: Stripe.InvoiceLineItem[];
  /** Cents taken off the lines' sum by a discount. */
  discountAmount: number;
  status: 'draft' | 'open' | 'paid';
  billingReason: Stripe.Invoice.BillingReason;
  periodStart: number;
  periodEnd: number;
  nextPaymentAttempt: number | null;
  /** The fake's base URL, for the hosted page and PDF links. */
  baseUrl: string;
}

/** An invoice (or a preview): totals are the lines' sum less the discount. */
export function invoiceObject(input: TNewInvoice): Stripe.Invoice {
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const total = subtotal - input.discountAmount;
  const paid = input.status === 'paid';
  const due = Math.max(total, 0);
  const linesUrl = input.preview ? '/v1/invoices/create_preview/lines' : `/v1/invoices/${input.id}/lines`;
  const stored = !input.preview;
  return {
    id: input.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Rollcall (test)',
    account_tax_ids: null,
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: paid ? due : 0,
    amount_remaining: paid ? 0 : due,
    amount_shipping: 0,
    application: null,
    attempt_count: paid ? 1 : 0,
    attempted: paid,
    auto_advance: !paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.lines[0]?.currency ?? 'usd',
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: stored ? input.created : null,
    ending_balance: stored ? 0 : null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: stored ? `${input.baseUrl}/i/${input.id}` : null,
    invoice_pdf: stored ? `${input.baseUrl}/i/${input.id}/pdf` : null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf(linesUrl, input.lines),
    livemode: false,
    metadata: {},
    next_payment_attempt: input.nextPaymentAttempt,
    number: input.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: input.subscriptionMetadata, subscription: input.subscription },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: input.status,
    status_transitions: {
      finalized_at: input.status === 'draft' ? null : input.created,
      marked_uncollectible_at: null,
      paid_at: paid ? input.created : null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: input.discountAmount ? [{ amount: input.discountAmount, discount: 'di_fake' }] : [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: stored ? input.created : null,
  };
}

export interface TNewCheckoutSession {
  id: string;
  created: number;
  expiresAt: number;
  mode: 'subscription' | 'setup';
  url: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  currency: string | null;
  amountSubtotal: number | null;
  amountDiscount: number;
  promotionCode: string | null;
}

/** A checkout session: open until paid (complete) or past expires_at (expired). */
export function checkoutSessionObject(input: TNewCheckoutSession): Stripe.Checkout.Session {
  const amountTotal = input.amountSubtotal === null ? null : input.amountSubtotal - input.amountDiscount;
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountSubtotal,
    amount_total: amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : 'always',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: input.promotionCode ? [{ coupon: null, promotion_code: input.promotionCode }] : [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: input.mode === 'setup' ? 'no_payment_required' : 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: input.amountDiscount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  };
}

/** The setup intent a setup-mode checkout leaves behind, holding the new card. */
export function setupIntentObject(input: {
  id: string;
  created: number;
  customer: string;
  paymentMethod: string;
  metadata: Record<string, string>;
}): Stripe.SetupIntent {
  return {
    id: input.id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${input.id}_secret_fake`,
    created: input.created,
    customer: input.customer,
    description: null,
    excluded_payment_method_types: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'succeeded',
    usage: 'off_session',
  };
}
