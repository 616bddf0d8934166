/**
 * What the Webex confirm screen shows (spec part 1 §2.10, SPARK variant; the Teams screen's
 * shape): the space, whether the viewer may connect it, the link a non-admin forwards to their
 * admin, the viewer's current team for the 'already linked' caution and the EMAIL_TEAM_ONLY lock.
 * A link that is spent, expired or names another organization's space is refused first.
 */
import { eq } from 'drizzle-orm';
import { type TWebexConnectContext, WEBEX_MESSAGES, webexConfirmPath } from '../../../../shared/webex.ts';
import type { TDb } from '../../../db/client.ts';
import { teams } from '../../../db/schema/index.ts';
import { viewerHasFlag } from '../../accounts/feature-flags.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { canConnectInstall } from '../connect-install.ts';
import { assertConnectAllowed } from '../msteams/connect-link-rules.ts';
import type { TWebexInstallRow } from './webex-install-row.ts';

/** The screen's context for this install, or the link's refusal. */
export async function getWebexConnectContext(
  db: TDb,
  viewer: TViewer,
  install: TWebexInstallRow,
  publicUrl: string,
  now: Date,
): Promise<TWebexConnectContext> {
  await assertConnectAllowed(db, viewer, install, now, 'link', WEBEX_MESSAGES);
  let linkedTeamName: string | null = null;
  if (install.teamId) {
    const [linked] = await db
      .select({ name: teams.name, accountId: teams.accountId })
      .from(teams)
      .where(eq(teams.id, install.teamId));
    if (linked?.accountId === viewer.account.id) linkedTeamName = linked.name;
  }
  const path = webexConfirmPath(install.slug);
  return {
    team_name: install.roomTitle,
    member_count: install.memberCount,
    activation_post_url: path,
    activation_slug: install.slug,
    activation_link: `${publicUrl}${path}`,
    can_connect: canConnectInstall(viewer),
    locked: viewerHasFlag(viewer, 'EMAIL_TEAM_ONLY'),
    current_team: viewer.currentTeam ? { name: viewer.currentTeam.name, service: viewer.currentTeam.service } : null,
    linked_team_name: linkedTeamName,
  };
}
