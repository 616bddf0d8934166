/**
 * The sign-in popup of a Teams tab (spec part 1 §2.2) runs as a top-level window whose session
 * cookie the tab's frame cannot see. Once the popup is signed in, it hands the tab a one-time code
 * (teams-js notifySuccess) that the frame redeems for its own session: short-lived, single use,
 * stored only as a hash, and bound to the challenge of the frame that opened the popup (PKCE-style,
 * tab-login-challenge.ts), so a code minted by someone else signs nobody in through a link.
 */
import type { TDb } from '../../../db/client.ts';
import { issueToken } from '../../accounts/one-time-tokens.ts';

/** A fresh code for the signed-in user of the popup, redeemable only with the frame's verifier. */
export function issueTabLoginCode(db: TDb, options: { userId: string; challenge: string }): Promise<string> {
  return issueToken(db, { kind: 'tab_login', userId: options.userId, boundTo: options.challenge });
}
