/**
 * Connect Email (spec part 3 §2.8: GET /connect/email/?team_name=): creates a team whose members
 * answer by plain email, with its creator as the first member, and makes it the current team.
 * ONE_TEAM_LIMIT allows a single team per organisation.
 */
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { sessions, teamMembers, teams, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { makeSlug } from '../accounts/slugs.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { SERVICE } from '../platforms/platform-names.ts';

export const ONE_TEAM_LIMIT_MESSAGE = 'Your plan allows one team. Upgrade on the billing page to add more.';

/** Creates the email team and answers it. */
export async function createEmailTeam(
  db: TDb,
  viewer: TViewer,
  teamName: string,
  origin: TRequestOrigin = {},
): Promise<TTeamRow> {
  if (viewerHasFlag(viewer, 'ONE_TEAM_LIMIT')) {
    const [existing] = await db.select({ n: count() }).from(teams).where(eq(teams.accountId, viewer.account.id));
    if ((existing?.n ?? 0) >= 1) throw new AppError('FEATURE_LOCKED', ONE_TEAM_LIMIT_MESSAGE);
  }
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
