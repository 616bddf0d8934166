/**
 * The `state` of a single-sign-on round trip (OAuth 2.0 / OpenID Connect). It is:
 * - signed (HMAC-SHA256 with the session secret), so a made-up value is refused before any lookup;
 * - stored (its SHA-256) in PostgreSQL with a 10-minute expiry and redeemed once, atomically;
 * - bound to the browser that started the round trip through a cookie whose value's hash it keeps,
 *   so a state started in an attacker's browser cannot sign a victim in as the attacker (login CSRF).
 * It carries the purpose (login or register), the page to open afterwards and the OIDC nonce.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { signInStates } from '../../db/schema/index.ts';

export const SIGN_IN_STATE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_STATE_LENGTH = 200;

/**
 * login and register sign a person in or start their signup; photos and calendar are Graph
 * consents asked by someone already signed in (the state then also names them).
 */
export type TSignInPurpose = 'login' | 'register' | 'photos' | 'calendar';

const PURPOSES: ReadonlySet<string> = new Set<TSignInPurpose>(['login', 'register', 'photos', 'calendar']);

/** Why a state was refused; each has its own message (shared/sso.ts). */
export type TStateRefusal = 'state_invalid' | 'state_expired' | 'state_used' | 'state_foreign';

export interface TRedeemedState {
  purpose: TSignInPurpose;
  nextPath: string | null;
  nonce: string;
  /** The PKCE verifier stored at the start (providers that use PKCE), else null. */
  codeVerifier: string | null;
  /** The signed-in person who started a consent, else null. */
  userId: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function signatureOf(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`sign-in-state:${value}`).digest('base64url');
}

function signatureHolds(secret: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A fresh random value for the browser-binding cookie. */
export function newBrowserBinding(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a round trip: stores the state and answers it and the nonce to send to the provider. */
export async function createSignInState(
  db: TDb,
  options: {
    secret: string;
    provider: string;
    purpose: TSignInPurpose;
    nextPath: string | null;
    browserBinding: string;
    codeVerifier?: string;
    userId?: string;
    now?: Date;
  },
): Promise<{ state: string; nonce: string }> {
  const now = options.now ?? new Date();
  const value = randomBytes(32).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  // Expired states are dropped here, so the table stays as small as the traffic.
  await db.delete(signInStates).where(lte(signInStates.expiresAt, new Date(now.getTime() - SIGN_IN_STATE_LIFETIME_MS)));
  await db.insert(signInStates).values({
    stateHash: sha256(value),
    provider: options.provider,
    purpose: options.purpose,
    nextPath: options.nextPath,
    nonce,
    browserHash: sha256(options.browserBinding),
    codeVerifier: options.codeVerifier ?? null,
    userId: options.userId ?? null,
    expiresAt: new Date(now.getTime() + SIGN_IN_STATE_LIFETIME_MS),
  });
  return { state: `${value}.${signatureOf(options.secret, value)}`, nonce };
}

/**
 * Redeems the state once, for the browser that started it. A state from another browser is
 * refused without being used up, so a stranger cannot spend someone's state either.
 */
export async function redeemSignInState(
  db: TDb,
  options: {
    secret: string;
    provider: string;
    state: string | undefined;
    browserBinding: string | undefined;
    now?: Date;
  },
): Promise<{ ok: true; state: TRedeemedState } | { ok: false; refusal: TStateRefusal }> {
  const now = options.now ?? new Date();
  const state = options.state ?? '';
  const [value = '', signature = '', extra] = state.length <= MAX_STATE_LENGTH ? state.split('.') : [];
  if (!value || !signature || extra !== undefined || !signatureHolds(options.secret, value, signature)) {
    return { ok: false, refusal: 'state_invalid' };
  }
  const [row] = await db
    .select()
    .from(signInStates)
    .where(and(eq(signInStates.stateHash, sha256(value)), eq(signInStates.provider, options.provider)));
  if (!row) return { ok: false, refusal: 'state_invalid' };
  if (row.usedAt) return { ok: false, refusal: 'state_used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'state_expired' };
  const binding = options.browserBinding ? sha256(options.browserBinding) : '';
  if (
    binding.length !== row.browserHash.length ||
    !timingSafeEqual(Buffer.from(binding), Buffer.from(row.browserHash))
  ) {
    return { ok: false, refusal: 'state_foreign' };
  }
  // One statement marks it used only if nobody did in between: two callbacks cannot both pass.
  const [claimed] = await db
    .update(signInStates)
    .set({ usedAt: now })
    .where(and(eq(signInStates.id, row.id), isNull(signInStates.usedAt)))
    .returning({ id: signInStates.id });
  if (!claimed) return { ok: false, refusal: 'state_used' };
  const purpose = (PURPOSES.has(row.purpose) ? row.purpose : 'login') as TSignInPurpose;
  return {
    ok: true,
    state: { purpose, nextPath: row.nextPath, nonce: row.nonce, codeVerifier: row.codeVerifier, userId: row.userId },
  };
}
