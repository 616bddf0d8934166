/**
 * POST /team/settings/services/configure-asana (part 3 §2.10): a team admin picks the Asana
 * workspace and project whose task events reach the team activity feed. Both are checked against
 * what the admin's own Asana connection reaches (a gid typed by hand is refused), and a sealed copy
 * of that connection's tokens is kept so the poll goes on if the admin later disconnects.
 */

import type { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { TEAM_TOOLS_MESSAGES } from '../../../shared/team-tools.ts';
import type { ZConfigureAsana } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { asanaProjects, asanaWorkspaces } from '../work-tools/providers/asana.ts';
import { askTool, openPersonalConnection } from './personal-connection.ts';
import { teamToManage } from './team-tool-access.ts';
import { findTeamToolSetting, saveTeamToolSetting, ZAsanaConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** The sealed form of an Asana connection's tokens kept on the team setting (access, refresh, expiry). */
export function sealAsanaTokens(
  deps: Pick<TTeamToolsDeps, 'box'>,
  tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date | null },
): string {
  return deps.box.seal(
    JSON.stringify({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt?.toISOString() ?? null,
    }),
  );
}

/** Saves the team's Asana workspace (and project, when one is chosen). */
export async function configureAsana(
  deps: TTeamToolsDeps,
  viewer: TViewer,
  form: z.infer<typeof ZConfigureAsana>,
): Promise<void> {
  const team = teamToManage(viewer);
  const connection = await askTool(() => openPersonalConnection(deps, viewer.user.id, 'asana'));
  if (!connection) throw new AppError('CONFLICT', TEAM_TOOLS_MESSAGES.asanaNeedsConnection);
  const workspaces = await askTool(() => asanaWorkspaces(deps.env, connection.accessToken));
  const workspace = workspaces.find((w) => w.id === form.workspace_gid);
  if (!workspace) {
    throw new AppError('INVALID_INPUT', TEAM_TOOLS_MESSAGES.asanaUnknownWorkspace, {
      fields: { workspace_gid: [TEAM_TOOLS_MESSAGES.asanaUnknownWorkspace] },
    });
  }
  let project: { id: string; name: string } | null = null;
  if (form.project_gid) {
    const projects = await askTool(() => asanaProjects(deps.env, connection.accessToken, workspace.id));
    project = projects.find((p) => p.id === form.project_gid) ?? null;
    if (!project) {
      throw new AppError('INVALID_INPUT', TEAM_TOOLS_MESSAGES.asanaUnknownProject, {
        fields: { project_gid: [TEAM_TOOLS_MESSAGES.asanaUnknownProject] },
      });
    }
  }
  const previous = await findTeamToolSetting(deps.db, team.id, 'asana');
  const previousConfig = previous ? ZAsanaConfig.safeParse(previous.config) : null;
  // The sync token belongs to the project: keep it only when the project did not change.
  const keepSync = previousConfig?.success && previousConfig.data.project_gid === (project?.id ?? null);
  await saveTeamToolSetting(deps.db, {
    teamId: team.id,
    service: 'asana',
    token: sealAsanaTokens(deps, connection),
    connectedBy: viewer.user.id,
    config: {
      workspace_gid: workspace.id,
      workspace_name: workspace.name,
      project_gid: project?.id ?? null,
      project_name: project?.name ?? null,
      sync: keepSync ? previousConfig.data.sync : null,
      configured_at: (deps.now?.() ?? new Date()).toISOString(),
    },
  });
}
