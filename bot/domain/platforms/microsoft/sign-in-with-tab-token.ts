/**
 * Tab single sign-on (issue 19): a Teams tab hands over the token teams-js gave it, and the person
 * it names is signed in when Rollcall knows them by their Microsoft identity, or by an email their
 * tenant verified (the identity is then recorded). Teams roster rows (team_members) are never
 * used: a manager could connect their own tenant with a user carrying an admin's email.
 */

import type { TDb } from '../../../db/client.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import { recordAuditEvent } from '../../accounts/audit.ts';
import { acceptIdentitySignIn, findLoginForProfile } from '../../accounts/sign-in-with-identity.ts';
import { MICROSOFT_IDENTITY_PROVIDER } from './microsoft-identity.ts';
import { profileOfMicrosoftPerson } from './microsoft-profile.ts';
import type { TTabTokenFailure, TTabTokenVerifier } from './tab-token-verifier.ts';

/** How the audit log tells a tab's sign-in from Sign in with Microsoft (same method, 'microsoft'). */
export const TAB_SSO_DOOR = 'tab_sso';

export type TTabSignIn =
  | { outcome: 'signed_in'; userId: string; accountId: string }
  | { outcome: 'no_account' }
  | { outcome: 'refused'; failure: TTabTokenFailure; reason: string };

/** Checks the token and signs its person in, or answers why not (nothing is created). */
export async function signInWithTabToken(
  db: TDb,
  options: { verifier: TTabTokenVerifier; token: string; origin?: TRequestOrigin },
): Promise<TTabSignIn> {
  const checked = await options.verifier.verify(options.token);
  if (!checked.ok) {
    if (checked.failure === 'rejected') {
      await recordAuditEvent(
        db,
        {
          kind: 'sign_in_failed',
          details: { method: MICROSOFT_IDENTITY_PROVIDER, door: TAB_SSO_DOOR, reason: checked.reason },
        },
        options.origin,
      );
    }
    return { outcome: 'refused', failure: checked.failure, reason: checked.reason };
  }
  const profile = profileOfMicrosoftPerson(checked.person);
  const found = await findLoginForProfile(db, profile);
  if ('refusal' in found) {
    await recordAuditEvent(
      db,
      {
        kind: 'sign_in_failed',
        email: profile.email,
        details: { method: profile.provider, door: TAB_SSO_DOOR, reason: found.refusal, subject: profile.subject },
      },
      options.origin,
    );
    // An unverified email match is no account as far as the tab can tell: the popup offers sign-in.
    return { outcome: 'no_account' };
  }
  return acceptIdentitySignIn(db, profile, found, options.origin);
}
