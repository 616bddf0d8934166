/**
 * Part 3 §6: a Team Member in no report sees only a waiting page. These are the two reads it
 * needs: whether the member answers any report of the account, and who can add them to one (the
 * account's Account Admins and the Team Admins of the member's teams).
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { HOME_LIMITS, type THomeAdmin } from '../../../shared/home.ts';
import { ACCOUNT_TYPE, ACCOUNT_TYPE_LABEL, type TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { memberships, reportMembers, reports, teamMembers, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';

/** Whether the viewer is asked in at least one report of their account. */
export async function answersAnyReport(db: TDb, viewer: TViewer): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(reportMembers)
    .innerJoin(reports, eq(reports.id, reportMembers.reportId))
    .where(and(eq(reportMembers.userId, viewer.user.id), eq(reports.accountId, viewer.account.id)))
    .limit(1);
  return found !== undefined;
}

/** Who can add the viewer to a report: Account Admins, then the Team Admins of the viewer's teams. */
export async function findWaitingAdmins(db: TDb, viewer: TViewer): Promise<THomeAdmin[]> {
  const teamIds = viewer.teams.map((team) => team.id);
  const teamAdminOfViewer =
    teamIds.length === 0
      ? sql`false`
      : and(
          eq(memberships.accountTypeId, ACCOUNT_TYPE.TEAM_ADMIN),
          sql`exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id} and ${inArray(teamMembers.teamId, teamIds)})`,
        );
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      accountTypeId: memberships.accountTypeId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.accountId, viewer.account.id),
        or(eq(memberships.accountTypeId, ACCOUNT_TYPE.ACCOUNT_ADMIN), teamAdminOfViewer),
      ),
    )
    .orderBy(asc(memberships.accountTypeId), asc(users.firstName), asc(users.email))
    .limit(HOME_LIMITS.admins);
  return rows.map((row) => ({
    name: displayName(row),
    email: row.email,
    role: ACCOUNT_TYPE_LABEL[row.accountTypeId as TAccountTypeId],
  }));
}
