/**
 * Checks the single-sign-on token a Teams tab gets from teams-js (`authentication.getAuthToken`),
 * as Microsoft documents for tab SSO: an RS256 JWT signed by one of the identity platform's keys,
 * for our API (audience `api://{host}/{client id}`, or the bare client id in v2 tokens), issued by
 * the token's own tenant (or only by BOT_TENANT_ID when single-tenant), unexpired, and delegated to
 * Teams with the `access_as_user` scope. Only this file reads JWTs with jose.
 */
import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { TTabTokenCheck, TTabTokenVerifier } from '../../domain/platforms/microsoft/tab-token-verifier.ts';
import { personOfClaims } from './microsoft-identity-client.ts';
import type { TMicrosoftSettings } from './microsoft-settings.ts';

/** The delegated scope the app registration exposes for Teams (Expose an API). */
export const TAB_SSO_SCOPE = 'access_as_user';
/** Clock difference tolerated between Microsoft and this server, in seconds. */
export const TAB_TOKEN_CLOCK_SKEW_S = 60;
/** A tab token is a few kilobytes; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 16_384;
/** How long one fetch of the signing keys may take. */
const KEYS_TIMEOUT_MS = 5_000;
/**
 * The tenant of personal Microsoft accounts (outlook.com, live.com). Sign in with Microsoft asks
 * for work or school accounts only ('organizations'); the tab accepts the same accounts.
 */
export const PERSONAL_ACCOUNTS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Application ID URI of the app registration (Teams tab SSO): `api://{host}/{client id}`. */
export function tabApplicationIdUri(publicUrl: string, clientId: string): string {
  return `api://${new URL(publicUrl).host}/${clientId}`;
}

/** Fetching the signing keys failed (network, timeout, a bad answer): not the token's fault. */
class SigningKeysUnavailable extends Error {}

const rejected = (reason: string): TTabTokenCheck => ({ ok: false, failure: 'rejected', reason });

/** The issuers a token of this tenant may carry: v1 (sts.windows.net) or v2 (login.microsoftonline.com). */
function issuersOf(tenantId: string): string[] {
  return [`https://sts.windows.net/${tenantId}/`, `https://login.microsoftonline.com/${tenantId}/v2.0`];
}

/** The claim's tenant id when it is a well-formed one, lower-cased. */
function tenantOf(payload: JWTPayload): string | undefined {
  const tid = payload.tid;
  return typeof tid === 'string' && TENANT_ID.test(tid) ? tid.toLowerCase() : undefined;
}

/** Reads the claims without trusting them, only to pick the tenant's issuers. */
function unverifiedClaims(token: string): JWTPayload | undefined {
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

/**
 * A verifier for the configured app registration. The signing keys are fetched from
 * `{MICROSOFT_LOGIN_URL}/common/discovery/v2.0/keys` and cached by jose (refetched when a token
 * names a key it has not seen, at most every 30 seconds).
 */
export function createTabTokenVerifier(
  settings: TMicrosoftSettings,
  options: { publicUrl: () => string },
): TTabTokenVerifier {
  const remoteKeys = createRemoteJWKSet(new URL(`${settings.loginUrl}/common/discovery/v2.0/keys`), {
    timeoutDuration: KEYS_TIMEOUT_MS,
  });
  const keys = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      // An unknown key id is the token's fault; anything else means the keys could not be read.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new SigningKeysUnavailable('signing keys unavailable', { cause: error });
    }
  };
  const singleTenant = settings.singleTenant ? settings.tenant.toLowerCase() : undefined;

  return {
    async verify(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
        return rejected('malformed');
      }
      const claimed = unverifiedClaims(token);
      if (!claimed) return rejected('malformed');
      const tenantId = tenantOf(claimed);
      if (!tenantId) return rejected('no_tenant');
      if (tenantId === PERSONAL_ACCOUNTS_TENANT) return rejected('personal_account');
      if (singleTenant && tenantId !== singleTenant) return rejected('wrong_tenant');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          audience: [tabApplicationIdUri(options.publicUrl(), settings.clientId), settings.clientId],
          issuer: issuersOf(tenantId),
          clockTolerance: TAB_TOKEN_CLOCK_SKEW_S,
          requiredClaims: ['exp', 'iat', 'tid', 'oid'],
        }));
      } catch (error) {
        if (error instanceof SigningKeysUnavailable) {
          return { ok: false, failure: 'unavailable', reason: 'signing_keys_unavailable' };
        }
        return rejected(error instanceof errors.JOSEError ? error.code : 'invalid');
      }
      // The verified tid must be the one the issuer was chosen for (it is: issuer embeds it).
      if (tenantOf(payload) !== tenantId) return rejected('wrong_tenant');
      const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
      if (!scopes.includes(TAB_SSO_SCOPE)) return rejected('missing_scope');
      const person = personOfClaims({ ...payload, nonce: undefined } as Parameters<typeof personOfClaims>[0]);
      if (!person) return rejected('no_identity');
      return { ok: true, person };
    },
  };
}
