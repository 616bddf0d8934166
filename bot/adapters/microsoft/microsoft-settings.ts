/**
 * The Microsoft identity settings Rollcall runs with, read once from the environment: the app
 * registration (client id and secret), the tenant it signs people in from, and where the identity
 * platform and Graph live. Undefined when Microsoft identity is not configured, so every door can
 * say so instead of failing half way.
 */
import type { TEnv } from '../../env.ts';

/** The identity platform's public host: msal-node is always given authorities on it. */
export const CANONICAL_LOGIN_URL = 'https://login.microsoftonline.com';

/** Work and school accounts of any tenant (personal Microsoft accounts have no Teams organisation). */
export const MULTI_TENANT = 'organizations';

export interface TMicrosoftSettings {
  clientId: string;
  clientSecret: string;
  /** BOT_TENANT_ID for a single-tenant install, else 'organizations'. */
  tenant: string;
  /** Whether only the one tenant of BOT_TENANT_ID may sign in. */
  singleTenant: boolean;
  /** MICROSOFT_LOGIN_URL without a trailing slash. */
  loginUrl: string;
  /** MICROSOFT_GRAPH_URL without a trailing slash. */
  graphUrl: string;
}

/** The settings, or undefined when MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET are not set. */
export function microsoftSettingsOf(
  env: Pick<
    TEnv,
    'MICROSOFT_CLIENT_ID' | 'MICROSOFT_CLIENT_SECRET' | 'BOT_TENANT_ID' | 'MICROSOFT_LOGIN_URL' | 'MICROSOFT_GRAPH_URL'
  >,
): TMicrosoftSettings | undefined {
  if (!env.MICROSOFT_CLIENT_ID || !env.MICROSOFT_CLIENT_SECRET) return undefined;
  return {
    clientId: env.MICROSOFT_CLIENT_ID,
    clientSecret: env.MICROSOFT_CLIENT_SECRET,
    tenant: env.BOT_TENANT_ID ?? MULTI_TENANT,
    singleTenant: env.BOT_TENANT_ID !== undefined,
    loginUrl: env.MICROSOFT_LOGIN_URL.replace(/\/+$/, ''),
    graphUrl: env.MICROSOFT_GRAPH_URL.replace(/\/+$/, ''),
  };
}

/**
 * A URL on the canonical identity host, moved to MICROSOFT_LOGIN_URL (a national cloud, or the
 * local stand-in in tests). msal-node insists on https authorities, so it always works with the
 * canonical host and the requests it makes (and the authorize page the browser is sent to) are
 * moved here. Any other URL is answered unchanged.
 */
export function toConfiguredLoginUrl(url: string, loginUrl: string): string {
  if (loginUrl === CANONICAL_LOGIN_URL) return url;
  if (url === CANONICAL_LOGIN_URL || url.startsWith(`${CANONICAL_LOGIN_URL}/`)) {
    return loginUrl + url.slice(CANONICAL_LOGIN_URL.length);
  }
  return url;
}
