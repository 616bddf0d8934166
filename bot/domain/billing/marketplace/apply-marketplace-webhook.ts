/**
 * Applies one marketplace webhook call (spec part 2 §2.1 "seats update within a few minutes";
 * Microsoft's "Implementing a webhook on the SaaS service"), once per operation id (billing_events,
 * provider 'marketplace'). The payload only says what to look at: the change itself is read back
 * from the marketplace (Get operation, Get subscription) before anything changes here.
 *
 * - ChangePlan / ChangeQuantity: the operation's plan or seats are applied, then acknowledged
 *   Success; a ChangeQuantity without a quantity is acknowledged Failure. A decrease below the people
 *   in reports is applied (the customer pays Microsoft for what they chose); the seat rule then stops
 *   new people from being added until seats are bought again.
 * - Suspend: the organization becomes inactive. Reinstate: active again, acknowledged Success
 *   (Failure once the subscription was unsubscribed here).
 * - Unsubscribe: inactive, the subscription recorded Unsubscribed, and the organization no longer
 *   managed by it (azure_subscription_id cleared) so it can buy again, through Stripe or a new offer.
 * - Renew: recorded, nothing else.
 * A subscription no organization activated is answered and logged: there is nothing to change.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, billingEvents, marketplaceSubscriptions } from '../../../db/schema/index.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MARKETPLACE_ACTIONS, type TMarketplaceAction, type TMarketplaceOperation } from './marketplace-gateway.ts';
import { planKeyOfMarketplacePlan } from './marketplace-plans.ts';

const ZId = z.string().trim().min(1).max(100);

/** The fields of the webhook payload Rollcall reads; the rest (Microsoft may add fields) is ignored. */
export const ZMarketplaceWebhook = z.object({
  id: ZId,
  subscriptionId: ZId,
  action: z.string().trim().max(50),
  planId: z.string().trim().max(100).nullish(),
  quantity: z.number().int().min(0).nullish(),
});
export type TMarketplaceWebhook = z.infer<typeof ZMarketplaceWebhook>;

export type TMarketplaceWebhookOutcome =
  | { outcome: 'applied'; action: TMarketplaceAction; acknowledged?: 'Success' | 'Failure' }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string };

const PROVIDER = 'marketplace';
const ACKNOWLEDGED_ACTIONS: readonly string[] = ['ChangePlan', 'ChangeQuantity', 'Reinstate'];
/** Operations Microsoft still waits for an answer on (or has auto-accepted: the change stands). */
const APPLICABLE_OPERATION = new Set(['NotStarted', 'InProgress', 'Succeeded']);

const isAction = (value: string): value is TMarketplaceAction =>
  (MARKETPLACE_ACTIONS as readonly string[]).includes(value);

/** What the webhook does to the recorded subscription and (while it manages it) the organization. */
interface TChange {
  row: Partial<typeof marketplaceSubscriptions.$inferInsert>;
  account: Partial<typeof accounts.$inferInsert>;
  /** Clears the organization's pointer to this subscription. */
  release?: boolean;
}

/** The change for an action, or null when it cannot be applied (acknowledged Failure). */
function changeFor(
  action: TMarketplaceAction,
  operation: TMarketplaceOperation | null,
  recordedStatus: string,
): TChange | null {
  switch (action) {
    case 'ChangePlan': {
      const planId = operation?.planId;
      if (!planId) return null;
      return { row: { planId }, account: { planKey: planKeyOfMarketplacePlan(planId) } };
    }
    case 'ChangeQuantity': {
      const quantity = operation?.quantity;
      if (quantity === null || quantity === undefined || quantity < 1) return null;
      return { row: { quantity }, account: { billedParticipants: quantity } };
    }
    case 'Suspend':
      return { row: { status: 'Suspended' }, account: { subscriptionStatus: 'inactive' } };
    case 'Reinstate':
      if (recordedStatus === 'Unsubscribed') return null;
      return { row: { status: 'Subscribed' }, account: { subscriptionStatus: 'active' } };
    case 'Unsubscribe':
      return { row: { status: 'Unsubscribed' }, account: { subscriptionStatus: 'inactive' }, release: true };
    case 'Renew':
      return { row: {}, account: {} };
  }
}

/** Applies the change in one transaction, unless the operation was applied already. */
async function applyOnce(
  deps: TMarketplaceDeps,
  options: { webhook: TMarketplaceWebhook; accountId: string; change: TChange | null; type: string },
): Promise<boolean> {
  const { webhook, accountId, change } = options;
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ provider: PROVIDER, eventId: webhook.id, type: options.type, accountId })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (recorded.length === 0) return false;
    if (!change) return true;
    const now = deps.now();
    await tx
      .update(marketplaceSubscriptions)
      .set({ ...change.row, updatedAt: now })
      .where(eq(marketplaceSubscriptions.id, webhook.subscriptionId));
    // Only while this subscription still manages the organization.
    const managed = and(eq(accounts.id, accountId), eq(accounts.azureSubscriptionId, webhook.subscriptionId));
    if (Object.keys(change.account).length > 0 || change.release) {
      await tx
        .update(accounts)
        .set({ ...change.account, ...(change.release ? { azureSubscriptionId: null } : {}), updatedAt: now })
        .where(managed);
    }
    return true;
  });
}

/** Applies a verified webhook call; throws MarketplaceGatewayError when the marketplace cannot be read (retry). */
export async function applyMarketplaceWebhook(
  deps: TMarketplaceDeps,
  webhook: TMarketplaceWebhook,
): Promise<TMarketplaceWebhookOutcome> {
  const { action } = webhook;
  if (!isAction(action)) {
    deps.log.info({ action, operationId: webhook.id }, 'marketplace webhook: unknown action');
    return { outcome: 'ignored', reason: 'unknown_action' };
  }
  const [row] = await deps.db
    .select()
    .from(marketplaceSubscriptions)
    .where(eq(marketplaceSubscriptions.id, webhook.subscriptionId));
  if (!row?.accountId) {
    deps.log.info(
      { subscriptionId: webhook.subscriptionId, action },
      'marketplace webhook for a subscription no organization activated',
    );
    return { outcome: 'ignored', reason: 'unknown_subscription' };
  }
  const needsAnswer = ACKNOWLEDGED_ACTIONS.includes(action);

  const [seen] = await deps.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, PROVIDER), eq(billingEvents.eventId, webhook.id)));
  if (seen) {
    // Applied before; if Microsoft did not get the answer (our PATCH failed), give it again.
    if (needsAnswer) await answerIfPending(deps, webhook, seen.type.endsWith(':refused') ? 'Failure' : 'Success');
    return { outcome: 'duplicate' };
  }

  let operation: TMarketplaceOperation | null = null;
  if (needsAnswer) {
    operation = await deps.marketplace.getOperation(webhook.subscriptionId, webhook.id);
    if (!operation || operation.action !== action || operation.subscriptionId !== webhook.subscriptionId) {
      deps.log.warn(
        { operationId: webhook.id, action },
        'marketplace webhook: the marketplace does not know this operation',
      );
      return { outcome: 'ignored', reason: 'unknown_operation' };
    }
    if (!APPLICABLE_OPERATION.has(operation.status)) {
      deps.log.info(
        { operationId: webhook.id, status: operation.status },
        'marketplace webhook: operation already closed',
      );
      return { outcome: 'ignored', reason: 'operation_closed' };
    }
  } else if (action === 'Suspend' || action === 'Unsubscribe') {
    // Notify-only: confirm the subscription's state before switching anything off.
    const current = await deps.marketplace.getSubscription(webhook.subscriptionId);
    const expected = action === 'Suspend' ? 'Suspended' : 'Unsubscribed';
    if (current && current.status !== expected) {
      deps.log.warn(
        { operationId: webhook.id, action, status: current.status },
        'marketplace webhook contradicts the subscription',
      );
      return { outcome: 'ignored', reason: 'status_mismatch' };
    }
  }

  const change = changeFor(action, operation, row.status);
  const answer = change ? 'Success' : 'Failure';
  const applied = await applyOnce(deps, {
    webhook,
    accountId: row.accountId,
    change,
    type: `${action}:${change ? 'applied' : 'refused'}`,
  });
  if (!applied) return { outcome: 'duplicate' };
  deps.log.info({ subscriptionId: webhook.subscriptionId, action, answer }, 'marketplace webhook applied');
  if (!needsAnswer || !operation) return { outcome: 'applied', action };
  if (operation.status !== 'Succeeded') {
    await deps.marketplace.acknowledgeOperation(webhook.subscriptionId, webhook.id, answer);
  }
  return { outcome: 'applied', action, acknowledged: answer };
}

/** Acknowledges an operation again when Microsoft still waits for it. */
async function answerIfPending(
  deps: TMarketplaceDeps,
  webhook: TMarketplaceWebhook,
  answer: 'Success' | 'Failure',
): Promise<void> {
  const operation = await deps.marketplace.getOperation(webhook.subscriptionId, webhook.id);
  if (operation && (operation.status === 'InProgress' || operation.status === 'NotStarted')) {
    await deps.marketplace.acknowledgeOperation(webhook.subscriptionId, webhook.id, answer);
  }
}
