/**
 * The team tools poll (context.md: QUEUE.teamToolsPoll, a tick every 5 minutes): the tick queues
 * one job per team with Asana or Trello configured; a team's job reads its Asana events and Trello
 * board actions into the activity feed. Accounts whose plan locks the services are skipped. A
 * tool that refuses the stored token is left for an admin to reconfigure (logged, not retried).
 */
import { eq, inArray } from 'drizzle-orm';
import { accounts, teamServiceSettings, teams } from '../../db/schema/index.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import { QUEUE, type TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import { ToolAuthError } from '../work-tools/tool-provider.ts';
import { pollAsanaEvents } from './poll-asana-events.ts';
import { pollTrelloActions } from './poll-trello-actions.ts';
import { ZAsanaConfig, ZTrelloConfig } from './team-tool-settings.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

export interface TPollTeamToolsDeps extends TTeamToolsDeps {
  jobs: Pick<TJobQueue, 'sendMany'>;
  log: TLogger;
}

/** The tick: one poll job per team with Asana or Trello configured. */
export async function queueTeamToolPolls(deps: TPollTeamToolsDeps): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ teamId: teamServiceSettings.teamId })
    .from(teamServiceSettings)
    .where(inArray(teamServiceSettings.service, ['asana', 'trello']));
  if (rows.length)
    await deps.jobs.sendMany(
      QUEUE.teamToolsPoll,
      rows.map((row) => ({ data: { teamId: row.teamId } })),
    );
  return rows.length;
}

/** Polls one team's Asana and Trello; answers the number of new feed items. */
export async function pollTeamTools(deps: TPollTeamToolsDeps, teamId: string): Promise<number> {
  const rows = await deps.db
    .select({ setting: teamServiceSettings, account: accounts })
    .from(teamServiceSettings)
    .innerJoin(teams, eq(teams.id, teamServiceSettings.teamId))
    .innerJoin(accounts, eq(accounts.id, teams.accountId))
    .where(eq(teamServiceSettings.teamId, teamId));
  let recorded = 0;
  for (const { setting, account } of rows) {
    if (viewerHasFlag({ account }, 'LIMIT_SERVICES')) continue;
    const opened = setting.token ? deps.box.open(setting.token) : null;
    if (opened === null) continue;
    try {
      if (setting.service === 'asana') {
        const config = ZAsanaConfig.safeParse(setting.config);
        const tokens = JSON.parse(opened) as {
          accessToken: string;
          refreshToken: string | null;
          expiresAt: string | null;
        };
        if (!config.success) continue;
        recorded += await pollAsanaEvents(deps, {
          id: setting.id,
          teamId,
          accountId: account.id,
          config: config.data,
          tokens: { ...tokens, expiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null },
        });
      } else if (setting.service === 'trello') {
        const config = ZTrelloConfig.safeParse(setting.config);
        if (!config.success) continue;
        recorded += await pollTrelloActions(deps, {
          id: setting.id,
          teamId,
          accountId: account.id,
          config: config.data,
          token: opened,
        });
      }
    } catch (error) {
      if (!(error instanceof ToolAuthError)) throw error;
      deps.log.warn(
        { teamId, service: setting.service },
        'team tool refused the stored token: an admin must configure it again',
      );
    }
  }
  return recorded;
}
