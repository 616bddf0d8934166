/**
 * Personal API tokens: `rc_` + 32 random bytes in base64url. Only the SHA-256 of the whole token
 * is stored (like session tokens), so a copy of the database opens nothing; its first characters
 * are kept to tell tokens apart in the list.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_API } from '../../../shared/public-api.ts';

const TOKEN_SHAPE = new RegExp(`^${PUBLIC_API.tokenPrefix}[A-Za-z0-9_-]{43}$`);

/** A new token, its hash and its prefix. Why: the token is shown once and never stored. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${PUBLIC_API.tokenPrefix}${randomBytes(PUBLIC_API.tokenBytes).toString('base64url')}`;
  return { token, hash: hashApiToken(token), prefix: apiTokenPrefix(token) };
}

/** The stored form of a token (hex SHA-256). Why: lookups go by hash, the token itself is never kept. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The characters shown in the list. Why: people tell their tokens apart without the secret part. */
export function apiTokenPrefix(token: string): string {
  return token.slice(0, PUBLIC_API.prefixChars);
}

/** Whether a string has a token's shape. Why: a malformed header is refused before the database is asked. */
export function looksLikeApiToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
