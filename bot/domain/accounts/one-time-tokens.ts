/**
 * Issues and redeems the single-use tokens sent by email. The token travels only in the email;
 * the database keeps its SHA-256, an expiry, and used_at once redeemed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';

/** tab_login: the code a Teams tab's sign-in popup hands back to the tab (bot/domain/platforms/microsoft). */
export type TTokenKind = 'verify_email' | 'password_reset' | 'magic_link' | 'tab_login';

export const TOKEN_LIFETIME_MS: Record<TTokenKind, number> = {
  verify_email: 7 * 24 * 3600 * 1000,
  password_reset: 24 * 3600 * 1000,
  magic_link: 15 * 60 * 1000,
  tab_login: 2 * 60 * 1000,
};

/** SHA-256 hex of a token or hash from a URL. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random URL-safe secret: 256 bits, or a uuid (122 random bits) for the /{uuid}/ reset URL. */
export function newSecret(shape: 'base64url' | 'uuid' = 'base64url'): string {
  return shape === 'uuid' ? randomUUID() : randomBytes(32).toString('base64url');
}

/**
 * The stored hash of a token; a token bound to something only its rightful redeemer knows (a tab
 * code's PKCE challenge) is hashed with it, so the token alone matches no row.
 */
function storedHashOf(token: string, boundTo: string | undefined): string {
  return hashToken(boundTo === undefined ? token : `${token}:${boundTo}`);
}

/** Issues a token of a kind for a user or a signup; answers the token to put in the email. */
export async function issueToken(
  db: TDb,
  options: { kind: TTokenKind; userId?: string; signupId?: string; boundTo?: string },
): Promise<string> {
  const token = newSecret(options.kind === 'password_reset' ? 'uuid' : 'base64url');
  await db.insert(oneTimeTokens).values({
    kind: options.kind,
    tokenHash: storedHashOf(token, options.boundTo),
    userId: options.userId ?? null,
    signupId: options.signupId ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[options.kind]),
  });
  return token;
}

export type TTokenRow = typeof oneTimeTokens.$inferSelect;

/** The token's row when it exists, is of this kind, unused and unexpired; else undefined. */
export async function findUsableToken(db: TDb, kind: TTokenKind, token: string): Promise<TTokenRow | undefined> {
  if (token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * Marks the token used; answers its row only for the one caller that won the race. A token issued
 * with `boundTo` is found only with the same value.
 */
export async function redeemToken(
  db: TDb,
  kind: TTokenKind,
  token: string,
  boundTo?: string,
): Promise<TTokenRow | undefined> {
  if (token.length > 200) return undefined;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, storedHashOf(token, boundTo)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Voids every unused token of a kind for a user (a new password voids older reset links). */
export async function voidTokens(db: TDb, userId: string, kind: TTokenKind): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}
