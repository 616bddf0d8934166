/**
 * A Rollcall team linked to a Slack workspace, built straight in the database (not through the
 * connect flow): the linked install with its sealed bot token and channels, and one Rollcall
 * member per Slack person with their Slack user id, inserted in bulk so a bench can build 1,000.
 */
import { randomBytes } from 'node:crypto';
import type { TDb } from '../bot/db/client.ts';
import { memberships, slackInstalls, teamMembers, users } from '../bot/db/schema/index.ts';
import { makeSlug } from '../bot/domain/accounts/slugs.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import type { TSecretBox } from '../bot/domain/secrets/secret-box.ts';
import { buildTeam } from './factories.ts';

/** A Slack person to make a member of (the fake's workspace users fit). */
export interface TSlackPersonInput {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface TLinkedSlackTeam {
  team: TTeamRow;
  install: typeof slackInstalls.$inferSelect;
  /** The members with their Slack user ids, in the order given. */
  members: Array<{ user: TUserRow; slackUserId: string }>;
}

/** Builds a SLACK team linked to the workspace, with a member for each person that has an email. */
export async function buildLinkedSlackTeam(
  db: TDb,
  account: TAccountRow,
  input: {
    box: TSecretBox;
    slackTeamId: string;
    botToken: string;
    botUserId?: string;
    people: readonly TSlackPersonInput[];
    channels?: Array<{ id: string; name: string }>;
    teamName?: string;
  },
): Promise<TLinkedSlackTeam> {
  const team = await buildTeam(db, account, { name: input.teamName ?? 'Slack Team', service: 'SLACK' });
  const [install] = await db
    .insert(slackInstalls)
    .values({
      slug: `slug-${randomBytes(6).toString('hex')}`,
      slackTeamId: input.slackTeamId,
      slackTeamName: `Workspace ${input.slackTeamId}`,
      appId: 'A0ROLLCALL',
      botUserId: input.botUserId ?? 'UBOT',
      botTokenSealed: input.box.seal(input.botToken),
      scopes: 'chat:write,users:read,users:read.email,channels:read,team:read',
      installerSlackUserId: input.people[0]?.id ?? 'UINSTALLER',
      accountId: account.id,
      status: 'linked',
      teamId: team.id,
      memberCount: input.people.length,
      channels: input.channels ?? [],
    })
    .returning();
  const people = input.people.filter((person) => person.email);
  const members: TLinkedSlackTeam['members'] = [];
  const tag = randomBytes(3).toString('hex');
  for (let start = 0; start < people.length; start += 500) {
    const chunk = people.slice(start, start + 500);
    const inserted = await db
      .insert(users)
      .values(
        chunk.map((person) => ({
          email: person.email!,
          firstName: person.firstName,
          lastName: person.lastName,
          slug: makeSlug(`${person.id}-${tag}`),
          platform: 'SLACK',
        })),
      )
      .returning();
    await db
      .insert(memberships)
      .values(inserted.map((user) => ({ accountId: account.id, userId: user.id, accountTypeId: 3 })));
    const byEmail = new Map(inserted.map((user) => [user.email, user]));
    const rows = chunk.map((person) => ({ user: byEmail.get(person.email!)!, slackUserId: person.id }));
    await db
      .insert(teamMembers)
      .values(rows.map((row) => ({ teamId: team.id, userId: row.user.id, platformUserId: row.slackUserId })));
    members.push(...rows);
  }
  return { team, install: install!, members };
}
