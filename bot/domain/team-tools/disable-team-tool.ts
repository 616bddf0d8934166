/**
 * POST /team/settings/services/disable-asana, disable-trello, disable-clubhouse (part 3 §2.10):
 * the team stops reading the tool; its setting (and the sealed token it held) is deleted. Items
 * already in the feed stay. Disabling what is not configured is not an error.
 */
import type { TTeamTool } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { teamToManage } from './team-tool-access.ts';
import { deleteTeamToolSetting } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Disables one team tool of the viewer's current team. */
export async function disableTeamTool(deps: TTeamToolsDeps, viewer: TViewer, service: TTeamTool): Promise<void> {
  const team = teamToManage(viewer);
  await deleteTeamToolSetting(deps.db, team.id, service);
}
