/**
 * The tab's side of the sign-in popup: the code the popup handed over (issue-tab-login-code.ts)
 * becomes a session in the tab's frame, but only with the verifier of the challenge the code was
 * issued for, which only the frame that opened the popup holds. When the frame also holds a valid
 * single-sign-on token for a Microsoft identity nobody has yet, and whose email is no other
 * Rollcall user's, that identity is linked to the user who just signed in (they proved both), so
 * the tab signs them in silently next time.
 */
import type { TDb } from '../../../db/client.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import { defaultAccountIdOf, findUserByEmail } from '../../accounts/find-user.ts';
import { redeemToken } from '../../accounts/one-time-tokens.ts';
import { findUserIdByIdentity, recordUserIdentity } from '../../accounts/user-identities.ts';
import { profileOfMicrosoftPerson } from './microsoft-profile.ts';
import { TAB_SSO_DOOR } from './sign-in-with-tab-token.ts';
import { tabLoginChallengeOf } from './tab-login-challenge.ts';
import type { TTabTokenVerifier } from './tab-token-verifier.ts';

/** What became of the frame's SSO identity (the audit log records it). */
export type TFrameIdentityLink =
  | 'linked'
  | 'no_token'
  | 'token_refused'
  | 'already_linked'
  /** The token's email is another Rollcall user's: that person is not the code's user. */
  | 'email_of_other_user';

export type TTabLoginRedeemed =
  | { outcome: 'signed_in'; userId: string; accountId: string; linkedIdentity: boolean; link: TFrameIdentityLink }
  | { outcome: 'invalid_code' };

/** Redeems the code (once, with its verifier), optionally linking the frame's SSO identity, and audits it. */
export async function redeemTabLoginCode(
  db: TDb,
  options: {
    code: string;
    /** The frame's secret whose challenge the code was issued for. */
    verifier: string;
    ssoToken?: string;
    tokenVerifier?: TTabTokenVerifier;
    origin?: TRequestOrigin;
  },
): Promise<TTabLoginRedeemed> {
  const row = await redeemToken(db, 'tab_login', options.code, tabLoginChallengeOf(options.verifier));
  const userId = row?.userId;
  const accountId = userId ? await defaultAccountIdOf(db, userId) : undefined;
  if (!userId || !accountId) {
    await recordAuditEvent(
      db,
      { kind: 'sign_in_failed', details: { method: 'tab_login_code', reason: 'invalid_code' } },
      options.origin,
    );
    return { outcome: 'invalid_code' };
  }
  const link = await linkFrameIdentity(db, userId, options);
  await recordAuditEvent(
    db,
    {
      kind: 'sign_in',
      userId,
      accountId,
      details: {
        method: 'tab_login_code',
        door: TAB_SSO_DOOR,
        linked_identity: link === 'linked',
        ...(link === 'linked' || link === 'no_token' ? {} : { identity_not_linked: link }),
      },
    },
    options.origin,
  );
  return { outcome: 'signed_in', userId, accountId, linkedIdentity: link === 'linked', link };
}

/** Links the frame's Microsoft identity to the user when it is valid, nobody's, and not another user's email. */
async function linkFrameIdentity(
  db: TDb,
  userId: string,
  options: { ssoToken?: string; tokenVerifier?: TTabTokenVerifier },
): Promise<TFrameIdentityLink> {
  if (!options.ssoToken || !options.tokenVerifier) return 'no_token';
  const checked = await options.tokenVerifier.verify(options.ssoToken);
  if (!checked.ok) return 'token_refused';
  const profile = profileOfMicrosoftPerson(checked.person);
  if (await findUserIdByIdentity(db, profile)) return 'already_linked';
  // Verified or not, an email naming someone else at Rollcall says the frame is not this user's.
  const owner = profile.email ? await findUserByEmail(db, profile.email) : undefined;
  if (owner && owner.id !== userId) return 'email_of_other_user';
  await recordUserIdentity(db, { ...profile, userId });
  return (await findUserIdByIdentity(db, profile)) === userId ? 'linked' : 'already_linked';
}
