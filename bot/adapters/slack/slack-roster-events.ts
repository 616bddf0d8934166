/**
 * The Events API listeners of a workspace's roster (issue 18): `team_join` adds the newcomer to the
 * Rollcall teams linked to the workspace at once (bots, guests and deactivated accounts are left
 * out as on import); `user_change` of a deactivated person takes them out of those teams.
 */
import type { App } from '@slack/bolt';
import type { TDb } from '../../db/client.ts';
import type { TLogger } from '../../domain/logger.ts';
import { addSlackMember, removeDeactivatedSlackMember } from '../../domain/platforms/slack/slack-roster-changes.ts';
import { slackPersonOf, type TSlackApiUser } from './slack-directory.ts';

export interface TSlackRosterEventDeps {
  db: TDb;
  log: TLogger;
}

/** The workspace of an event: the user's team, else the envelope's. */
function teamIdOf(body: unknown, user: unknown): string | null {
  const fromUser = (user as { team_id?: unknown } | undefined)?.team_id;
  if (typeof fromUser === 'string' && fromUser) return fromUser;
  const fromEnvelope = (body as { team_id?: unknown } | undefined)?.team_id;
  return typeof fromEnvelope === 'string' && fromEnvelope ? fromEnvelope : null;
}

/** Registers team_join and user_change on Bolt's App. */
export function registerSlackRosterEvents(app: App, deps: TSlackRosterEventDeps): void {
  app.event('team_join', async ({ body, event }) => {
    const person = slackPersonOf(event.user as TSlackApiUser);
    const slackTeamId = teamIdOf(body, event.user);
    if (!person || !slackTeamId) return;
    const results = await addSlackMember(deps.db, slackTeamId, person);
    deps.log.info(
      { slackTeamId, teams: results.length, imported: results.reduce((sum, result) => sum + result.imported, 0) },
      'Slack team_join: member added',
    );
  });

  app.event('user_change', async ({ body, event }) => {
    const person = slackPersonOf(event.user as TSlackApiUser);
    const slackTeamId = teamIdOf(body, event.user);
    if (!person?.deleted || !slackTeamId) return;
    const removed = await removeDeactivatedSlackMember(deps.db, slackTeamId, person.id);
    deps.log.info({ slackTeamId, removed }, 'Slack user_change: deactivated member taken out of linked teams');
  });
}
