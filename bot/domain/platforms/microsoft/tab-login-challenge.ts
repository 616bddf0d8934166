/**
 * The PKCE-style binding of a Teams tab's popup code (RFC 7636's S256 method): the frame keeps a
 * random verifier and sends the popup its challenge; the server derives the challenge from the
 * verifier the frame presents, and only a code issued for that challenge matches.
 */
import { createHash } from 'node:crypto';

/** base64url(SHA-256(verifier)), without padding: what the web app computes with crypto.subtle. */
export function tabLoginChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}
