/**
 * The Microsoft commercial marketplace's SaaS fulfillment API v2 over fetch (the port
 * bot/domain/billing/marketplace/marketplace-gateway.ts). The publisher authenticates with an
 * Entra app token (client credentials of MICROSOFT_CLIENT_ID/SECRET in MARKETPLACE_TENANT_ID, for
 * the marketplace resource) that msal-node caches; every call goes to MARKETPLACE_URL's origin only,
 * with a 10 second limit, and a 429 is retried once after its Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MarketplaceGatewayError,
  type TMarketplaceGateway,
  type TMarketplaceOperation,
  type TMarketplaceResolved,
  type TMarketplaceSubscription,
} from '../../domain/billing/marketplace/marketplace-gateway.ts';
import type { TEnv } from '../../env.ts';
import { microsoftSettingsOf, type TMicrosoftSettings } from './microsoft-settings.ts';
import { createMsalApp } from './msal-app.ts';

/** The SaaS fulfillment API's only version. */
export const SAAS_API_VERSION = '2018-08-31';
/** The marketplace API's app id: the resource of the publisher's token and the caller of the webhook. */
export const MARKETPLACE_APP_ID = '20e940b3-4c77-4b0b-9a53-9e16a1b010a7';
const MARKETPLACE_SCOPE = `${MARKETPLACE_APP_ID}/.default`;
/** How long one call may take. */
export const MARKETPLACE_TIMEOUT_MS = 10_000;
/** The longest Retry-After honoured before the one retry (longer waits fail as 'unavailable'). */
const MAX_RETRY_AFTER_S = 10;
const MAX_TEXT = 500;

const ZText = z.string().trim().max(MAX_TEXT);
/** Subscription and operation ids are GUIDs; anything else never reaches a URL. */
const ZGuid = z.guid();
const isGuid = (value: string) => ZGuid.safeParse(value).success;
const ZParty = z
  .object({ tenantId: ZText.nullish(), emailId: ZText.nullish() })
  .nullish()
  .transform((party) => ({ tenantId: party?.tenantId || null, email: party?.emailId || null }));
const ZQuantity = z
  .union([z.number().int().min(0), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null));

/** Get subscription's answer (and the `subscription` inside a resolve answer). */
const ZSubscription = z.object({
  id: ZText.min(1),
  name: ZText.nullish(),
  offerId: ZText,
  planId: ZText,
  quantity: ZQuantity,
  saasSubscriptionStatus: ZText,
  term: z.object({ termUnit: ZText.nullish() }).nullish(),
  purchaser: ZParty,
  beneficiary: ZParty,
});

const ZResolveAnswer = z.object({
  id: ZText.min(1),
  subscriptionName: ZText.nullish(),
  offerId: ZText,
  planId: ZText,
  quantity: ZQuantity,
  subscription: ZSubscription.partial().nullish(),
});

const ZOperation = z.object({
  id: ZText.min(1),
  subscriptionId: ZText,
  action: ZText,
  planId: ZText.nullish(),
  quantity: ZQuantity,
  status: ZText,
});

function intervalOf(termUnit: string | null | undefined): 'month' | 'year' | null {
  if (termUnit === 'P1M') return 'month';
  if (termUnit === 'P1Y') return 'year';
  return null;
}

function subscriptionOf(answer: z.infer<typeof ZSubscription>): TMarketplaceSubscription {
  return {
    id: answer.id,
    name: answer.name || answer.id,
    offerId: answer.offerId,
    planId: answer.planId,
    quantity: answer.quantity,
    status: answer.saasSubscriptionStatus,
    interval: intervalOf(answer.term?.termUnit),
    purchaser: answer.purchaser,
    beneficiary: answer.beneficiary,
  };
}

/** The operation id at the end of an Operation-Location URL (never fetched: it names the same API). */
function operationIdOf(location: string | null): string | null {
  if (!location || !URL.canParse(location)) return null;
  const match = /\/operations\/([^/?#]+)$/.exec(new URL(location).pathname);
  const id = match ? decodeURIComponent(match[1]!) : null;
  return id && isGuid(id) ? id : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header (delay seconds or an HTTP date), 1 when absent or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The gateway for these settings and the publisher tenant. */
export function createMarketplaceClient(
  settings: TMicrosoftSettings,
  options: { tenantId: string; marketplaceUrl: string },
): TMarketplaceGateway {
  const base = new URL(options.marketplaceUrl.replace(/\/+$/, ''));
  const basePath = base.pathname.replace(/\/+$/, '');
  // One msal client per gateway: it caches the app token until shortly before it expires.
  const msal = createMsalApp(settings, { tenant: options.tenantId });

  const accessToken = async (): Promise<string> => {
    try {
      const result = await msal.acquireTokenByClientCredential({ scopes: [MARKETPLACE_SCOPE] });
      if (!result?.accessToken) throw new Error('no access token');
      return result.accessToken;
    } catch (error) {
      throw new MarketplaceGatewayError(
        `The publisher token could not be obtained: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}`,
        'unavailable',
      );
    }
  };

  /** One API call, retried once after a 429's Retry-After. */
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> => {
    const url = new URL(`${basePath}/api/saas/subscriptions${path}`, base.origin);
    url.searchParams.set('api-version', SAAS_API_VERSION);
    // Tokens travel only to the configured marketplace.
    if (url.origin !== base.origin) throw new MarketplaceGatewayError('Refused to call another host.', 'refused');
    const token = await accessToken();
    const correlationId = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-ms-requestid': randomUUID(),
            'x-ms-correlationid': correlationId,
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(MARKETPLACE_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MarketplaceGatewayError(
          `The marketplace could not be reached: ${error instanceof Error ? error.name : 'unknown'}`,
          'unavailable',
        );
      }
      if (response.status === 429 && attempt === 0) {
        const wait = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
        await response.body?.cancel();
        if (wait > MAX_RETRY_AFTER_S) throw new MarketplaceGatewayError('The marketplace is busy.', 'unavailable', 429);
        await sleep(wait * 1000);
        continue;
      }
      return response;
    }
  };

  const failed = async (response: Response, what: string): Promise<never> => {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'refused';
    throw new MarketplaceGatewayError(`${what}: ${response.status} ${text}`, kind, response.status);
  };

  const json = async <T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> => {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new MarketplaceGatewayError(`${what}: the answer could not be read`, 'unavailable');
    return parsed.data;
  };

  /** A GUID for a URL path; anything else is refused before a call is made. */
  const segment = (id: string): string => {
    if (!isGuid(id)) throw new MarketplaceGatewayError('Not a marketplace id.', 'refused', 400);
    return id;
  };

  return {
    async resolve(landingToken): Promise<TMarketplaceResolved | null> {
      const response = await call('POST', '/resolve', { headers: { 'x-ms-marketplace-token': landingToken } });
      // 400: the token is missing, malformed, invalid or expired.
      if (response.status === 400 || response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200) return failed(response, 'resolve');
      const answer = await json(response, ZResolveAnswer, 'resolve');
      if (!isGuid(answer.id))
        throw new MarketplaceGatewayError('resolve: the subscription id is not a GUID', 'unavailable');
      const inner = answer.subscription ?? {};
      return {
        id: answer.id,
        name: answer.subscriptionName || inner.name || answer.id,
        offerId: answer.offerId,
        planId: answer.planId,
        quantity: answer.quantity,
        // Unknown when Microsoft's answer lacks the inner subscription: never guessed.
        status: inner.saasSubscriptionStatus ?? null,
        interval: intervalOf(inner.term?.termUnit),
        purchaser: inner.purchaser ?? null,
        beneficiary: inner.beneficiary ?? null,
      };
    },

    async activate(subscriptionId, planId, quantity) {
      const body = quantity === null ? { planId } : { planId, quantity };
      const response = await call('POST', `/${segment(subscriptionId)}/activate`, { body });
      if (response.status !== 200 && response.status !== 202) return failed(response, 'activate');
      await response.body?.cancel();
    },

    async getSubscription(subscriptionId) {
      if (!isGuid(subscriptionId)) return null;
      const response = await call('GET', `/${segment(subscriptionId)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200) return failed(response, 'get subscription');
      return subscriptionOf(await json(response, ZSubscription, 'get subscription'));
    },

    async changeQuantity(subscriptionId, quantity) {
      const response = await call('PATCH', `/${segment(subscriptionId)}`, { body: { quantity } });
      if (response.status !== 202 && response.status !== 200) return failed(response, 'change quantity');
      await response.body?.cancel();
      return { operationId: operationIdOf(response.headers.get('operation-location')) };
    },

    async cancel(subscriptionId) {
      const response = await call('DELETE', `/${segment(subscriptionId)}`);
      if (response.status !== 202 && response.status !== 200) return failed(response, 'cancel');
      await response.body?.cancel();
      return { operationId: operationIdOf(response.headers.get('operation-location')) };
    },

    async getOperation(subscriptionId, operationId): Promise<TMarketplaceOperation | null> {
      if (!isGuid(subscriptionId) || !isGuid(operationId)) return null;
      const response = await call('GET', `/${segment(subscriptionId)}/operations/${segment(operationId)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200) return failed(response, 'get operation');
      const operation = await json(response, ZOperation, 'get operation');
      return { ...operation, planId: operation.planId ?? null };
    },

    async acknowledgeOperation(subscriptionId, operationId, status) {
      const response = await call('PATCH', `/${segment(subscriptionId)}/operations/${segment(operationId)}`, {
        body: { status },
      });
      // 409: Microsoft closed it already (it auto-accepts after 10 s, or a newer change won): nothing to answer.
      if (response.status === 409) {
        await response.body?.cancel();
        return;
      }
      if (response.status !== 200 && response.status !== 202) return failed(response, 'acknowledge operation');
      await response.body?.cancel();
    },
  };
}

/**
 * The marketplace's settings, or undefined while it is off: MARKETPLACE_TENANT_ID and the app
 * registration (MICROSOFT_CLIENT_ID/SECRET) must both be set. The one check the gateway and the
 * webhook verifier share.
 */
export function marketplaceSettingsOf(
  env: TEnv,
): { settings: TMicrosoftSettings; tenantId: string; marketplaceUrl: string } | undefined {
  const settings = microsoftSettingsOf(env);
  if (!env.MARKETPLACE_TENANT_ID || !settings) return undefined;
  return { settings, tenantId: env.MARKETPLACE_TENANT_ID, marketplaceUrl: env.MARKETPLACE_URL };
}

/** The gateway of this process, or undefined while the marketplace is off (marketplaceSettingsOf). */
export function marketplaceGatewayOf(env: TEnv): TMarketplaceGateway | undefined {
  const configured = marketplaceSettingsOf(env);
  if (!configured) return undefined;
  return createMarketplaceClient(configured.settings, configured);
}
