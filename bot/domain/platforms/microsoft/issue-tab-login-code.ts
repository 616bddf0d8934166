/**
 * The sign-in popup of a Teams tab (spec part 1 §2.2) runs as a top-level window whose session
 * cookie the tab's frame cannot see. Once the popup is signed in, it hands the tab a one-time code
 * (teams-js notifySuccess) that the frame redeems for its own session: short-lived, single use,
 * stored only as a hash.
 */
import type { TDb } from '../../../db/client.ts';
import { issueToken } from '../../accounts/one-time-tokens.ts';

/** A fresh code for the signed-in user of the popup. */
export function issueTabLoginCode(db: TDb, options: { userId: string }): Promise<string> {
  return issueToken(db, { kind: 'tab_login', userId: options.userId });
}
