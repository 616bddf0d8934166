/**
 * POST /team/settings/services/connect-clubhouse (part 3 §2.10, §8): a team admin gives a
 * Clubhouse API token; it is checked with Clubhouse (the member it belongs to and its workspace),
 * the workspace's members are kept (at most 2000: the inbound Clubhouse webhook maps a Clubhouse
 * member id to a Rollcall member by their email) and the token is stored sealed.
 */
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { WORK_TOOL_MESSAGES, type ZConnectClubhouse } from '../../../shared/work-tools.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { clubhouseMemberInfo, clubhouseMembers } from '../work-tools/providers/clubhouse.ts';
import { ToolAuthError } from '../work-tools/tool-provider.ts';
import { askTool } from './personal-connection.ts';
import { teamToManage } from './team-tool-access.ts';
import { saveTeamToolSetting } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Connects the team to Clubhouse; answers the workspace name. */
export async function connectClubhouse(
  deps: TTeamToolsDeps,
  viewer: TViewer,
  form: z.infer<typeof ZConnectClubhouse>,
): Promise<string | null> {
  const team = teamToManage(viewer);
  const invalid = () =>
    new AppError('INVALID_INPUT', WORK_TOOL_MESSAGES.clubhouseKeyInvalid, {
      fields: { clubhouse_token: [WORK_TOOL_MESSAGES.clubhouseKeyInvalid] },
    });
  if (!/^[A-Za-z0-9-]+$/.test(form.clubhouse_token)) throw invalid();
  const info = await askTool(async () => {
    try {
      return await clubhouseMemberInfo(deps.env, form.clubhouse_token);
    } catch (error) {
      if (error instanceof ToolAuthError) throw invalid();
      throw error;
    }
  });
  const members = await askTool(() => clubhouseMembers(deps.env, form.clubhouse_token));
  await saveTeamToolSetting(deps.db, {
    teamId: team.id,
    service: 'clubhouse',
    token: deps.box.seal(form.clubhouse_token),
    connectedBy: viewer.user.id,
    config: { workspace: info.workspace, members },
  });
  return info.workspace;
}
