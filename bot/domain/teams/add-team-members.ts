/**
 * Invite team members (spec part 3 §2.9: rows of name and email): each valid row becomes a member
 * of the organisation (Team Member) and of the current team, and gets an email saying so. A row
 * with a bad or repeated email is reported on that row; the other rows are still added. A row
 * that would pass the plan's people cap (Free, Basic: 10) is refused with the seat message.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_LIMIT_MESSAGES } from '../../../shared/plan-limits.ts';
import { ACCOUNT_TYPE } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { memberships, teamMembers, users } from '../../db/schema/index.ts';
import type { TAccountsDeps } from '../accounts/accounts-deps.ts';
import { displayName, findUserByEmail } from '../accounts/find-user.ts';
import { makeSlug } from '../accounts/slugs.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { lockAccountPeople, roomForPeople } from '../billing/plan-limits/plan-limits-of.ts';
import { queueEmail } from '../email/queue-email.ts';
import { SERVICE } from '../platforms/platform-names.ts';
import { currentTeamOf } from './team-settings.ts';

export interface TMemberRowResult {
  index: number;
  status: 'added' | 'error' | 'skipped';
  message?: string;
}

const ZRowEmail = z.email();
const MAX_ROWS = 100;

/** Adds the rows; answers one result per row (empty rows are 'skipped'). */
export async function addTeamMembers(
  deps: TAccountsDeps,
  viewer: TViewer,
  rows: Array<{ name: string; email: string }>,
): Promise<TMemberRowResult[]> {
  const team = currentTeamOf(viewer);
  const results: TMemberRowResult[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.slice(0, MAX_ROWS).entries()) {
    const name = row.name.trim().slice(0, 254);
    const email = row.email.trim().toLowerCase();
    if (!name && !email) {
      results.push({ index, status: 'skipped' });
      continue;
    }
    if (!email) {
      results.push({ index, status: 'error', message: 'Email is required' });
      continue;
    }
    if (email.length > 254 || !ZRowEmail.safeParse(email).success) {
      results.push({ index, status: 'error', message: `${row.email.trim()} is not a valid email` });
      continue;
    }
    if (seen.has(email)) {
      results.push({ index, status: 'error', message: `${email} is already in this list` });
      continue;
    }
    seen.add(email);
    results.push(await addOne(deps, viewer, team.id, team.name, { name, email, index }));
  }
  return results;
}

/** A row refused inside its transaction: rolls back what the row created (a new user). */
class RowRefusal extends Error {
  constructor(readonly result: TMemberRowResult) {
    super(result.message);
  }
}

async function isMemberOf(tx: TDb, accountId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row !== undefined;
}

async function addOne(
  deps: TAccountsDeps,
  viewer: TViewer,
  teamId: string,
  teamName: string,
  row: { name: string; email: string; index: number },
): Promise<TMemberRowResult> {
  try {
    return await addOneInTransaction(deps, viewer, teamId, teamName, row);
  } catch (error) {
    if (error instanceof RowRefusal) return error.result;
    throw error;
  }
}

async function addOneInTransaction(
  deps: TAccountsDeps,
  viewer: TViewer,
  teamId: string,
  teamName: string,
  row: { name: string; email: string; index: number },
): Promise<TMemberRowResult> {
  return deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, row.email);
    if (user) {
      const [inTeam] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)));
      if (inTeam)
        return { index: row.index, status: 'error' as const, message: `${row.email} is already a member of this team` };
      const [otherAccount] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.userId, user.id));
      const [here] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, viewer.account.id)));
      if (otherAccount && !here) {
        return { index: row.index, status: 'error' as const, message: `${row.email} belongs to another organization` };
      }
    } else {
      const [first = '', ...rest] = row.name.split(/\s+/);
      [user] = await tx
        .insert(users)
        .values({
          email: row.email,
          firstName: first,
          lastName: rest.join(' '),
          slug: makeSlug(row.name || row.email),
          platform: SERVICE.email,
        })
        .returning();
    }
    if (!(await isMemberOf(tx, viewer.account.id, user!.id))) {
      await lockAccountPeople(tx, viewer.account.id);
      const room = await roomForPeople(tx, viewer.account);
      if (room !== null && room < 1) {
        throw new RowRefusal({ index: row.index, status: 'error', message: PLAN_LIMIT_MESSAGES.userCap });
      }
    }
    await tx
      .insert(memberships)
      .values({ accountId: viewer.account.id, userId: user!.id, accountTypeId: ACCOUNT_TYPE.MEMBER })
      .onConflictDoNothing();
    await tx.insert(teamMembers).values({ teamId, userId: user!.id });
    await queueEmail(deps, {
      tx,
      to: row.email,
      template: 'team-member-added',
      variables: {
        name: row.name || row.email,
        inviterName: displayName(viewer.user),
        teamName,
        organization: viewer.account.name,
      },
      accountId: viewer.account.id,
    });
    return { index: row.index, status: 'added' as const };
  });
}
