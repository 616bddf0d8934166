/** The fake commercial marketplace's data (SaaS subscriptions, operations) and its handle. */
import type { TRecordedRequest } from '../fake-server.ts';
import type { TMicrosoftIdentityFake } from '../microsoft-identity/index.ts';

/** saasSubscriptionStatus of the SaaS fulfillment API v2. */
export type TFakeSaasStatus = 'PendingFulfillmentStart' | 'Subscribed' | 'Suspended' | 'Unsubscribed';

/** The webhook actions (and operation kinds) of the API. */
export type TFakeOperationAction = 'ChangePlan' | 'ChangeQuantity' | 'Suspend' | 'Reinstate' | 'Unsubscribe' | 'Renew';

/** Operation status as GET operation reports it. */
export type TFakeOperationStatus = 'NotStarted' | 'InProgress' | 'Failed' | 'Succeeded' | 'Conflict';

export interface TFakeSaasParty {
  emailId: string;
  objectId: string;
  tenantId: string;
  puid: string;
}

/** One purchased SaaS subscription, in the API's own shape (Get subscription). */
export interface TFakeSaasSubscription {
  id: string;
  name: string;
  publisherId: string;
  offerId: string;
  planId: string;
  /** Seats; null for a plan that is not per seat. */
  quantity: number | null;
  beneficiary: TFakeSaasParty;
  purchaser: TFakeSaasParty;
  allowedCustomerOperations: string[];
  sessionMode: 'None';
  isFreeTrial: boolean;
  isTest: boolean;
  sandboxType: 'None';
  saasSubscriptionStatus: TFakeSaasStatus;
  term: { termUnit: 'P1M' | 'P1Y'; startDate: string; endDate: string };
  autoRenew: boolean;
  created: string;
}

/** One operation (Get operation status shape). */
export interface TFakeOperation {
  id: string;
  activityId: string;
  subscriptionId: string;
  offerId: string;
  publisherId: string;
  planId: string;
  quantity: number | null;
  action: TFakeOperationAction;
  timeStamp: string;
  status: TFakeOperationStatus;
  errorStatusCode: string;
  errorMessage: string;
}

export interface TFakePurchaseInput {
  planId: string;
  /** Default 10; null for a plan that is not per seat. */
  quantity?: number | null;
  name?: string;
  /** The buyer's tenant and email (purchaser = beneficiary). */
  tenantId?: string;
  email?: string;
  termUnit?: 'P1M' | 'P1Y';
}

/** What a forged or unusual webhook bearer token should look like. */
export interface TFakeWebhookTokenOverrides {
  /** '1.0' (iss sts.windows.net, appid) or '2.0' (iss login.microsoftonline.com/{tid}/v2.0, azp). Default 1.0. */
  version?: '1.0' | '2.0';
  aud?: string;
  iss?: string;
  tid?: string;
  appid?: string;
  /** Seconds since the epoch. */
  exp?: number;
  nbf?: number;
  iat?: number;
  strangerKey?: boolean;
  omit?: string[];
}

/** How Microsoft closes an operation the publisher started. */
export type TFakeSettledStatus = 'Succeeded' | 'Failed' | 'Conflict';

/** When and how Microsoft settles the operations the publisher starts (PATCH or DELETE of a subscription). */
export interface TFakeSettleRule {
  /** Reads (GET operation) until it is settled; the last read already sees it settled. Default 1. */
  afterPolls?: number;
  /** Default Succeeded (the change then applies to the subscription). */
  status?: TFakeSettledStatus;
}

export interface TFakeMarketplaceFailure {
  /** Default 429. */
  status?: number;
  /** Retry-After seconds of a 429 or 503. Default 1. */
  retryAfter?: number;
  times?: number;
  /** Only calls whose path starts with this. */
  pathPrefix?: string;
  /** Only calls with this method (GET, PATCH...). */
  method?: string;
}

export interface TFakeMarketplaceOptions {
  /** The identity fake that issues the publisher's tokens and signs the webhook's bearer token. */
  identity: TMicrosoftIdentityFake;
  /** The publisher's tenant (MARKETPLACE_TENANT_ID): tokens must be issued by it. */
  publisherTenantId: string;
  publisherId?: string;
  offerId?: string;
  /** Where webhooks go: the app's base URL (read when a webhook is sent). */
  appUrl?: () => string;
  /** Reads of a publisher-started operation until Microsoft settles it (default 1: the first read). */
  publisherOperationPolls?: number;
}

export interface TMarketplaceFake {
  /** Where MARKETPLACE_URL points (stands in for https://marketplaceapi.microsoft.com). */
  readonly url: string;
  /** A purchase in the marketplace: a PendingFulfillmentStart subscription and its landing page token (24 h). */
  purchase(input: TFakePurchaseInput): { subscription: TFakeSaasSubscription; token: string };
  subscription(id: string): TFakeSaasSubscription | undefined;
  operation(id: string): TFakeOperation | undefined;
  readonly operations: TFakeOperation[];
  /** A change made on Microsoft's side (admin center, billing): a new operation, InProgress or Succeeded. */
  startOperation(
    subscriptionId: string,
    action: TFakeOperationAction,
    change?: { planId?: string; quantity?: number },
  ): TFakeOperation;
  /** How the next publisher-started operations settle (see TFakeSettleRule). */
  settlePublisherOperations(rule: TFakeSettleRule): void;
  /** Microsoft accepts an operation by itself (its 10 s auto-accept): Succeeded and applied, no answer awaited. */
  accept(operationId: string): void;
  /** The webhook payload Microsoft posts for an operation. */
  webhookPayload(operation: TFakeOperation): Record<string, unknown>;
  /** A bearer token for the webhook: right claims for `audience` (the app's client id) unless overridden. */
  webhookToken(audience: string, overrides?: TFakeWebhookTokenOverrides): Promise<string>;
  /**
   * Posts the operation's webhook to {appUrl}/marketplace/webhook with a bearer token (right claims
   * unless overridden, or the given raw `authorization` header); answers the app's response.
   */
  sendWebhook(
    operation: TFakeOperation,
    options: { audience: string; token?: TFakeWebhookTokenOverrides; authorization?: string | null },
  ): Promise<Response>;
  /** The next API calls fail (429 + Retry-After by default). */
  failNext(failure?: TFakeMarketplaceFailure): void;
  readonly requests: TRecordedRequest[];
  calls(method: string, path: string): TRecordedRequest[];
  close(): Promise<void>;
}
