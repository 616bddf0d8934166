/**
 * Where a team's chat messages go on Microsoft Teams: each member's 1:1 (opened on first use) and
 * the report's channel, from the team's linked install. Members without a Teams id (added by email)
 * have no target and are reached by email instead. Registered in bot/domain/platforms/chat-platforms.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { msteamsInstalls } from '../../../db/schema/index.ts';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';
import type { TTeamChatTargets } from '../chat-platforms.ts';
import { memberPlatformIds } from '../member-platform-ids.ts';
import { MSTEAMS_CHANNEL, teamsTarget } from './teams-address.ts';

/** The linked install of each team (teams without one are absent). */
export async function linkedInstallsOf(db: TDb, teamIds: readonly string[]) {
  if (teamIds.length === 0) return new Map<string, typeof msteamsInstalls.$inferSelect>();
  const rows = await db
    .select()
    .from(msteamsInstalls)
    .where(and(inArray(msteamsInstalls.teamId, [...teamIds]), eq(msteamsInstalls.status, 'linked')));
  return new Map(rows.map((row) => [row.teamId!, row]));
}

/** The chat targets of a team's members (those with a Teams id) and its channels. */
export async function teamsChatTargets(db: TDb, teamId: string, userIds: readonly string[]): Promise<TTeamChatTargets> {
  const install = (await linkedInstallsOf(db, [teamId])).get(teamId);
  const members = new Map<string, TChatTarget>();
  if (install) {
    for (const row of await memberPlatformIds(db, teamId, userIds)) {
      members.set(
        row.userId,
        teamsTarget({
          tenantId: install.tenantId,
          serviceUrl: install.serviceUrl,
          conversationId: row.conversationId,
          recipientId: row.platformUserId,
        }),
      );
    }
  }
  return {
    platform: MSTEAMS_CHANNEL,
    members,
    channel: (channelId) =>
      install && channelId
        ? teamsTarget({
            tenantId: install.tenantId,
            serviceUrl: install.serviceUrl,
            conversationId: channelId,
            recipientId: null,
          })
        : null,
  };
}

/** The channels of a team's linked Teams team (the wizard's broadcast choices); none otherwise. */
export async function teamsChannelsOf(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>> {
  return (await linkedInstallsOf(db, [teamId])).get(teamId)?.channels ?? [];
}
