/**
 * A local stand-in for the Microsoft commercial marketplace's SaaS fulfillment API v2
 * (https://marketplaceapi.microsoft.com/api/saas/..., api-version 2018-08-31): it holds the
 * subscriptions a test purchased and their operations, checks the publisher's bearer token (an
 * app token for the marketplace resource issued by the identity fake for the publisher tenant), and
 * sends the webhook Microsoft sends, with a bearer token signed by the identity fake's key. Built
 * on tests/fakes/fake-server.ts, so an unknown route fails the test. See README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { startFakeServer, type TFakeResponse, type TRecordedRequest } from '../fake-server.ts';
import { MARKETPLACE_RESOURCE_ID } from '../microsoft-identity/index.ts';
import type {
  TFakeMarketplaceFailure,
  TFakeMarketplaceOptions,
  TFakeOperation,
  TFakeOperationAction,
  TFakeSaasSubscription,
  TFakeSettledStatus,
  TFakeSettleRule,
  TFakeWebhookTokenOverrides,
  TMarketplaceFake,
} from './types.ts';

export type * from './types.ts';

/** The only api-version of the SaaS fulfillment API v2. */
export const SAAS_API_VERSION = '2018-08-31';
/** A landing page token lives 24 hours (Resolve API docs). */
const LANDING_TOKEN_MS = 24 * 3600 * 1000;
/** Actions the publisher must acknowledge (PATCH the operation). */
const ACKNOWLEDGED: readonly TFakeOperationAction[] = ['ChangePlan', 'ChangeQuantity', 'Reinstate'];

const apiError = (status: number, code: string, message: string): TFakeResponse => ({
  status,
  body: { error: { code, message } },
});

const isoDay = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00Z`;

/** Starts the fake on a free loopback port. */
export async function startMarketplaceFake(options: TFakeMarketplaceOptions): Promise<TMarketplaceFake> {
  const { identity, publisherTenantId } = options;
  const publisherId = options.publisherId ?? 'rollcall-publisher';
  const offerId = options.offerId ?? 'rollcall-standups';
  const subscriptions = new Map<string, TFakeSaasSubscription>();
  const landingTokens = new Map<string, { subscriptionId: string; expiresAt: number }>();
  const operations: TFakeOperation[] = [];
  /** Operations the publisher started (PATCH/DELETE): Microsoft settles them by itself after some reads. */
  const publisherOperations = new Map<string, { readsLeft: number; outcome: TFakeSettledStatus }>();
  let settleRule: Required<TFakeSettleRule> = {
    afterPolls: options.publisherOperationPolls ?? 1,
    status: 'Succeeded',
  };
  const failures: Array<{ failure: TFakeMarketplaceFailure; remaining: number }> = [];
  const keysAnswer = await fetch(`${identity.loginUrl}/${publisherTenantId}/discovery/v2.0/keys`);
  const keys = createLocalJWKSet((await keysAnswer.json()) as JSONWebKeySet);
  const server = await startFakeServer('marketplace');

  /** The publisher's token: for the marketplace resource, from the publisher tenant, for the offer's app. */
  const authorized = async (request: TRecordedRequest): Promise<boolean> => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) return false;
    try {
      const { payload } = await jwtVerify(header.slice(7), keys, {
        algorithms: ['RS256'],
        audience: MARKETPLACE_RESOURCE_ID,
        issuer: [
          `https://sts.windows.net/${publisherTenantId}/`,
          `https://login.microsoftonline.com/${publisherTenantId}/v2.0`,
        ],
        currentDate: new Date(identity.clock.now()),
      });
      return (payload.appid ?? payload.azp) === identity.clientId;
    } catch {
      return false;
    }
  };

  const injected = (request: TRecordedRequest): TFakeResponse | undefined => {
    const index = failures.findIndex(
      (one) =>
        (!one.failure.pathPrefix || request.path.startsWith(one.failure.pathPrefix)) &&
        (!one.failure.method || one.failure.method === request.method),
    );
    if (index < 0) return undefined;
    const pending = failures[index]!;
    pending.remaining -= 1;
    if (pending.remaining <= 0) failures.splice(index, 1);
    const status = pending.failure.status ?? 429;
    const code = status === 429 ? 'TooManyRequests' : status === 409 ? 'Conflict' : 'InternalError';
    const answer = apiError(status, code, 'Injected failure.');
    if (status === 429 || status === 503) answer.headers = { 'retry-after': String(pending.failure.retryAfter ?? 1) };
    return answer;
  };

  /** Every API route: injected failures, api-version, then the bearer token. */
  const api =
    (handler: (request: TRecordedRequest) => TFakeResponse | Promise<TFakeResponse>) =>
    async (request: TRecordedRequest): Promise<TFakeResponse> => {
      const failure = injected(request);
      if (failure) return failure;
      if (request.query.get('api-version') !== SAAS_API_VERSION)
        return apiError(400, 'BadArgument', 'The api-version query parameter is missing or not supported.');
      if (!(await authorized(request)))
        return apiError(403, 'Forbidden', 'The authorization token is invalid, expired, or was not provided.');
      return handler(request);
    };

  const subscriptionOf = (request: TRecordedRequest) => subscriptions.get(request.params.id ?? '');
  const notFound = () => apiError(404, 'EntityNotFound', 'The SaaS subscription was not found.');
  const operationLocation = (subscriptionId: string, operationId: string) =>
    `${server.url}/api/saas/subscriptions/${subscriptionId}/operations/${operationId}?api-version=${SAAS_API_VERSION}`;

  const startOperation = (
    subscriptionId: string,
    action: TFakeOperationAction,
    change: { planId?: string; quantity?: number } = {},
    startedBy: 'microsoft' | 'publisher' = 'microsoft',
  ): TFakeOperation => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`marketplace fake: no subscription ${subscriptionId}`);
    const operation: TFakeOperation = {
      id: randomUUID(),
      activityId: randomUUID(),
      subscriptionId,
      offerId: subscription.offerId,
      publisherId: subscription.publisherId,
      planId: change.planId ?? subscription.planId,
      quantity: change.quantity ?? subscription.quantity,
      action,
      timeStamp: new Date(identity.clock.now()).toISOString(),
      status: startedBy === 'publisher' || ACKNOWLEDGED.includes(action) ? 'InProgress' : 'Succeeded',
      errorStatusCode: '',
      errorMessage: '',
    };
    operations.push(operation);
    if (startedBy === 'publisher') {
      publisherOperations.set(operation.id, { readsLeft: settleRule.afterPolls, outcome: settleRule.status });
      return operation;
    }
    // Notify-only actions have already happened on Microsoft's side.
    if (action === 'Suspend') subscription.saasSubscriptionStatus = 'Suspended';
    if (action === 'Unsubscribe') subscription.saasSubscriptionStatus = 'Unsubscribed';
    return operation;
  };

  /** A change took effect: the subscription says so. */
  const applyOperation = (operation: TFakeOperation) => {
    const subscription = subscriptions.get(operation.subscriptionId)!;
    if (operation.action === 'ChangePlan') subscription.planId = operation.planId;
    if (operation.action === 'ChangeQuantity') subscription.quantity = operation.quantity;
    if (operation.action === 'Reinstate') subscription.saasSubscriptionStatus = 'Subscribed';
    if (operation.action === 'Unsubscribe') subscription.saasSubscriptionStatus = 'Unsubscribed';
  };

  /** A publisher-started operation is settled by Microsoft after `afterPolls` reads (the last one sees it settled). */
  const readOperation = (operation: TFakeOperation) => {
    const pending = publisherOperations.get(operation.id);
    if (!pending || operation.status !== 'InProgress') return;
    pending.readsLeft -= 1;
    if (pending.readsLeft > 0) return;
    operation.status = pending.outcome;
    if (pending.outcome === 'Succeeded') applyOperation(operation);
  };

  server.on({
    method: 'POST',
    path: '/api/saas/subscriptions/resolve',
    respond: api((request) => {
      const token = request.headers['x-ms-marketplace-token'];
      const landing = typeof token === 'string' ? landingTokens.get(token) : undefined;
      if (!landing || landing.expiresAt < identity.clock.now())
        return apiError(400, 'BadArgument', 'The x-ms-marketplace-token is missing, malformed, invalid, or expired.');
      const subscription = subscriptions.get(landing.subscriptionId)!;
      return {
        body: {
          id: subscription.id,
          subscriptionName: subscription.name,
          offerId: subscription.offerId,
          planId: subscription.planId,
          quantity: subscription.quantity,
          subscription,
        },
      };
    }),
  });

  server.on({
    method: 'GET',
    path: '/api/saas/subscriptions/:id',
    respond: api((request) => {
      const subscription = subscriptionOf(request);
      return subscription ? { body: subscription } : notFound();
    }),
  });

  server.on({
    method: 'POST',
    path: '/api/saas/subscriptions/:id/activate',
    respond: api((request) => {
      const subscription = subscriptionOf(request);
      if (!subscription || subscription.saasSubscriptionStatus === 'Unsubscribed') return notFound();
      if (subscription.saasSubscriptionStatus === 'Suspended')
        return apiError(400, 'BadArgument', 'The SaaS subscription is in Suspended state.');
      const body = (request.json ?? {}) as { planId?: unknown; quantity?: unknown };
      if (body.planId !== undefined && body.planId !== subscription.planId)
        return apiError(400, 'BadArgument', 'The planId does not match the purchased plan.');
      subscription.saasSubscriptionStatus = 'Subscribed';
      return { status: 200 };
    }),
  });

  server.on({
    method: 'PATCH',
    path: '/api/saas/subscriptions/:id',
    respond: api((request) => {
      const subscription = subscriptionOf(request);
      if (!subscription) return notFound();
      const body = (request.json ?? {}) as { planId?: unknown; quantity?: unknown };
      if ((body.planId === undefined) === (body.quantity === undefined))
        return apiError(400, 'BadArgument', 'Either the plan or the quantity can be changed at one time, not both.');
      if (subscription.saasSubscriptionStatus !== 'Subscribed')
        return apiError(400, 'BadArgument', 'The SaaS subscription status is not Subscribed.');
      if (body.quantity !== undefined) {
        if (typeof body.quantity !== 'number' || !Number.isInteger(body.quantity) || body.quantity < 1)
          return apiError(400, 'BadArgument', 'The new quantity is missing or invalid.');
        if (body.quantity === subscription.quantity)
          return apiError(400, 'BadArgument', 'The new quantity is the same as the current quantity.');
      }
      if (body.planId !== undefined && (typeof body.planId !== 'string' || body.planId === subscription.planId))
        return apiError(400, 'BadArgument', 'The new plan is the same as the current plan or does not exist.');
      // Microsoft settles it by itself; the publisher polls the operation (Operation-Location).
      const operation = startOperation(
        subscription.id,
        body.quantity !== undefined ? 'ChangeQuantity' : 'ChangePlan',
        body.quantity !== undefined ? { quantity: body.quantity as number } : { planId: body.planId as string },
        'publisher',
      );
      return { status: 202, headers: { 'operation-location': operationLocation(subscription.id, operation.id) } };
    }),
  });

  server.on({
    method: 'DELETE',
    path: '/api/saas/subscriptions/:id',
    respond: api((request) => {
      const subscription = subscriptionOf(request);
      if (!subscription) return notFound();
      if (subscription.saasSubscriptionStatus === 'Unsubscribed')
        return apiError(400, 'BadArgument', 'The SaaS subscription is already unsubscribed.');
      const operation = startOperation(subscription.id, 'Unsubscribe', {}, 'publisher');
      return { status: 202, headers: { 'operation-location': operationLocation(subscription.id, operation.id) } };
    }),
  });

  server.on({
    method: 'GET',
    path: '/api/saas/subscriptions/:id/operations',
    respond: api((request) => {
      const subscription = subscriptionOf(request);
      if (!subscription) return notFound();
      const pending = operations.filter((one) => one.subscriptionId === subscription.id && one.status === 'InProgress');
      return { body: { operations: pending } };
    }),
  });

  const operationOf = (request: TRecordedRequest) =>
    operations.find((one) => one.id === request.params.operationId && one.subscriptionId === request.params.id);

  server.on({
    method: 'GET',
    path: '/api/saas/subscriptions/:id/operations/:operationId',
    respond: api((request) => {
      const operation = operationOf(request);
      if (!operation) return apiError(404, 'EntityNotFound', 'The operation was not found.');
      readOperation(operation);
      return { body: operation };
    }),
  });

  server.on({
    method: 'PATCH',
    path: '/api/saas/subscriptions/:id/operations/:operationId',
    respond: api((request) => {
      const operation = operationOf(request);
      if (!operation) return apiError(404, 'EntityNotFound', 'The operation was not found.');
      const status = (request.json as { status?: unknown } | undefined)?.status;
      if (status !== 'Success' && status !== 'Failure')
        return apiError(400, 'BadArgument', "The status must be 'Success' or 'Failure'.");
      // Only operations Microsoft started wait for the publisher's answer.
      if (operation.status !== 'InProgress' || publisherOperations.has(operation.id))
        return apiError(409, 'Conflict', 'The operation is not in progress (a newer update is already fulfilled).');
      operation.status = status === 'Success' ? 'Succeeded' : 'Failed';
      if (status === 'Success') applyOperation(operation);
      return { status: 200 };
    }),
  });

  const webhookPayload = (operation: TFakeOperation): Record<string, unknown> => ({
    id: operation.id,
    activityId: operation.activityId,
    publisherId: operation.publisherId,
    offerId: operation.offerId,
    planId: operation.planId,
    quantity: operation.quantity,
    subscriptionId: operation.subscriptionId,
    timeStamp: operation.timeStamp,
    action: operation.action,
    status: operation.status,
    operationRequestSource: 'Azure',
    subscription: subscriptions.get(operation.subscriptionId),
    purchaseToken: null,
  });

  const webhookToken = async (audience: string, overrides: TFakeWebhookTokenOverrides = {}): Promise<string> => {
    const now = Math.floor(identity.clock.now() / 1000);
    const tid = overrides.tid ?? publisherTenantId;
    const v2 = overrides.version === '2.0';
    const claims: Record<string, unknown> = {
      aud: overrides.aud ?? audience,
      iss: overrides.iss ?? (v2 ? `https://login.microsoftonline.com/${tid}/v2.0` : `https://sts.windows.net/${tid}/`),
      iat: overrides.iat ?? now,
      nbf: overrides.nbf ?? now,
      exp: overrides.exp ?? now + 3600,
      ...(v2
        ? { azp: overrides.appid ?? MARKETPLACE_RESOURCE_ID, azpacr: '2', ver: '2.0' }
        : { appid: overrides.appid ?? MARKETPLACE_RESOURCE_ID, appidacr: '2', ver: '1.0' }),
      idtyp: 'app',
      oid: '5a6b1c0e-3d7f-4b8a-9c2e-1f0d3e4a5b6c',
      sub: '5a6b1c0e-3d7f-4b8a-9c2e-1f0d3e4a5b6c',
      tid,
    };
    for (const name of overrides.omit ?? []) delete claims[name];
    return identity.signClaims(claims, { strangerKey: overrides.strangerKey });
  };

  return {
    url: server.url,
    purchase(input) {
      const now = identity.clock.now();
      const tenantId = input.tenantId ?? randomUUID();
      const party = {
        emailId: input.email ?? 'buyer@customer.example',
        objectId: randomUUID(),
        tenantId,
        puid: String(10_000_000 + operations.length + subscriptions.size),
      };
      const termUnit = input.termUnit ?? 'P1M';
      const subscription: TFakeSaasSubscription = {
        id: randomUUID(),
        name: input.name ?? 'Rollcall for Contoso',
        publisherId,
        offerId,
        planId: input.planId,
        quantity: input.quantity === undefined ? 10 : input.quantity,
        beneficiary: party,
        purchaser: { ...party },
        allowedCustomerOperations: ['Delete', 'Update', 'Read'],
        sessionMode: 'None',
        isFreeTrial: false,
        isTest: false,
        sandboxType: 'None',
        saasSubscriptionStatus: 'PendingFulfillmentStart',
        term: {
          termUnit,
          startDate: isoDay(now),
          endDate: isoDay(now + (termUnit === 'P1Y' ? 365 : 30) * 24 * 3600 * 1000),
        },
        autoRenew: true,
        created: new Date(now).toISOString(),
      };
      subscriptions.set(subscription.id, subscription);
      // Standard base64 (with + / =): the landing page must URL-decode it before resolving.
      const token = randomBytes(96).toString('base64');
      landingTokens.set(token, { subscriptionId: subscription.id, expiresAt: now + LANDING_TOKEN_MS });
      return { subscription, token };
    },
    subscription: (id) => subscriptions.get(id),
    operation: (id) => operations.find((one) => one.id === id),
    operations,
    startOperation: (subscriptionId, action, change) => startOperation(subscriptionId, action, change),
    settlePublisherOperations(rule) {
      settleRule = { ...settleRule, ...rule };
    },
    accept(operationId) {
      const operation = operations.find((one) => one.id === operationId && one.status === 'InProgress');
      if (!operation) throw new Error(`marketplace fake: ${operationId} is not pending`);
      operation.status = 'Succeeded';
      applyOperation(operation);
    },
    webhookPayload,
    webhookToken,
    async sendWebhook(operation, sendOptions) {
      if (!options.appUrl) throw new Error('marketplace fake: start it with appUrl to send webhooks');
      const authorization =
        sendOptions.authorization === undefined
          ? `Bearer ${await webhookToken(sendOptions.audience, sendOptions.token)}`
          : sendOptions.authorization;
      return fetch(`${options.appUrl()}/marketplace/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization === null ? {} : { authorization }),
        },
        body: JSON.stringify(webhookPayload(operation)),
      });
    },
    failNext(failure = {}) {
      failures.push({ failure, remaining: Math.max(1, failure.times ?? 1) });
    },
    requests: server.requests,
    calls: (method, path) => server.calls(method, path),
    close: () => server.close(),
  };
}
