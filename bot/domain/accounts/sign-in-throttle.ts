/**
 * Limits on password sign-in, shared by every process through the database. Each attempt is
 * counted BEFORE its password is checked, by one atomic upsert per key that refuses to count past
 * the limit, so concurrent guesses cannot all slip under it; a right password gives its count back.
 * Within a fixed 15-minute window (from the key's first attempt):
 * - 10 per email from one address (IPv6: one /64): guessing from one place locks only that place,
 *   so a stranger cannot lock the owner out of their account from elsewhere;
 * - 50 per address across emails: one place spraying many accounts;
 * - 100 per email across all addresses: distributed guessing on one account. Reaching it blocks
 *   password sign-in for that email everywhere for the rest of the window; the one-click email link
 *   never consults these limits, so the owner can always sign in that way.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema/index.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const MAX_FAILURES_PER_EMAIL = 100;

type TKeyKind = 'email_ip' | 'email' | 'ip';

interface TThrottleKey {
  kind: TKeyKind;
  key: string;
  limit: number;
}

/** The attempt counted for one sign-in, to give back when its password proves right. */
export interface TSignInReservation {
  keys: readonly TThrottleKey[];
}

/** IPv6 addresses of one /64 (what one subscriber gets) count as one address; IPv4 as itself. */
export function throttleAddressOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

function digest(kind: TKeyKind, ...parts: string[]): string {
  return `${kind}:${createHash('sha256')
    .update([kind, ...parts].join('\n'))
    .digest('hex')}`;
}

function keysFor(email: string, ip: string | undefined): TThrottleKey[] {
  const address = throttleAddressOf(ip);
  const keys: TThrottleKey[] = [
    { kind: 'email_ip', key: digest('email_ip', email, address), limit: MAX_FAILURES_PER_EMAIL_AND_ADDRESS },
    { kind: 'ip', key: digest('ip', address), limit: MAX_FAILURES_PER_ADDRESS },
    { kind: 'email', key: digest('email', email), limit: MAX_FAILURES_PER_EMAIL },
  ];
  // Always in the same order, so two transactions never wait on each other's rows in a circle.
  return keys.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/**
 * Counts one password attempt for the email from the address, or throws RATE_LIMITED (with the
 * seconds left in the window) without counting anything when any limit is reached. Call it before
 * checking the password.
 */
export async function reserveSignInAttempt(
  db: TDb,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<TSignInReservation> {
  const keys = keysFor(email.trim().toLowerCase(), ip);
  const cutoff = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Windows that ended long ago are dropped here, so the table stays as small as the traffic.
  await db.delete(signInAttempts).where(lte(signInAttempts.windowStartedAt, cutoff));
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const cutoffValue = sql`${cutoff.toISOString()}::timestamptz`;
  const expired = sql`${signInAttempts.windowStartedAt} <= ${cutoffValue}`;
  await db.transaction(async (tx) => {
    for (const { key, limit } of keys) {
      // One statement takes the row lock, counts and checks: a row at its limit is left as it is
      // and returns nothing. A throw rolls back the keys already counted in this transaction.
      const [counted] = await tx
        .insert(signInAttempts)
        .values({ key, windowStartedAt: now, attempts: 1 })
        .onConflictDoUpdate({
          target: signInAttempts.key,
          set: {
            attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${nowValue} else ${signInAttempts.windowStartedAt} end`,
          },
          setWhere: sql`${expired} or ${signInAttempts.attempts} < ${limit}`,
        })
        .returning({ attempts: signInAttempts.attempts });
      if (counted) continue;
      const [held] = await tx
        .select({ windowStartedAt: signInAttempts.windowStartedAt })
        .from(signInAttempts)
        .where(eq(signInAttempts.key, key));
      const endsAt = (held?.windowStartedAt.getTime() ?? now.getTime()) + SIGN_IN_WINDOW_MS;
      const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManySignIns, { retryAfter });
    }
  });
  return { keys };
}

/**
 * Gives back the attempt of a sign-in whose password was right: the failures of that email from
 * that address are forgotten, and the wider counts lose this attempt (they keep only failures).
 */
export async function forgetSignInAttempt(db: TDb, reservation: TSignInReservation): Promise<void> {
  const pair = reservation.keys.filter((key) => key.kind === 'email_ip').map((key) => key.key);
  const wider = reservation.keys.filter((key) => key.kind !== 'email_ip').map((key) => key.key);
  if (pair.length) await db.delete(signInAttempts).where(inArray(signInAttempts.key, pair));
  if (wider.length) {
    await db
      .update(signInAttempts)
      .set({ attempts: sql`${signInAttempts.attempts} - 1` })
      .where(and(inArray(signInAttempts.key, wider), ne(signInAttempts.attempts, 0)));
  }
}
