/**
 * Shared team access and data retention settings (spec part 3 §2.12). A team is shared with a
 * person of the same organisation, who then opens it like its members; only Team Admins and
 * Account Admins share, user type ADMIN sees the list, retention is set by admins under
 * LIMIT_CUSTOM_RETENTION (the route's policy).
 */

import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fillMessage } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import { canRunAccount, canSeeTeamShares, canShareTeams } from '../../../shared/permissions.ts';
import { SECURITY_MESSAGES, type TRetentionPolicy, type TSecurityContext } from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { memberships, teamShares, teams, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { currentTeamOf } from './team-settings.ts';

/** The security page of the current team. */
export async function getSecurityContext(db: TDb, viewer: TViewer): Promise<TSecurityContext> {
  const team = currentTeamOf(viewer);
  const sharer = alias(users, 'sharer');
  const rows = await db
    .select({ user: users, sharer: { firstName: sharer.firstName, lastName: sharer.lastName, email: sharer.email } })
    .from(teamShares)
    .innerJoin(users, eq(users.id, teamShares.userId))
    .leftJoin(sharer, eq(sharer.id, teamShares.sharedByUserId))
    .where(eq(teamShares.teamId, team.id))
    .orderBy(asc(teamShares.createdAt));
  const mine = rows.find((row) => row.user.id === viewer.user.id);
  return {
    team_slug: team.slug,
    shared_users: canSeeTeamShares(viewer)
      ? rows.map((row) => ({
          email: row.user.email,
          name: displayName(row.user),
          shared_by: row.sharer?.email ? displayName(row.sharer) : null,
        }))
      : [],
    can_share: canShareTeams(viewer),
    can_see_shared: canSeeTeamShares(viewer),
    shared_by_note: mine?.sharer?.email
      ? fillMessage(SECURITY_MESSAGES.sharedBy, { name: displayName(mine.sharer) })
      : null,
    retention_policy: team.retentionPolicy,
    can_edit_retention: canRunAccount(viewer),
    retention_locked: viewerHasFlag(viewer, 'LIMIT_CUSTOM_RETENTION'),
  };
}

/** Shares the team (by slug, one the viewer can open) with a person of the organisation. */
export async function shareTeam(
  db: TDb,
  viewer: TViewer,
  options: { email: string; teamSlug: string },
  origin: TRequestOrigin = {},
): Promise<string> {
  if (!canShareTeams(viewer)) throw new AppError('FORBIDDEN', 'Only Team Admins and Account Admins can share a team.');
  const team = viewer.teams.find((candidate) => candidate.slug === options.teamSlug);
  if (!team) throw new AppError('NOT_FOUND', 'No such team.');
  const [person] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, viewer.account.id)))
    .where(sql`lower(${users.email}) = ${options.email}`);
  if (!person) {
    const message = `${options.email} is not in your organization yet: invite them in Account Settings › Roles & Permissions first.`;
    throw new AppError('INVALID_INPUT', message, { fields: { share_email: [message] } });
  }
  if (person.user.id === viewer.user.id) {
    throw new AppError('INVALID_INPUT', 'You already have access to this team.', {
      fields: { share_email: ['You already have access to this team.'] },
    });
  }
  await db
    .insert(teamShares)
    .values({ teamId: team.id, userId: person.user.id, sharedByUserId: viewer.user.id })
    .onConflictDoNothing();
  await recordAuditEvent(
    db,
    {
      kind: 'team_shared',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      email: options.email,
      details: { teamId: team.id },
    },
    origin,
  );
  return displayName(person.user);
}

/** Revokes a person's shared access to the current team. */
export async function unshareTeam(db: TDb, viewer: TViewer, email: string, origin: TRequestOrigin = {}): Promise<void> {
  if (!canShareTeams(viewer))
    throw new AppError('FORBIDDEN', 'Only Team Admins and Account Admins can change sharing.');
  const team = currentTeamOf(viewer);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const removed = person
    ? await db
        .delete(teamShares)
        .where(and(eq(teamShares.teamId, team.id), eq(teamShares.userId, person.id)))
        .returning({ id: teamShares.id })
    : [];
  if (!removed.length) throw new AppError('NOT_FOUND', 'This team is not shared with that person.');
  await recordAuditEvent(
    db,
    {
      kind: 'team_unshared',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      email,
      details: { teamId: team.id },
    },
    origin,
  );
}

/** Sets the current team's retention policy. */
export async function saveRetentionPolicy(
  db: TDb,
  viewer: TViewer,
  policy: TRetentionPolicy,
  origin: TRequestOrigin = {},
): Promise<void> {
  if (!canRunAccount(viewer)) throw new AppError('FORBIDDEN', 'Only admins can change data retention.');
  const team = currentTeamOf(viewer);
  await db.update(teams).set({ retentionPolicy: policy, updatedAt: new Date() }).where(eq(teams.id, team.id));
  await recordAuditEvent(
    db,
    {
      kind: 'retention_changed',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { teamId: team.id, policy },
    },
    origin,
  );
}
