/**
 * The tab's side of the sign-in popup: the code the popup handed over (issue-tab-login-code.ts)
 * becomes a session in the tab's frame. When the frame also holds a valid single-sign-on token for
 * a Microsoft identity nobody has yet, that identity is linked to the user who just signed in (they
 * proved both), so the tab signs them in silently next time.
 */
import type { TDb } from '../../../db/client.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import { defaultAccountIdOf } from '../../accounts/find-user.ts';
import { redeemToken } from '../../accounts/one-time-tokens.ts';
import { findUserIdByIdentity, recordUserIdentity } from '../../accounts/user-identities.ts';
import { TAB_SSO_DOOR } from './sign-in-with-tab-token.ts';
import { profileOfTabPerson } from './tab-sso-profile.ts';
import type { TTabTokenVerifier } from './tab-token-verifier.ts';

export type TTabLoginRedeemed =
  | { outcome: 'signed_in'; userId: string; accountId: string; linkedIdentity: boolean }
  | { outcome: 'invalid_code' };

/** Redeems the code (once), optionally linking the frame's SSO identity, and audits the sign-in. */
export async function redeemTabLoginCode(
  db: TDb,
  options: { code: string; ssoToken?: string; verifier?: TTabTokenVerifier; origin?: TRequestOrigin },
): Promise<TTabLoginRedeemed> {
  const row = await redeemToken(db, 'tab_login', options.code);
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
  const linkedIdentity = await linkFrameIdentity(db, userId, options);
  await recordAuditEvent(
    db,
    {
      kind: 'sign_in',
      userId,
      accountId,
      details: { method: 'tab_login_code', door: TAB_SSO_DOOR, linked_identity: linkedIdentity },
    },
    options.origin,
  );
  return { outcome: 'signed_in', userId, accountId, linkedIdentity };
}

/** Links the frame's Microsoft identity to the user when it is valid and still nobody's. */
async function linkFrameIdentity(
  db: TDb,
  userId: string,
  options: { ssoToken?: string; verifier?: TTabTokenVerifier },
): Promise<boolean> {
  if (!options.ssoToken || !options.verifier) return false;
  const checked = await options.verifier.verify(options.ssoToken);
  if (!checked.ok) return false;
  const profile = profileOfTabPerson(checked.person);
  if (await findUserIdByIdentity(db, profile)) return false;
  await recordUserIdentity(db, { ...profile, userId });
  return (await findUserIdByIdentity(db, profile)) === userId;
}
