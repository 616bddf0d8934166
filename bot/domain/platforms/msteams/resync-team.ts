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
import { currentTeamOf } from '../../teams/team-settings.ts';
import { importRoster, type TRosterImport } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';
import { readRosterOf } from './confirm-connect.ts';
import type { TMsTeamsDirectory } from './msteams-directory.ts';

export interface TResyncResult {
  teamName: string;
  imported: TRosterImport;
  channels: number;
}

/** Resyncs the viewer's current team; EMAIL and unlinked teams have nothing to resync. */
export async function resyncMsTeamsTeam(
  deps: { db: TDatabase; directory: TMsTeamsDirectory },
  viewer: TViewer,
): Promise<TResyncResult> {
  const team = currentTeamOf(viewer);
  const [install] = await deps.db
    .select()
    .from(msteamsInstalls)
    .where(and(eq(msteamsInstalls.teamId, team.id), eq(msteamsInstalls.status, 'linked')));
  if (!install) throw new AppError('INVALID_INPUT', MSTEAMS_MESSAGES.resyncEmailTeam);
  const roster = await readRosterOf(deps.directory, install);
  return deps.db.transaction(async (tx) => {
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
}
