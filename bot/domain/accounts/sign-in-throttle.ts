/**
 * Rate limits on password sign-in, counted from the audit log so they hold across processes:
 * 10 failures for one email or 50 from one IP address within 15 minutes lock that door for the
 * rest of the window (429 with the spec-style message).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;

/** Throws RATE_LIMITED when the email or the IP has failed too often lately. */
export async function assertSignInAllowed(db: TDb, email: string, ip: string | undefined): Promise<void> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const failures = (where: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'sign_in_failed'), where, gt(auditEvents.createdAt, since)));
  const [byEmail] = await failures(eq(auditEvents.email, email.toLowerCase()));
  const [byIp] = ip ? await failures(eq(auditEvents.ip, ip)) : [{ n: 0 }];
  if ((byEmail?.n ?? 0) >= MAX_FAILURES_PER_EMAIL || (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) {
    throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManySignIns, { retryAfter: SIGN_IN_WINDOW_MS / 1000 });
  }
}
