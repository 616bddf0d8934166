/**
 * How a marketplace event changes Rollcall, in one place for the webhook, the poll of the
 * operations Rollcall starts and the daily reconcile: the recorded subscription
 * (marketplace_subscriptions) and, while that subscription manages it, the organization (status,
 * plan, seats). Operations are applied once per operation id (billing_events, provider
 * 'marketplace', type '<Action>:applied|refused|failed'); the operations Rollcall itself started are
 * noted under provider 'marketplace-request' so they are never approved as if Microsoft asked.
 */
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { accounts, billingEvents, marketplaceSubscriptions } from '../../../db/schema/index.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import type { TMarketplaceSubscription } from './marketplace-gateway.ts';
import { planKeyOfMarketplacePlan } from './marketplace-plans.ts';

/** Operations applied here (once each). */
export const MARKETPLACE_EVENTS = 'marketplace';
/** Operations Rollcall started (PATCH/DELETE): polled by Rollcall, never acknowledged. */
export const MARKETPLACE_REQUESTS = 'marketplace-request';

/** What an event does to the recorded subscription and (while it manages it) the organization. */
export interface TMarketplaceChange {
  row: Partial<typeof marketplaceSubscriptions.$inferInsert>;
  account: Partial<typeof accounts.$inferInsert>;
  /** Clears the organization's pointer to this subscription (Unsubscribed: it may buy again). */
  release?: boolean;
}

/** The organization's side of each subscription status Microsoft reports. */
const STATUS_CHANGES: Record<string, TMarketplaceChange> = {
  Subscribed: { row: { status: 'Subscribed' }, account: { subscriptionStatus: 'active' } },
  Suspended: { row: { status: 'Suspended' }, account: { subscriptionStatus: 'inactive' } },
  Unsubscribed: { row: { status: 'Unsubscribed' }, account: { subscriptionStatus: 'inactive' }, release: true },
};

/** The change that makes Rollcall match the subscription as Microsoft reports it now (status, plan, seats). */
export function changeToMatch(current: TMarketplaceSubscription): TMarketplaceChange {
  const status = STATUS_CHANGES[current.status];
  const seats = current.quantity !== null && current.quantity >= 1 ? current.quantity : null;
  return {
    row: { ...status?.row, planId: current.planId, quantity: current.quantity },
    account: {
      ...status?.account,
      planKey: planKeyOfMarketplacePlan(current.planId),
      ...(current.interval ? { planInterval: current.interval } : {}),
      ...(seats ? { billedParticipants: seats } : {}),
    },
    release: status?.release,
  };
}

/** Applies a change inside `tx`; the organization only while this subscription manages it. */
export async function applyMarketplaceChange(
  tx: TDb,
  target: { subscriptionId: string; accountId: string; change: TMarketplaceChange; now: Date },
): Promise<void> {
  const { change, now } = target;
  await tx
    .update(marketplaceSubscriptions)
    .set({ ...change.row, updatedAt: now })
    .where(eq(marketplaceSubscriptions.id, target.subscriptionId));
  if (Object.keys(change.account).length === 0 && !change.release) return;
  await tx
    .update(accounts)
    .set({ ...change.account, ...(change.release ? { azureSubscriptionId: null } : {}), updatedAt: now })
    .where(and(eq(accounts.id, target.accountId), eq(accounts.azureSubscriptionId, target.subscriptionId)));
}

/** Applies an operation's change (null: nothing to change) once; false when it was applied before. */
export async function applyMarketplaceOperationOnce(
  deps: Pick<TMarketplaceDeps, 'db' | 'now'>,
  operation: {
    operationId: string;
    subscriptionId: string;
    accountId: string;
    change: TMarketplaceChange | null;
    /** '<Action>:applied' | '<Action>:refused' | '<Action>:failed'. */
    type: string;
  },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({
        provider: MARKETPLACE_EVENTS,
        eventId: operation.operationId,
        type: operation.type,
        accountId: operation.accountId,
      })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (recorded.length === 0) return false;
    if (operation.change) await applyMarketplaceChange(tx, { ...operation, change: operation.change, now: deps.now() });
    return true;
  });
}

/** The recorded application of an operation, if any: its action and outcome. */
export async function appliedMarketplaceOperation(
  deps: Pick<TMarketplaceDeps, 'db'>,
  operationId: string,
): Promise<{ action: string; outcome: string } | undefined> {
  const [seen] = await deps.db
    .select({ type: billingEvents.type })
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, MARKETPLACE_EVENTS), eq(billingEvents.eventId, operationId)));
  if (!seen) return undefined;
  const [action = '', outcome = ''] = seen.type.split(':');
  return { action, outcome };
}

/** Whether Rollcall started this operation itself (a seat change or cancel from the billing view). */
export async function isOwnMarketplaceOperation(deps: Pick<TMarketplaceDeps, 'db'>, operationId: string) {
  const [own] = await deps.db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, MARKETPLACE_REQUESTS), eq(billingEvents.eventId, operationId)));
  return own !== undefined;
}
