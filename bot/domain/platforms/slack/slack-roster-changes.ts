/**
 * Slack's roster events (issue 18): `team_join` adds the newcomer at once to every Rollcall team
 * linked to that workspace (the same filters as the import: no bots, deactivated accounts or
 * guests); `user_change` for a deactivated person takes them out of those teams (their history
 * stays), as Resync Team would.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { slackInstalls, teamMembers, teams } from '../../../db/schema/index.ts';
import { importRoster, type TRosterImport } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';
import type { TSlackInstallRow } from './slack-install-store.ts';
import { slackRosterMember, slackSkipReason, type TSlackPerson } from './slack-roster.ts';

/** The linked installs of a workspace, with their teams' accounts. */
async function linkedInstallsOf(db: TDb, slackTeamId: string) {
  return db
    .select({ install: slackInstalls, accountId: teams.accountId })
    .from(slackInstalls)
    .innerJoin(teams, eq(teams.id, slackInstalls.teamId))
    .where(and(eq(slackInstalls.slackTeamId, slackTeamId), eq(slackInstalls.status, 'linked')));
}

/** Adds a person who joined the workspace; answers what each linked team imported (none when skipped). */
export async function addSlackMember(db: TDb, slackTeamId: string, person: TSlackPerson): Promise<TRosterImport[]> {
  if (slackSkipReason(person)) return [];
  const member = slackRosterMember(person);
  const results: TRosterImport[] = [];
  for (const { install, accountId } of await linkedInstallsOf(db, slackTeamId)) {
    const teamId = (install as TSlackInstallRow).teamId!;
    results.push(
      await db.transaction(async (tx) => {
        const imported = await importRoster(tx, { accountId, teamId, service: SERVICE.slack }, [member], {
          keepOthers: true,
        });
        await tx
          .update(slackInstalls)
          .set({ memberCount: sql`${slackInstalls.memberCount} + ${imported.imported}` })
          .where(eq(slackInstalls.id, install.id));
        return imported;
      }),
    );
  }
  return results;
}

/** Takes a deactivated person out of the workspace's linked teams; answers how many memberships ended. */
export async function removeDeactivatedSlackMember(db: TDb, slackTeamId: string, slackUserId: string): Promise<number> {
  const teamIds = (await linkedInstallsOf(db, slackTeamId)).map(({ install }) => install.teamId!);
  if (teamIds.length === 0) return 0;
  const removed = await db
    .delete(teamMembers)
    .where(and(inArray(teamMembers.teamId, teamIds), eq(teamMembers.platformUserId, slackUserId)))
    .returning({ teamId: teamMembers.teamId });
  for (const { teamId } of removed)
    await db
      .update(slackInstalls)
      .set({ memberCount: sql`greatest(${slackInstalls.memberCount} - 1, 0)` })
      .where(and(eq(slackInstalls.teamId, teamId), eq(slackInstalls.slackTeamId, slackTeamId)));
  return removed.length;
}
