/**
 * Who may change a team's tool settings (part 3 §2.10, §6): managers of the viewer's current team
 * (shared/permissions.ts canManageTeam), on a plan with LIMIT_SERVICES off. The routes' policies
 * say the same; the use cases check again so no other caller can skip it.
 */
import { AppError } from '../../../shared/errors.ts';
import { TEAM_TOOLS_MESSAGES } from '../../../shared/team-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { canManageTeam, currentTeamOf } from '../teams/team-settings.ts';

/** The current team when the viewer may change its integrations; FORBIDDEN or FEATURE_LOCKED otherwise. */
export function teamToManage(viewer: TViewer): TTeamRow {
  const team = currentTeamOf(viewer);
  if (!canManageTeam(viewer)) throw new AppError('FORBIDDEN', TEAM_TOOLS_MESSAGES.notAllowed);
  if (viewerHasFlag(viewer, 'LIMIT_SERVICES')) throw new AppError('FEATURE_LOCKED', WORK_TOOL_MESSAGES.servicesLocked);
  return team;
}
