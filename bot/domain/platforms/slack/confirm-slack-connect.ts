/**
 * POST /connect/slack/{slug}/confirm/ (spec part 1 §2.10, issue 18): links a Slack install to a
 * new or the current Rollcall team through the one connect path, and says who of the workspace was
 * not imported (bots, deactivated accounts, guests, people without an email).
 */
import type { TSlackSkipped } from '../../../../shared/slack.ts';
import type { TDatabase } from '../../../db/client.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { connectInstall, type TConnectChoice, type TConnectInstallResult } from '../connect-install.ts';
import { asConnectInstall, slackConnector } from './slack-connector.ts';
import type { TSlackDirectory } from './slack-directory.ts';
import type { TSlackInstallRow } from './slack-install-store.ts';
import type { TSlackRoster } from './slack-roster.ts';

export interface TSlackConnectResult extends TConnectInstallResult {
  skipped: TSlackSkipped;
}

/** Everyone a roster read and its import left out, by kind. */
export function skippedOf(roster: TSlackRoster | undefined, noEmail: number): TSlackSkipped {
  return { bots: 0, deleted: 0, guests: 0, ...roster?.skipped, noEmail };
}

/** Links the install as the viewer chose; answers the team, the counts and who was left out. */
export async function confirmSlackConnect(
  deps: { db: TDatabase; directory: TSlackDirectory; now?: () => Date },
  viewer: TViewer,
  install: TSlackInstallRow,
  choice: TConnectChoice,
  origin: TRequestOrigin = {},
): Promise<TSlackConnectResult> {
  let roster: TSlackRoster | undefined;
  const connector = slackConnector(deps.directory, (read) => {
    roster = read;
  });
  const result = await connectInstall(deps, connector, viewer, asConnectInstall(install), choice, origin);
  const noEmail = result.imported.skipped.filter((person) => person.reason === 'no-email').length;
  return { ...result, skipped: skippedOf(roster, noEmail) };
}
