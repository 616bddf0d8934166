/**
 * POST /team/settings/services/configure-trello (part 3 §2.10): a team admin ticks the Trello
 * boards whose card events reach the team activity feed (board_items as id|name). Each id must be
 * a board the admin's own Trello connection reaches; the names stored are Trello's, not the form's.
 */
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { TEAM_TOOLS_MESSAGES } from '../../../shared/team-tools.ts';
import type { ZConfigureTrello } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { trelloBoards } from '../work-tools/providers/trello.ts';
import { askTool, openPersonalConnection } from './personal-connection.ts';
import { teamToManage } from './team-tool-access.ts';
import { findTeamToolSetting, saveTeamToolSetting, ZTrelloConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Saves the team's Trello boards. */
export async function configureTrello(
  deps: TTeamToolsDeps,
  viewer: TViewer,
  form: z.infer<typeof ZConfigureTrello>,
): Promise<number> {
  const team = teamToManage(viewer);
  const connection = await askTool(() => openPersonalConnection(deps, viewer.user.id, 'trello'));
  if (!connection) throw new AppError('CONFLICT', TEAM_TOOLS_MESSAGES.trelloNeedsConnection);
  const reachable = await askTool(() => trelloBoards(deps.env, connection.accessToken));
  const wanted = [...new Set(form.board_items.map((item) => item.slice(0, item.indexOf('|'))))];
  const boards = wanted.map((id) => reachable.find((board) => board.id === id));
  if (boards.length === 0 || boards.some((board) => !board)) {
    throw new AppError('INVALID_INPUT', TEAM_TOOLS_MESSAGES.trelloUnknownBoard, {
      fields: { board_items: [TEAM_TOOLS_MESSAGES.trelloUnknownBoard] },
    });
  }
  const previous = await findTeamToolSetting(deps.db, team.id, 'trello');
  const previousSync = previous ? (ZTrelloConfig.safeParse(previous.config).data?.sync ?? {}) : {};
  const sync = Object.fromEntries(Object.entries(previousSync).filter(([id]) => wanted.includes(id)));
  await saveTeamToolSetting(deps.db, {
    teamId: team.id,
    service: 'trello',
    token: deps.box.seal(connection.accessToken),
    connectedBy: viewer.user.id,
    config: {
      boards: boards.map((board) => ({ id: board!.id, name: board!.name })),
      sync,
      configured_at: (deps.now?.() ?? new Date()).toISOString(),
    },
  });
  return boards.length;
}
