/**
 * Connect Email (spec part 3 §2.8: GET /connect/email/?team_name=): creates a team whose members
 * answer by plain email, with its creator as the first member, and makes it the current team.
 * The plan's team cap (PLAN_LIMITS.teams: one on Free and Basic, 2 on Team, 3 on Business) holds.
 */
import { eq } from 'drizzle-orm';
import { teamLimitMessage } from '../../../shared/plan-limits.ts';
import type { TDb } from '../../db/client.ts';
import { sessions, teamMembers, teams, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { makeSlug } from '../accounts/slugs.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { assertCanAddTeam } from '../billing/plan-limits/plan-limits-of.ts';
import { SERVICE } from '../platforms/platform-names.ts';

export const ONE_TEAM_LIMIT_MESSAGE = teamLimitMessage(1);

/** Creates the email team and answers it. */
export async function createEmailTeam(
  db: TDb,
  viewer: TViewer,
  teamName: string,
  origin: TRequestOrigin = {},
): Promise<TTeamRow> {
  await assertCanAddTeam(db, viewer);
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ accountId: viewer.account.id, name: teamName, slug: makeSlug(teamName), service: SERVICE.email })
      .returning();
    await tx.insert(teamMembers).values({ teamId: team!.id, userId: viewer.user.id });
    if (viewer.user.platform === 'NONE')
      await tx.update(users).set({ platform: SERVICE.email }).where(eq(users.id, viewer.user.id));
    await tx.update(sessions).set({ currentTeamId: team!.id }).where(eq(sessions.id, viewer.sessionId));
    await recordAuditEvent(
      tx,
      {
        kind: 'team_created',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        details: { teamId: team!.id, service: SERVICE.email },
      },
      origin,
    );
    return team!;
  });
}
