/**
 * GET /resync (spec part 3 §2.9 'Resync Team'): re-reads the current team's members and channels
 * from Microsoft Teams and imports them again.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES } from '../../../../shared/msteams.ts';
import type { TDatabase } from '../../../db/client.ts';
import { msteamsInstalls } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { QUEUE, type TJobQueue } from '../../jobs.ts';
import type { TLogger } from '../../logger.ts';
import { currentTeamOf } from '../../teams/team-settings.ts';
import { importRoster, type TRosterImport } from '../import-roster.ts';
import { findPhotosGrant, photoTargetsOf } from '../microsoft/sync-profile-photos.ts';
import { SERVICE } from '../platform-names.ts';
import { readRosterOf } from './confirm-connect.ts';
import type { TMsTeamsDirectory } from './msteams-directory.ts';

export interface TResyncResult {
  teamName: string;
  imported: TRosterImport;
  channels: number;
}

/**
 * After a resync, refreshes the members' profile photos when an Account Admin connected Microsoft
 * for this install's tenant (spec part 2 §2.2): a job, so Graph being slow or down never fails or
 * holds up the resync itself.
 */
async function queuePhotoRefresh(
  deps: { db: TDatabase; photos: { jobs: TJobQueue; log: TLogger } },
  target: { accountId: string; teamId: string; tenantId: string },
  roster: TResyncRoster,
): Promise<void> {
  try {
    const grant = await findPhotosGrant(deps, target.accountId);
    if (!grant || grant.tenantId.toLowerCase() !== target.tenantId.toLowerCase()) return;
    const members = await photoTargetsOf(deps, target.teamId, roster.members);
    if (members.length === 0) return;
    await deps.photos.jobs.send(QUEUE.microsoftPhotos, {
      accountId: target.accountId,
      tenantId: target.tenantId,
      members,
    });
  } catch (error) {
    deps.photos.log.warn({ err: error }, 'profile photo refresh after resync not queued');
  }
}

type TResyncRoster = Awaited<ReturnType<typeof readRosterOf>>;

/** Resyncs the viewer's current team; EMAIL and unlinked teams have nothing to resync. */
export async function resyncMsTeamsTeam(
  deps: { db: TDatabase; directory: TMsTeamsDirectory; photos?: { jobs: TJobQueue; log: TLogger } },
  viewer: TViewer,
): Promise<TResyncResult> {
  const team = currentTeamOf(viewer);
  const [install] = await deps.db
    .select()
    .from(msteamsInstalls)
    .where(and(eq(msteamsInstalls.teamId, team.id), eq(msteamsInstalls.status, 'linked')));
  if (!install) throw new AppError('INVALID_INPUT', MSTEAMS_MESSAGES.resyncEmailTeam);
  const roster = await readRosterOf(deps.directory, install);
  const result = await deps.db.transaction(async (tx) => {
    await tx
      .update(msteamsInstalls)
      .set({
        channels: roster.channels,
        memberCount: roster.members.length,
        teamName: roster.teamName || install.teamName,
        updatedAt: new Date(),
      })
      .where(eq(msteamsInstalls.id, install.id));
    const imported = await importRoster(
      tx,
      { accountId: viewer.account.id, teamId: team.id, service: SERVICE.msteams },
      roster.members,
    );
    return { teamName: team.name, imported, channels: roster.channels.length };
  });
  if (deps.photos) {
    await queuePhotoRefresh(
      { db: deps.db, photos: deps.photos },
      { accountId: viewer.account.id, teamId: team.id, tenantId: install.tenantId },
      roster,
    );
  }
  return result;
}
