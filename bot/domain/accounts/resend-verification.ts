/** '/accounts/resend/email-verification/{slug}': a fresh verification link, at most once a minute. */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { signups } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { issueToken } from './one-time-tokens.ts';

const RESEND_INTERVAL_MS = 60_000;

/** Sends the link again; answers 'sent' or 'too-soon' (the last one went out under a minute ago). */
export async function resendVerification(deps: TAccountsDeps, hash: string): Promise<'sent' | 'too-soon'> {
  const [signup] = await deps.db.select().from(signups).where(eq(signups.hash, hash));
  if (!signup || signup.completedAt) throw new AppError('NOT_FOUND', 'This signup link is invalid.');
  if (signup.lastEmailSentAt && Date.now() - signup.lastEmailSentAt.getTime() < RESEND_INTERVAL_MS) return 'too-soon';
  await deps.db.transaction(async (tx) => {
    await tx.update(signups).set({ lastEmailSentAt: new Date() }).where(eq(signups.id, signup.id));
    const token = await issueToken(tx, { kind: 'verify_email', signupId: signup.id });
    await queueEmail(deps, {
      tx,
      to: signup.email,
      template: 'verify-email',
      variables: { verifyUrl: `${deps.publicUrl}/accounts/verify-email/${token}/` },
    });
  });
  return 'sent';
}
