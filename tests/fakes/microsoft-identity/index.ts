/**
 * A local stand-in for the Microsoft identity platform (login.microsoftonline.com v2 endpoints) and
 * Microsoft Graph v1.0: OpenID metadata, JWKS, the authorize page with no UI, the token endpoint
 * (authorization code + PKCE, refresh, on-behalf-of, client credentials), the tab SSO token Teams
 * hands a tab, and the Graph calls Rollcall makes. Point MICROSOFT_LOGIN_URL at `loginUrl` and
 * MICROSOFT_GRAPH_URL at `graphUrl`. Built on tests/fakes/fake-server.ts, so an unknown route
 * fails the test.
 */
import { randomUUID } from 'node:crypto';
import { startFakeServer, type TFakeResponse, type TRecordedRequest } from '../fake-server.ts';
import { FakeAuthorizePage } from './authorize.ts';
import { graphScopes, tabTokenClaims } from './claims.ts';
import type { TFakeContext } from './context.ts';
import { FakeMicrosoftDirectory } from './directory.ts';
import { graphError } from './errors.ts';
import { registerGraphRoutes } from './graph.ts';
import { createSigningKey, jwksOf, signHs256, signToken, unsigned } from './keys.ts';
import { openIdConfiguration } from './metadata.ts';
import { FakeTokenEndpoint } from './token.ts';
import type {
  TFakeMicrosoftFailure,
  TFakeMicrosoftIdentityOptions,
  TFakeMicrosoftUser,
  TFakeTabTokenOverrides,
  TMicrosoftIdentityFake,
} from './types.ts';

export { MARKETPLACE_RESOURCE_ID, TEAMS_CLIENT_ID } from './claims.ts';
export type * from './types.ts';

/** Starts the fake on a free loopback port; one server answers both the login and the Graph hosts. */
export async function startMicrosoftIdentityFake(
  options: TFakeMicrosoftIdentityOptions = {},
): Promise<TMicrosoftIdentityFake> {
  const clock = options.clock ?? { now: () => Date.now() };
  const clientId = options.clientId ?? randomUUID();
  const settings = {
    clientId,
    clientSecret: options.clientSecret ?? 'fake-microsoft-client-secret~value',
    applicationIdUri: `api://${options.appIdUriHost ?? 'localhost'}/${clientId}`,
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
  };
  const key = createSigningKey();
  const stranger = createSigningKey();
  const directory = new FakeMicrosoftDirectory(clock);
  const context: TFakeContext = { settings, clock, key, directory };
  const authorizePage = new FakeAuthorizePage(context);
  const tokenEndpoint = new FakeTokenEndpoint(context);
  const jwks = await jwksOf(key);
  const failures: Array<{ area: 'token' | 'graph'; failure: TFakeMicrosoftFailure; remaining: number }> = [];
  const server = await startFakeServer('microsoft-identity');

  /** The pending injected failure for a request, used up by one. */
  const injected = (area: 'token' | 'graph', request: TRecordedRequest): TFakeResponse | undefined => {
    const index = failures.findIndex(
      (one) => one.area === area && (!one.failure.pathPrefix || request.path.startsWith(one.failure.pathPrefix)),
    );
    if (index < 0) return undefined;
    const pending = failures[index]!;
    pending.remaining -= 1;
    if (pending.remaining <= 0) failures.splice(index, 1);
    const status = pending.failure.status ?? 429;
    const retryAfter = { 'retry-after': String(pending.failure.retryAfter ?? 1) };
    if (area === 'graph') {
      if (status === 429) return graphError(clock.now(), 429, 'TooManyRequests', 'Too many requests.', retryAfter);
      if (status === 503)
        return graphError(clock.now(), 503, 'ServiceNotAvailable', 'Service unavailable.', retryAfter);
      return graphError(clock.now(), status, status >= 500 ? 'InternalServerError' : 'BadRequest', 'Injected failure.');
    }
    return {
      status,
      headers: status === 429 || status === 503 ? retryAfter : {},
      body: {
        error: status === 429 || status >= 500 ? 'temporarily_unavailable' : 'invalid_request',
        error_description: 'AADSTS90033: Injected failure.',
        error_codes: [90033],
      },
    };
  };

  server.on({
    method: 'GET',
    path: '/:tenant/v2.0/.well-known/openid-configuration',
    respond: (request) => ({ body: openIdConfiguration(request.params.tenant ?? 'common') }),
  });
  server.on({ method: 'GET', path: '/:tenant/discovery/v2.0/keys', respond: () => ({ body: jwks }) });
  server.on({
    method: 'GET',
    path: '/:tenant/oauth2/v2.0/authorize',
    respond: (request) => authorizePage.authorize(request),
  });
  server.on({
    method: 'GET',
    path: '/:tenant/v2.0/adminconsent',
    respond: (request) => authorizePage.adminConsent(request),
  });
  server.on({
    method: 'POST',
    path: '/:tenant/oauth2/v2.0/token',
    respond: (request) => injected('token', request) ?? tokenEndpoint.token(request),
  });
  registerGraphRoutes(server, context, (request) => injected('graph', request));

  const tabToken = async (user: TFakeMicrosoftUser, overrides: TFakeTabTokenOverrides = {}): Promise<string> => {
    const base = tabTokenClaims({
      user,
      clientId,
      applicationIdUri: settings.applicationIdUri,
      version: overrides.version ?? '1.0',
      now: clock.now(),
    });
    const claims: Record<string, unknown> = { ...base };
    for (const name of ['aud', 'iss', 'tid', 'oid', 'scp', 'exp', 'nbf', 'iat'] as const)
      if (overrides[name] !== undefined) claims[name] = overrides[name];
    Object.assign(claims, overrides.claims);
    for (const name of overrides.omit ?? []) delete claims[name];
    if (overrides.alg === 'none') return unsigned(claims);
    if (overrides.alg === 'HS256') return signHs256(key, claims, settings.clientSecret);
    if (overrides.strangerKey) return signToken({ ...stranger, kid: key.kid, x5t: key.x5t }, claims);
    return signToken(key, claims);
  };

  return {
    loginUrl: server.url,
    graphUrl: server.url,
    clientId,
    clientSecret: settings.clientSecret,
    applicationIdUri: settings.applicationIdUri,
    clock,
    addTenant: (input) => directory.addTenant(input),
    tenant: (id) => directory.tenant(id),
    addUser: (input) => directory.addUser(input),
    user: (objectId) => directory.user(objectId),
    signInNext: (user) => authorizePage.signInNext(user),
    denyNext: (error = 'access_denied', description) => authorizePage.denyNext(error, description),
    authorizeRequests: authorizePage.requests,
    tabToken,
    signClaims: (claims, signOptions = {}) =>
      signOptions.strangerKey ? signToken({ ...stranger, kid: key.kid, x5t: key.x5t }, claims) : signToken(key, claims),
    graphToken: (user, scopes = ['User.Read']) => tokenEndpoint.graphAccessToken(user, graphScopes(scopes)),
    failNext: (area, failure = {}) => {
      failures.push({ area, failure, remaining: Math.max(1, failure.times ?? 1) });
    },
    revokeSessions: (user) => directory.revokeSessions(user),
    requests: server.requests,
    calls: (method, path) => server.calls(method, path),
    close: () => server.close(),
  };
}
