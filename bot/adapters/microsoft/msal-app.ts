/**
 * Builds msal-node confidential clients for Rollcall's app registration. A client is cheap and
 * holds its token cache in memory, so each use gets its own: per person (their grant's cache) or
 * per tenant (on-behalf-of), never one cache shared across people.
 */
import { ConfidentialClientApplication, LogLevel } from '@azure/msal-node';
import { CANONICAL_LOGIN_URL, type TMicrosoftSettings } from './microsoft-settings.ts';
import { createMsalNetworkClient } from './msal-network-client.ts';

/** Tenant path segments msal accepts besides tenant GUIDs and domain names. */
const TENANT_PATTERN = /^[a-z0-9][a-z0-9.-]{0,253}$/i;

/** A confidential client for `tenant` (default: the configured one), with an empty or given cache. */
export function createMsalApp(
  settings: TMicrosoftSettings,
  options: { tenant?: string; cache?: string } = {},
): ConfidentialClientApplication {
  const tenant = options.tenant ?? settings.tenant;
  if (!TENANT_PATTERN.test(tenant)) throw new Error('Not a Microsoft tenant id.');
  const app = new ConfidentialClientApplication({
    auth: {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authority: `${CANONICAL_LOGIN_URL}/${tenant}`,
    },
    system: {
      networkClient: createMsalNetworkClient(settings.loginUrl),
      // Tokens and names never reach the logs.
      loggerOptions: { piiLoggingEnabled: false, logLevel: LogLevel.Error, loggerCallback: () => {} },
    },
  });
  if (options.cache) app.getTokenCache().deserialize(options.cache);
  return app;
}
