/**
 * Accepting an invitation (spec part 1 §2.3) with a single-sign-on identity (Sign in with
 * Microsoft on the invited signup): the provider must have verified the very email the invitation
 * was sent to, so the link's holder proves they own it, as the password form's person does by
 * having received it. The login is created without a password, with the identity recorded, and
 * joins the organisation with the invited role. Anything else is refused with a reason.
 */

import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { invitations, memberships, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { findUserByEmail } from './find-user.ts';
import { findOpenInvitation } from './invitations.ts';
import type { TProviderProfile } from './sign-in-with-identity.ts';
import { makeSlug } from './slugs.ts';
import { findUserIdByIdentity, recordUserIdentity } from './user-identities.ts';

export type TInvitationWithIdentity =
  | { outcome: 'accepted'; userId: string; accountId: string }
  | { outcome: 'invite_invalid' | 'invite_mismatch' | 'invite_has_login' | 'email_unverified' | 'no_email' };

const INVITE_PAGE = /^\/accounts\/invite\/([\w-]{1,200})\/confirm\/?$/;

/** The invitation token of an invited-signup page path (the round trip's next path), if it is one. */
export function invitationTokenOfPath(path: string | null): string | undefined {
  return path ? INVITE_PAGE.exec(path)?.[1] : undefined;
}

/** Registers the provider's person through the invitation, or answers why not. */
export async function acceptInvitationWithIdentity(
  db: TDb,
  options: { token: string; profile: TProviderProfile; origin?: TRequestOrigin },
): Promise<TInvitationWithIdentity> {
  const { profile } = options;
  // Only "no such open invitation" means invalid; a database failure stays an error, not a refusal.
  const invitation = await findOpenInvitation(db, options.token).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
  if (!invitation) return { outcome: 'invite_invalid' };
  if (!profile.email) return { outcome: 'no_email' };
  if (profile.email.toLowerCase() !== invitation.email.toLowerCase()) return { outcome: 'invite_mismatch' };
  if (!profile.emailVerified) return { outcome: 'email_unverified' };
  // A login already holding the email or the identity signs in instead; an invitation never takes it over.
  if ((await findUserByEmail(db, invitation.email)) || (await findUserIdByIdentity(db, profile))) {
    return { outcome: 'invite_has_login' };
  }
  const firstName = profile.firstName || invitation.email.split('@')[0]!.slice(0, 254);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning();
    if (!claimed) return { outcome: 'invite_invalid' as const };
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        firstName,
        lastName: profile.lastName,
        slug: makeSlug(`${firstName}-${profile.lastName}`),
        passwordHash: null,
        emailVerifiedAt: sql`now()`,
      })
      .returning();
    await tx
      .insert(memberships)
      .values({ accountId: invitation.accountId, userId: user!.id, accountTypeId: invitation.accountTypeId });
    await recordUserIdentity(tx, { ...profile, userId: user!.id, email: invitation.email });
    await recordAuditEvent(
      tx,
      {
        kind: 'invitation_accepted',
        accountId: invitation.accountId,
        userId: user!.id,
        email: invitation.email,
        details: { method: profile.provider },
      },
      options.origin,
    );
    return { outcome: 'accepted' as const, userId: user!.id, accountId: invitation.accountId };
  });
}
