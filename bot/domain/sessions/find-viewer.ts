/**
 * Resolves a session cookie token to the viewer, or null when the session is unknown, expired,
 * revoked or its membership is gone. Sliding expiry: use extends it (at most once a minute).
 */

import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { seesEveryTeam } from '../../../shared/permissions.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, memberships, sessions, teamMembers, teamShares, teams, users } from '../../db/schema/index.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { SESSION_IDLE_DAYS, sessionIdFor } from './session-token.ts';

/** The viewer for this cookie token, or null. */
export async function findViewer(db: TDb, token: string): Promise<TViewer | null> {
  const sessionId = sessionIdFor(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users, account: accounts, membership: memberships })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(memberships, and(eq(memberships.accountId, sessions.accountId), eq(memberships.userId, sessions.userId)))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;

  const accountTypeId = row.membership.accountTypeId as TAccountTypeId;
  const visibleTeams = await listVisibleTeams(db, row.account.id, row.user.id, accountTypeId);
  const currentTeam = visibleTeams.find((team) => team.id === row.session.currentTeamId) ?? visibleTeams[0] ?? null;

  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: sql`now() + make_interval(days => ${SESSION_IDLE_DAYS})`,
      })
      .where(eq(sessions.id, sessionId));
  }
  return { sessionId, user: row.user, account: row.account, accountTypeId, teams: visibleTeams, currentTeam };
}

/** The teams a member of an account may open (their role's rule); also used to rebuild a viewer for a job. */
export async function listVisibleTeams(
  db: TDb,
  accountId: string,
  userId: string,
  accountTypeId: TAccountTypeId,
): Promise<TTeamRow[]> {
  if (seesEveryTeam({ accountTypeId })) {
    return db.select().from(teams).where(eq(teams.accountId, accountId)).orderBy(asc(teams.createdAt));
  }
  // Teams they belong to, and teams shared with them (spec part 3 §2.12).
  const rows = await db
    .selectDistinct({ team: teams })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .leftJoin(teamShares, and(eq(teamShares.teamId, teams.id), eq(teamShares.userId, userId)))
    .where(and(eq(teams.accountId, accountId), or(isNotNull(teamMembers.id), isNotNull(teamShares.id))))
    .orderBy(asc(teams.createdAt));
  return rows.map((r) => r.team);
}
