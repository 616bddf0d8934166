/**
 * Builds the Fastify application: plugins (cookies, forms, multipart, security headers,
 * compression, CSRF, sessions, errors), the policy tracker, then every route module. Listening is main.ts's job, so
 * tests use the same app through inject() or a port.
 */
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TTrustProxy } from '../env.ts';
import type { TAppDeps } from './app-deps.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { cookiesAreSecure, registerSession } from './plugins/session.ts';
import { type TRegisteredRoute, trackRoutePolicies } from './policy.ts';
import { apiTokenAuthenticator } from './public-api-auth.ts';
import { deleteAccountRoutes } from './routes/accounts/delete-account-routes.ts';
import { installRegisterRoutes } from './routes/accounts/install-register-routes.ts';
import { microsoftSignInRoutes } from './routes/accounts/microsoft-sign-in-routes.ts';
import { organizationRoutes } from './routes/accounts/organization-routes.ts';
import { passwordRoutes } from './routes/accounts/password-routes.ts';
import { personalRoutes } from './routes/accounts/personal-routes.ts';
import { signInRoutes } from './routes/accounts/sign-in-routes.ts';
import { signupRoutes } from './routes/accounts/signup-routes.ts';
import { slackSignInRoutes } from './routes/accounts/slack-sign-in-routes.ts';
import { teamActivityRoutes } from './routes/activity/team-activity-route.ts';
import { billingRoutes } from './routes/billing/billing-routes.ts';
import { billingPlanRoutes } from './routes/billing-plan/billing-plan-routes.ts';
import { checkinRoutes } from './routes/checkins/checkin-routes.ts';
import { inboundEmailRoute } from './routes/checkins/inbound-email-route.ts';
import { contactRoutes } from './routes/contact/contact-routes.ts';
import { contentRoutes } from './routes/content/content-routes.ts';
import { helpRoutes } from './routes/content/help-routes.ts';
import { dashboardRoutes } from './routes/dashboard/dashboard-routes.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { healthRoutes } from './routes/health.ts';
import { historyRoutes } from './routes/history/history-routes.ts';
import { homeRoutes } from './routes/home/home-routes.ts';
import { insightsExportRoute } from './routes/insights/insights-export-route.ts';
import { insightsSearchRoute } from './routes/insights/insights-search-route.ts';
import { marketplaceRoutes } from './routes/marketplace/marketplace-routes.ts';
import { graphConsentRoutes } from './routes/microsoft/graph-consent-routes.ts';
import { outlookRoutes } from './routes/microsoft/outlook-routes.ts';
import { msteamsRoutes } from './routes/msteams/msteams-routes.ts';
import { tabSsoRoutes } from './routes/msteams/tab-sso-routes.ts';
import { apiTokenRoutes } from './routes/public-api/api-token-routes.ts';
import { publicApiRoutes } from './routes/public-api/public-api-routes.ts';
import { reportRoutes } from './routes/reports/report-routes.ts';
import { slackRoutes } from './routes/slack/slack-routes.ts';
import { stateRoutes } from './routes/state.ts';
import { teamToolsRoutes } from './routes/team-tools/team-tools-routes.ts';
import { holidayRoutes } from './routes/teams/holiday-routes.ts';
import { resyncRoute } from './routes/teams/resync-route.ts';
import { securityRoutes } from './routes/teams/security-routes.ts';
import { teamDataRoutes } from './routes/teams/team-data-routes.ts';
import { teamRoutes } from './routes/teams/team-routes.ts';
import { webAppRoutes } from './routes/web-app.ts';
import { webexConnectRoutes } from './routes/webex/webex-connect-routes.ts';
import { webexEventsRoute } from './routes/webex/webex-events-route.ts';
import { webhooksInRoutes } from './routes/webhooks-in/webhooks-in-routes.ts';
import { webhooksOutRoutes } from './routes/webhooks-out/webhooks-out-routes.ts';
import { serviceConnectionRoutes } from './routes/work-tools/service-connection-routes.ts';
import { toolCallbackRoute } from './routes/work-tools/tool-callback-route.ts';

export interface TRollcallApp {
  app: FastifyInstance;
  /** Every registered route and its policy (read by the route-inventory test). */
  routes: TRegisteredRoute[];
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify treats a bare hop count as 'trust nobody' (it cannot
 * tell the proxy from a direct client), so a count becomes an explicit rule: the nearest `hops`
 * addresses of the chain are proxies. The README says to use a count only when clients cannot
 * reach Rollcall except through those proxies.
 */
function fastifyTrustProxy(setting: TTrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Assembles the app; call `app.ready()` or `app.listen()` afterwards. */
export async function buildApp(deps: TAppDeps): Promise<TRollcallApp> {
  const production = deps.env.NODE_ENV === 'production';
  const https = deps.env.PUBLIC_URL.startsWith('https:');
  const secureCookies = cookiesAreSecure(deps.env);
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(deps.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
  });

  registerErrorHandler(app);
  const routes = trackRoutePolicies(app, {
    production,
    authenticateToken: apiTokenAuthenticator({ db: deps.database.db, now: deps.now ?? (() => new Date()) }),
  });

  await app.register(cookie, { secret: deps.env.SESSION_SECRET });
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 50 } });
  // The secret's cookie is Lax for first-party pages; GET /api/v1/state sets it as a frame cookie
  // (SameSite=None; Secure; Partitioned) for the web app inside Teams, whose POSTs still need the token.
  await app.register(csrf, {
    cookieKey: 'rollcall_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, signed: true },
    getToken: (request) => {
      const header = request.headers['x-csrf-token'] ?? request.headers['x-csrftoken'];
      if (typeof header === 'string') return header;
      const body = request.body as Record<string, unknown> | undefined;
      const field = body?.csrfmiddlewaretoken ?? body?._csrf;
      return typeof field === 'string' ? field : undefined;
    },
  });
  await registerSecurityHeaders(app, { https });
  await registerCompression(app);
  // Per-route limits only (config.rateLimit), keyed by client IP, for the forms that send email.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  registerSession(app, { db: deps.database.db });

  await app.register(async (scope) => healthRoutes(scope, deps));
  await app.register(async (scope) => stateRoutes(scope, deps));
  await app.register(async (scope) => reportRoutes(scope, deps));
  await app.register(async (scope) => checkinRoutes(scope, deps));
  await app.register(async (scope) => dashboardRoutes(scope, deps));
  await app.register(async (scope) => historyRoutes(scope, deps));
  await app.register(async (scope) => homeRoutes(scope, deps));
  await app.register(async (scope) => insightsSearchRoute(scope, deps));
  await app.register(async (scope) => contentRoutes(scope, deps));
  await app.register(async (scope) => insightsExportRoute(scope, deps));
  await app.register(async (scope) => teamActivityRoutes(scope, deps));
  const inboundSecret = deps.env.INBOUND_EMAIL_SECRET;
  if (inboundSecret) await app.register(async (scope) => inboundEmailRoute(scope, deps, inboundSecret));
  await app.register(async (scope) => signInRoutes(scope, deps));
  await app.register(async (scope) => signupRoutes(scope, deps));
  await app.register(async (scope) => slackSignInRoutes(scope, deps));
  await app.register(async (scope) => microsoftSignInRoutes(scope, deps));
  await app.register(async (scope) => installRegisterRoutes(scope, deps));
  await app.register(async (scope) => passwordRoutes(scope, deps));
  await app.register(async (scope) => organizationRoutes(scope, deps));
  await app.register(async (scope) => personalRoutes(scope, deps));
  await app.register(async (scope) => teamRoutes(scope, deps));
  await app.register(async (scope) => msteamsRoutes(scope, deps));
  await app.register(async (scope) => tabSsoRoutes(scope, deps));
  await app.register(async (scope) => graphConsentRoutes(scope, deps));
  await app.register(async (scope) => outlookRoutes(scope, deps));
  await app.register(async (scope) => slackRoutes(scope, deps));
  await app.register(async (scope) => webexEventsRoute(scope, deps));
  await app.register(async (scope) => webexConnectRoutes(scope, deps));
  await app.register(async (scope) => webhooksInRoutes(scope, deps));
  await app.register(async (scope) => resyncRoute(scope, deps));
  await app.register(async (scope) => teamDataRoutes(scope, deps));
  await app.register(async (scope) => holidayRoutes(scope, deps));
  await app.register(async (scope) => securityRoutes(scope, deps));
  await app.register(async (scope) => teamToolsRoutes(scope, deps));
  await app.register(async (scope) => billingRoutes(scope, deps));
  await app.register(async (scope) => deleteAccountRoutes(scope, deps));
  await app.register(async (scope) => marketplaceRoutes(scope, deps));
  await app.register(async (scope) => billingPlanRoutes(scope, deps));
  await app.register(async (scope) => helpRoutes(scope, deps));
  await app.register(async (scope) => contactRoutes(scope, deps));
  await app.register(async (scope) => serviceConnectionRoutes(scope, deps));
  await app.register(async (scope) => toolCallbackRoute(scope, deps));
  await app.register(async (scope) => webhooksOutRoutes(scope, deps));
  await app.register(async (scope) => apiTokenRoutes(scope, deps));
  await app.register(async (scope) => publicApiRoutes(scope, deps));
  if (!production && !deps.env.SMTP_URL) {
    await app.register(async (scope) => devOutboxRoutes(scope, deps));
  }
  await app.register(async (scope) => webAppRoutes(scope, deps));
  return { app, routes };
}
