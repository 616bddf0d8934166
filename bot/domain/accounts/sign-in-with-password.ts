/**
 * Email and password sign-in (spec part 1 §2.2). Wrong credentials and unknown emails get the
 * same answer in the same time; failures are logged, and every attempt is counted before its
 * password is checked (sign-in-throttle.ts), so guesses sent at once cannot pass the limit.
 */
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { defaultAccountIdOf, findUserByEmail } from './find-user.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { forgetSignInAttempt, reserveSignInAttempt } from './sign-in-throttle.ts';

let decoyHash: Promise<string> | undefined;

/** Answers the user and the account to open a session in; throws INVALID_INPUT or RATE_LIMITED. */
export async function signInWithPassword(
  db: TDb,
  credentials: { email: string; password: string },
  origin: TRequestOrigin = {},
): Promise<{ userId: string; accountId: string }> {
  const email = credentials.email.trim().toLowerCase();
  const reservation = await reserveSignInAttempt(db, email, origin.ip);
  const user = await findUserByEmail(db, email);
  // Hash even for an unknown email so the answer takes as long either way.
  decoyHash ??= hashPassword('decoy password for timing');
  const passwordOk = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));
  const accountId = user && passwordOk ? await defaultAccountIdOf(db, user.id) : undefined;
  if (!user || !passwordOk || !accountId) {
    await recordAuditEvent(db, { kind: 'sign_in_failed', email, userId: user?.id }, origin);
    throw new AppError('INVALID_INPUT', ACCOUNT_MESSAGES.badCredentials, {
      fields: { __all__: [ACCOUNT_MESSAGES.badCredentials] },
    });
  }
  await forgetSignInAttempt(db, reservation);
  await recordAuditEvent(
    db,
    { kind: 'sign_in', email, userId: user.id, accountId, details: { method: 'password' } },
    origin,
  );
  return { userId: user.id, accountId };
}
