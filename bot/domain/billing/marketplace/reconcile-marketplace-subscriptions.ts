/**
 * The daily marketplace reconcile (QUEUE.marketplaceReconcile): every subscription an organization
 * activated and has not unsubscribed is read back from Microsoft (Get subscription) and Rollcall is
 * made to match it: status (Subscribed -> active, Suspended -> inactive, Unsubscribed -> inactive and
 * released), plan and seats. It repairs what a lost webhook (Suspend, Unsubscribe, Reinstate) or an
 * operation poll that gave up left behind. The tick (no data) queues one job per subscription.
 */
import { and, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { marketplaceSubscriptions } from '../../../db/schema/index.ts';
import { QUEUE } from '../../jobs.ts';
import { applyMarketplaceChange, changeToMatch } from './marketplace-change.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { recordedMarketplaceSubscription } from './recorded-marketplace-subscription.ts';

/** The job's data: none for the daily tick, a subscription id for one reconcile. */
export const ZMarketplaceReconcileJob = z.object({ subscriptionId: z.guid().optional() });

/** Queues one reconcile per activated, not unsubscribed subscription; answers how many. */
export async function queueMarketplaceReconciles(deps: Pick<TMarketplaceDeps, 'db' | 'jobs'>): Promise<number> {
  const rows = await deps.db
    .select({ id: marketplaceSubscriptions.id })
    .from(marketplaceSubscriptions)
    .where(and(isNotNull(marketplaceSubscriptions.accountId), ne(marketplaceSubscriptions.status, 'Unsubscribed')));
  await deps.jobs.sendMany(
    QUEUE.marketplaceReconcile,
    rows.map((row) => ({ data: { subscriptionId: row.id } })),
  );
  return rows.length;
}

/** Makes Rollcall match one subscription; answers whether anything recorded differed. Throws when Microsoft cannot be read. */
export async function reconcileMarketplaceSubscription(
  deps: TMarketplaceDeps,
  subscriptionId: string,
): Promise<boolean> {
  const row = await recordedMarketplaceSubscription(deps, subscriptionId);
  if (!row?.accountId) return false;
  const current = await deps.marketplace.getSubscription(subscriptionId);
  if (!current) {
    deps.log.warn({ subscriptionId }, 'marketplace reconcile: Microsoft does not know the subscription');
    return false;
  }
  const change = changeToMatch(current);
  const differs =
    (change.row.status !== undefined && change.row.status !== row.status) ||
    change.row.planId !== row.planId ||
    change.row.quantity !== row.quantity;
  const accountId = row.accountId;
  // The organization is written too: a change applied to the row but lost for the account is repaired as well.
  await deps.db.transaction((tx) => applyMarketplaceChange(tx, { subscriptionId, accountId, change, now: deps.now() }));
  if (differs) {
    deps.log.info(
      { subscriptionId, was: { status: row.status, planId: row.planId, quantity: row.quantity }, now: change.row },
      'marketplace reconcile repaired a subscription',
    );
  }
  return differs;
}
