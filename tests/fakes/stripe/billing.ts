/**
 * What happens in the fake Stripe account when money moves: a checkout is paid (customer,
 * subscription, paid invoice), a subscription changes (prorations, an immediate invoice for
 * always_invoice), is canceled, renews, or its payment fails or recovers. Each operation mutates
 * the state, records the events Stripe would send, and awaits their delivery (auto mode).
 */
import type Stripe from 'stripe';
import {
  invoiceLineObject,
  invoiceObject,
  setupIntentObject,
  subscriptionItemObject,
  subscriptionObject,
} from './billing-objects.ts';
import { customerObject, planObject } from './catalog-objects.ts';
import { FakeStripeError } from './errors.ts';
import type { FakeStripeEvents, TFakeStripeEvent } from './events.ts';
import { discountOf, nextPeriodLine, planChange, type TProrationBehavior, type TProrationLine } from './proration.ts';
import { addInterval, type FakeStripeState, type TSubscriptionRecord } from './state.ts';

export interface TSubscriptionChange {
  itemId?: string;
  priceId?: string;
  quantity?: number;
  behavior: TProrationBehavior;
  paymentBehavior: string;
  metadata?: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  defaultPaymentMethod?: string | null;
}

type TEmitted = TFakeStripeEvent[];

const snapshot = <T>(value: T): T => structuredClone(value);

export class FakeStripeBilling {
  /** Customers whose card is declined (declineCard). */
  readonly declined = new Set<string>();

  constructor(
    private readonly state: FakeStripeState,
    private readonly events: FakeStripeEvents,
  ) {}

  private emit(
    out: TEmitted,
    type: string,
    object: object,
    requestId: string | null,
    previousAttributes?: Record<string, unknown>,
  ) {
    out.push(this.events.record(type, object, { requestId, previousAttributes }));
  }

  /** Turns proration lines into invoice lines of an invoice (or of a preview when invoiceId is null). */
  toLines(record: TSubscriptionRecord, invoiceId: string | null, lines: TProrationLine[]): Stripe.InvoiceLineItem[] {
    const subscription = record.subscription;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    return lines.map((line) =>
      invoiceLineObject({
        id: this.state.newId('il', 24),
        invoice: invoiceId,
        amount: line.amount,
        currency: line.price.currency,
        description: line.description,
        price: line.price,
        quantity: line.quantity,
        periodStart: line.periodStart,
        periodEnd: line.periodEnd,
        subscription: subscription.id,
        subscriptionItem: item.id,
        proration: line.proration,
      }),
    );
  }

  /** Creates, numbers and stores an invoice of a subscription. */
  createInvoice(
    record: TSubscriptionRecord,
    lines: Stripe.InvoiceLineItem[],
    options: {
      status: 'open' | 'paid';
      billingReason: Stripe.Invoice.BillingReason;
      periodStart: number;
      periodEnd: number;
    },
  ): Stripe.Invoice {
    const id = this.state.newId('in', 24);
    const customer = this.state.customer(String(record.subscription.customer));
    for (const line of lines) line.invoice = id;
    const invoice = invoiceObject({
      id,
      preview: false,
      created: this.state.now(),
      number: this.state.nextInvoiceNumber(customer),
      customer,
      subscription: record.subscription.id,
      subscriptionMetadata: { ...record.subscription.metadata },
      lines,
      discountAmount: discountOf(lines, record.percentOff),
      status: options.status,
      billingReason: options.billingReason,
      periodStart: options.periodStart,
      periodEnd: options.periodEnd,
      nextPaymentAttempt: options.status === 'open' ? this.state.now() + 3 * 86_400 : null,
      baseUrl: this.state.baseUrl,
    });
    if (options.status === 'open') {
      invoice.attempt_count = 1;
      invoice.attempted = true;
    }
    this.state.invoices.set(id, invoice);
    record.subscription.latest_invoice = id;
    return invoice;
  }

  /** Pays an open checkout session (the hosted page's Pay button). */
  async completeCheckout(sessionId: string): Promise<{ session: Stripe.Checkout.Session; events: TEmitted }> {
    const record = this.state.session(sessionId);
    const session = record.session;
    if (session.status === 'open' && session.expires_at < this.state.now()) session.status = 'expired';
    if (session.status !== 'open') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `This Checkout Session is ${session.status}.`,
        'checkout_session_not_open',
      );
    }
    const out: TEmitted = [];
    const now = this.state.now();
    let customerId = typeof session.customer === 'string' ? session.customer : null;
    if (!customerId) {
      customerId = this.state.newId('cus', 14);
      const customer = customerObject({
        id: customerId,
        created: now,
        email: session.customer_email ?? 'buyer@example.test',
        name: null,
        description: null,
        metadata: {},
      });
      this.state.customers.set(customerId, customer);
      session.customer = customerId;
    }
    session.customer_details = {
      address: null,
      business_name: null,
      email: this.state.customer(customerId).email,
      individual_name: null,
      name: 'Test Buyer',
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.status = 'complete';

    if (session.mode === 'setup') {
      const intent = setupIntentObject({
        id: this.state.newId('seti', 24),
        created: now,
        customer: customerId,
        paymentMethod: this.state.newId('pm', 24),
        metadata: record.setupMetadata,
      });
      this.state.setupIntents.set(intent.id, intent);
      session.setup_intent = intent.id;
      this.state.cardUpdates.set(customerId, (this.state.cardUpdates.get(customerId) ?? 0) + 1);
      this.declined.delete(customerId);
      this.emit(out, 'checkout.session.completed', session, null);
      await this.events.flush(out);
      return { session, events: out };
    }

    const line = record.lines[0];
    if (!line) throw new FakeStripeError(400, 'invalid_request_error', 'The session has no line items.');
    const subscriptionId = this.state.newId('sub', 24);
    const periodEnd = addInterval(
      now,
      line.price.recurring?.interval ?? 'month',
      line.price.recurring?.interval_count ?? 1,
    );
    const item = subscriptionItemObject({
      id: this.state.newId('si', 14),
      created: now,
      subscription: subscriptionId,
      price: line.price,
      quantity: line.quantity,
      periodStart: now,
      periodEnd,
    });
    const subscription = subscriptionObject({
      id: subscriptionId,
      created: now,
      customer: customerId,
      item,
      metadata: { ...record.subscriptionMetadata },
      discounts: record.percentOff ? [this.state.newId('di', 24)] : [],
      latestInvoice: null,
    });
    const subscriptionRecord: TSubscriptionRecord = { subscription, percentOff: record.percentOff, pendingLines: [] };
    this.state.subscriptions.set(subscriptionId, subscriptionRecord);
    const firstLine = nextPeriodLine(line.price, line.quantity, now);
    const invoice = this.createInvoice(subscriptionRecord, this.toLines(subscriptionRecord, null, [firstLine]), {
      status: 'paid',
      billingReason: 'subscription_create',
      periodStart: now,
      periodEnd: now,
    });
    session.subscription = subscriptionId;
    session.invoice = invoice.id;
    session.payment_status = 'paid';
    this.emit(out, 'checkout.session.completed', session, null);
    this.emit(out, 'customer.subscription.created', subscription, null);
    this.emit(out, 'invoice.paid', invoice, null);
    await this.events.flush(out);
    return { session, events: out };
  }

  /** An open session is closed unpaid (checkout.sessions.expire, or its expires_at passed). */
  async expireSession(sessionId: string, requestId: string | null): Promise<TEmitted> {
    const { session } = this.state.session(sessionId);
    if (session.status !== 'open') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status in ["open"] can be expired.',
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    const out: TEmitted = [];
    this.emit(out, 'checkout.session.expired', session, requestId);
    await this.events.flush(out);
    return out;
  }

  /** The invoice a change would produce, without changing anything (invoices.createPreview). */
  preview(
    record: TSubscriptionRecord,
    change: { priceId?: string; quantity?: number; behavior: TProrationBehavior; at: number },
  ): Stripe.Invoice {
    const subscription = record.subscription;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const newPrice = change.priceId
      ? this.state.price(change.priceId, 'subscription_details[items][0][price]')
      : item.price;
    const newQuantity = change.quantity ?? item.quantity ?? 1;
    const customer = this.state.customer(String(subscription.customer));
    const plan = planChange({ item, newPrice, newQuantity, behavior: change.behavior, at: change.at });
    const noChange = change.priceId === undefined && change.quantity === undefined;
    let lines: TProrationLine[];
    let nextAttempt: number;
    if (plan.resetsCycle || (change.behavior === 'always_invoice' && !noChange)) {
      lines = plan.immediate;
      nextAttempt = change.at;
    } else {
      const pending = [...record.pendingLines.map((line) => fromInvoiceLine(line, this.state)), ...plan.pending];
      lines = [...pending, nextPeriodLine(newPrice, newQuantity, plan.periodEnd)];
      nextAttempt = plan.periodEnd;
    }
    const invoiceLines = this.toLines(record, null, lines);
    return invoiceObject({
      id: this.state.newId('upcoming_in', 24),
      preview: true,
      created: this.state.now(),
      number: null,
      customer,
      subscription: subscription.id,
      subscriptionMetadata: { ...subscription.metadata },
      lines: invoiceLines,
      discountAmount: discountOf(invoiceLines, record.percentOff),
      status: 'draft',
      billingReason: plan.resetsCycle || change.behavior === 'always_invoice' ? 'subscription_update' : 'upcoming',
      periodStart: plan.resetsCycle ? change.at : item.current_period_start,
      periodEnd: plan.resetsCycle ? change.at : plan.periodEnd,
      nextPaymentAttempt: subscription.status === 'canceled' ? null : nextAttempt,
      baseUrl: this.state.baseUrl,
    });
  }

  /** subscriptions.update: price and/or seats with prorations, metadata, cancel_at_period_end. */
  async changeSubscription(
    record: TSubscriptionRecord,
    change: TSubscriptionChange,
    requestId: string | null,
  ): Promise<TEmitted> {
    const subscription = record.subscription;
    if (subscription.status === 'canceled') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    if (change.itemId !== undefined && change.itemId !== item.id) {
      throw new FakeStripeError(
        404,
        'invalid_request_error',
        `No such subscription_item: '${change.itemId}'`,
        'resource_missing',
        'items[0][id]',
      );
    }
    const previous = snapshot({
      items: subscription.items,
      metadata: subscription.metadata,
      status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
    });
    const out: TEmitted = [];
    const now = this.state.now();
    const newPrice = change.priceId ? this.state.price(change.priceId, 'items[0][price]') : item.price;
    const newQuantity = change.quantity ?? item.quantity ?? 1;
    const changesItem = newPrice.id !== item.price.id || newQuantity !== item.quantity;
    let invoice: Stripe.Invoice | undefined;
    if (changesItem) {
      const customerId = String(subscription.customer);
      const plan = planChange({ item, newPrice, newQuantity, behavior: change.behavior, at: now });
      const chargesNow = plan.immediate.length > 0 && plan.immediate.some((line) => line.amount !== 0);
      const declined =
        this.declined.has(customerId) && chargesNow && plan.immediate.reduce((sum, line) => sum + line.amount, 0) > 0;
      if (declined && change.paymentBehavior === 'error_if_incomplete') {
        throw new FakeStripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      const oldLines = plan.immediate;
      item.price = newPrice;
      item.plan = planObject(newPrice);
      item.quantity = newQuantity;
      item.current_period_start = plan.periodStart;
      item.current_period_end = plan.periodEnd;
      if (plan.resetsCycle) subscription.billing_cycle_anchor = plan.periodStart;
      record.pendingLines.push(...this.toLines(record, null, plan.pending));
      if (chargesNow) {
        invoice = this.createInvoice(record, this.toLines(record, null, oldLines), {
          status: declined ? 'open' : 'paid',
          billingReason: 'subscription_update',
          periodStart: now,
          periodEnd: now,
        });
        if (declined) subscription.status = 'past_due';
      }
    }
    if (change.metadata) subscription.metadata = change.metadata;
    if (change.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      subscription.cancel_at = change.cancelAtPeriodEnd ? item.current_period_end : null;
    }
    if (change.defaultPaymentMethod !== undefined) subscription.default_payment_method = change.defaultPaymentMethod;
    const previousAttributes = Object.fromEntries(
      Object.entries(previous).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(subscription[key as keyof Stripe.Subscription]),
      ),
    );
    if (Object.keys(previousAttributes).length > 0 || change.defaultPaymentMethod !== undefined) {
      this.emit(out, 'customer.subscription.updated', subscription, requestId, previousAttributes);
    }
    if (invoice)
      this.emit(out, invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, requestId);
    await this.events.flush(out);
    return out;
  }

  /** Ends a subscription now (subscriptions.cancel, or expireSubscription). */
  async cancel(
    record: TSubscriptionRecord,
    requestId: string | null,
    reason: 'cancellation_requested' | 'payment_failed',
  ): Promise<TEmitted> {
    const subscription = record.subscription;
    if (subscription.status === 'canceled') {
      throw new FakeStripeError(
        404,
        'invalid_request_error',
        `No such subscription: '${subscription.id}'`,
        'resource_missing',
        'id',
      );
    }
    const out: TEmitted = [];
    const now = this.state.now();
    const previous = { status: subscription.status };
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason };
    record.pendingLines = [];
    this.emit(out, 'customer.subscription.deleted', subscription, requestId, previous);
    await this.events.flush(out);
    return out;
  }

  /** customers.del: the customer's live subscriptions end, then the customer is gone. */
  async deleteCustomer(customerId: string, requestId: string | null): Promise<TEmitted> {
    const customer = this.state.customer(customerId);
    const out: TEmitted = [];
    for (const record of this.state.subscriptions.values()) {
      if (record.subscription.customer === customerId && record.subscription.status !== 'canceled') {
        out.push(...(await this.cancel(record, requestId, 'cancellation_requested')));
      }
    }
    this.state.customers.delete(customerId);
    this.state.deletedCustomers.add(customerId);
    const ended: TEmitted = [];
    this.emit(ended, 'customer.deleted', customer, requestId);
    await this.events.flush(ended);
    return [...out, ...ended];
  }

  /** The renewal payment fails: an open invoice, past_due, invoice.payment_failed. */
  async failPayment(record: TSubscriptionRecord): Promise<TEmitted> {
    const out: TEmitted = [];
    const subscription = record.subscription;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const invoice = this.renewalInvoice(record, item, 'open');
    const previous = { status: subscription.status };
    subscription.status = 'past_due';
    this.emit(out, 'invoice.payment_failed', invoice, null);
    this.emit(out, 'customer.subscription.updated', subscription, null, previous);
    await this.events.flush(out);
    return out;
  }

  /** The payment goes through: the open invoice (or a renewal) is paid, the subscription active. */
  async succeedPayment(record: TSubscriptionRecord): Promise<TEmitted> {
    const out: TEmitted = [];
    const subscription = record.subscription;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const open = [...this.state.invoices.values()]
      .filter(
        (invoice) =>
          invoice.status === 'open' && invoice.parent?.subscription_details?.subscription === subscription.id,
      )
      .at(-1);
    const invoice = open ?? this.renewalInvoice(record, item, 'paid');
    if (open) payInvoice(open, this.state.now());
    this.declined.delete(String(subscription.customer));
    const previous = { status: subscription.status };
    subscription.status = 'active';
    this.emit(out, 'invoice.paid', invoice, null);
    if (previous.status !== 'active') this.emit(out, 'customer.subscription.updated', subscription, null, previous);
    await this.events.flush(out);
    return out;
  }

  /** The period ends and the next one is paid (or canceled when cancel_at_period_end). */
  async renew(record: TSubscriptionRecord): Promise<TEmitted> {
    const subscription = record.subscription;
    if (subscription.cancel_at_period_end) return this.cancel(record, null, 'cancellation_requested');
    const out: TEmitted = [];
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const previous = snapshot({ items: subscription.items });
    const invoice = this.renewalInvoice(
      record,
      item,
      this.declined.has(String(subscription.customer)) ? 'open' : 'paid',
    );
    const start = item.current_period_end;
    item.current_period_start = start;
    item.current_period_end = addInterval(
      start,
      item.price.recurring?.interval ?? 'month',
      item.price.recurring?.interval_count ?? 1,
    );
    const statusBefore = subscription.status;
    if (invoice.status === 'open') subscription.status = 'past_due';
    this.emit(
      out,
      'customer.subscription.updated',
      subscription,
      null,
      statusBefore === subscription.status ? previous : { ...previous, status: statusBefore },
    );
    this.emit(out, invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, null);
    await this.events.flush(out);
    return out;
  }

  /** The invoice for the next period: pending prorations plus the regular line. */
  private renewalInvoice(
    record: TSubscriptionRecord,
    item: Stripe.SubscriptionItem,
    status: 'open' | 'paid',
  ): Stripe.Invoice {
    const regular = this.toLines(record, null, [
      nextPeriodLine(item.price, item.quantity ?? 1, item.current_period_end),
    ]);
    const lines = [...record.pendingLines, ...regular];
    record.pendingLines = [];
    return this.createInvoice(record, lines, {
      status,
      billingReason: 'subscription_cycle',
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
    });
  }
}

/** Marks an open invoice paid. */
export function payInvoice(invoice: Stripe.Invoice, at: number): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = at;
}

/** A pending invoice line read back as a proration line (for previews). */
function fromInvoiceLine(line: Stripe.InvoiceLineItem, state: FakeStripeState): TProrationLine {
  const priceId = line.pricing?.price_details?.price;
  return {
    description: line.description ?? '',
    amount: line.amount,
    price: state.price(typeof priceId === 'string' ? priceId : (priceId?.id ?? '')),
    quantity: line.quantity ?? 1,
    periodStart: line.period.start,
    periodEnd: line.period.end,
    proration: true,
  };
}
