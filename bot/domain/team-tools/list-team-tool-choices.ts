/**
 * The configure pages' second lists (part 3 §2.10; context.md: "GET Asana API for workspace
 * projects" proxied by the server with the configuring admin's stored token, which never reaches
 * the browser): the projects of an Asana workspace, and the Trello boards the admin reaches.
 */
import { AppError } from '../../../shared/errors.ts';
import { TEAM_TOOLS_MESSAGES } from '../../../shared/team-tools.ts';
import type { TToolChoice } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { asanaProjects } from '../work-tools/providers/asana.ts';
import { trelloBoards } from '../work-tools/providers/trello.ts';
import { askTool, openPersonalConnection } from './personal-connection.ts';
import { teamToManage } from './team-tool-access.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** The projects of one Asana workspace, read with the viewer's Asana connection. */
export async function listAsanaProjects(
  deps: TTeamToolsDeps,
  viewer: TViewer,
  workspaceGid: string,
): Promise<TToolChoice[]> {
  teamToManage(viewer);
  const connection = await askTool(() => openPersonalConnection(deps, viewer.user.id, 'asana'));
  if (!connection) throw new AppError('CONFLICT', TEAM_TOOLS_MESSAGES.asanaNeedsConnection);
  return askTool(() => asanaProjects(deps.env, connection.accessToken, workspaceGid));
}

/** The open Trello boards the viewer's Trello connection reaches. */
export async function listTrelloBoards(deps: TTeamToolsDeps, viewer: TViewer): Promise<TToolChoice[]> {
  teamToManage(viewer);
  const connection = await askTool(() => openPersonalConnection(deps, viewer.user.id, 'trello'));
  if (!connection) throw new AppError('CONFLICT', TEAM_TOOLS_MESSAGES.trelloNeedsConnection);
  return askTool(() => trelloBoards(deps.env, connection.accessToken));
}
