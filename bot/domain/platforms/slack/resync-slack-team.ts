/**
 * Resync Team for a Slack team (spec part 3 §2.9, issue 18): re-reads the linked workspace's
 * members and public channels and imports them again (newcomers added, leavers taken out, Slack
 * identities recorded).
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { SLACK_CONNECT_MESSAGES, type TSlackSkipped } from '../../../../shared/slack.ts';
import type { TDatabase } from '../../../db/client.ts';
import { slackInstalls } from '../../../db/schema/index.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { currentTeamOf } from '../../teams/team-settings.ts';
import { importRoster, type TRosterImport } from '../import-roster.ts';
import { SERVICE } from '../platform-names.ts';
import { skippedOf } from './confirm-slack-connect.ts';
import { readSlackRoster, storeSlackRosterFacts } from './slack-connector.ts';
import type { TSlackDirectory } from './slack-directory.ts';

export interface TSlackResyncResult {
  teamName: string;
  imported: TRosterImport;
  channels: number;
  skipped: TSlackSkipped;
}

/** Resyncs the viewer's current team from its linked Slack workspace. */
export async function resyncSlackTeam(
  deps: { db: TDatabase; directory: TSlackDirectory; now?: () => Date },
  viewer: TViewer,
): Promise<TSlackResyncResult> {
  const team = currentTeamOf(viewer);
  const [install] = await deps.db
    .select()
    .from(slackInstalls)
    .where(and(eq(slackInstalls.teamId, team.id), eq(slackInstalls.status, 'linked')));
  if (!install?.botTokenSealed) throw new AppError('INVALID_INPUT', SLACK_CONNECT_MESSAGES.resyncNotLinked);
  const roster = await readSlackRoster(deps.directory, install);
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    await storeSlackRosterFacts(tx, install.id, roster, now, install.slackTeamName);
    const imported = await importRoster(
      tx,
      { accountId: team.accountId, teamId: team.id, service: SERVICE.slack },
      roster.members,
    );
    const noEmail = imported.skipped.filter((person) => person.reason === 'no-email').length;
    return { teamName: team.name, imported, channels: roster.channels.length, skipped: skippedOf(roster, noEmail) };
  });
}
