/**
 * Checks the bearer token Microsoft sends with each marketplace webhook call ("Implementing a
 * webhook on the SaaS service": validate the Entra token): an RS256 JWT signed by a key of the
 * publisher tenant's JWKS ({MICROSOFT_LOGIN_URL}/{tenant}/discovery/v2.0/keys), issued by that
 * tenant (v1 sts.windows.net or v2 login.microsoftonline.com issuer), for our app registration
 * (aud = MICROSOFT_CLIENT_ID), called by the marketplace's own app (appid / azp), unexpired and no
 * older than a day.
 */
import {
  createRemoteJWKSet,
  errors,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { TMarketplaceWebhookVerifier } from '../../domain/billing/marketplace/marketplace-gateway.ts';
import type { TEnv } from '../../env.ts';
import { MARKETPLACE_APP_ID, marketplaceSettingsOf } from './marketplace-client.ts';
import type { TMicrosoftSettings } from './microsoft-settings.ts';

/** Clock difference tolerated between Microsoft and this server, in seconds. */
const CLOCK_SKEW_S = 60;
/** Entra access tokens live about an hour; one far older than a day was not minted for this call. */
const MAX_TOKEN_AGE = '1 day';
const MAX_TOKEN_LENGTH = 16_384;
const KEYS_TIMEOUT_MS = 5_000;

class SigningKeysUnavailable extends Error {}

/** The issuers a token of the publisher tenant may carry. */
function issuersOf(tenantId: string): string[] {
  return [`https://sts.windows.net/${tenantId}/`, `https://login.microsoftonline.com/${tenantId}/v2.0`];
}

/** The verifier for the publisher tenant and app registration. */
export function createMarketplaceWebhookVerifier(
  settings: TMicrosoftSettings,
  tenantId: string,
): TMarketplaceWebhookVerifier {
  const remoteKeys = createRemoteJWKSet(new URL(`${settings.loginUrl}/${tenantId}/discovery/v2.0/keys`), {
    timeoutDuration: KEYS_TIMEOUT_MS,
  });
  const keys = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new SigningKeysUnavailable('signing keys unavailable', { cause: error });
    }
  };
  const tenant = tenantId.toLowerCase();

  return {
    async verify(authorization) {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
      if (!token || token.length > MAX_TOKEN_LENGTH) return { ok: false, failure: 'rejected', reason: 'no_token' };
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          audience: [settings.clientId, `api://${settings.clientId}`],
          issuer: issuersOf(tenant),
          clockTolerance: CLOCK_SKEW_S,
          maxTokenAge: MAX_TOKEN_AGE,
          requiredClaims: ['exp', 'iat', 'tid'],
        }));
      } catch (error) {
        if (error instanceof SigningKeysUnavailable) {
          return { ok: false, failure: 'unavailable', reason: 'signing_keys_unavailable' };
        }
        return { ok: false, failure: 'rejected', reason: error instanceof errors.JOSEError ? error.code : 'invalid' };
      }
      if (typeof payload.tid !== 'string' || payload.tid.toLowerCase() !== tenant) {
        return { ok: false, failure: 'rejected', reason: 'wrong_tenant' };
      }
      const caller = payload.appid ?? payload.azp;
      if (typeof caller !== 'string' || caller.toLowerCase() !== MARKETPLACE_APP_ID) {
        return { ok: false, failure: 'rejected', reason: 'wrong_caller' };
      }
      return { ok: true };
    },
  };
}

/** The verifier of this process, or undefined while the marketplace is not configured. */
export function marketplaceWebhookVerifierOf(env: TEnv): TMarketplaceWebhookVerifier | undefined {
  const configured = marketplaceSettingsOf(env);
  return configured && createMarketplaceWebhookVerifier(configured.settings, configured.tenantId);
}
