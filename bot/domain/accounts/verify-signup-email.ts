/**
 * Following the verification link: the token is redeemed, the signup marked verified, and a
 * browser token issued; only the browser holding it (a cookie) may complete the signup, so a
 * person who typed someone else's email cannot finish their registration.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { signups } from '../../db/schema/index.ts';
import { findUsableToken, hashToken, newSecret, redeemToken } from './one-time-tokens.ts';

/** Whether a verification token can still be used, and for which email. */
export async function checkVerificationToken(
  db: TDb,
  token: string,
): Promise<{ valid: boolean; email: string | null }> {
  const row = await findUsableToken(db, 'verify_email', token);
  if (!row?.signupId) return { valid: false, email: null };
  const [signup] = await db.select().from(signups).where(eq(signups.id, row.signupId));
  if (!signup || signup.completedAt) return { valid: false, email: null };
  return { valid: true, email: signup.email };
}

/** Redeems the token; answers the signup hash and the browser token to keep in a cookie. */
export async function verifySignupEmail(db: TDb, token: string): Promise<{ hash: string; browserToken: string }> {
  const row = await redeemToken(db, 'verify_email', token);
  if (!row?.signupId) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invalidLink);
  const browserToken = newSecret();
  const [signup] = await db
    .update(signups)
    .set({ verifiedAt: new Date(), browserTokenHash: hashToken(browserToken), updatedAt: new Date() })
    .where(eq(signups.id, row.signupId))
    .returning();
  if (!signup || signup.completedAt) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invalidLink);
  return { hash: signup.hash, browserToken };
}
