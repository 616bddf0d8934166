/** Job handler for trial.expiry: the daily move of expired trials to 'inactive'. */
import type { TDatabase } from '../../bot/db/client.ts';
import { expireTrials } from '../../bot/domain/billing/plan-limits/expire-trials.ts';
import type { TLogger } from '../../bot/domain/logger.ts';
import type { TJobHandler } from '../engine.ts';

/** Builds the handler; `now` is the engine's clock (tests drive it). It logs how many trials ended. */
export function trialExpiryJob(deps: { db: TDatabase; log: TLogger; now: () => Date }): TJobHandler {
  return async () => {
    const expired = await expireTrials(deps.db, deps.now());
    deps.log.info({ expired: expired.length }, 'trial expiry done');
  };
}
