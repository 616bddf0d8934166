/**
 * The Events API listeners of the install's life (issue 18): `app_uninstalled` and
 * `tokens_revoked` (for the bot's token) disconnect the workspace and erase its tokens. Bolt skips
 * authorization for these two (the token is already dead), so they work for any workspace; every
 * other event of a workspace we have no install for fails authorization and is acked and ignored.
 */
import type { App } from '@slack/bolt';
import type { TDb } from '../../db/client.ts';
import type { TLogger } from '../../domain/logger.ts';
import { disconnectSlackWorkspace } from '../../domain/platforms/slack/disconnect-slack-workspace.ts';

export interface TSlackEventDeps {
  db: TDb;
  log: TLogger;
  now: () => Date;
}

/** The workspace an Events API envelope comes from. */
function workspaceOf(body: unknown): { slackTeamId?: string; enterpriseId?: string } {
  const envelope = (body ?? {}) as { team_id?: unknown; enterprise_id?: unknown; is_enterprise_install?: unknown };
  const teamId = typeof envelope.team_id === 'string' ? envelope.team_id : undefined;
  const enterpriseId = typeof envelope.enterprise_id === 'string' ? envelope.enterprise_id : undefined;
  return {
    ...(teamId ? { slackTeamId: teamId } : {}),
    // Only an organization-wide install is addressed by its enterprise id alone.
    ...(enterpriseId && envelope.is_enterprise_install === true ? { enterpriseId } : {}),
  };
}

/** Registers the install-lifecycle listeners on Bolt's App. */
export function registerSlackInstallEvents(app: App, deps: TSlackEventDeps): void {
  app.event('app_uninstalled', async ({ body }) => {
    const workspace = workspaceOf(body);
    const removed = await disconnectSlackWorkspace(deps.db, workspace, deps.now());
    deps.log.info({ ...workspace, removed }, 'Slack app uninstalled: workspace disconnected, tokens erased');
  });

  app.event('tokens_revoked', async ({ body, event }) => {
    const bots = Array.isArray(event.tokens?.bot) ? event.tokens.bot.filter((id) => typeof id === 'string') : [];
    if (bots.length === 0) return;
    const workspace = workspaceOf(body);
    const removed = await disconnectSlackWorkspace(deps.db, { ...workspace, botUserIds: bots }, deps.now());
    deps.log.info({ ...workspace, removed }, 'Slack bot token revoked: workspace disconnected, tokens erased');
  });
}
