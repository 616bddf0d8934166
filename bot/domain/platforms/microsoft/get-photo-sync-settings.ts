/**
 * The state of 'Sync profile photos' on /accounts/settings/general/ (spec part 2 §2.2): available
 * only when Microsoft sign-in is configured and the account has a team on Microsoft Teams;
 * otherwise the page greys it with the spec's tooltip. Only Account Admins may start it.
 */
import { and, eq } from 'drizzle-orm';
import { graphSyncErrorText, type TPhotoSyncContext } from '../../../../shared/microsoft-graph.ts';
import { inRoleGroup } from '../../../../shared/roles.ts';
import type { TDb } from '../../../db/client.ts';
import { msteamsInstalls, teams } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { findPhotosGrant } from './sync-profile-photos.ts';

/** Whether the account has a linked Microsoft Teams team. */
export async function accountHasTeamsTeam(db: TDb, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: msteamsInstalls.id })
    .from(msteamsInstalls)
    .innerJoin(teams, eq(teams.id, msteamsInstalls.teamId))
    .where(and(eq(teams.accountId, accountId), eq(msteamsInstalls.status, 'linked')))
    .limit(1);
  return row !== undefined;
}

/** The action's state for this viewer. */
export async function getPhotoSyncSettings(db: TDb, viewer: TViewer, configured: boolean): Promise<TPhotoSyncContext> {
  const hasTeamsTeam = await accountHasTeamsTeam(db, viewer.account.id);
  const grant = await findPhotosGrant({ db }, viewer.account.id);
  return {
    available: configured && hasTeamsTeam,
    configured,
    has_teams_team: hasTeamsTeam,
    can_sync: inRoleGroup('ACCOUNT_ADMINS', viewer.accountTypeId),
    connected: grant !== undefined,
    synced_at: grant?.syncedAt?.toISOString() ?? null,
    last_error: graphSyncErrorText(grant?.lastError),
  };
}
