/**
 * The domain's view of the Microsoft commercial marketplace (SaaS fulfillment API v2, ARCHITECTURE
 * §1 "billing"): resolve a landing page token, activate, read, change seats, cancel, and read or
 * acknowledge the operations its webhook announces. bot/adapters/microsoft/marketplace-client.ts
 * implements it over fetch with an Entra app token; marketplace-webhook-token.ts checks the bearer
 * token of the webhook. Nothing here knows HTTP or msal.
 */

/** saasSubscriptionStatus: the marketplace's own lifecycle of a subscription. */
export const MARKETPLACE_STATUSES = ['PendingFulfillmentStart', 'Subscribed', 'Suspended', 'Unsubscribed'] as const;
export type TMarketplaceStatus = (typeof MARKETPLACE_STATUSES)[number];

/** The webhook's actions (and the operations behind them). */
export const MARKETPLACE_ACTIONS = [
  'ChangePlan',
  'ChangeQuantity',
  'Suspend',
  'Reinstate',
  'Unsubscribe',
  'Renew',
] as const;
export type TMarketplaceAction = (typeof MARKETPLACE_ACTIONS)[number];

/** A purchased SaaS subscription as the marketplace reports it. */
export interface TMarketplaceSubscription {
  id: string;
  name: string;
  offerId: string;
  planId: string;
  /** Licensed users; null when the plan is not per user. */
  quantity: number | null;
  /** One of MARKETPLACE_STATUSES, or a status this code does not know yet (kept as reported). */
  status: string;
  /** month (P1M) or year (P1Y); null when the marketplace did not say. */
  interval: 'month' | 'year' | null;
  purchaser: { tenantId: string | null; email: string | null };
  beneficiary: { tenantId: string | null; email: string | null };
}

/**
 * A landing page token's subscription as resolve answers it: the status and the parties are
 * unknown (null) when Microsoft's answer lacks the inner subscription; Get subscription tells them.
 */
export type TMarketplaceResolved = Omit<TMarketplaceSubscription, 'status' | 'purchaser' | 'beneficiary'> & {
  status: string | null;
  purchaser: TMarketplaceSubscription['purchaser'] | null;
  beneficiary: TMarketplaceSubscription['beneficiary'] | null;
};

/** One asynchronous operation (a webhook's `id`, or a PATCH/DELETE's Operation-Location). */
export interface TMarketplaceOperation {
  id: string;
  subscriptionId: string;
  action: string;
  planId: string | null;
  quantity: number | null;
  /** NotStarted | InProgress | Failed | Succeeded | Conflict. */
  status: string;
}

/** Thrown when the marketplace refused a call or could not be reached; never shown as is. */
export class MarketplaceGatewayError extends Error {
  constructor(
    message: string,
    /** 'refused' (4xx: bad token, wrong state) or 'unavailable' (network, timeout, 5xx, 429 twice). */
    readonly kind: 'refused' | 'unavailable',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MarketplaceGatewayError';
  }
}

export interface TMarketplaceGateway {
  /** The subscription a landing page token names, or null when the token is invalid or expired. */
  resolve(token: string): Promise<TMarketplaceResolved | null>;
  /** Starts billing (PendingFulfillmentStart -> Subscribed). */
  activate(subscriptionId: string, planId: string, quantity: number | null): Promise<void>;
  /** The subscription, or null when the marketplace does not know it (or the id is not a GUID). */
  getSubscription(subscriptionId: string): Promise<TMarketplaceSubscription | null>;
  /**
   * Asks for a new number of licensed users; answers the operation id (Operation-Location). The
   * publisher polls that operation: it applies when Microsoft settles it.
   */
  changeQuantity(subscriptionId: string, quantity: number): Promise<{ operationId: string | null }>;
  /** Asks Microsoft to unsubscribe; answers the operation id, polled like a seat change. */
  cancel(subscriptionId: string): Promise<{ operationId: string | null }>;
  /** The operation, or null when the marketplace does not know it (for this subscription) or an id is not a GUID. */
  getOperation(subscriptionId: string, operationId: string): Promise<TMarketplaceOperation | null>;
  /**
   * Tells Microsoft whether the publisher applied a ChangePlan, ChangeQuantity or Reinstate that
   * Microsoft started (never one the publisher started). An operation Microsoft already closed
   * (409, e.g. auto-accepted after 10 s) counts as answered.
   */
  acknowledgeOperation(subscriptionId: string, operationId: string, status: 'Success' | 'Failure'): Promise<void>;
}

/** Checks the bearer token of a webhook call (issuer, audience, caller app, signature, lifetime). */
export interface TMarketplaceWebhookVerifier {
  verify(
    authorization: string | undefined,
  ): Promise<{ ok: true } | { ok: false; failure: 'rejected' | 'unavailable'; reason: string }>;
}
