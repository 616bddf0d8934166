/**
 * Job handler for retention.purge: the daily deletion of expired team content, of the
 * bookkeeping that only guards against retries for a while (Webex deliveries already applied),
 * and of the files of refined insights exports older than a week.
 */
import type { TDatabase } from '../../bot/db/client.ts';
import { dropInsightsExportFiles } from '../../bot/domain/insights/drop-insights-export-files.ts';
import type { TLogger } from '../../bot/domain/logger.ts';
import { purgeWebexEvents } from '../../bot/domain/platforms/webex/record-webex-event.ts';
import { purgeExpiredData } from '../../bot/domain/teams/purge-expired-data.ts';
import type { TJobHandler } from '../engine.ts';

/** Builds the handler; it logs how much each team lost. */
export function retentionPurgeJob(deps: { db: TDatabase; log: TLogger; now?: () => Date }): TJobHandler {
  return async () => {
    const now = deps.now?.() ?? new Date();
    const purged = await purgeExpiredData(deps.db, now);
    const total = Object.values(purged).reduce((sum, n) => sum + n, 0);
    // Webex retries within minutes: a week of applied deliveries is plenty to drop repeats.
    const webexEvents = await purgeWebexEvents(deps.db, now);
    // Refined insights exports keep their file a week (the email has long gone out).
    const insightsExportFiles = await dropInsightsExportFiles(deps.db, now);
    deps.log.info({ purged, total, webexEvents, insightsExportFiles }, 'retention purge done');
  };
}
