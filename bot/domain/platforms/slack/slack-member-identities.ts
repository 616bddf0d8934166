/**
 * The Slack identity (workspace id, user id) of every imported member (issue 18): recorded in
 * user_identities so Sign in with Slack finds the person by their Slack user id, and the member's
 * Slack user id is on team_members (platformUserId) for their DMs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { teamMembers, userIdentities, users } from '../../../db/schema/index.ts';
import type { TRosterMember } from '../import-roster.ts';
import { SLACK_IDENTITY_PROVIDER, slackIdentitySubject } from './slack-identity.ts';

/** Records the identities of the team's members who came from this workspace's roster. */
export async function recordSlackIdentities(
  tx: TDb,
  slackTeamId: string,
  teamId: string,
  members: readonly TRosterMember[],
): Promise<void> {
  if (members.length === 0) return;
  const rows = await tx
    .select({ userId: teamMembers.userId, slackUserId: teamMembers.platformUserId, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        inArray(
          teamMembers.platformUserId,
          members.map((member) => member.id),
        ),
      ),
    );
  if (rows.length === 0) return;
  await tx
    .insert(userIdentities)
    .values(
      rows.map((row) => ({
        provider: SLACK_IDENTITY_PROVIDER,
        subject: slackIdentitySubject(slackTeamId, row.slackUserId!),
        userId: row.userId,
        email: row.email,
      })),
    )
    .onConflictDoNothing();
}
