/**
 * Right after Slack's consent page (issue 18): the new install's workspace is read once so the
 * confirm screen can show its member and channel counts and the 'Heads up' of a one-person
 * workspace before anything is linked. A pending install only; a failed read leaves the counts
 * as they were (the confirm reads the workspace again anyway).
 */
import type { TDb } from '../../../db/client.ts';
import { readSlackRoster, storeSlackRosterFacts } from './slack-connector.ts';
import type { TSlackDirectory } from './slack-directory.ts';
import type { TSlackInstallRow } from './slack-install-store.ts';

/** Stores the workspace's counts on the install; answers false when Slack did not answer. */
export async function readSlackInstallFacts(
  db: TDb,
  directory: TSlackDirectory,
  install: TSlackInstallRow,
  now: Date,
): Promise<boolean> {
  try {
    const roster = await readSlackRoster(directory, install);
    await storeSlackRosterFacts(db, install.id, roster, now, install.slackTeamName);
    return true;
  } catch {
    return false;
  }
}
