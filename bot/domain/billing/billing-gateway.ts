/**
 * The domain's view of the payment provider (Stripe; ARCHITECTURE §1 "billing"). The billing use
 * cases call this port; bot/adapters/stripe/ implements it with the official library, so nothing
 * outside that folder imports Stripe and no Stripe type leaves it. Amounts are cents; prices are
 * named by their lookup key (shared/plans.ts TPaymentPlan.lookupKey), never by the provider's id.
 */

/** Thrown by a gateway when the provider refused or could not be reached; `message` is safe to show. */
export class BillingGatewayError extends Error {
  constructor(
    message: string,
    /** 'refused' (the provider said no: bad coupon, declined card...) or 'unavailable' (network, 5xx). */
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
    this.name = 'BillingGatewayError';
  }
}

/** Thrown by verifyEvent when a webhook's signature is missing, wrong or too old. */
export class BillingSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'BillingSignatureError';
  }
}

/** The provider's subscription statuses (Stripe's names). */
export type TProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** A subscription as the domain needs it: one item (one price, a quantity of seats). */
export interface TBillingSubscription {
  id: string;
  customerId: string;
  status: TProviderSubscriptionStatus;
  /** The item's id, needed to change its price or quantity. */
  itemId: string;
  /**
   * The price's lookup key; for a price that lost it to a newer one (npm run stripe:sync's
   * transfer_lookup_key), the key of the plan in its metadata.rollcall_plan_id; null for a price
   * made by hand in the dashboard.
   */
  lookupKey: string | null;
  /** The item's price per seat per interval, in cents (an older price keeps its own). */
  unitCents: number;
  quantity: number;
  /** End of the current period (the next invoice date). */
  currentPeriodEnd: Date | null;
  /** metadata.account_id set at checkout (subscription_data.metadata). */
  accountId: string | null;
}

/** A preview of a seat or plan change (what the page shows before confirming). */
export interface TBillingPreview {
  /** The change's own cost: charged at once (always_invoice) or added to the next invoice; negative is a credit. */
  nowCents: number;
  /** The next regular invoice at the new price and quantity. */
  nextCents: number;
  nextInvoiceDate: Date | null;
}

/** How a change is prorated: invoiced and charged at once (increases) or credited on the next invoice. */
export type TProrationBehavior = 'always_invoice' | 'create_prorations';

export interface TBillingInvoice {
  id: string;
  number: string | null;
  status: string;
  totalCents: number;
  periodStart: Date;
  periodEnd: Date;
  pdfUrl: string | null;
}

export interface TCheckoutSession {
  id: string;
  url: string;
}

/** A Checkout session as Stripe has it now (read back when the browser returns from it). */
export interface TCheckoutSessionState {
  id: string;
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  /** client_reference_id. */
  clientReferenceId: string | null;
  /** metadata.account_id. */
  metadataAccountId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * A verified webhook event, in the domain's words. Every variant carries the provider's event id
 * (applied once) and when the provider created it.
 */
export type TBillingEvent = { id: string; created: Date } & (
  | {
      type: 'checkout-completed';
      mode: 'subscription' | 'setup';
      /** client_reference_id: the account that started the checkout. */
      accountId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      /** Setup mode: the SetupIntent holding the new card. */
      setupIntentId: string | null;
    }
  | {
      /** customer.subscription.created / updated / deleted: the payload is a hint only; read it again. */
      type: 'subscription-changed';
      subscription: TBillingSubscription;
    }
  | { type: 'invoice-paid' | 'invoice-payment-failed'; customerId: string | null; subscriptionId: string | null }
  | { type: 'ignored'; providerType: string }
);

export interface TBillingGateway {
  /** Cancels a subscription at once (no proration refund); a subscription already gone is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Deletes a customer and, with it, its cards and remaining subscriptions; a customer already gone is not an error. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Creates the account's customer (one per account, made before its first Checkout); answers its id. */
  createCustomer(options: { accountId: string; email: string; name: string }): Promise<string>;
  /**
   * Starts a hosted Checkout for a new subscription of `quantity` seats at the price `lookupKey`,
   * for the account's customer. The customer's previous subscription Checkout, still open, is
   * expired first, so one account never has two payable Checkout pages.
   */
  createSubscriptionCheckout(options: {
    lookupKey: string;
    quantity: number;
    accountId: string;
    customerId: string;
    /** A promotion code a person typed; unknown or inactive -> BillingGatewayError 'refused'. */
    couponCode: string;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }): Promise<TCheckoutSession>;
  /** Starts a hosted Checkout in setup mode: the customer saves a new card for its subscription. */
  createCardUpdateCheckout(options: {
    customerId: string;
    accountId: string;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }): Promise<TCheckoutSession>;
  /** Makes the card saved by a setup-mode Checkout the customer's (and its subscription's) default. */
  adoptCardFromSetup(options: {
    customerId: string;
    setupIntentId: string;
    subscriptionId: string | null;
  }): Promise<void>;
  /** A Checkout session now, or null when the provider does not know it. */
  retrieveCheckoutSession(sessionId: string): Promise<TCheckoutSessionState | null>;
  /** The subscription now, or null when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<TBillingSubscription | null>;
  /** What a change of price and/or quantity would cost (nothing changes); the same lookupKey rule as changeSubscription. */
  previewChange(options: {
    subscription: TBillingSubscription;
    lookupKey: string;
    quantity: number;
    proration: TProrationBehavior;
  }): Promise<TBillingPreview>;
  /**
   * Changes the subscription's price and/or quantity; an increase that cannot be paid changes
   * nothing. With the subscription's own lookupKey only the seats change: the item keeps the price
   * it has, even an older one.
   */
  changeSubscription(options: {
    subscription: TBillingSubscription;
    lookupKey: string;
    quantity: number;
    proration: TProrationBehavior;
  }): Promise<TBillingSubscription>;
  /**
   * The next regular invoice of a subscription, or null when none is due. One call, with a short
   * timeout (a page waits on it): the page shows nothing rather than hang while Stripe is slow.
   */
  upcomingInvoice(subscription: {
    id: string;
    customerId: string;
  }): Promise<{ amountCents: number; date: Date | null } | null>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string, limit: number): Promise<TBillingInvoice[]>;
  /** Verifies a webhook's signature over its raw body and reads it; BillingSignatureError when forged. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): TBillingEvent;
}
