/**
 * People added to a Teams team whose install is linked join the Rollcall team at once (as Team
 * Members), without waiting for a resync; nobody else's membership changes.
 */
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { msteamsInstalls, teams } from '../../../db/schema/index.ts';
import { importRoster, type TRosterImport, type TRosterMember } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';

/** Imports the members `read` answers when the Teams team is linked; answers null when it is not. */
export async function addMembersToLinkedTeam(
  db: TDatabase,
  where: { tenantId: string; msTeamId: string },
  read: () => Promise<TRosterMember[]>,
): Promise<TRosterImport | null> {
  const [linked] = await db
    .select({ teamId: teams.id, accountId: teams.accountId })
    .from(msteamsInstalls)
    .innerJoin(teams, eq(teams.id, msteamsInstalls.teamId))
    .where(
      and(
        eq(msteamsInstalls.tenantId, where.tenantId),
        eq(msteamsInstalls.msTeamId, where.msTeamId),
        eq(msteamsInstalls.status, 'linked'),
      ),
    );
  if (!linked) return null;
  const members = await read();
  return db.transaction((tx) =>
    importRoster(tx, { accountId: linked.accountId, teamId: linked.teamId, service: SERVICE.msteams }, members, {
      keepOthers: true,
    }),
  );
}
