/**
 * Organisation settings (spec part 2 §2.2): the name, usage per team, the admins to contact when
 * the trial ended. Every read is scoped to the viewer's account.
 */

import { and, asc, count, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import type { TOrganizationSettings, TTrialEndedContext } from '../../../shared/accounts-api.ts';
import { canAdministerAccount } from '../../../shared/permissions.ts';
import { ACCOUNT_TYPE_LABEL, ROLE_GROUPS, type TAccountTypeId } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, memberships, teamMembers, teams, users } from '../../db/schema/index.ts';
import { syncsPhotos } from '../platforms/platform-names.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { displayName } from './find-user.ts';
import type { TViewer } from './viewer.ts';

export const SYNC_PHOTOS_URL = '/accounts/microsoft/readbasicall/auth/?scope=User.Read.All&action=sync-photos';

/**
 * Usage of the organisation. An active member is a member of a team connected to a platform
 * (service other than NONE); once reports exist, billing counts members assigned to reports.
 */
export async function getOrganizationSettings(
  db: TDb,
  viewer: TViewer,
  /**
   * Whether Microsoft sign-in is configured (MICROSOFT_CLIENT_ID/SECRET): photo sync reads Graph
   * with an Account Admin's consent, so without it (or for anyone else) the page gets no link and
   * says why instead of offering a dead button.
   */
  options: { microsoftConfigured: boolean } = { microsoftConfigured: false },
): Promise<TOrganizationSettings> {
  const accountTeams = await db
    .select()
    .from(teams)
    .where(eq(teams.accountId, viewer.account.id))
    .orderBy(asc(teams.createdAt));
  const totals = accountTeams.length
    ? await db
        .select({ teamId: teamMembers.teamId, n: count() })
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.teamId,
            accountTeams.map((team) => team.id),
          ),
        )
        .groupBy(teamMembers.teamId)
    : [];
  const totalByTeam = new Map(totals.map((row) => [row.teamId, row.n]));
  const connected = accountTeams.filter((team) => team.service !== 'NONE');
  const [active] = connected.length
    ? await db
        .select({ n: countDistinct(teamMembers.userId) })
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.teamId,
            connected.map((team) => team.id),
          ),
        )
    : [{ n: 0 }];
  return {
    name: viewer.account.name,
    can_edit: canAdministerAccount(viewer),
    total_active_members: active?.n ?? 0,
    team_list: accountTeams.map((team) => ({
      team_name: team.name,
      active_service: team.service,
      active_members: team.service === 'NONE' ? 0 : (totalByTeam.get(team.id) ?? 0),
      member_total: totalByTeam.get(team.id) ?? 0,
    })),
    can_sync_photos: accountTeams.some((team) => syncsPhotos(team.service)),
    sync_photos_url: options.microsoftConfigured && canAdministerAccount(viewer) ? SYNC_PHOTOS_URL : null,
  };
}

/** Renames the viewer's organisation. */
export async function renameOrganization(
  db: TDb,
  viewer: TViewer,
  name: string,
  origin: TRequestOrigin = {},
): Promise<void> {
  await db.update(accounts).set({ name, updatedAt: new Date() }).where(eq(accounts.id, viewer.account.id));
  await recordAuditEvent(
    db,
    { kind: 'organization_renamed', accountId: viewer.account.id, userId: viewer.user.id, details: { name } },
    origin,
  );
}

/** The organisation's admins (Billing Owners and Account Admins), for the trial-ended page. */
export async function getTrialEndedContext(db: TDb, viewer: TViewer): Promise<TTrialEndedContext> {
  const rows = await db
    .select({ user: users, accountTypeId: memberships.accountTypeId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.accountId, viewer.account.id),
        inArray(memberships.accountTypeId, [...ROLE_GROUPS.ACCOUNT_OWNERS]),
        ne(memberships.userId, viewer.user.id),
      ),
    )
    .orderBy(asc(memberships.accountTypeId), asc(users.firstName));
  return {
    org_name: viewer.account.name,
    org_admins: rows.map((row) => ({
      name: displayName(row.user),
      email: row.user.email,
      user_type: ACCOUNT_TYPE_LABEL[row.accountTypeId as TAccountTypeId],
    })),
  };
}
