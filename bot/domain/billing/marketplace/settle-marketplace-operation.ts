/**
 * Polls an operation Rollcall started (a seat change or cancel from the marketplace billing view):
 * Microsoft's webhook announces changes made on Microsoft's side, so the publisher must follow its
 * own operations (Operation-Location) until Microsoft settles them. Each poll is one job
 * (QUEUE.marketplaceOperation); an operation still in progress queues the next poll later
 * (MARKETPLACE_POLL_DELAYS_S, about an hour in all), never a sleep in the process. Succeeded: the
 * subscription as Microsoft reports it now is applied, once per operation (the same step as the
 * webhook, so a webhook for it changes nothing more). Failed or Conflict: recorded, nothing changes.
 * After the last poll the daily reconcile (reconcile-marketplace-subscriptions.ts) repairs anything left.
 */
import { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { QUEUE } from '../../jobs.ts';
import { applyMarketplaceOperationOnce, changeToMatch } from './marketplace-change.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { recordedMarketplaceSubscription } from './recorded-marketplace-subscription.ts';

/** Seconds before each poll: 10 s, 30 s, 1 min, 5 min, then every 10-15 min up to about an hour. */
export const MARKETPLACE_POLL_DELAYS_S = [10, 30, 60, 300, 600, 900, 900, 900] as const;

/** The job's data. */
export const ZMarketplaceOperationJob = z.object({
  subscriptionId: z.guid(),
  operationId: z.guid(),
  action: z.enum(['ChangeQuantity', 'ChangePlan', 'Unsubscribe']),
  /** Index into MARKETPLACE_POLL_DELAYS_S of this poll. */
  attempt: z.number().int().min(0).max(MARKETPLACE_POLL_DELAYS_S.length),
});
export type TMarketplaceOperationJob = z.infer<typeof ZMarketplaceOperationJob>;

export type TSettleOutcome = 'applied' | 'failed' | 'duplicate' | 'pending' | 'gave_up' | 'unknown';

/** Queues the poll number `attempt` of an operation (inside `tx` when given). */
export async function queueMarketplaceOperationPoll(
  deps: Pick<TMarketplaceDeps, 'jobs' | 'now'>,
  job: TMarketplaceOperationJob,
  tx?: TDb,
): Promise<void> {
  const delay = MARKETPLACE_POLL_DELAYS_S[job.attempt] ?? MARKETPLACE_POLL_DELAYS_S.at(-1)!;
  await deps.jobs.send(QUEUE.marketplaceOperation, job, {
    startAfter: new Date(deps.now().getTime() + delay * 1000),
    ...(tx ? { tx } : {}),
  });
}

/** One poll; throws MarketplaceGatewayError when Microsoft cannot be read (the job engine retries). */
export async function settleMarketplaceOperation(
  deps: TMarketplaceDeps,
  job: TMarketplaceOperationJob,
): Promise<TSettleOutcome> {
  const row = await recordedMarketplaceSubscription(deps, job.subscriptionId);
  if (!row?.accountId) return 'unknown';
  const operation = await deps.marketplace.getOperation(job.subscriptionId, job.operationId);
  if (!operation) {
    deps.log.warn({ ...job }, 'marketplace operation unknown to Microsoft');
    return 'unknown';
  }
  if (operation.status === 'InProgress' || operation.status === 'NotStarted') {
    const next = job.attempt + 1;
    if (next >= MARKETPLACE_POLL_DELAYS_S.length) {
      deps.log.warn(
        { ...job, status: operation.status },
        'marketplace operation still not settled; the daily reconcile takes over',
      );
      return 'gave_up';
    }
    await queueMarketplaceOperationPoll(deps, { ...job, attempt: next });
    return 'pending';
  }
  if (operation.status !== 'Succeeded') {
    const recorded = await applyMarketplaceOperationOnce(deps, {
      operationId: job.operationId,
      subscriptionId: job.subscriptionId,
      accountId: row.accountId,
      change: null,
      type: `${job.action}:failed`,
    });
    deps.log.warn({ ...job, status: operation.status }, 'marketplace operation not carried out by Microsoft');
    return recorded ? 'failed' : 'duplicate';
  }
  // Succeeded: what Microsoft holds now (a newer change may have followed this one).
  const current = await deps.marketplace.getSubscription(job.subscriptionId);
  if (!current) return 'unknown';
  const applied = await applyMarketplaceOperationOnce(deps, {
    operationId: job.operationId,
    subscriptionId: job.subscriptionId,
    accountId: row.accountId,
    change: changeToMatch(current),
    type: `${job.action}:applied`,
  });
  if (applied) deps.log.info({ ...job }, 'marketplace operation applied');
  return applied ? 'applied' : 'duplicate';
}
