/**
 * The OAuth `state` of a Slack install (issue 18): signed with SESSION_SECRET, naming the Rollcall
 * user and account that pressed Connect Slack, valid SLACK_INSTALL_STATE_MINUTES and spent on first
 * use. The signature makes it unforgeable; the row in one_time_tokens (only its nonce's SHA-256)
 * makes it single use even when the same state is replayed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { SLACK_INSTALL_STATE_MINUTES } from '../../../../shared/slack.ts';
import type { TDb } from '../../../db/client.ts';
import { oneTimeTokens } from '../../../db/schema/index.ts';
import { hashToken } from '../../accounts/one-time-tokens.ts';

/** The one_time_tokens kind of a Slack install state. */
const STATE_KIND = 'slack_install_state';
const STATE_LIFETIME_MS = SLACK_INSTALL_STATE_MINUTES * 60 * 1000;
/** A state longer than this is not ours (ours are about 200 characters). */
const MAX_STATE_LENGTH = 600;

const ZStatePayload = z.object({
  n: z.string().min(20).max(100),
  u: z.string().uuid(),
  a: z.string().uuid(),
  e: z.number().int().positive(),
});

/** Who is installing: the signed-in user and the account they act in. */
export interface TInstallStarter {
  userId: string;
  accountId: string;
}

export type TStateRefusal = 'invalid' | 'expired' | 'used' | 'other_user';

export type TStateCheck = { ok: true } | { ok: false; reason: TStateRefusal };

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`rollcall:slack-install-state:${payload}`).digest();
}

/** Issues a state for the consent page and records its nonce, unused, until it expires. */
export async function issueSlackInstallState(
  db: TDb,
  secret: string,
  starter: TInstallStarter,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + STATE_LIFETIME_MS);
  const payload = Buffer.from(
    JSON.stringify({ n: nonce, u: starter.userId, a: starter.accountId, e: expiresAt.getTime() }),
  ).toString('base64url');
  await db
    .insert(oneTimeTokens)
    .values({ kind: STATE_KIND, tokenHash: hashToken(nonce), userId: starter.userId, expiresAt });
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The state's payload when its signature is ours; null for anything else. */
function verifiedPayload(secret: string, state: string): z.infer<typeof ZStatePayload> | null {
  if (state.length > MAX_STATE_LENGTH) return null;
  const [payload, signature, ...rest] = state.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = ZStatePayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spends the state for this signed-in user: answers ok only once, for the user and account that
 * issued it, within its lifetime. A refusal changes nothing, so another user's state stays usable
 * by its owner.
 */
export async function redeemSlackInstallState(
  db: TDb,
  secret: string,
  starter: TInstallStarter,
  state: string,
  now: Date,
): Promise<TStateCheck> {
  const payload = verifiedPayload(secret, state);
  if (!payload) return { ok: false, reason: 'invalid' };
  if (payload.u !== starter.userId || payload.a !== starter.accountId) return { ok: false, reason: 'other_user' };
  if (payload.e <= now.getTime()) return { ok: false, reason: 'expired' };
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(payload.n)),
        eq(oneTimeTokens.kind, STATE_KIND),
        eq(oneTimeTokens.userId, starter.userId),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return spent ? { ok: true } : { ok: false, reason: 'used' };
}
