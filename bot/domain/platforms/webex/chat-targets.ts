/**
 * Where a team's chat messages go on Webex: each member's 1:1 by their Webex person id (Webex opens
 * the direct space on the first message) and the team's space, the one its linked install was
 * added to. Members without a Webex id (added by email) have no target and are reached by email
 * instead; a team whose install is pending or removed has no targets at all. Registered in
 * bot/domain/platforms/chat-platforms.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { webexInstalls } from '../../../db/schema/index.ts';
import type { TChatTarget } from '../../chat/queue-chat-messages.ts';
import type { TTeamChatTargets } from '../chat-platforms.ts';
import { memberPlatformIds } from '../member-platform-ids.ts';
import { WEBEX_CHANNEL, webexTarget } from './webex-address.ts';

/** The linked Webex install of a team, if any. */
export async function linkedWebexInstallOf(db: TDb, teamId: string) {
  const [row] = await db
    .select()
    .from(webexInstalls)
    .where(and(eq(webexInstalls.teamId, teamId), eq(webexInstalls.status, 'linked')))
    .limit(1);
  return row;
}

/** The chat targets of a team's members (those with a Webex person id) and of its space. */
export async function webexChatTargets(db: TDb, teamId: string, userIds: readonly string[]): Promise<TTeamChatTargets> {
  const install = await linkedWebexInstallOf(db, teamId);
  const members = new Map<string, TChatTarget>();
  if (install) {
    for (const row of await memberPlatformIds(db, teamId, userIds)) {
      members.set(row.userId, webexTarget({ toPersonId: row.platformUserId }));
    }
  }
  return {
    platform: WEBEX_CHANNEL,
    members,
    // Only the linked space: a report naming another room (an old install's) posts nowhere.
    channel: (channelId) => (install && channelId === install.roomId ? webexTarget({ roomId: install.roomId }) : null),
  };
}

/** The team's space as the one broadcast choice of the wizard; none when not linked. */
export async function webexChannelsOf(db: TDb, teamId: string): Promise<Array<{ id: string; name: string }>> {
  const install = await linkedWebexInstallOf(db, teamId);
  return install ? [{ id: install.roomId, name: install.roomTitle }] : [];
}
