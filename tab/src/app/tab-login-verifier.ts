/**
 * The frame's half of the popup's PKCE-style binding (shared/tab-sso.ts): before opening the
 * sign-in popup, the tab makes a random verifier, keeps it in sessionStorage (partitioned like the
 * frame's cookies, and never put in a URL) and hands the popup only its challenge. The code the
 * popup returns is redeemed with the verifier, so a code sent by anyone else in a link is useless.
 */

const VERIFIER_KEY = 'rollcall.tabLoginVerifier';
/** 32 random bytes: a 43-character base64url verifier. */
const VERIFIER_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** base64url(SHA-256(verifier)): what the server derives from the verifier too. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A new binding: the verifier, its challenge, and whether sessionStorage keeps the verifier. */
export interface TTabLoginBinding {
  verifier: string;
  challenge: string;
  /**
   * False when the browser denies the frame its storage (third-party storage blocked, as with
   * third-party cookies off): the verifier then lives only in this page, which redeems the code itself.
   */
  kept: boolean;
}

/** Makes a new verifier and keeps it in sessionStorage when allowed (replacing any earlier one). */
export async function startTabLoginBinding(): Promise<TTabLoginBinding> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(VERIFIER_BYTES)));
  let kept = true;
  try {
    window.sessionStorage.setItem(VERIFIER_KEY, verifier);
  } catch {
    kept = false;
  }
  return { verifier, challenge: await challengeOf(verifier), kept };
}

/** The kept verifier, removed as it is read (it redeems one code), or undefined. */
export function takeTabLoginVerifier(): string | undefined {
  try {
    const verifier = window.sessionStorage.getItem(VERIFIER_KEY);
    window.sessionStorage.removeItem(VERIFIER_KEY);
    return verifier ?? undefined;
  } catch {
    return undefined;
  }
}
