/**
 * What the Slack integration tests share: the server's Slack settings, an install row to act on,
 * and a signer written here from Slack's documented algorithm (not the adapter's own code), so a
 * mistake in the adapter's check cannot pass by agreeing with itself.
 */
import { createHmac } from 'node:crypto';
import type { TDb } from '../../../bot/db/client.ts';
import { slackInstalls } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { TEST_SESSION_SECRET } from '../../helpers/test-server.ts';

export const SLACK_TEST_SETTINGS = {
  SLACK_CLIENT_ID: '1111.2222',
  SLACK_CLIENT_SECRET: 'test-slack-client-secret',
  SLACK_SIGNING_SECRET: 'test-slack-signing-secret',
};

/** The secret box the test server seals tokens with. */
export const testSecretBox = () => createSecretBox(TEST_SESSION_SECRET);

/** Headers Slack sends with a body signed at `timestampSeconds`. */
export function signedHeaders(
  body: string,
  options: { secret?: string; timestampSeconds?: number; contentType?: string } = {},
): Record<string, string> {
  const timestamp = String(options.timestampSeconds ?? Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', options.secret ?? SLACK_TEST_SETTINGS.SLACK_SIGNING_SECRET)
    .update(`v0:${timestamp}:${body}`)
    .digest('hex');
  return {
    'content-type': options.contentType ?? 'application/json',
    'x-slack-request-timestamp': timestamp,
    'x-slack-signature': `v0=${signature}`,
  };
}

/** An Events API envelope for a workspace. */
export function eventEnvelope(teamId: string, event: Record<string, unknown>): string {
  return JSON.stringify({
    token: 'legacy-verification-token',
    team_id: teamId,
    api_app_id: 'A0ROLLCALL',
    event: { event_ts: '1700000000.000100', ...event },
    type: 'event_callback',
    event_id: `Ev${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    event_time: 1700000000,
  });
}

/** Stores an install as the OAuth step would, with a sealed token. */
export async function storeInstall(
  db: TDb,
  account: TAccountRow,
  values: { slackTeamId: string; botUserId?: string; token?: string; status?: string; teamId?: string },
) {
  const [row] = await db
    .insert(slackInstalls)
    .values({
      slug: `slug-${Math.random().toString(36).slice(2)}`,
      slackTeamId: values.slackTeamId,
      slackTeamName: `Workspace ${values.slackTeamId}`,
      appId: 'A0ROLLCALL',
      botUserId: values.botUserId ?? 'UBOT1',
      botTokenSealed: testSecretBox().seal(values.token ?? `xoxb-${values.slackTeamId}-secret`),
      scopes: 'chat:write',
      installerSlackUserId: 'UINSTALLER',
      accountId: account.id,
      status: values.status ?? 'pending',
      teamId: values.teamId ?? null,
    })
    .returning();
  return row!;
}
