/** The Stripe implementation of the billing port (bot/domain/billing/billing-gateway.ts). */
import Stripe from 'stripe';
import {
  BillingGatewayError,
  BillingSignatureError,
  type TBillingGateway,
  type TBillingPreview,
  type TBillingSubscription,
} from '../../domain/billing/billing-gateway.ts';
import type { TEnv } from '../../env.ts';
import { stripeClientOf } from './stripe-client.ts';
import { idOf, toBillingEvent, toBillingSubscription } from './stripe-events.ts';
import { priceCacheOf } from './stripe-prices.ts';

/** Stripe's answer for an object that does not exist (any more). */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Turns a library error into the port's error; programming errors pass through. */
export function toGatewayError(error: unknown): unknown {
  if (error instanceof BillingGatewayError) return error;
  if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new BillingGatewayError(error.message, 'refused');
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new BillingGatewayError('The payment provider could not be reached. Please try again.', 'unavailable');
  }
  return error;
}

/** Runs a Stripe call, turning its failures into the port's error. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGatewayError(error);
  }
}

/** How long a read a page waits on may take (the client's default, for changes, is 20 s). */
export const PAGE_READ_TIMEOUT_MS = 5_000;

/** The customer metadata key holding its last subscription Checkout session id. */
export const OPEN_CHECKOUT_KEY = 'rollcall_open_checkout';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Whether an invoice line is a proration (Stripe API 2026: under line.parent). */
function isProration(line: Stripe.InvoiceLineItem): boolean {
  const parent = line.parent;
  return Boolean(parent?.subscription_item_details?.proration || parent?.invoice_item_details?.proration);
}

/**
 * The gateway for this server, or undefined while STRIPE_SECRET_KEY is unset. Prices are looked up
 * by lookup key once per gateway (one per process) and kept.
 */
export function stripeGatewayOf(
  env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_URL' | 'STRIPE_WEBHOOK_SECRET'>,
): TBillingGateway | undefined {
  const client = stripeClientOf(env);
  if (!client) return undefined;
  const stripe: Stripe = client;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  const prices = priceCacheOf(stripe);

  async function promotionCodeId(code: string): Promise<string | undefined> {
    if (!code) return undefined;
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    const promotion = found.data[0];
    if (!promotion) throw new BillingGatewayError(`The coupon code "${code}" is not valid.`, 'refused');
    return promotion.id;
  }

  /**
   * Expires the customer's last subscription Checkout when it is still open. Its id is kept in the
   * customer's metadata (no column, and no list call needed); one already paid or expired is left.
   */
  async function expireOpenCheckout(customerId: string): Promise<void> {
    const customer = await stripe.customers.retrieve(customerId);
    const previous = customer.deleted ? undefined : customer.metadata?.[OPEN_CHECKOUT_KEY];
    if (!previous) return;
    try {
      const session = await stripe.checkout.sessions.retrieve(previous);
      if (session.status === 'open') await stripe.checkout.sessions.expire(previous);
    } catch (error) {
      // Gone, or paid/expired between the read and the expiry: nothing left to close.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  /**
   * The item change: seats only (the item keeps its price, even one a sync replaced) when the
   * lookup key is the subscription's own, else the price now under `lookupKey` too.
   */
  async function itemChange(
    subscription: TBillingSubscription,
    lookupKey: string,
    quantity: number,
  ): Promise<{ item: { id: string; price?: string; quantity: number }; unitCents: number }> {
    if (lookupKey === subscription.lookupKey) {
      return { item: { id: subscription.itemId, quantity }, unitCents: subscription.unitCents };
    }
    const price = await prices.byLookupKey(lookupKey);
    return { item: { id: subscription.itemId, price: price.id, quantity }, unitCents: price.unitAmount };
  }

  return {
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (!isMissing(error)) throw toGatewayError(error);
      }
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw toGatewayError(error);
      }
    },

    createCustomer({ accountId, email, name }) {
      return calling(async () => {
        const customer = await stripe.customers.create({ email, name, metadata: { account_id: accountId } });
        return customer.id;
      });
    },

    createSubscriptionCheckout(options) {
      return calling(async () => {
        const price = await prices.byLookupKey(options.lookupKey);
        const promotionCode = await promotionCodeId(options.couponCode);
        await expireOpenCheckout(options.customerId);
        const metadata = { account_id: options.accountId };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: price.id, quantity: options.quantity }],
          customer: options.customerId,
          client_reference_id: options.accountId,
          metadata,
          subscription_data: { metadata },
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
          success_url: options.successUrl,
          cancel_url: options.cancelUrl,
          expires_at: seconds(options.expiresAt),
        });
        if (!session.url) throw new BillingGatewayError('Stripe did not return a checkout page.', 'unavailable');
        await stripe.customers.update(options.customerId, { metadata: { [OPEN_CHECKOUT_KEY]: session.id } });
        return { id: session.id, url: session.url };
      });
    },

    async retrieveCheckoutSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const accountId = session.metadata?.account_id;
        return {
          id: session.id,
          mode: session.mode === 'setup' ? 'setup' : 'subscription',
          status: session.status === 'complete' ? 'complete' : session.status === 'open' ? 'open' : 'expired',
          clientReferenceId: session.client_reference_id ?? null,
          metadataAccountId: typeof accountId === 'string' && accountId ? accountId : null,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw toGatewayError(error);
      }
    },

    createCardUpdateCheckout(options) {
      return calling(async () => {
        const metadata = { account_id: options.accountId };
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          currency: 'usd',
          customer: options.customerId,
          client_reference_id: options.accountId,
          metadata,
          setup_intent_data: { metadata },
          success_url: options.successUrl,
          cancel_url: options.cancelUrl,
          expires_at: seconds(options.expiresAt),
        });
        if (!session.url) throw new BillingGatewayError('Stripe did not return a checkout page.', 'unavailable');
        return { id: session.id, url: session.url };
      });
    },

    adoptCardFromSetup({ customerId, setupIntentId, subscriptionId }) {
      return calling(async () => {
        const intent = await stripe.setupIntents.retrieve(setupIntentId);
        const paymentMethod = idOf(intent.payment_method);
        if (!paymentMethod) return;
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod } });
        if (subscriptionId)
          await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod });
      });
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toBillingSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw toGatewayError(error);
      }
    },

    previewChange({ subscription, lookupKey, quantity, proration }) {
      return calling(async () => {
        const { item, unitCents } = await itemChange(subscription, lookupKey, quantity);
        const asOf = seconds(new Date());
        const preview = await stripe.invoices.createPreview({
          customer: subscription.customerId,
          subscription: subscription.id,
          subscription_details: { items: [item], proration_behavior: proration, proration_date: asOf },
        });
        return previewOf(preview, asOf, unitCents * quantity, subscription);
      });
    },

    changeSubscription({ subscription, lookupKey, quantity, proration }) {
      return calling(async () => {
        const { item } = await itemChange(subscription, lookupKey, quantity);
        const updated = await stripe.subscriptions.update(subscription.id, {
          items: [item],
          proration_behavior: proration,
          // An increase is charged at once; if the card is declined nothing changes (a 402 error).
          payment_behavior: proration === 'always_invoice' ? 'error_if_incomplete' : 'allow_incomplete',
        });
        return toBillingSubscription(updated);
      });
    },

    upcomingInvoice(subscription) {
      return calling(async () => {
        const preview = await stripe.invoices.createPreview(
          { customer: subscription.customerId, subscription: subscription.id },
          { timeout: PAGE_READ_TIMEOUT_MS },
        );
        // A renewal is invoiced when the current period ends (the preview's period_end).
        const date = preview.next_payment_attempt ?? preview.period_end ?? null;
        return { amountCents: preview.amount_due ?? preview.total, date: date ? new Date(date * 1000) : null };
      });
    },

    listInvoices(customerId, limit) {
      return calling(async () => {
        const list = await stripe.invoices.list({ customer: customerId, limit });
        return list.data.map((invoice) => ({
          id: invoice.id,
          number: invoice.number ?? null,
          status: invoice.status ?? 'draft',
          totalCents: invoice.total,
          ...servicePeriodOf(invoice),
          pdfUrl: invoice.invoice_pdf ?? null,
        }));
      });
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new BillingSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new BillingSignatureError();
        throw new BillingSignatureError('The webhook body could not be read.');
      }
      return toBillingEvent(event);
    },
  };
}

/**
 * Reads a preview (Stripe's advice: proration lines are those whose parent says proration). Lines
 * split three ways: prorations and a new period starting now (an interval change resets the cycle)
 * are charged now (always_invoice) or join the next invoice; a period starting later is the next
 * regular invoice. Without one, the next invoice is the new price × seats at the period's end.
 * Each part carries the invoice's discount share, so a coupon shows in cost_now and cost_next.
 */
function previewOf(
  preview: Stripe.Invoice,
  asOf: number,
  regularCents: number,
  subscription: TBillingSubscription,
): TBillingPreview {
  const lines = preview.lines.data;
  const startsLater = (line: Stripe.InvoiceLineItem) => (line.period?.start ?? 0) > asOf + 60;
  const regularNow = lines.filter((line) => !isProration(line) && !startsLater(line));
  const regularLater = lines.filter((line) => !isProration(line) && startsLater(line));
  // Lines are before discounts; the invoice's discount (a coupon's percentage) applies to each part alike.
  const subtotal = preview.subtotal_excluding_tax ?? preview.subtotal;
  const total = preview.total_excluding_tax ?? preview.total;
  const share = subtotal > 0 ? total / subtotal : 1;
  const sum = (some: Stripe.InvoiceLineItem[]) =>
    Math.round(some.reduce((cents, line) => cents + line.amount, 0) * share);
  const nowCents = sum([...lines.filter(isProration), ...regularNow]);
  const nextStart = regularLater[0]?.period?.start;
  const nowEnd = regularNow[0]?.period?.end;
  const nextInvoiceDate = nextStart
    ? new Date(nextStart * 1000)
    : nowEnd
      ? new Date(nowEnd * 1000)
      : subscription.currentPeriodEnd;
  return {
    nowCents,
    nextCents: regularLater.length ? sum(regularLater) : Math.round(regularCents * share),
    nextInvoiceDate,
  };
}

/**
 * The period an invoice bills for. Stripe's invoice-level period_start/period_end describe when
 * usage was gathered (equal on a first invoice; the past period on a renewal); the lines carry the
 * service period a customer expects to read, so the widest span of the lines is shown.
 */
export function servicePeriodOf(invoice: Stripe.Invoice): { periodStart: Date; periodEnd: Date } {
  const periods = (invoice.lines?.data ?? []).map((line) => line.period).filter((period) => period !== undefined);
  const start = periods.length ? Math.min(...periods.map((period) => period.start)) : invoice.period_start;
  const end = periods.length ? Math.max(...periods.map((period) => period.end)) : invoice.period_end;
  return { periodStart: new Date(start * 1000), periodEnd: new Date(end * 1000) };
}
