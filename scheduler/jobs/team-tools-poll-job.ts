/**
 * Job handler for team-tools.poll: without a team (the 5-minute tick) it queues one job per team
 * with Asana or Trello configured; with a team it reads that team's tool events into the feed.
 */
import { z } from 'zod';
import {
  pollTeamTools,
  queueTeamToolPolls,
  type TPollTeamToolsDeps,
} from '../../bot/domain/team-tools/poll-team-tools.ts';
import type { TJobHandler } from '../engine.ts';

const ZTeamToolsPollJob = z.object({ teamId: z.uuid().optional() });

/** Builds the handler. */
export function teamToolsPollJob(deps: TPollTeamToolsDeps): TJobHandler {
  return async (data) => {
    const { teamId } = ZTeamToolsPollJob.parse(data ?? {});
    if (!teamId) {
      const teams = await queueTeamToolPolls(deps);
      deps.log.info({ teams }, 'team tools poll queued');
      return;
    }
    const recorded = await pollTeamTools(deps, teamId);
    deps.log.info({ teamId, recorded }, 'team tools polled');
  };
}
