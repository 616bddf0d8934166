/**
 * The OAuth v2 exchange of a Slack install (issue 18): the consent page's address for a signed
 * state, and `oauth.v2.access` turning the code Slack sent back into the installation we store.
 * Our own code on the WebClient rather than @slack/oauth's InstallProvider, whose state store and
 * installation store do not carry our user/account binding or our sealed-token table.
 */
import { ErrorCode, type WebAPICallError, type WebClient } from '@slack/web-api';
import { SLACK_BOT_SCOPES } from '../../../manifest/slack/slack-scopes.ts';
import type { TSlackInstallation } from '../../domain/platforms/slack/record-slack-install.ts';

/** The error code of an organization-wide Enterprise Grid install, which Rollcall refuses. */
export const ENTERPRISE_INSTALL = 'enterprise_install_not_supported';

/** Why oauth.v2.access gave no installation: Slack's own error code, or Slack unreachable. */
export class SlackOauthError extends Error {
  constructor(
    readonly slackError: string,
    readonly unreachable: boolean,
    options?: { cause?: unknown },
  ) {
    super(`Slack refused the install: ${slackError}`, options);
    this.name = 'SlackOauthError';
  }
}

/** The consent page on Slack for this state: the manifest's bot scopes, no user scopes. */
export function slackAuthorizeUrl(options: {
  slackUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL('/oauth/v2/authorize', options.slackUrl);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('scope', SLACK_BOT_SCOPES.join(','));
  url.searchParams.set('user_scope', '');
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  return url.toString();
}

const text = (value: unknown, max = 255): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** Exchanges the code for the bot's installation; throws SlackOauthError when Slack gives none. */
export async function exchangeSlackCode(
  client: WebClient,
  options: { clientId: string; clientSecret: string; code: string; redirectUri: string },
): Promise<TSlackInstallation> {
  let answer: Awaited<ReturnType<WebClient['oauth']['v2']['access']>>;
  try {
    answer = await client.oauth.v2.access({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code: options.code,
      redirect_uri: options.redirectUri,
    });
  } catch (error) {
    const callError = error as WebAPICallError;
    if (callError.code === ErrorCode.PlatformError)
      throw new SlackOauthError(String(callError.data.error ?? 'unknown_error'), false, { cause: error });
    throw new SlackOauthError('unreachable', true, { cause: error });
  }
  const isEnterpriseInstall = answer.is_enterprise_install === true;
  // Events, check-ins and identities are keyed by the workspace (T…): an org-wide install, keyed by
  // its enterprise, would be stored and then never match anything, so it is refused plainly.
  if (isEnterpriseInstall) throw new SlackOauthError(ENTERPRISE_INSTALL, false);
  const enterpriseId = text(answer.enterprise?.id);
  const slackTeamId = isEnterpriseInstall ? enterpriseId : text(answer.team?.id);
  const botToken = text(answer.access_token, 2000);
  const botUserId = text(answer.bot_user_id);
  const appId = text(answer.app_id);
  const installer = text(answer.authed_user?.id);
  if (answer.token_type !== 'bot' || !slackTeamId || !botToken || !botUserId || !appId || !installer) {
    throw new SlackOauthError('no_bot_token', false);
  }
  return {
    slackTeamId,
    slackTeamName: (isEnterpriseInstall ? text(answer.enterprise?.name) : text(answer.team?.name)) ?? 'Slack workspace',
    enterpriseId,
    isEnterpriseInstall,
    appId,
    botUserId,
    botToken,
    scopes: (text(answer.scope, 4000) ?? '').slice(0, 4000),
    installerSlackUserId: installer,
  };
}
