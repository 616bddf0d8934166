/**
 * The one place the Microsoft 365 Agents SDK's adapter is built (ARCHITECTURE §1, §6): anonymous
 * when no bot id is set outside production (local development and tests, no token sent or
 * checked), otherwise with the bot's id and secret. In production the outbound host check is on,
 * so a forged service URL can never make the bot call a stranger's server with its token.
 */
import {
  type AuthConfiguration,
  CloudAdapter,
  type ConnectorClient,
  createOutboundHostValidator,
} from '@microsoft/agents-hosting';

/** The Bot Connector token audience (public cloud). */
export const BOT_CONNECTOR_SCOPE = 'https://api.botframework.com';

export interface TTeamsCredentials {
  botId?: string;
  botPassword?: string;
  tenantId?: string;
  production: boolean;
}

/** The SDK's auth settings: empty (anonymous) without a bot id. */
export function authConfigurationOf(credentials: TTeamsCredentials): AuthConfiguration {
  if (!credentials.botId) return {} as AuthConfiguration;
  return {
    clientId: credentials.botId,
    clientSecret: credentials.botPassword,
    ...(credentials.tenantId ? { tenantId: credentials.tenantId } : {}),
  } as AuthConfiguration;
}

/** CloudAdapter that also hands out a connector client for proactive calls outside a turn. */
export class RollcallCloudAdapter extends CloudAdapter {
  /** A Bot Connector client for `serviceUrl`, with the bot's token when it has credentials. */
  connectorFor(serviceUrl: string): Promise<ConnectorClient> {
    return this.createConnectorClient(
      serviceUrl,
      BOT_CONNECTOR_SCOPE,
      CloudAdapter.createIdentity(BOT_CONNECTOR_SCOPE),
    );
  }
}

/** Builds the adapter from the bot's credentials. */
export function createCloudAdapter(credentials: TTeamsCredentials): {
  adapter: RollcallCloudAdapter;
  auth: AuthConfiguration;
} {
  const auth = authConfigurationOf(credentials);
  const adapter = new RollcallCloudAdapter(
    auth,
    undefined,
    undefined,
    undefined,
    createOutboundHostValidator({ enabled: credentials.production }),
  );
  return { adapter, auth };
}
