/**
 * What the Teams confirm screen shows (spec part 1 §2.10, §6): the Teams team, whether the viewer
 * may connect it (Account Admin or Team Admin), the link a non-admin forwards to their admin, the
 * viewer's current team for the 'already linked' warning, and the EMAIL_TEAM_ONLY lock. A link that
 * is spent, expired or names another organization's team is refused before anything is read.
 */

import { eq } from 'drizzle-orm';
import type { TMsTeamsConnectContext } from '../../../../shared/msteams.ts';
import type { TDb } from '../../../db/client.ts';
import { teams } from '../../../db/schema/index.ts';
import { viewerHasFlag } from '../../accounts/feature-flags.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { canConnectInstall } from '../connect-install.ts';
import { assertConnectAllowed } from './connect-link-rules.ts';
import type { TInstallRow } from './record-install.ts';

/** Who may connect or create a team from Teams (the rule every platform's connect follows). */
export const canConnectTeams = canConnectInstall;

/** The page's context for this install; `pagePath` is the link as opened, `postPath` its form's address. */
export async function getMsTeamsConnectContext(
  db: TDb,
  viewer: TViewer,
  install: TInstallRow,
  links: { pagePath: string; postPath: string; publicUrl: string },
  now: Date,
): Promise<TMsTeamsConnectContext> {
  await assertConnectAllowed(db, viewer, install, now, 'link');
  let linkedTeamName: string | null = null;
  if (install.teamId) {
    const [linked] = await db
      .select({ name: teams.name, accountId: teams.accountId })
      .from(teams)
      .where(eq(teams.id, install.teamId));
    if (linked?.accountId === viewer.account.id) linkedTeamName = linked.name;
  }
  return {
    team_name: install.teamName,
    member_count: install.memberCount,
    activation_post_url: links.postPath,
    activation_slug: install.slug,
    activation_link: `${links.publicUrl}${links.pagePath}`,
    can_connect: canConnectTeams(viewer),
    locked: viewerHasFlag(viewer, 'EMAIL_TEAM_ONLY'),
    current_team: viewer.currentTeam ? { name: viewer.currentTeam.name, service: viewer.currentTeam.service } : null,
    linked_team_name: linkedTeamName,
  };
}
