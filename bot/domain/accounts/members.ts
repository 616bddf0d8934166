/**
 * Members and roles of an organisation (spec part 2 §2.2, §6). A role change is refused on one's
 * own row, for a Billing Owner, under LIMIT_PERMISSION_ROLES (the route's policy) and when it would
 * leave the organisation without an Account Admin. Memberships of other accounts are not found.
 */

import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import type { TMembersContext } from '../../../shared/accounts-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { canAdministerAccount } from '../../../shared/permissions.ts';
import { ACCOUNT_TYPE, ACCOUNT_TYPE_LABEL, type TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { invitations, memberships, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { viewerHasFlag } from './feature-flags.ts';
import { displayName } from './find-user.ts';
import type { TViewer } from './viewer.ts';

/** The members table, pending invitations and what the viewer may do with them. */
export async function listAccountMembers(db: TDb, viewer: TViewer): Promise<TMembersContext> {
  const rows = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, viewer.account.id))
    .orderBy(asc(memberships.createdAt));
  const pending = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, viewer.account.id),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  return {
    account_uuid: viewer.account.id,
    members: rows.map(({ membership, user }) => ({
      member_id: membership.id,
      name: displayName(user),
      email: user.email,
      photo: user.photoUrl,
      created_at: membership.createdAt.toISOString(),
      user_type_id: membership.accountTypeId,
      user_type_display: ACCOUNT_TYPE_LABEL[membership.accountTypeId as TAccountTypeId],
      is_self: user.id === viewer.user.id,
    })),
    can_invite: canAdministerAccount(viewer),
    can_change_roles: canAdministerAccount(viewer),
    roles_locked: viewerHasFlag(viewer, 'LIMIT_PERMISSION_ROLES'),
    pending_invitations: pending.map((invitation) => ({
      email: invitation.email,
      role: ACCOUNT_TYPE_LABEL[invitation.accountTypeId as TAccountTypeId],
      created_at: invitation.createdAt.toISOString(),
    })),
  };
}

/** Changes one member's account type. */
export async function changeMemberRole(
  db: TDb,
  viewer: TViewer,
  options: { membershipId: string; accountTypeId: TAccountTypeId },
  origin: TRequestOrigin = {},
): Promise<void> {
  const [target] = /^[0-9a-f-]{36}$/i.test(options.membershipId)
    ? await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, options.membershipId), eq(memberships.accountId, viewer.account.id)))
    : [];
  if (!target) throw new AppError('NOT_FOUND', 'No such member.');
  if (target.userId === viewer.user.id) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.ownRole);
  if (target.accountTypeId === options.accountTypeId) return;
  if (target.accountTypeId === ACCOUNT_TYPE.ACCOUNT_ADMIN) {
    const [admins] = await db
      .select({ n: count() })
      .from(memberships)
      .where(
        and(eq(memberships.accountId, viewer.account.id), eq(memberships.accountTypeId, ACCOUNT_TYPE.ACCOUNT_ADMIN)),
      );
    if ((admins?.n ?? 0) <= 1) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.lastAdmin);
  }
  await db
    .update(memberships)
    .set({ accountTypeId: options.accountTypeId, updatedAt: new Date() })
    .where(eq(memberships.id, target.id));
  await recordAuditEvent(
    db,
    {
      kind: 'role_changed',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { membershipId: target.id, from: target.accountTypeId, to: options.accountTypeId },
    },
    origin,
  );
}
