/** Job handler for insights.export: builds one refined insights export and queues its email. */
import { z } from 'zod';
import { buildInsightsExport, type TBuildInsightsExportDeps } from '../../bot/domain/insights/build-insights-export.ts';
import { QUEUE } from '../../bot/domain/jobs.ts';
import type { TJobHandler } from '../engine.ts';
import { QUEUE_OPTIONS } from '../queues.ts';

const ZInsightsExportJob = z.object({ exportId: z.uuid() });

/**
 * Builds the handler; the last try of a job fails the export by email instead of throwing, and a
 * try the engine gave up on (expired, or the worker stopping) stops between chunks.
 */
export function insightsExportJob(deps: TBuildInsightsExportDeps): TJobHandler {
  const retryLimit = QUEUE_OPTIONS[QUEUE.insightsExport]?.retryLimit ?? 0;
  return async (data, job) => {
    const { exportId } = ZInsightsExportJob.parse(data);
    const outcome = await buildInsightsExport(deps, exportId, {
      finalAttempt: job.retryCount >= retryLimit,
      signal: job.signal,
    });
    deps.log.info({ exportId, outcome }, 'insights export job done');
  };
}
