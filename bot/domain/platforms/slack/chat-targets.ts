/**
 * Where a team's chat messages go on Slack: each member's DM (their Slack user id, or the D channel
 * the first message opened, kept on team_members) and the report's channel, through the workspace of
 * the team's linked install. Members without a Slack id (added by email) have no target and are
 * reached by email instead. Registered in bot/domain/platforms/chat-platforms.ts.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';
import type { TTeamChatTargets } from '../chat-platforms.ts';
import { memberPlatformIds } from '../member-platform-ids.ts';
import { SLACK_CHANNEL, slackTarget } from './slack-address.ts';

/** The linked Slack install of a team with a usable token, if any. */
export async function linkedSlackInstallOf(db: TDb, teamId: string) {
  const [row] = await db
    .select()
    .from(slackInstalls)
    .where(
      and(
        eq(slackInstalls.teamId, teamId),
        eq(slackInstalls.status, 'linked'),
        isNotNull(slackInstalls.botTokenSealed),
      ),
    )
    .limit(1);
  return row;
}

/** The chat targets of a team's members (those with a Slack user id) and its channels. */
export async function slackChatTargets(db: TDb, teamId: string, userIds: readonly string[]): Promise<TTeamChatTargets> {
  const install = await linkedSlackInstallOf(db, teamId);
  const members = new Map<string, TChatTarget>();
  if (install) {
    for (const row of await memberPlatformIds(db, teamId, userIds)) {
      // A D id is the DM already opened; a U id makes chat.postMessage open it (no conversations.open).
      const dm = row.conversationId?.startsWith('D') ? row.conversationId : row.platformUserId;
      members.set(row.userId, slackTarget({ slackTeamId: install.slackTeamId, channel: dm, user: row.platformUserId }));
    }
  }
  return {
    platform: SLACK_CHANNEL,
    members,
    channel: (channelId) =>
      install && channelId ? slackTarget({ slackTeamId: install.slackTeamId, channel: channelId, user: null }) : null,
  };
}

/** The channels of a team's linked Slack workspace (the wizard's broadcast choices); none otherwise. */
export async function slackChannelsOf(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>> {
  const install = await linkedSlackInstallOf(db, teamId);
  return (install?.channels ?? []).map((channel) => ({ id: channel.id, name: channel.name }));
}
