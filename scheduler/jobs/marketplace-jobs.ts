/**
 * Job handlers for the Microsoft commercial marketplace: marketplace.operation (one poll of an
 * operation Rollcall started, until Microsoft settles it) and marketplace.reconcile (the daily tick,
 * or one subscription read back and repaired). Without the marketplace configured they log and finish.
 */

import type { TMarketplaceDeps } from '../../bot/domain/billing/marketplace/marketplace-deps.ts';
import {
  queueMarketplaceReconciles,
  reconcileMarketplaceSubscription,
  ZMarketplaceReconcileJob,
} from '../../bot/domain/billing/marketplace/reconcile-marketplace-subscriptions.ts';
import {
  settleMarketplaceOperation,
  ZMarketplaceOperationJob,
} from '../../bot/domain/billing/marketplace/settle-marketplace-operation.ts';
import type { TLogger } from '../../bot/domain/logger.ts';
import type { TJobHandler } from '../engine.ts';

/** Builds the marketplace.operation handler; `deps` is undefined while the marketplace is off. */
export function marketplaceOperationJob(deps: TMarketplaceDeps | undefined, log: TLogger): TJobHandler {
  return async (data) => {
    const job = ZMarketplaceOperationJob.parse(data);
    if (!deps) return log.info({ ...job }, 'marketplace operation not polled: the marketplace is off');
    const outcome = await settleMarketplaceOperation(deps, job);
    log.info({ ...job, outcome }, 'marketplace operation polled');
  };
}

/** Builds the marketplace.reconcile handler (the tick fans out; a job with a subscription id reconciles it). */
export function marketplaceReconcileJob(deps: TMarketplaceDeps | undefined, log: TLogger): TJobHandler {
  return async (data) => {
    const job = ZMarketplaceReconcileJob.parse(data ?? {});
    if (!deps) return;
    if (!job.subscriptionId) {
      const queued = await queueMarketplaceReconciles(deps);
      return log.info({ queued }, 'marketplace reconciles queued');
    }
    await reconcileMarketplaceSubscription(deps, job.subscriptionId);
  };
}
