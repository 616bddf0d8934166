/**
 * Sign in with one click (spec part 1 §2.2, part 2 §2.3): a link valid 15 minutes and once. The
 * link opens a page with a button; only the button's POST uses it, so mail scanners that open
 * links do not spend it.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { defaultAccountIdOf, displayName, findUserByEmail } from './find-user.ts';
import { findUsableToken, issueToken, redeemToken } from './one-time-tokens.ts';

/** Emails a sign-in link when the email belongs to a user; silent otherwise. */
export async function requestMagicLink(deps: TAccountsDeps, email: string, origin: TRequestOrigin = {}): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  await recordAuditEvent(deps.db, { kind: 'magic_link_requested', email, userId: user?.id }, origin);
  if (!user || !(await defaultAccountIdOf(deps.db, user.id))) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: 'magic_link', userId: user.id });
    await queueEmail(deps, {
      tx,
      to: user.email,
      template: 'magic-link',
      variables: { name: displayName(user), signInUrl: `${deps.publicUrl}/accounts/magic_link/${token}/` },
    });
  });
}

/** Whether a sign-in link can still be used, and for whom. */
export async function checkMagicLink(db: TDb, token: string): Promise<{ valid: boolean; email: string | null }> {
  const row = await findUsableToken(db, 'magic_link', token);
  if (!row?.userId) return { valid: false, email: null };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return user ? { valid: true, email: user.email } : { valid: false, email: null };
}

/** Uses the link; answers the user and account to open a session in. */
export async function signInWithMagicLink(
  db: TDb,
  token: string,
  origin: TRequestOrigin = {},
): Promise<{ userId: string; accountId: string }> {
  const row = await redeemToken(db, 'magic_link', token);
  const accountId = row?.userId ? await defaultAccountIdOf(db, row.userId) : undefined;
  if (!row?.userId || !accountId) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.magicLinkInvalid);
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, row.userId))
    .returning({ email: users.email });
  await recordAuditEvent(
    db,
    { kind: 'sign_in', userId: row.userId, accountId, email: user?.email, details: { method: 'magic_link' } },
    origin,
  );
  return { userId: row.userId, accountId };
}
