/**
 * The web app inside a Microsoft Teams tab signs in through these calls (issue 19): single sign-on
 * with the token teams-js hands the tab, and the sign-in popup's one-time code (spec part 1 §2.2).
 */
import { z } from 'zod';

/** The web app's pages of the popup round trip. */
export const TAB_SSO_PATHS = {
  /** The popup opens here (600x535); the server sends it on to a sign-in page. */
  popup: '/msteams/tab/auth/',
  /** Where the popup lands signed in: it hands the tab a one-time code. */
  popupDone: '/msteams/tab/auth/done/',
  /** The tab's frame redeems the code here, then goes on to the page it was opened on. */
  tabLogin: '/msteams/tab/login/',
} as const;

/** The spec's popup size (part 1 §9). */
export const TAB_POPUP_SIZE = { width: 600, height: 535 } as const;

/** The query value (`?host=msteams`) Rollcall's tab URLs carry, and the header the web app sends in a tab. */
export const TEAMS_HOST_VALUE = 'msteams';

/** POST /api/v1/msteams/tab/sso */
export const ZTabSsoRequest = z.object({ token: z.string().min(1).max(16_384) });
export type TTabSsoRequest = z.infer<typeof ZTabSsoRequest>;

/** Signed in, or nobody at Rollcall is this person (the tab offers sign-in and signup). */
export const ZTabSsoAnswer = z.object({ status: z.enum(['signed_in', 'no_account']) });
export type TTabSsoAnswer = z.infer<typeof ZTabSsoAnswer>;

/**
 * The popup's code is bound to the frame that opened the popup, PKCE-style: the frame keeps a
 * random verifier (in sessionStorage, never in a URL) and opens the popup with its challenge,
 * base64url(SHA-256(verifier)); only the verifier redeems the code. 43 to 128 base64url characters
 * (32 to 96 random bytes), as RFC 7636 allows.
 */
export const ZTabLoginVerifier = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'Not a sign-in verifier.');

/** A challenge: base64url of a SHA-256 digest, without padding (43 characters). */
export const ZTabLoginChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a sign-in challenge.');

/** The query parameter the challenge travels in, from the popup's start to its last page. */
export const TAB_CHALLENGE_PARAM = 'challenge';

/** A popup page with the frame's challenge in its query (none when there is none). */
function withChallenge(path: string, challenge: string | undefined): string {
  return challenge ? `${path}?${new URLSearchParams({ [TAB_CHALLENGE_PARAM]: challenge })}` : path;
}

/** The popup's start for the frame's challenge (what the tab hands teams-js to open). */
export function popupStartPath(challenge: string | undefined): string {
  return withChallenge(TAB_SSO_PATHS.popup, challenge);
}

/** The popup's last page, carrying the frame's challenge through the sign-in. */
export function popupDonePath(challenge: string | undefined): string {
  return withChallenge(TAB_SSO_PATHS.popupDone, challenge);
}

/** POST /api/v1/msteams/tab/code: the challenge of the frame that opened the popup. */
export const ZTabCodeRequest = z.object({ challenge: ZTabLoginChallenge });
export type TTabCodeRequest = z.infer<typeof ZTabCodeRequest>;

/** POST /api/v1/msteams/tab/code: the popup's one-time code for the tab. */
export const ZTabCodeAnswer = z.object({ code: z.string() });

/**
 * POST /api/v1/msteams/tab/login: the code, the frame's verifier it is bound to, and the frame's
 * SSO token when it has one (to link it).
 */
export const ZTabLoginRequest = z.object({
  code: z.string().min(1).max(200),
  verifier: ZTabLoginVerifier,
  token: z.string().min(1).max(16_384).optional(),
});
export type TTabLoginRequest = z.infer<typeof ZTabLoginRequest>;

export const ZTabLoginAnswer = z.object({ status: z.literal('signed_in') });

/** Messages the tab shows (and the API answers with). */
export const TAB_SSO_MESSAGES = {
  notConfigured: 'Sign in with Microsoft is not set up on this Rollcall server.',
  tokenRefused: 'Microsoft Teams could not sign you in to Rollcall. Please sign in.',
  unavailable: 'Microsoft could not be reached to sign you in. Please try again in a moment.',
  codeRefused: 'This sign-in has expired or was already used. Please sign in again.',
  notStartedHere:
    'This sign-in was not started from this Rollcall tab, so it cannot sign you in here. Please sign in again.',
  popupUnbound: 'This sign-in window was not opened by a Rollcall tab. Close it and sign in from the tab.',
} as const;
