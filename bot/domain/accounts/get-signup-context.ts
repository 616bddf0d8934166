/** The signup context of /accounts/signup/{hash}/confirm/ (spec part 1 §3). */
import { eq } from 'drizzle-orm';
import type { TSignupContext } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { signups } from '../../db/schema/index.ts';
import { hashToken } from './one-time-tokens.ts';

export type TSignupRow = typeof signups.$inferSelect;

/** The signup by hash, unless unknown or completed. */
export async function findOpenSignup(db: TDb, hash: string): Promise<TSignupRow> {
  const [signup] = hash.length <= 64 ? await db.select().from(signups).where(eq(signups.hash, hash)) : [];
  if (!signup || signup.completedAt) throw new AppError('NOT_FOUND', 'This signup link is invalid.');
  return signup;
}

/** Whether this browser followed the verification link of this signup. */
export function isVerifiedInThisBrowser(signup: TSignupRow, browserToken: string | undefined): boolean {
  return Boolean(signup.verifiedAt && browserToken && signup.browserTokenHash === hashToken(browserToken));
}

/** The context; is_verified is true only in the browser that followed the link. */
export async function getSignupContext(
  db: TDb,
  hash: string,
  browserToken: string | undefined,
): Promise<TSignupContext> {
  const signup = await findOpenSignup(db, hash);
  return {
    email: signup.email,
    is_fname: Boolean(signup.firstName),
    is_lname: Boolean(signup.lastName),
    is_SSO: Boolean(signup.identityProvider),
    fname: signup.firstName ?? '',
    lname: signup.lastName ?? '',
    is_verified: isVerifiedInThisBrowser(signup, browserToken),
    platform: signup.platform,
    slug: signup.hash,
  };
}
