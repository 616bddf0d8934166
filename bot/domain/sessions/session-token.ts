/** Session tokens: 256 random bits in the cookie, only their SHA-256 in the database. */
import { createHash, randomBytes } from 'node:crypto';

/** Days a session lives without use before it must sign in again. */
export const SESSION_IDLE_DAYS = 14;

/** A fresh random token for a cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The id a token is stored under. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
