/**
 * POST /{tenant}/oauth2/v2.0/token: authorization_code (single-use code, redirect URI and PKCE
 * S256 checked), refresh_token, the on-behalf-of jwt-bearer grant and client_credentials, each
 * after the client id and secret (body or Basic). Answers and errors have Microsoft's shapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import {
  GRAPH_RESOURCE,
  graphAppTokenClaims,
  graphScopes,
  graphUserTokenClaims,
  idTokenClaims,
  MARKETPLACE_RESOURCE_ID,
  marketplaceAppTokenClaims,
  v1Issuer,
  v2Issuer,
} from './claims.ts';
import { type TFakeContext, tenantOfPath } from './context.ts';
import { identityError, type TIdentityError } from './errors.ts';
import { signToken, verifyOwnToken } from './keys.ts';
import type { TFakeMicrosoftUser } from './types.ts';

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

type TGrantResult = { body: Record<string, unknown> } | { failure: TIdentityError };

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function missing(name: string): TIdentityError {
  return {
    error: 'invalid_request',
    code: 900144,
    message: `The request body must contain the following parameter: '${name}'.`,
  };
}

function invalidGrant(code: number, message: string, suberror?: string): TIdentityError {
  return { error: 'invalid_grant', code, message, ...(suberror ? { suberror } : {}) };
}

/** The client credentials from Basic auth or the body. */
function clientOf(request: TRecordedRequest, form: URLSearchParams): { id: string; secret?: string } {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return {
    id: form.get('client_id') ?? '',
    ...(form.has('client_secret') ? { secret: form.get('client_secret')! } : {}),
  };
}

/** Mints tokens and answers the grants. */
export class FakeTokenEndpoint {
  constructor(private readonly context: TFakeContext) {}

  /** Answers one token request. */
  async token(request: TRecordedRequest): Promise<TFakeResponse> {
    const now = this.context.clock.now();
    const result = await this.grant(request);
    if ('failure' in result) return identityError(request, now, result.failure);
    return {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store, no-cache',
        pragma: 'no-cache',
      },
      body: result.body,
    };
  }

  private async grant(request: TRecordedRequest): Promise<TGrantResult> {
    const { settings, directory } = this.context;
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.includes('application/x-www-form-urlencoded'))
      return {
        failure: {
          error: 'invalid_request',
          code: 900144,
          message: "The request body must contain the following parameter: 'grant_type'.",
        },
      };
    const form = new URLSearchParams(request.body);
    const grantType = form.get('grant_type');
    if (!grantType) return { failure: missing('grant_type') };
    const client = clientOf(request, form);
    if (!client.id) return { failure: missing('client_id') };
    const tenantSegment = request.params.tenant ?? '';
    const tenant = tenantOfPath(directory, tenantSegment);
    if ('problem' in tenant) return { failure: { error: 'invalid_request', code: 90002, message: tenant.problem } };
    if (client.id !== settings.clientId)
      return {
        failure: {
          error: 'unauthorized_client',
          code: 700016,
          message: `Application with identifier '${client.id}' was not found in the directory '${tenantSegment}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
        },
      };
    if (client.secret === undefined)
      return {
        failure: {
          error: 'invalid_client',
          code: 7000218,
          status: 401,
          message: "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
        },
      };
    if (!same(client.secret, settings.clientSecret))
      return {
        failure: {
          error: 'invalid_client',
          code: 7000215,
          status: 401,
          message: `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${settings.clientId}'.`,
        },
      };
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const tenantId = tenant.any ? undefined : tenant.tenantId;
    switch (grantType) {
      case 'authorization_code':
        return this.authorizationCode(form, scopes, tenantId);
      case 'refresh_token':
        return this.refreshToken(form, scopes, tenantId);
      case JWT_BEARER:
        return this.onBehalfOf(form, scopes, tenantId);
      case 'client_credentials':
        return this.clientCredentials(scopes, tenantId, tenantSegment);
      default:
        return {
          failure: {
            error: 'unsupported_grant_type',
            code: 70003,
            message: `The app requested an unsupported grant type '${grantType}'.`,
          },
        };
    }
  }

  private wrongTenant(user: TFakeMicrosoftUser, tenantId: string | undefined): TIdentityError | undefined {
    if (tenantId === undefined || tenantId === user.tenantId) return undefined;
    return invalidGrant(
      50020,
      `User account '${user.userPrincipalName}' from identity provider '${v1Issuer(user.tenantId)}' does not exist in tenant '${tenantId}'.`,
    );
  }

  private async authorizationCode(
    form: URLSearchParams,
    scopes: string[],
    tenantId: string | undefined,
  ): Promise<TGrantResult> {
    const { directory, clock } = this.context;
    const codeText = form.get('code');
    if (!codeText) return { failure: missing('code') };
    const redirectUri = form.get('redirect_uri');
    if (!redirectUri) return { failure: missing('redirect_uri') };
    const code = directory.codes.get(codeText);
    if (!code) return { failure: invalidGrant(9002313, 'Invalid request. Request is malformed or invalid.') };
    if (code.redeemed)
      return {
        failure: invalidGrant(
          54005,
          'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
        ),
      };
    code.redeemed = true;
    if (clock.now() > code.expiresAt)
      return {
        failure: invalidGrant(
          70008,
          'The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.',
        ),
      };
    if (redirectUri !== code.redirectUri)
      return {
        failure: invalidGrant(
          50148,
          'The redirect_uri does not match the redirect URI used to obtain the authorization code.',
        ),
      };
    if (code.codeChallenge) {
      const verifier = form.get('code_verifier');
      if (!verifier)
        return {
          failure: invalidGrant(
            50148,
            'The code_verifier does not match the code_challenge supplied in the authorization request for PKCE.',
          ),
        };
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== code.codeChallenge)
        return {
          failure: invalidGrant(
            501481,
            'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
          ),
        };
    }
    const user = directory.user(code.userObjectId);
    if (!user) return { failure: invalidGrant(50034, 'The user account does not exist in the directory.') };
    const wrong = this.wrongTenant(user, tenantId);
    if (wrong) return { failure: wrong };
    const granted = scopes.length ? scopes : code.scopes;
    return { body: await this.userTokens(user, granted, form, code.nonce) };
  }

  private async refreshToken(
    form: URLSearchParams,
    scopes: string[],
    tenantId: string | undefined,
  ): Promise<TGrantResult> {
    const { directory } = this.context;
    const text = form.get('refresh_token');
    if (!text) return { failure: missing('refresh_token') };
    const stored = directory.refreshTokens.get(text);
    if (!stored) return { failure: invalidGrant(9002313, 'Invalid request. Request is malformed or invalid.') };
    if (stored.revoked)
      return {
        failure: invalidGrant(
          50173,
          'The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might have changed or reset their password.',
        ),
      };
    const user = directory.user(stored.userObjectId);
    if (!user) return { failure: invalidGrant(50034, 'The user account does not exist in the directory.') };
    const wrong = this.wrongTenant(user, tenantId);
    if (wrong) return { failure: wrong };
    return { body: await this.userTokens(user, scopes.length ? scopes : stored.scopes, form) };
  }

  private async onBehalfOf(
    form: URLSearchParams,
    scopes: string[],
    tenantId: string | undefined,
  ): Promise<TGrantResult> {
    const { directory, settings, key, clock } = this.context;
    const assertion = form.get('assertion');
    if (!assertion) return { failure: missing('assertion') };
    if (form.get('requested_token_use') !== 'on_behalf_of') return { failure: missing('requested_token_use') };
    if (!scopes.length) return { failure: missing('scope') };
    let claims: Record<string, unknown>;
    try {
      claims = (await verifyOwnToken(key, assertion, clock.now())).payload;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_JWT_EXPIRED' || code === 'ERR_JWT_CLAIM_VALIDATION_FAILED')
        return {
          failure: invalidGrant(
            500133,
            'Assertion is not within its valid time range. Ensure that the access token is not expired before using it for user assertion, or request a new token.',
          ),
        };
      return { failure: invalidGrant(50013, 'Assertion failed signature validation.') };
    }
    const audience = String(claims.aud ?? '');
    const forUs =
      audience === settings.clientId || (audience.startsWith('api://') && audience.endsWith(`/${settings.clientId}`));
    if (!forUs) return { failure: invalidGrant(50013, 'Assertion audience claim does not match the required value.') };
    const tid = String(claims.tid ?? '');
    if (claims.iss !== v1Issuer(tid) && claims.iss !== v2Issuer(tid))
      return { failure: invalidGrant(50013, 'Assertion contains an invalid issuer.') };
    const user = directory.user(String(claims.oid ?? ''));
    if (!user || user.tenantId !== tid)
      return { failure: invalidGrant(50034, 'The user account does not exist in the directory.') };
    const wrong = this.wrongTenant(user, tenantId);
    if (wrong) return { failure: wrong };
    if (user.needsConsent)
      return {
        failure: invalidGrant(
          65001,
          `The user or administrator has not consented to use the application with ID '${settings.clientId}' named 'Rollcall'. Send an interactive authorization request for this user and resource.`,
          'consent_required',
        ),
      };
    return { body: await this.userTokens(user, scopes, form) };
  }

  private async clientCredentials(
    scopes: string[],
    tenantId: string | undefined,
    tenantSegment: string,
  ): Promise<TGrantResult> {
    const { directory, settings, key, clock } = this.context;
    const defaults = [`${GRAPH_RESOURCE}/.default`, `${GRAPH_APP_ID}/.default`];
    const marketplace = scopes.length === 1 && scopes[0] === `${MARKETPLACE_RESOURCE_ID}/.default`;
    if (scopes.length !== 1 || (!defaults.includes(scopes[0]!) && !marketplace))
      return {
        failure: {
          error: 'invalid_scope',
          code: 1002012,
          message: `The provided value for scope ${scopes.join(' ')} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
        },
      };
    if (tenantId === undefined)
      return {
        failure: {
          error: 'invalid_request',
          code: 90099,
          message: `The application '${settings.clientId}' must use a tenant-specific endpoint ('${tenantSegment}' is not one) for the client credentials flow.`,
        },
      };
    const tenant = directory.tenant(tenantId)!;
    if (!tenant.adminConsented)
      return {
        failure: {
          error: 'unauthorized_client',
          code: 700016,
          message: `Application with identifier '${settings.clientId}' was not found in the directory '${tenantId}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
        },
      };
    const lifetime = settings.accessTokenSeconds;
    if (marketplace) {
      // The marketplace API checks the token itself (signature, audience, tenant); Graph never accepts it.
      const claims = marketplaceAppTokenClaims({
        tenantId,
        clientId: settings.clientId,
        now: clock.now(),
        lifetimeSeconds: lifetime,
      });
      const token = await signToken(key, claims);
      return { body: { token_type: 'Bearer', expires_in: lifetime, ext_expires_in: lifetime, access_token: token } };
    }
    const accessToken = await signToken(
      key,
      graphAppTokenClaims({
        tenantId,
        clientId: settings.clientId,
        roles: tenant.appRoles,
        now: clock.now(),
        lifetimeSeconds: lifetime,
      }),
    );
    directory.accessTokens.set(accessToken, {
      tenantId,
      clientId: settings.clientId,
      scopes: [],
      roles: [...tenant.appRoles],
      expiresAt: clock.now() + lifetime * 1000,
    });
    return {
      body: { token_type: 'Bearer', expires_in: lifetime, ext_expires_in: lifetime, access_token: accessToken },
    };
  }

  /** Access, refresh (with offline_access), id (with openid) tokens and client_info for a user. */
  async userTokens(
    user: TFakeMicrosoftUser,
    scopes: string[],
    form: URLSearchParams | undefined,
    nonce?: string,
  ): Promise<Record<string, unknown>> {
    const { directory, settings, key, clock } = this.context;
    const now = clock.now();
    const permissions = graphScopes(scopes);
    const lifetime = settings.accessTokenSeconds;
    const accessToken = await this.graphAccessToken(user, permissions);
    const oidc = scopes.filter((scope) => ['openid', 'profile', 'email', 'offline_access'].includes(scope));
    const body: Record<string, unknown> = {
      token_type: 'Bearer',
      scope: [...permissions.map((scope) => `${GRAPH_RESOURCE}/${scope}`), ...oidc].join(' '),
      expires_in: lifetime,
      ext_expires_in: lifetime,
      access_token: accessToken,
    };
    if (scopes.includes('offline_access'))
      body.refresh_token = directory.issueRefreshToken({
        clientId: settings.clientId,
        userObjectId: user.objectId,
        scopes,
      });
    if (scopes.includes('openid'))
      body.id_token = await signToken(
        key,
        idTokenClaims({ user, clientId: settings.clientId, scopes, ...(nonce ? { nonce } : {}), now }),
      );
    if (form?.get('client_info') === '1')
      body.client_info = Buffer.from(JSON.stringify({ uid: user.objectId, utid: user.tenantId })).toString('base64url');
    return body;
  }

  /** A delegated Graph access token, recorded so Graph accepts it. */
  async graphAccessToken(user: TFakeMicrosoftUser, permissions: string[]): Promise<string> {
    const { directory, settings, key, clock } = this.context;
    const lifetime = settings.accessTokenSeconds;
    const token = await signToken(
      key,
      graphUserTokenClaims({
        user,
        clientId: settings.clientId,
        scopes: permissions,
        now: clock.now(),
        lifetimeSeconds: lifetime,
      }),
    );
    directory.accessTokens.set(token, {
      tenantId: user.tenantId,
      clientId: settings.clientId,
      userObjectId: user.objectId,
      scopes: permissions,
      roles: [],
      expiresAt: clock.now() + lifetime * 1000,
    });
    return token;
  }
}
