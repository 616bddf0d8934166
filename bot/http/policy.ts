/**
 * Every route declares who may call it (ARCHITECTURE §3.2). The declaration lives in the route's
 * `config.policy`; registering a route without one throws at boot, and one preHandler enforces
 * them all: sign-in, account types, plan flags, CSRF on unsafe methods, development-only tools.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, isAppError } from '../../shared/errors.ts';
import type { TFeatureFlag } from '../../shared/plans.ts';
import { PUBLIC_API_MESSAGES, type TApiTokenScope } from '../../shared/public-api.ts';
import { inRoleGroup, type TRoleGroup } from '../../shared/roles.ts';
import { viewerHasFlag } from '../domain/accounts/feature-flags.ts';
import type { TViewer } from '../domain/accounts/viewer.ts';
import type { TApiCaller } from '../domain/public-api/authenticate-api-token.ts';

export type TRoutePolicy =
  /** Anyone, signed in or not. */
  | { access: 'public' }
  /**
   * A signed-in viewer, optionally of a named role group (shared/roles.ts: who may do what is
   * written there once, never as a list of numbers in a route) and not locked by a plan flag.
   */
  | {
      access: 'signed-in';
      roles?: TRoleGroup;
      lockedBy?: TFeatureFlag;
      /** What a viewer outside `roles` is told (who can do it instead); a generic refusal otherwise. */
      refusal?: string;
    }
  /** Development tools: only outside production. */
  | { access: 'development' }
  /** Platform callbacks (webhooks): the adapter verifies the platform's signature; no CSRF. */
  | { access: 'platform' }
  /**
   * The public REST API: `Authorization: Bearer <personal API token>` only (a session cookie never
   * counts, so no CSRF), the token's owner as the viewer, and a token holding one of `scopes`.
   */
  | { access: 'api-token'; scopes: readonly TApiTokenScope[] };

/** Resolves a public API call's token to its caller, or throws the refusal (rate limit included). */
export type TApiTokenAuthenticator = (request: FastifyRequest) => Promise<TApiCaller>;

export interface TPolicyOptions {
  production: boolean;
  /** How `api-token` routes find their caller; without it they answer 503. */
  authenticateToken?: TApiTokenAuthenticator;
}

/** The realm of the public API's WWW-Authenticate challenges. */
const API_REALM = 'Bearer realm="Rollcall API"';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: TRoutePolicy;
    /** A form post of the spec: a refusal without `Accept: application/json` redirects back. */
    form?: boolean;
    /** A GET that changes data (the spec's /teams/delete/...): only from Rollcall's own pages. */
    changesData?: boolean;
  }
  interface FastifyRequest {
    viewer: TViewer | null;
    /** The public API's caller (api-token routes only). */
    apiCaller?: TApiCaller;
  }
}

export interface TRegisteredRoute {
  method: string;
  url: string;
  policy: TRoutePolicy | undefined;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Records each route as it is registered and refuses one without a policy. */
export function trackRoutePolicies(app: FastifyInstance, options: TPolicyOptions): TRegisteredRoute[] {
  const registered: TRegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const policy = (route.config as { policy?: TRoutePolicy } | undefined)?.policy;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registered.push({ method, url: route.url, policy });
      if (!policy) throw new Error(`route ${method} ${route.url} declares no policy (config.policy)`);
    }
    const ownPreHandlers = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [
      (request: FastifyRequest, reply: FastifyReply) => enforcePolicy(app, policy!, request, reply, options),
      ...ownPreHandlers,
    ];
  });
  return registered;
}

async function enforcePolicy(
  app: FastifyInstance,
  policy: TRoutePolicy,
  request: FastifyRequest,
  reply: FastifyReply,
  options: TPolicyOptions,
): Promise<void> {
  if (policy.access === 'api-token') return enforceApiToken(policy, request, reply, options);
  if (policy.access === 'development' && (options.production || !isLoopbackClient(request))) {
    throw new AppError('NOT_FOUND', 'Not found.');
  }
  if (UNSAFE_METHODS.has(request.method) && policy.access !== 'platform') {
    await verifyCsrf(app, request, reply);
  }
  if (request.routeOptions.config.changesData && !isFromOwnPage(request)) {
    throw new AppError('FORBIDDEN', 'Open this link from Rollcall itself.');
  }
  if (policy.access !== 'signed-in') return;
  const viewer = request.viewer;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (policy.roles && !inRoleGroup(policy.roles, viewer.accountTypeId)) {
    throw new AppError('FORBIDDEN', policy.refusal ?? 'You do not have permission to do that.');
  }
  if (policy.lockedBy && viewerHasFlag(viewer, policy.lockedBy)) {
    throw new AppError('FEATURE_LOCKED', 'Your plan does not include this feature. Upgrade on the billing page.');
  }
}

/**
 * A public API call: the bearer token alone says who calls (a cookie's viewer is dropped first),
 * refusals carry the RFC 6750 challenge, and a token without the route's scope gets 403.
 */
async function enforceApiToken(
  policy: Extract<TRoutePolicy, { access: 'api-token' }>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: TPolicyOptions,
): Promise<void> {
  request.viewer = null;
  if (!options.authenticateToken) throw new AppError('UNAVAILABLE', 'The public API is not available here.');
  let caller: TApiCaller;
  try {
    caller = await options.authenticateToken(request);
  } catch (error) {
    if (isAppError(error) && error.code === 'UNAUTHENTICATED') {
      const presented = request.headers.authorization !== undefined;
      reply.header('WWW-Authenticate', presented ? `${API_REALM}, error="invalid_token"` : API_REALM);
    }
    throw error;
  }
  request.viewer = caller.viewer;
  request.apiCaller = caller;
  if (!policy.scopes.some((scope) => caller.token.scopes.includes(scope))) {
    reply.header('WWW-Authenticate', `${API_REALM}, error="insufficient_scope", scope="${policy.scopes.join(' ')}"`);
    throw new AppError('FORBIDDEN', PUBLIC_API_MESSAGES.missingScope(policy.scopes));
  }
}

/**
 * Development tools (the outbox shows sign-in links) answer only on this machine: the socket and
 * the client address (as TRUST_PROXY reads it) must both be loopback, so a proxy on the same host
 * forwarding someone else does not pass.
 */
function isLoopbackClient(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback written as IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * A data-changing GET must come from our own pages: browsers say so in Sec-Fetch-Site; without it,
 * the Referer must be this host. A link on another site (cross-site request forgery) is refused.
 */
function isFromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return false;
  return new URL(referer).host === request.headers.host;
}

function verifyCsrf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return new Promise((resolve, reject) => {
    const refuse = (cause?: unknown) =>
      reject(new AppError('FORBIDDEN', 'Your form expired. Reload the page and try again.', { cause }));
    // The plugin answers a failure with reply.send(error); catch it so the one error handler
    // words the refusal and the request does not hang.
    const probe = Object.create(reply) as FastifyReply;
    probe.send = ((error: unknown) => {
      refuse(error);
      return probe;
    }) as FastifyReply['send'];
    app.csrfProtection(request, probe, (error?: Error) => (error ? refuse(error) : resolve()));
  });
}
