/**
 * The CSRF token of the current session. The initial state carries it; every POST sends it back
 * in the X-CSRF-Token header. Kept outside React so the fetch client can read it anywhere.
 */

let currentToken = '';

/** Stores the token from a freshly loaded initial state. */
export function rememberCsrfToken(token: string): void {
  currentToken = token;
}

/** The token to send with a state-changing request; empty before the initial state has loaded. */
export function csrfToken(): string {
  return currentToken;
}
