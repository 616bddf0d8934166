/**
 * The platform ids of a team's members (their chat user id and the 1:1 conversation already open
 * with them), which every chat platform's target resolver turns into its own addresses.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';

export interface TMemberPlatformIds {
  userId: string;
  platformUserId: string;
  conversationId: string | null;
}

/** The members among `userIds` that have a chat user id on the team's platform. */
export async function memberPlatformIds(
  db: TDb,
  teamId: string,
  userIds: readonly string[],
): Promise<TMemberPlatformIds[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: teamMembers.userId,
      platformUserId: teamMembers.platformUserId,
      conversationId: teamMembers.platformConversationId,
    })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...userIds])));
  return rows.filter((row): row is TMemberPlatformIds => row.platformUserId !== null && row.platformUserId !== '');
}
