/**
 * Forgot password and reset (spec part 2 §2.3): the request answers the same whether or not the
 * email exists; the link (/accounts/password-reset/{uuid}/) is valid 24 hours and once.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { displayName, findUserByEmail } from './find-user.ts';
import { findUsableToken, issueToken, redeemToken, voidTokens } from './one-time-tokens.ts';
import { hashPassword } from './password-hash.ts';
import { assertNewPassword } from './password-pair.ts';
import { revokeUserSessions } from './sign-out.ts';

/** Sends a reset link when the email belongs to a user; silent otherwise. */
export async function requestPasswordReset(
  deps: TAccountsDeps,
  email: string,
  origin: TRequestOrigin = {},
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  await recordAuditEvent(deps.db, { kind: 'password_reset_requested', email, userId: user?.id }, origin);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    await voidTokens(tx, user.id, 'password_reset');
    const token = await issueToken(tx, { kind: 'password_reset', userId: user.id });
    await queueEmail(deps, {
      tx,
      to: user.email,
      template: 'password-reset',
      variables: { name: displayName(user), resetUrl: `${deps.publicUrl}/accounts/password-reset/${token}/` },
    });
  });
}

/** Whether a reset link can still be used. */
export async function checkPasswordReset(db: TDb, token: string): Promise<{ valid: boolean; email: string | null }> {
  const row = await findUsableToken(db, 'password_reset', token);
  if (!row?.userId) return { valid: false, email: null };
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return user ? { valid: true, email: user.email } : { valid: false, email: null };
}

/** Sets the new password, uses up the link and signs the user out everywhere. */
export async function resetPassword(
  db: TDb,
  options: { token: string; password1: string; password2: string; origin?: TRequestOrigin },
): Promise<void> {
  const usable = await findUsableToken(db, 'password_reset', options.token);
  const [user] = usable?.userId ? await db.select().from(users).where(eq(users.id, usable.userId)) : [];
  if (!user) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invalidLink);
  // Check the new password before using up the link, so a refused password keeps it valid.
  const password = assertNewPassword(options.password1, options.password2, user);
  const passwordHash = await hashPassword(password);
  if (!(await redeemToken(db, 'password_reset', options.token)))
    throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invalidLink);
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await voidTokens(db, user.id, 'password_reset');
  await revokeUserSessions(db, user.id);
  await recordAuditEvent(db, { kind: 'password_reset', userId: user.id, email: user.email }, options.origin);
}
