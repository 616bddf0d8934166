/**
 * Sign-in through a single-sign-on provider (Sign in with Slack, later Microsoft): the person is
 * found by their identity at the provider, else by email only when the provider verified that
 * email (then the identity is recorded, so later sign-ins no longer depend on the email). It is
 * audited exactly like a password sign-in; nothing is ever created for an unknown person.
 */
import type { TDb } from '../../db/client.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { defaultAccountIdOf, findUserByEmail } from './find-user.ts';
import { findUserIdByIdentity, recordUserIdentity, type TIdentityRef, touchUserIdentity } from './user-identities.ts';

/** What a provider told us about the person who signed in there. */
export interface TProviderProfile extends TIdentityRef {
  email: string | null;
  /** Whether the provider itself verified the email (OIDC `email_verified`). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type TIdentitySignIn =
  | { outcome: 'signed_in'; userId: string; accountId: string }
  | { outcome: 'no_account' | 'email_unverified' };

/** The login this profile opens, if any (recording the identity on an email match). */
export async function findLoginForProfile(
  db: TDb,
  profile: TProviderProfile,
): Promise<{ userId: string; accountId: string; linked: boolean } | { refusal: 'no_account' | 'email_unverified' }> {
  const knownUserId = await findUserIdByIdentity(db, profile);
  if (knownUserId) {
    const accountId = await defaultAccountIdOf(db, knownUserId);
    return accountId ? { userId: knownUserId, accountId, linked: false } : { refusal: 'no_account' };
  }
  const user = profile.email ? await findUserByEmail(db, profile.email) : undefined;
  if (!user) return { refusal: 'no_account' };
  // An unverified email at the provider proves nothing: anyone can type someone else's address.
  if (!profile.emailVerified) return { refusal: 'email_unverified' };
  const accountId = await defaultAccountIdOf(db, user.id);
  if (!accountId) return { refusal: 'no_account' };
  await recordUserIdentity(db, { ...profile, userId: user.id });
  return { userId: user.id, accountId, linked: true };
}

/** Audits a sign-in through a login found by findLoginForProfile and answers the session to open. */
export async function acceptIdentitySignIn(
  db: TDb,
  profile: TProviderProfile,
  found: { userId: string; accountId: string; linked: boolean },
  origin: TRequestOrigin = {},
): Promise<{ outcome: 'signed_in'; userId: string; accountId: string }> {
  await touchUserIdentity(db, profile);
  await recordAuditEvent(
    db,
    {
      kind: 'sign_in',
      email: profile.email,
      userId: found.userId,
      accountId: found.accountId,
      details: { method: profile.provider, linked_identity: found.linked },
    },
    origin,
  );
  return { outcome: 'signed_in', userId: found.userId, accountId: found.accountId };
}

/** Signs the profile's person in, or answers why not (the caller shows it; no account is made). */
export async function signInWithIdentity(
  db: TDb,
  profile: TProviderProfile,
  origin: TRequestOrigin = {},
): Promise<TIdentitySignIn> {
  const found = await findLoginForProfile(db, profile);
  if ('refusal' in found) {
    await recordAuditEvent(
      db,
      {
        kind: 'sign_in_failed',
        email: profile.email,
        details: { method: profile.provider, reason: found.refusal, subject: profile.subject },
      },
      origin,
    );
    return { outcome: found.refusal };
  }
  return acceptIdentitySignIn(db, profile, found, origin);
}
