/**
 * People joining or leaving a connected Webex space (issue 21): someone added joins the Rollcall
 * team at once as a Team Member (matched by email, the plan's people cap respected, as the
 * import); someone removed leaves it (only people who came from Webex; their history stays). A
 * space that is pending or removed changes no team.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { TDatabase, TDb } from '../../../db/client.ts';
import { teamMembers, teams, webexInstalls } from '../../../db/schema/index.ts';
import { importRoster, type TRosterImport, type TRosterMember } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';

/** The linked install of a space with its team's account, or undefined. */
async function linkedInstallOf(db: TDatabase, roomId: string) {
  const [linked] = await db
    .select({ installId: webexInstalls.id, teamId: teams.id, accountId: teams.accountId })
    .from(webexInstalls)
    .innerJoin(teams, eq(teams.id, webexInstalls.teamId))
    .where(and(eq(webexInstalls.roomId, roomId), eq(webexInstalls.status, 'linked')));
  return linked;
}

/**
 * The install's member count as the team's Webex members now are (counted, never added to: a join
 * of someone already in the team must not raise it).
 */
async function recountMembers(tx: TDb, installId: string, teamId: string): Promise<void> {
  const [counted] = await tx
    .select({ members: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), isNotNull(teamMembers.platformUserId)));
  await tx
    .update(webexInstalls)
    .set({ memberCount: counted?.members ?? 0, updatedAt: new Date() })
    .where(eq(webexInstalls.id, installId));
}

/**
 * Imports the person `read` answers into the space's team; answers null when the space is not
 * linked or `read` finds nobody to add (a bot, someone Webex does not know).
 */
export async function addWebexPersonToLinkedTeam(
  db: TDatabase,
  roomId: string,
  read: () => Promise<TRosterMember | null>,
): Promise<TRosterImport | null> {
  const linked = await linkedInstallOf(db, roomId);
  if (!linked) return null;
  const person = await read();
  if (!person) return null;
  return db.transaction(async (tx) => {
    const imported = await importRoster(
      tx,
      { accountId: linked.accountId, teamId: linked.teamId, service: SERVICE.webex },
      [person],
      { keepOthers: true },
    );
    await recountMembers(tx, linked.installId, linked.teamId);
    return imported;
  });
}

/** Takes a person who left the space out of its team; answers whether someone left. */
export async function removeWebexPersonFromLinkedTeam(
  db: TDatabase,
  roomId: string,
  personId: string,
): Promise<boolean> {
  const linked = await linkedInstallOf(db, roomId);
  if (!linked) return false;
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, linked.teamId), eq(teamMembers.platformUserId, personId)))
      .returning({ id: teamMembers.id });
    if (gone.length === 0) return false;
    await recountMembers(tx, linked.installId, linked.teamId);
    return true;
  });
}
