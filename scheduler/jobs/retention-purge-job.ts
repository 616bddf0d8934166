/** Job handler for retention.purge: the daily deletion of expired team content. */
import type { TDatabase } from '../../bot/db/client.ts';
import type { TLogger } from '../../bot/domain/logger.ts';
import { purgeExpiredData } from '../../bot/domain/teams/purge-expired-data.ts';
import type { TJobHandler } from '../engine.ts';

/** Builds the handler; it logs how much each team lost. */
export function retentionPurgeJob(deps: { db: TDatabase; log: TLogger }): TJobHandler {
  return async () => {
    const purged = await purgeExpiredData(deps.db);
    const total = Object.values(purged).reduce((sum, n) => sum + n, 0);
    deps.log.info({ purged, total }, 'retention purge done');
  };
}
