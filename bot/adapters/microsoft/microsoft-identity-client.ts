/**
 * The Microsoft identity platform through msal-node (ARCHITECTURE §1): the authorization code
 * flow with PKCE for Sign in with Microsoft and Graph consent, silent refresh of stored grants, and
 * the on-behalf-of flow for the Teams tabs. Errors become the core's few failure kinds; nothing of
 * msal leaks past this file.
 */
import { AuthError, CryptoProvider, type IdTokenClaims, InteractionRequiredAuthError } from '@azure/msal-node';
import type {
  TIdentityFailure,
  TMicrosoftGrant,
  TMicrosoftIdentityClient,
  TMicrosoftPerson,
} from '../../domain/platforms/microsoft/microsoft-identity.ts';
import { microsoftSettingsOf, type TMicrosoftSettings, toConfiguredLoginUrl } from './microsoft-settings.ts';
import { createMsalApp } from './msal-app.ts';

/** OpenID scopes beyond the ones msal always adds (openid, profile, offline_access). */
const SIGN_IN_SCOPES = ['email', 'User.Read'];

/** msal error codes that mean Microsoft could not be reached or answered badly, not a refusal. */
const UNAVAILABLE_CODES = new Set([
  'network_error',
  'endpoints_resolution_error',
  'openid_config_error',
  'request_timeout',
  // The token endpoint's own answer to a 5xx or 429 (msal's ServerError carries no status).
  'temporarily_unavailable',
  'server_error',
]);

/** Whether an msal failure means "try again later" rather than "refused". */
function failureOf(error: unknown): TIdentityFailure {
  if (!(error instanceof AuthError)) return 'unavailable';
  if (UNAVAILABLE_CODES.has(error.errorCode)) return 'unavailable';
  const status = (error as AuthError & { status?: number }).status;
  return typeof status === 'number' && status >= 500 ? 'unavailable' : 'rejected';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 254) : '');

/** The person of verified id token claims (msal checked them against the token endpoint's answer). */
export function personOfClaims(claims: IdTokenClaims & Record<string, unknown>): TMicrosoftPerson | undefined {
  const tenantId = text(claims.tid);
  const objectId = text(claims.oid);
  if (!tenantId || !objectId) return undefined;
  const name = text(claims.name);
  const [first = '', ...rest] = name.split(/\s+/);
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  const fromName = !givenName && !familyName;
  const email = text(claims.email).toLowerCase() || null;
  const edov = claims.xms_edov;
  return {
    tenantId,
    objectId,
    email,
    emailVerified: email !== null && (edov === true || edov === 1 || edov === '1' || edov === 'true'),
    name,
    givenName: fromName ? first : givenName,
    familyName: fromName ? rest.join(' ') : familyName,
    nonce: typeof claims.nonce === 'string' ? claims.nonce : null,
  };
}

/** The tenant of an msal home account id (`{oid}.{tid}`). */
function tenantOfHomeAccount(homeAccountId: string): string | undefined {
  const [, tenant] = homeAccountId.split('.');
  return tenant || undefined;
}

/** The identity client for the configured app registration. */
export function createMicrosoftIdentityClient(settings: TMicrosoftSettings): TMicrosoftIdentityClient {
  const crypto = new CryptoProvider();
  return {
    async newPkce() {
      return crypto.generatePkceCodes();
    },

    async authorizeUrl(options) {
      const url = await createMsalApp(settings).getAuthCodeUrl({
        scopes: [...SIGN_IN_SCOPES, ...options.scopes],
        redirectUri: options.redirectUri,
        state: options.state,
        nonce: options.nonce,
        codeChallenge: options.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: 'query',
        ...(options.prompt ? { prompt: options.prompt } : {}),
        ...(options.loginHint ? { loginHint: options.loginHint } : {}),
      });
      return toConfiguredLoginUrl(url, settings.loginUrl);
    },

    async redeemCode(options) {
      const app = createMsalApp(settings);
      try {
        const result = await app.acquireTokenByCode({
          code: options.code,
          redirectUri: options.redirectUri,
          codeVerifier: options.codeVerifier,
          scopes: [...SIGN_IN_SCOPES, ...options.scopes],
          ...(options.nonce !== undefined ? { nonce: options.nonce } : {}),
        });
        const person = personOfClaims(result.idTokenClaims as IdTokenClaims & Record<string, unknown>);
        if (!person || !result.account) return { ok: false, failure: 'rejected', error: 'no_identity' };
        if (settings.singleTenant && person.tenantId.toLowerCase() !== settings.tenant.toLowerCase()) {
          return { ok: false, failure: 'rejected', error: 'wrong_tenant' };
        }
        const grant: TMicrosoftGrant = {
          cache: app.getTokenCache().serialize(),
          homeAccountId: result.account.homeAccountId,
        };
        return { ok: true, person, grant };
      } catch (error) {
        return {
          ok: false,
          failure: failureOf(error),
          error: error instanceof AuthError ? error.errorCode : undefined,
        };
      }
    },

    async accessToken(grant, scopes) {
      const tenant = tenantOfHomeAccount(grant.homeAccountId);
      if (!tenant) return { ok: false, failure: 'interaction_required' };
      try {
        const app = createMsalApp(settings, { tenant, cache: grant.cache });
        const account = await app.getTokenCache().getAccountByHomeId(grant.homeAccountId);
        if (!account) return { ok: false, failure: 'interaction_required' };
        const result = await app.acquireTokenSilent({ account, scopes: [...scopes] });
        return {
          ok: true,
          token: result.accessToken,
          grant: { cache: app.getTokenCache().serialize(), homeAccountId: grant.homeAccountId },
        };
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) return { ok: false, failure: 'interaction_required' };
        const failure = failureOf(error);
        // A refresh token Microsoft refuses (revoked, expired) needs the person to consent again.
        return { ok: false, failure: failure === 'rejected' ? 'interaction_required' : failure };
      }
    },

    async onBehalfOf(assertion, scopes, tenantId) {
      try {
        const result = await createMsalApp(settings, { tenant: tenantId }).acquireTokenOnBehalfOf({
          oboAssertion: assertion,
          scopes: [...scopes],
          skipCache: true,
        });
        return result ? { ok: true, token: result.accessToken } : { ok: false, failure: 'rejected' };
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) return { ok: false, failure: 'consent_required' };
        const codes = (error as { errorCode?: string; subError?: string; errorMessage?: string }) ?? {};
        if (codes.subError === 'consent_required' || codes.errorMessage?.includes('AADSTS65001')) {
          return { ok: false, failure: 'consent_required' };
        }
        return { ok: false, failure: failureOf(error) };
      }
    },
  };
}

/** Microsoft identity as configured: the settings and the client, or undefined when it is off. */
export function microsoftIdentityOf(
  env: Parameters<typeof microsoftSettingsOf>[0],
): { settings: TMicrosoftSettings; client: TMicrosoftIdentityClient } | undefined {
  const settings = microsoftSettingsOf(env);
  return settings ? { settings, client: createMicrosoftIdentityClient(settings) } : undefined;
}
