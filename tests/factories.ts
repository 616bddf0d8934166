/**
 * Factories for test data: each builds one row with sensible defaults and answers it. Tests ask
 * for what matters to them (`buildUser(db, { accountTypeId: 3 })`) and nothing else.
 */
import { randomBytes } from 'node:crypto';
import type { TDb } from '../bot/db/client.ts';
import { accounts, memberships, teamMembers, teams, users } from '../bot/db/schema/index.ts';
import { makeSlug } from '../bot/domain/accounts/slugs.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../bot/domain/accounts/viewer.ts';
import { createSession } from '../bot/domain/sessions/create-session.ts';
import { SESSION_COOKIE } from '../bot/http/plugins/session.ts';
import type { TAccountTypeId } from '../shared/roles.ts';

const unique = () => randomBytes(4).toString('hex');

/** An account on a 30-day trial of the Team plan unless told otherwise. */
export async function buildAccount(db: TDb, values: Partial<typeof accounts.$inferInsert> = {}): Promise<TAccountRow> {
  const [account] = await db
    .insert(accounts)
    .values({
      name: `Acme ${unique()}`,
      trialEndsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      ...values,
    })
    .returning();
  return account!;
}

/** A team in the account; service EMAIL unless told otherwise. */
export async function buildTeam(
  db: TDb,
  account: TAccountRow,
  values: Partial<typeof teams.$inferInsert> = {},
): Promise<TTeamRow> {
  const name = values.name ?? `Team ${unique()}`;
  const [team] = await db
    .insert(teams)
    .values({ accountId: account.id, name, slug: makeSlug(name), service: 'EMAIL', ...values })
    .returning();
  return team!;
}

export interface TBuildUserOptions extends Partial<typeof users.$inferInsert> {
  account?: TAccountRow;
  accountTypeId?: TAccountTypeId;
  /** Teams the user is a member of. */
  teams?: TTeamRow[];
}

/** A user, a member of `account` (a new one if absent) with the given account type (3 by default). */
export async function buildUser(
  db: TDb,
  options: TBuildUserOptions = {},
): Promise<{ user: TUserRow; account: TAccountRow }> {
  const { account: givenAccount, accountTypeId = 3, teams: memberOf = [], ...values } = options;
  const account = givenAccount ?? (await buildAccount(db));
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      firstName: 'Test',
      lastName: `User ${id}`,
      slug: makeSlug(`user-${id}`),
      ...values,
    })
    .returning();
  await db.insert(memberships).values({ accountId: account.id, userId: user!.id, accountTypeId });
  for (const team of memberOf) await db.insert(teamMembers).values({ teamId: team.id, userId: user!.id });
  return { user: user!, account };
}

/** Signs the user in and answers the Cookie header value for requests. */
export async function signIn(db: TDb, user: TUserRow, account: TAccountRow, currentTeam?: TTeamRow): Promise<string> {
  const { token } = await createSession(db, { userId: user.id, accountId: account.id, currentTeamId: currentTeam?.id });
  return `${SESSION_COOKIE}=${token}`;
}
