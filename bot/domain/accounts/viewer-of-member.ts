/**
 * The viewer of a person in an account without a session: a job that works on someone's behalf
 * long after their request (the refined insights export) must read only what they may read now,
 * with their current role, teams and plan. Null when they are no longer a member of the account.
 */
import { and, eq } from 'drizzle-orm';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, memberships, users } from '../../db/schema/index.ts';
import { listVisibleTeams } from '../sessions/find-viewer.ts';
import type { TViewer } from './viewer.ts';

/** Why: background work must apply the same authorization as the person's own requests. */
export async function viewerOfMember(db: TDb, accountId: string, userId: string): Promise<TViewer | null> {
  const [row] = await db
    .select({ user: users, account: accounts, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  if (!row) return null;
  const accountTypeId = row.membership.accountTypeId as TAccountTypeId;
  const visibleTeams = await listVisibleTeams(db, accountId, userId, accountTypeId);
  return {
    // No session: the viewer exists only for the job's own reads.
    sessionId: '',
    user: row.user,
    account: row.account,
    accountTypeId,
    teams: visibleTeams,
    currentTeam: visibleTeams[0] ?? null,
  };
}
