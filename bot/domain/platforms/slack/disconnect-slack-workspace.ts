/**
 * Slack says the app is gone from a workspace (`app_uninstalled`) or its bot token was revoked
 * (`tokens_revoked`): every install of that workspace, in every account, is marked removed and its
 * sealed token erased. As when the Teams bot is removed, the Rollcall team and its history stay;
 * nothing is sent there until the workspace installs the app again.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';

export interface TSlackDisconnect {
  /** The workspace the event came from. */
  slackTeamId?: string | undefined;
  /** Its Enterprise Grid organization, for organization-wide installs. */
  enterpriseId?: string | undefined;
  /** Only the installs of these bot users (tokens_revoked names the revoked bots); all when absent. */
  botUserIds?: readonly string[];
}

/** Marks the workspace's installs removed and erases their tokens; answers how many changed. */
export async function disconnectSlackWorkspace(db: TDb, event: TSlackDisconnect, now: Date): Promise<number> {
  const workspaces: SQL[] = [];
  if (event.slackTeamId) workspaces.push(eq(slackInstalls.slackTeamId, event.slackTeamId));
  if (event.enterpriseId)
    workspaces.push(
      and(eq(slackInstalls.enterpriseId, event.enterpriseId), eq(slackInstalls.isEnterpriseInstall, true))!,
    );
  if (workspaces.length === 0) return 0;
  if (event.botUserIds && event.botUserIds.length === 0) return 0;
  const bots = event.botUserIds ? inArray(slackInstalls.botUserId, [...event.botUserIds]) : undefined;
  const removed = await db
    .update(slackInstalls)
    .set({ status: 'removed', botTokenSealed: null, removedAt: now, updatedAt: now })
    .where(and(or(...workspaces), bots))
    .returning({ id: slackInstalls.id });
  return removed.length;
}
