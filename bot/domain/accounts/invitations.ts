/**
 * Invitations to an organisation (spec part 2 §2.2): an Account Admin invites an email with the
 * role Billing Owner or Team Admin; the link leads to the invited signup (part 1 §2.3), valid 14
 * days and once. The plan's people cap (Free 10 people, Basic 10 users) counts members and open
 * invitations; past it the invite is refused with the spec's seat message.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  fillMessage,
  type TInvitationContext,
  type TInvitedSignupForm,
} from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import { ACCOUNT_TYPE_LABEL, type TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, invitations, memberships, users } from '../../db/schema/index.ts';
import { assertRoomForPeople } from '../billing/plan-limits/plan-limits-of.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { displayName, findUserByEmail } from './find-user.ts';
import { hashToken, newSecret } from './one-time-tokens.ts';
import { hashPassword } from './password-hash.ts';
import { assertNewPassword } from './password-pair.ts';
import { makeSlug } from './slugs.ts';
import type { TViewer } from './viewer.ts';

export const INVITATION_LIFETIME_MS = 14 * 24 * 3600 * 1000;

/** What an invite did: sent an invitation link, or added someone who already had a login. */
export type TInviteOutcome = 'invited' | 'added';

function refuseInvite(message: string): AppError {
  return new AppError('INVALID_INPUT', message, { fields: { 'invite-email': [message] } });
}

/**
 * Invites the email to the viewer's organisation with the role. An invitation link registers a new
 * login, so it can never be accepted by an email that already has one: such a person is added at
 * once (and told by email) when they belong to no organisation, and refused with the reason when
 * they belong to this one or to another (a login opens one organisation).
 */
export async function inviteToOrganization(
  deps: TAccountsDeps,
  viewer: TViewer,
  options: { email: string; accountTypeId: 0 | 2 },
  origin: TRequestOrigin = {},
): Promise<TInviteOutcome> {
  const existing = await findUserByEmail(deps.db, options.email);
  if (existing) {
    const theirs = await deps.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(eq(memberships.userId, existing.id));
    if (theirs.some((row) => row.accountId === viewer.account.id))
      throw refuseInvite(fillMessage(ACCOUNT_MESSAGES.alreadyMember, { email: options.email }));
    if (theirs.length > 0) throw refuseInvite(fillMessage(ACCOUNT_MESSAGES.memberElsewhere, { email: options.email }));
    await addExistingLogin(deps, viewer, existing, options.accountTypeId, origin);
    return 'added';
  }
  await sendInvitation(deps, viewer, options, origin);
  return 'invited';
}

/** Adds a login that belongs to no organisation with the role, and emails them to sign in. */
async function addExistingLogin(
  deps: TAccountsDeps,
  viewer: TViewer,
  user: typeof users.$inferSelect,
  accountTypeId: 0 | 2,
  origin: TRequestOrigin,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await assertRoomForPeople(tx, viewer.account, 1, { field: 'invite-email' });
    await tx.insert(memberships).values({ accountId: viewer.account.id, userId: user.id, accountTypeId });
    // Links sent to this email before can no longer be accepted: they leave the pending list.
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.accountId, viewer.account.id),
          eq(invitations.email, user.email),
          isNull(invitations.acceptedAt),
        ),
      );
    await recordAuditEvent(
      tx,
      {
        kind: 'member_invited',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        email: user.email,
        details: { accountTypeId, addedExistingLogin: true },
      },
      origin,
    );
    await queueEmail(deps, {
      tx,
      to: user.email,
      template: 'organization-member-added',
      variables: {
        name: displayName(user),
        inviterName: displayName(viewer.user),
        organization: viewer.account.name,
        role: ACCOUNT_TYPE_LABEL[accountTypeId],
        signInUrl: `${deps.publicUrl}/accounts/login/`,
      },
      accountId: viewer.account.id,
    });
  });
}

async function sendInvitation(
  deps: TAccountsDeps,
  viewer: TViewer,
  options: { email: string; accountTypeId: 0 | 2 },
  origin: TRequestOrigin,
): Promise<void> {
  const token = newSecret();
  await deps.db.transaction(async (tx) => {
    await assertRoomForPeople(tx, viewer.account, 1, { field: 'invite-email' });
    await tx.insert(invitations).values({
      accountId: viewer.account.id,
      email: options.email,
      accountTypeId: options.accountTypeId,
      invitedByUserId: viewer.user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
    await recordAuditEvent(
      tx,
      {
        kind: 'member_invited',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        email: options.email,
        details: { accountTypeId: options.accountTypeId },
      },
      origin,
    );
    await queueEmail(deps, {
      tx,
      to: options.email,
      template: 'invitation',
      variables: {
        inviterName: displayName(viewer.user),
        organization: viewer.account.name,
        role: ACCOUNT_TYPE_LABEL[options.accountTypeId],
        acceptUrl: `${deps.publicUrl}/accounts/invite/${token}/confirm/`,
      },
      accountId: viewer.account.id,
    });
  });
}

type TInvitationRow = typeof invitations.$inferSelect;

/** The invitation of a link's token while it can still be accepted (shared by every way to accept it). */
export async function findOpenInvitation(db: TDb, token: string): Promise<TInvitationRow> {
  const [row] =
    token.length <= 200
      ? await db
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.tokenHash, hashToken(token)),
              isNull(invitations.acceptedAt),
              gt(invitations.expiresAt, new Date()),
            ),
          )
      : [];
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
  return row;
}

/** The invited signup's context: who invited, to which organisation, for which email. */
export async function getInvitation(db: TDb, token: string): Promise<TInvitationContext> {
  const invitation = await findOpenInvitation(db, token);
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, invitation.accountId));
  const [inviter] = invitation.invitedByUserId
    ? await db.select().from(users).where(eq(users.id, invitation.invitedByUserId))
    : [];
  return {
    invited_by_name: inviter ? displayName(inviter) : (account?.name ?? 'your team'),
    organization: account?.name ?? '',
    email: invitation.email,
    role: ACCOUNT_TYPE_LABEL[invitation.accountTypeId as TAccountTypeId],
  };
}

/**
 * Registers the invited person and adds them with the invited role. An email that already has an
 * account cannot be registered again from a link (that would let the link's holder take it over);
 * its owner signs in first.
 */
export async function acceptInvitation(
  db: TDb,
  options: { token: string; form: TInvitedSignupForm; origin?: TRequestOrigin },
): Promise<{ userId: string; accountId: string }> {
  const invitation = await findOpenInvitation(db, options.token);
  const { form } = options;
  if (await findUserByEmail(db, invitation.email)) {
    const message = 'This email already has a Rollcall account. Sign in with it, then ask your admin to add you.';
    throw new AppError('INVALID_INPUT', message, { fields: { email: [message] } });
  }
  const password = assertNewPassword(form.password1, form.password2, {
    email: invitation.email,
    firstName: form.fname,
    lastName: form.lname,
  });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning();
    if (!claimed) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.invitationInvalid);
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        firstName: form.fname,
        lastName: form.lname,
        slug: makeSlug(`${form.fname}-${form.lname}`),
        passwordHash,
        phone: form.phone || null,
        jobTitle: form.job_title || null,
        emailVerifiedAt: sql`now()`,
      })
      .returning();
    await tx
      .insert(memberships)
      .values({ accountId: invitation.accountId, userId: user!.id, accountTypeId: invitation.accountTypeId });
    await recordAuditEvent(
      tx,
      { kind: 'invitation_accepted', accountId: invitation.accountId, userId: user!.id, email: invitation.email },
      options.origin,
    );
    return { userId: user!.id, accountId: invitation.accountId };
  });
}
