/**
 * Job handlers for Microsoft Graph: microsoft.photos (an account's Teams members' photos, after
 * the admin's consent or a resync) and outlook.sync (the daily tick, or one person's calendar).
 * Without Microsoft configured they log and finish: nothing can be synced.
 */
import { z } from 'zod';
import type { TTeamsBot } from '../../bot/adapters/msteams/teams-bot.ts';
import type { TJobQueue } from '../../bot/domain/jobs.ts';
import type { TLogger } from '../../bot/domain/logger.ts';
import type { TGraphDeps } from '../../bot/domain/platforms/microsoft/graph-deps.ts';
import { queueOutlookSyncs } from '../../bot/domain/platforms/microsoft/queue-outlook-syncs.ts';
import { syncOutlookVacations } from '../../bot/domain/platforms/microsoft/sync-outlook-vacations.ts';
import { syncProfilePhotos, syncRosterPhotos } from '../../bot/domain/platforms/microsoft/sync-profile-photos.ts';
import type { TJobHandler } from '../engine.ts';

const ZPhotosJob = z.object({
  accountId: z.uuid(),
  /** From a resync: the roster already read, so Teams is not asked again. */
  tenantId: z.string().max(100).optional(),
  members: z
    .array(z.object({ userId: z.uuid(), aadObjectId: z.string().max(100) }))
    .max(20_000)
    .optional(),
});
const ZOutlookJob = z.object({ userId: z.uuid().optional() });

/** Builds the microsoft.photos handler. */
export function microsoftPhotosJob(deps: {
  graph: TGraphDeps | undefined;
  teams: TTeamsBot | undefined;
  log: TLogger;
}): TJobHandler {
  return async (data) => {
    const job = ZPhotosJob.parse(data);
    if (!deps.graph) return deps.log.info('profile photos not synced: Microsoft sign-in is not configured');
    const result =
      job.tenantId && job.members
        ? await syncRosterPhotos(deps.graph, { accountId: job.accountId, tenantId: job.tenantId, members: job.members })
        : deps.teams
          ? await syncProfilePhotos({ ...deps.graph, directory: deps.teams.directory }, job.accountId)
          : undefined;
    deps.log.info({ accountId: job.accountId, result }, 'profile photos synced');
  };
}

/** Builds the outlook.sync handler. */
export function outlookSyncJob(deps: { graph: TGraphDeps | undefined; jobs: TJobQueue; log: TLogger }): TJobHandler {
  return async (data) => {
    const job = ZOutlookJob.parse(data ?? {});
    if (!deps.graph) return;
    if (!job.userId) {
      const queued = await queueOutlookSyncs({ db: deps.graph.db, jobs: deps.jobs, now: deps.graph.now });
      return deps.log.info({ queued }, 'Outlook syncs queued');
    }
    const result = await syncOutlookVacations(deps.graph, job.userId);
    if (!result.ok) deps.log.info({ userId: job.userId, error: result.error }, 'Outlook sync did not complete');
  };
}
