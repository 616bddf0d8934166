/** Looks up users by email (case-insensitive) and their first membership. */
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import type { TUserRow } from './viewer.ts';

/** The user with this email, or undefined. */
export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** The account a user signs in to: their oldest membership's account. */
export async function defaultAccountIdOf(db: TDb, userId: string): Promise<string | undefined> {
  const [membership] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return membership?.accountId;
}

/** The user's display name: first and last name, or the email. */
export function displayName(user: Pick<TUserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
