/**
 * GET /resync for a Webex team (spec part 3 §2.9 'Resync Team'): re-reads the space's title and
 * people and imports them again (newcomers join, people who left the space leave the team).
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import type { TDatabase } from '../../../db/client.ts';
import { webexInstalls } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { currentTeamOf } from '../../teams/team-settings.ts';
import { importRoster, type TPlatformRoster, type TRosterImport } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';
import type { TWebexDirectory } from './webex-directory.ts';

export interface TWebexResyncResult {
  teamName: string;
  imported: TRosterImport;
}

/** Resyncs the viewer's current team with its linked space. */
export async function resyncWebexTeam(
  deps: { db: TDatabase; directory: TWebexDirectory },
  viewer: TViewer,
): Promise<TWebexResyncResult> {
  const team = currentTeamOf(viewer);
  const [install] = await deps.db
    .select()
    .from(webexInstalls)
    .where(and(eq(webexInstalls.teamId, team.id), eq(webexInstalls.status, 'linked')));
  if (!install) throw new AppError('INVALID_INPUT', WEBEX_MESSAGES.resyncNotLinked);
  let roster: TPlatformRoster;
  try {
    roster = await deps.directory.readRoster(install);
  } catch (error) {
    throw new AppError('UNAVAILABLE', WEBEX_MESSAGES.unavailable, { cause: error });
  }
  return deps.db.transaction(async (tx) => {
    await tx
      .update(webexInstalls)
      .set({
        roomTitle: roster.teamName || install.roomTitle,
        memberCount: roster.members.length,
        updatedAt: new Date(),
      })
      .where(eq(webexInstalls.id, install.id));
    const imported = await importRoster(
      tx,
      { accountId: viewer.account.id, teamId: team.id, service: SERVICE.webex },
      roster.members,
    );
    return { teamName: team.name, imported };
  });
}
