import type { WebClient } from '@slack/web-api';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_INSTALL, exchangeSlackCode, SlackOauthError } from './slack-oauth.ts';

/** A WebClient whose oauth.v2.access answers `answer` (the only method the exchange calls). */
const answering = (answer: Record<string, unknown>) =>
  ({ oauth: { v2: { access: async () => ({ ok: true, ...answer }) } } }) as unknown as WebClient;

const options = { clientId: 'c', clientSecret: 's', code: 'x', redirectUri: 'https://r.example/slack/oauth_redirect' };
const workspaceInstall = {
  token_type: 'bot',
  access_token: 'xoxb-1',
  bot_user_id: 'UBOT',
  app_id: 'A1',
  authed_user: { id: 'U1' },
  scope: 'chat:write',
  team: { id: 'T1', name: 'Acme' },
  enterprise: { id: 'E1', name: 'Acme Org' },
  is_enterprise_install: false,
};

describe('exchangeSlackCode', () => {
  it('keys a workspace install (even inside an Enterprise Grid) by its workspace', async () => {
    const installation = await exchangeSlackCode(answering(workspaceInstall), options);
    expect(installation).toMatchObject({ slackTeamId: 'T1', enterpriseId: 'E1', isEnterpriseInstall: false });
  });

  it('refuses an organization-wide Enterprise Grid install, which nothing keyed by workspace would match', async () => {
    const refused = exchangeSlackCode(
      answering({ ...workspaceInstall, team: null, is_enterprise_install: true }),
      options,
    ).catch((error: unknown) => error);
    const error = await refused;
    expect(error).toBeInstanceOf(SlackOauthError);
    expect((error as SlackOauthError).slackError).toBe(ENTERPRISE_INSTALL);
  });
});
