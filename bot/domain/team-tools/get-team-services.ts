/**
 * The /team/settings/services page's data (part 3 §2.10): the read-only webhook URL of each sender
 * for the current team (slug + team uuid), the secrets only for those who manage the team, and the
 * state of the team's Asana, Trello and Clubhouse settings. Under LIMIT_SERVICES (and Zapier under
 * LIMIT_ZAPIER) the page blurs the panels and no secret is sent.
 */
import type { TTeamServicesView } from '../../../shared/team-tools.ts';
import {
  type TToolChoice,
  WEBHOOK_SERVICES,
  WEBHOOK_SLUGS,
  WORK_TOOL_MESSAGES,
  webhookUrl,
} from '../../../shared/work-tools.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { canManageTeam, currentTeamOf } from '../teams/team-settings.ts';
import { webhookSecretFor } from '../webhooks-in/webhook-secrets.ts';
import { asanaWorkspaces } from '../work-tools/providers/asana.ts';
import { openPersonalConnection } from './personal-connection.ts';
import { findTeamToolSetting, ZAsanaConfig, ZClubhouseConfig, ZTrelloConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** The services page's data for the viewer's current team. */
export async function getTeamServices(deps: TTeamToolsDeps, viewer: TViewer): Promise<TTeamServicesView> {
  const team = currentTeamOf(viewer);
  const canManage = canManageTeam(viewer);
  const locked = viewerHasFlag(viewer, 'LIMIT_SERVICES');
  const zapierLocked = viewerHasFlag(viewer, 'LIMIT_ZAPIER');
  const webhooks = [];
  for (const slug of WEBHOOK_SLUGS) {
    const slugLocked = slug === 'zapier' ? zapierLocked : locked;
    webhooks.push({
      slug,
      label: WEBHOOK_SERVICES[slug].label,
      url: webhookUrl(deps.env.PUBLIC_URL, slug, team.uuid),
      secret: canManage && !slugLocked ? await webhookSecretFor(deps, team.id, slug) : null,
    });
  }

  const [asanaRow, trelloRow, clubhouseRow] = await Promise.all([
    findTeamToolSetting(deps.db, team.id, 'asana'),
    findTeamToolSetting(deps.db, team.id, 'trello'),
    findTeamToolSetting(deps.db, team.id, 'clubhouse'),
  ]);
  const asana = asanaRow ? ZAsanaConfig.safeParse(asanaRow.config) : null;
  const trello = trelloRow ? ZTrelloConfig.safeParse(trelloRow.config) : null;
  const clubhouse = clubhouseRow ? ZClubhouseConfig.safeParse(clubhouseRow.config) : null;

  // The configure page's workspace list, read through the viewer's own Asana connection.
  let workspaces: TToolChoice[] = [];
  let asanaError: string | null = null;
  let asanaPersonal = false;
  let trelloPersonal = false;
  if (canManage && !locked) {
    const asanaConnection = await openPersonalConnection(deps, viewer.user.id, 'asana').catch(() => null);
    asanaPersonal = asanaConnection !== null;
    if (asanaConnection) {
      workspaces = await asanaWorkspaces(deps.env, asanaConnection.accessToken).catch(() => {
        asanaError = WORK_TOOL_MESSAGES.toolUnavailable;
        return [];
      });
    }
    trelloPersonal = (await openPersonalConnection(deps, viewer.user.id, 'trello').catch(() => null)) !== null;
  }
  const asanaConfig = asana?.success ? asana.data : null;
  if (asanaConfig && !workspaces.some((w) => w.id === asanaConfig.workspace_gid)) {
    workspaces.unshift({
      id: asanaConfig.workspace_gid,
      name: asanaConfig.workspace_name ?? asanaConfig.workspace_gid,
    });
  }

  return {
    team_uuid: team.uuid,
    team_name: team.name,
    can_manage: canManage,
    locked,
    zapier_locked: zapierLocked,
    webhooks,
    asana: {
      connected: asanaConfig !== null,
      workspace_gid: asanaConfig?.workspace_gid ?? null,
      workspace_name: asanaConfig?.workspace_name ?? null,
      project_gid: asanaConfig?.project_gid ?? null,
      project_name: asanaConfig?.project_name ?? null,
      workspaces,
      personal_connected: asanaPersonal,
      error: asanaError,
    },
    trello: {
      connected: trello?.success === true,
      boards: trello?.success ? trello.data.boards : [],
      personal_connected: trelloPersonal,
    },
    clubhouse: {
      connected: clubhouse?.success === true,
      workspace: clubhouse?.success ? clubhouse.data.workspace : null,
      member_count: clubhouse?.success ? clubhouse.data.members.length : 0,
      connect_url: '/team/settings/services/connect-clubhouse/',
      disconnect_url: '/team/settings/services/disable-clubhouse/',
    },
  };
}
