/**
 * Where a team's chat messages go on Microsoft Teams: each member's 1:1 (opened on first use) and
 * the report's channel, from the team's linked install. Members without a Teams id (added by email)
 * have no target and are reached by email instead.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { msteamsInstalls, teamMembers } from '../../db/schema/index.ts';
import type { TChatTarget } from '../chat/queue-chat-messages.ts';

export interface TTeamChatTargets {
  /** userId -> the member's 1:1 target. */
  members: Map<string, TChatTarget>;
  /** A channel of the team as a target (null when the team has no linked install). */
  channel(channelId: string): TChatTarget | null;
}

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
export async function teamChatTargets(db: TDb, teamId: string, userIds: readonly string[]): Promise<TTeamChatTargets> {
  const install = (await linkedInstallsOf(db, [teamId])).get(teamId);
  const members = new Map<string, TChatTarget>();
  if (install && userIds.length > 0) {
    const rows = await db
      .select({
        userId: teamMembers.userId,
        platformUserId: teamMembers.platformUserId,
        conversationId: teamMembers.platformConversationId,
      })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...userIds])));
    for (const row of rows) {
      if (!row.platformUserId) continue;
      members.set(row.userId, {
        platform: 'msteams',
        tenantId: install.tenantId,
        serviceUrl: install.serviceUrl,
        conversationId: row.conversationId,
        recipientId: row.platformUserId,
      });
    }
  }
  return {
    members,
    channel: (channelId) =>
      install && channelId
        ? {
            platform: 'msteams',
            tenantId: install.tenantId,
            serviceUrl: install.serviceUrl,
            conversationId: channelId,
            recipientId: null,
          }
        : null,
  };
}

/** The channels of a team's linked Teams team (the wizard's broadcast choices); none otherwise. */
export async function teamChannelsOf(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>> {
  return (await linkedInstallsOf(db, [teamId])).get(teamId)?.channels ?? [];
}
