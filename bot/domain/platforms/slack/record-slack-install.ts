/**
 * A Slack workspace approved the Rollcall app (issue 18, OAuth v2): the installation is recorded
 * for the account whose admin started it, with the bot token sealed. Installing the same workspace
 * again from the same account updates that row (new token, new confirm link, linked again when it
 * was linked); another account's install of the same workspace is its own pending row, so it can
 * never take over a linked one without its confirm step.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';
import type { TSecretBox } from '../../secrets/secret-box.ts';
import type { TInstallStarter } from './slack-install-state.ts';
import { sealSlackToken, type TSlackInstallRow } from './slack-install-store.ts';

/** What oauth.v2.access answered, in our words. */
export interface TSlackInstallation {
  slackTeamId: string;
  slackTeamName: string;
  enterpriseId: string | null;
  isEnterpriseInstall: boolean;
  appId: string;
  botUserId: string;
  botToken: string;
  scopes: string;
  installerSlackUserId: string;
}

/** Records the installation for the starter's account; answers its row. */
export async function recordSlackInstall(
  db: TDb,
  box: TSecretBox,
  installation: TSlackInstallation,
  starter: TInstallStarter,
  now: Date,
): Promise<TSlackInstallRow> {
  const { botToken, ...fields } = installation;
  const values = {
    ...fields,
    botTokenSealed: sealSlackToken(box, botToken),
    installedByUserId: starter.userId,
    slug: randomBytes(16).toString('base64url'),
    removedAt: null,
  };
  const [row] = await db
    .insert(slackInstalls)
    .values({ ...values, accountId: starter.accountId, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [slackInstalls.slackTeamId, slackInstalls.accountId],
      set: {
        ...values,
        status: sql`case when ${slackInstalls.teamId} is null then 'pending' else 'linked' end`,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}
