/**
 * What the Slack confirm screen shows (spec part 1 §2.10, §6): the workspace, its member and
 * channel counts, whether the viewer may connect it (Account Admin or Team Admin), the link a
 * non-admin forwards to their admin, the viewer's current team for the 'already linked' caution and
 * the EMAIL_TEAM_ONLY lock. An install that is gone, another organization's or linked already is refused first.
 */
import type { TSlackConnectContext } from '../../../../shared/slack.ts';
import { slackConfirmPath } from '../../../../shared/slack.ts';
import type { TDb } from '../../../db/client.ts';
import { viewerHasFlag } from '../../accounts/feature-flags.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { canConnectInstall } from '../connect-install.ts';
import { slackConnectRefusal } from './slack-connector.ts';
import type { TSlackInstallRow } from './slack-install-store.ts';

/** The page's context for this install. */
export async function getSlackConnectContext(
  db: TDb,
  viewer: TViewer,
  install: TSlackInstallRow,
  publicUrl: string,
): Promise<TSlackConnectContext> {
  const refusal = await slackConnectRefusal(db, viewer, install);
  if (refusal) throw refusal;
  const path = slackConfirmPath(install.slug);
  return {
    team_name: install.slackTeamName,
    member_count: install.memberCount,
    channel_count: install.channels.length,
    activation_post_url: path,
    activation_slug: install.slug,
    activation_link: `${publicUrl}${path}`,
    can_connect: canConnectInstall(viewer),
    locked: viewerHasFlag(viewer, 'EMAIL_TEAM_ONLY'),
    current_team: viewer.currentTeam ? { name: viewer.currentTeam.name, service: viewer.currentTeam.service } : null,
    // A linked install is refused above: nothing here is connected yet.
    linked_team_name: null,
  };
}
