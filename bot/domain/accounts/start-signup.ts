/**
 * Signup start (spec part 1 §2.4): records the email as a signup in progress and sends the
 * verification link. The answer's hash leads to /accounts/signup/{hash}/confirm/, which shows
 * 'Check your email!' until the link is followed.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import { signups } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { findUserByEmail } from './find-user.ts';
import { issueToken } from './one-time-tokens.ts';

/** Starts a signup for the email; refuses an email that already has an account. */
export async function startSignup(
  deps: TAccountsDeps,
  options: {
    email: string;
    /** The platform the signup came from (a chat install), else NONE. */
    platform?: string;
    /** A same-site page to open once the signup is complete (a chat-install confirm screen). */
    nextPath?: string | null;
  },
): Promise<{ hash: string }> {
  if (await findUserByEmail(deps.db, options.email)) {
    throw new AppError('INVALID_INPUT', ACCOUNT_MESSAGES.emailUsed, {
      fields: { email: [ACCOUNT_MESSAGES.emailUsed] },
    });
  }
  const hash = randomBytes(16).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const [signup] = await tx
      .insert(signups)
      .values({
        hash,
        email: options.email,
        lastEmailSentAt: new Date(),
        platform: options.platform ?? 'NONE',
        nextPath: options.nextPath ?? null,
      })
      .returning();
    const token = await issueToken(tx, { kind: 'verify_email', signupId: signup!.id });
    await queueEmail(deps, {
      tx,
      to: options.email,
      template: 'verify-email',
      variables: { verifyUrl: `${deps.publicUrl}/accounts/verify-email/${token}/` },
    });
  });
  return { hash };
}
