/**
 * The Microsoft commercial marketplace doors (spec part 1 §2.8, §3, §7; part 2 §2.1, §7): the
 * landing page link Microsoft opens (/accounts/microsoft/marketplace/auth?token=), the activation
 * page's context and 'Confirm and activate', the marketplace billing view's seat change and cancel
 * (POST /api/v1/marketplace/), and the webhook Microsoft calls (POST /marketplace/webhook, checked by
 * its Entra bearer token, no session or CSRF). Without MARKETPLACE_TENANT_ID every door says so
 * instead of failing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMarketplaceAction } from '../../../../shared/billing-api.ts';
import { AppError } from '../../../../shared/errors.ts';
import {
  MARKETPLACE_MESSAGES,
  MARKETPLACE_RESOLVE_ERROR,
  MARKETPLACE_TOKEN_MAX,
  ZMarketplaceActivateForm,
  ZMarketplaceToken,
} from '../../../../shared/marketplace-api.ts';
import { marketplaceGatewayOf } from '../../../adapters/microsoft/marketplace-client.ts';
import { marketplaceWebhookVerifierOf } from '../../../adapters/microsoft/marketplace-webhook-token.ts';
import { activateMarketplaceSubscription } from '../../../domain/billing/marketplace/activate-marketplace-subscription.ts';
import {
  applyMarketplaceWebhook,
  ZMarketplaceWebhook,
} from '../../../domain/billing/marketplace/apply-marketplace-webhook.ts';
import { changeMarketplaceQuantity } from '../../../domain/billing/marketplace/change-marketplace-quantity.ts';
import { getMarketplaceActivationContext } from '../../../domain/billing/marketplace/get-marketplace-activation-context.ts';
import type { TMarketplaceDeps } from '../../../domain/billing/marketplace/marketplace-deps.ts';
import { MarketplaceGatewayError } from '../../../domain/billing/marketplace/marketplace-gateway.ts';
import { requestMarketplaceCancel } from '../../../domain/billing/marketplace/request-marketplace-cancel.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, parseForm } from '../../forms.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';
import { BILLING_POLICY } from '../billing/billing-policy.ts';

/** The signup page Microsoft's 'Configure account' link would show without a session (spec part 1 §2.8). */
export const MARKETPLACE_SIGNUP_PAGE = '/accounts/msteams/marketplace/';
export const MARKETPLACE_ACTIVATE_PAGE = '/accounts/marketplace/activate/';
/** Calls that (may) make Microsoft resolve a landing token: per signed-in person (else per client address). */
const RESOLVE_RATE_LIMIT = perPersonRateLimit('marketplace-resolve', 30);
/** The webhook's body is a few kilobytes; more is not Microsoft. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const ZTokenQuery = z.object({
  token: z
    .string()
    .max(MARKETPLACE_TOKEN_MAX * 4)
    .optional()
    .catch(undefined),
});

/** A landing token from the query, or null when it is missing or too long to be one. */
function tokenOf(query: unknown): string | null {
  const { token } = ZTokenQuery.parse(query ?? {});
  const parsed = ZMarketplaceToken.safeParse(token);
  return parsed.success ? parsed.data : null;
}

const withToken = (page: string, token: string | null) => (token ? `${page}?token=${encodeURIComponent(token)}` : page);

/** Registers the marketplace routes; they answer clearly when the marketplace is not configured. */
export async function marketplaceRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const marketplace = marketplaceGatewayOf(deps.env);
  const verifier = marketplaceWebhookVerifierOf(deps.env);
  const domainDeps = (): TMarketplaceDeps => {
    if (!marketplace) throw new AppError('UNAVAILABLE', MARKETPLACE_MESSAGES.notConfigured);
    return { db: deps.database.db, marketplace, jobs: deps.jobs, log: deps.log, now: deps.now ?? (() => new Date()) };
  };

  app.get('/api/v1/marketplace/status', { config: { policy: { access: 'public' } } }, async () => ({
    enabled: marketplace !== undefined,
  }));

  // The landing page URL of the offer's technical configuration.
  app.get(
    '/accounts/microsoft/marketplace/auth',
    { config: { policy: { access: 'public' }, rateLimit: RESOLVE_RATE_LIMIT } },
    async (request, reply) => {
      const token = tokenOf(request.query);
      reply.header('Cache-Control', 'no-store');
      // Off, or a link without a usable token: the signup page explains (never a 500).
      if (!marketplace || !token) return reply.redirect(withToken(MARKETPLACE_SIGNUP_PAGE, token), 303);
      const activation = withToken(MARKETPLACE_ACTIVATE_PAGE, token);
      if (request.viewer) return reply.redirect(activation, 303);
      // Sign in with Microsoft: an existing login is signed in, a newcomer signs up; both come back here.
      return reply.redirect(`/accounts/microsoft/register/?next=${encodeURIComponent(activation)}`, 303);
    },
  );

  // Both ask Microsoft to resolve the token: bounded like the landing link.
  app.get(
    '/api/v1/marketplace/activation',
    { config: { policy: { access: 'signed-in' }, rateLimit: RESOLVE_RATE_LIMIT } },
    async (request) => {
      const viewer = request.viewer!;
      const token = tokenOf(request.query);
      // Off: nothing can be activated (the page reads /api/v1/marketplace/status to say why).
      if (!marketplace) {
        return {
          resolve: MARKETPLACE_RESOLVE_ERROR,
          token: token ?? '',
          org_name: viewer.account.name,
          can_activate: false,
          reason: MARKETPLACE_MESSAGES.notConfigured,
        };
      }
      return getMarketplaceActivationContext(domainDeps(), viewer, token);
    },
  );

  app.post(
    '/accounts/marketplace/activate',
    { config: { policy: { access: 'signed-in' }, form: true, rateLimit: RESOLVE_RATE_LIMIT } },
    async (request, reply) => {
      const { token } = parseForm(ZMarketplaceActivateForm, request);
      await activateMarketplaceSubscription(domainDeps(), request.viewer!, token, originOf(request));
      return answerForm(request, reply, { redirect: '/billing/', message: MARKETPLACE_MESSAGES.activated });
    },
  );

  app.post('/api/v1/marketplace', { config: { policy: BILLING_POLICY } }, async (request) => {
    const action = ZMarketplaceAction.parse(request.body ?? {});
    const viewer = request.viewer!;
    if (action.action === 'change-quantity')
      return changeMarketplaceQuantity(domainDeps(), viewer, action.billed_participants, originOf(request));
    return requestMarketplaceCancel(domainDeps(), viewer, originOf(request));
  });

  app.post(
    '/marketplace/webhook',
    { config: { policy: { access: 'platform' } }, bodyLimit: WEBHOOK_BODY_LIMIT },
    async (request, reply) => {
      if (!marketplace || !verifier) throw new AppError('NOT_FOUND', 'Not found.');
      const checked = await verifier.verify(request.headers.authorization);
      if (!checked.ok) {
        request.log.warn({ reason: checked.reason }, 'marketplace webhook refused');
        if (checked.failure === 'unavailable')
          throw new AppError('UNAVAILABLE', 'The signing keys could not be read. Try again.');
        return reply.code(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Invalid token.' } });
      }
      const parsed = ZMarketplaceWebhook.safeParse(request.body);
      if (!parsed.success) throw new AppError('INVALID_INPUT', 'The webhook payload could not be read.');
      try {
        const result = await applyMarketplaceWebhook(domainDeps(), parsed.data);
        return {
          ok: true,
          outcome: result.outcome,
          ...(result.outcome === 'ignored' ? { reason: result.reason } : {}),
        };
      } catch (error) {
        if (!(error instanceof MarketplaceGatewayError)) throw error;
        // Microsoft retries the call (500 times over eight hours); nothing was applied half way.
        request.log.error(
          { kind: error.kind, status: error.status },
          'marketplace webhook: the marketplace could not be read',
        );
        throw new AppError('UNAVAILABLE', 'The marketplace could not be reached. Try again.');
      }
    },
  );
}
