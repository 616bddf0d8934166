/**
 * A Rollcall team linked to a Webex space, built straight in the database (not through the connect
 * flow): the linked webex_installs row and one Rollcall member per Webex person with their person
 * id, inserted in bulk so a bench can build 1,000.
 */
import { randomBytes } from 'node:crypto';
import type { TDb } from '../bot/db/client.ts';
import { memberships, teamMembers, users, webexInstalls } from '../bot/db/schema/index.ts';
import { makeSlug } from '../bot/domain/accounts/slugs.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import { buildTeam } from './factories.ts';

/** A Webex person to make a member of (the fake's people fit). */
export interface TWebexPersonInput {
  id: string;
  emails: string[];
  firstName?: string;
  lastName?: string;
  displayName: string;
}

export interface TLinkedWebexTeam {
  team: TTeamRow;
  install: typeof webexInstalls.$inferSelect;
  /** The members with their Webex person ids, in the order given. */
  members: Array<{ user: TUserRow; personId: string }>;
}

/** Builds a SPARK team linked to the space, with a member for each person. */
export async function buildLinkedWebexTeam(
  db: TDb,
  account: TAccountRow,
  input: { roomId: string; roomTitle: string; people: readonly TWebexPersonInput[]; teamName?: string },
): Promise<TLinkedWebexTeam> {
  const team = await buildTeam(db, account, { name: input.teamName ?? input.roomTitle, service: 'SPARK' });
  const installer = input.people[0];
  const [install] = await db
    .insert(webexInstalls)
    .values({
      slug: `slug-${randomBytes(8).toString('hex')}`,
      linkUsedAt: new Date(),
      roomId: input.roomId,
      roomTitle: input.roomTitle,
      installerPersonId: installer?.id ?? 'installer',
      installerEmail: installer?.emails[0] ?? null,
      installerName: installer?.displayName ?? null,
      status: 'linked',
      teamId: team.id,
      memberCount: input.people.length,
    })
    .returning();
  const members: TLinkedWebexTeam['members'] = [];
  const tag = randomBytes(3).toString('hex');
  for (let start = 0; start < input.people.length; start += 500) {
    const chunk = input.people.slice(start, start + 500);
    const inserted = await db
      .insert(users)
      .values(
        chunk.map((person, index) => ({
          email: person.emails[0]!,
          firstName: person.firstName ?? person.displayName,
          lastName: person.lastName ?? '',
          slug: makeSlug(`webex-${start + index}-${tag}`),
          platform: 'SPARK',
        })),
      )
      .returning();
    await db
      .insert(memberships)
      .values(inserted.map((user) => ({ accountId: account.id, userId: user.id, accountTypeId: 3 })));
    const byEmail = new Map(inserted.map((user) => [user.email, user]));
    const rows = chunk.map((person) => ({ user: byEmail.get(person.emails[0]!)!, personId: person.id }));
    await db
      .insert(teamMembers)
      .values(rows.map((row) => ({ teamId: team.id, userId: row.user.id, platformUserId: row.personId })));
    members.push(...rows);
  }
  return { team, install: install!, members };
}
