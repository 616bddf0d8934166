/**
 * Applies one marketplace webhook call (spec part 2 §2.1 "seats update within a few minutes";
 * Microsoft's "Implementing a webhook on the SaaS service"), once per operation id (billing_events,
 * provider 'marketplace', marketplace-change.ts). The payload only says what to look at: the change
 * itself is read back from the marketplace (Get operation, Get subscription) before anything changes.
 *
 * - ChangePlan / ChangeQuantity / Reinstate that Microsoft started and waits on (InProgress): the
 *   operation's plan, seats or reinstatement is applied, then acknowledged Success (Failure when it
 *   cannot be applied: no seats, or a Reinstate of an unsubscribed subscription). A 409 on the answer
 *   (Microsoft auto-accepted) counts as answered. A decrease below the people in reports is applied
 *   (the customer pays Microsoft for what they chose); the seat rule then stops new people being added.
 * - An operation Rollcall started is never acknowledged: its poll job settles it. If the webhook
 *   comes first and the operation already Succeeded, it is applied here (the poll then changes nothing).
 * - An operation Microsoft already closed as Succeeded (auto-accepted, or delivered late): the
 *   subscription as Microsoft reports it now is applied (its current plan and seats), so a late
 *   webhook never undoes a newer change. Failed or Conflict: recorded, nothing changes.
 * - Reinstate whose operation Microsoft no longer shows: applied when the subscription is Subscribed.
 * - Suspend: the organization becomes inactive; Unsubscribe: inactive, recorded Unsubscribed and no
 *   longer managed by it (azure_subscription_id cleared) so it can buy again. Both only when Get
 *   subscription agrees.
 * - Renew: nothing (not recorded). An operation id seen before with another action is refused.
 * A subscription no organization activated is answered and logged: there is nothing to change.
 */
import { z } from 'zod';
import {
  appliedMarketplaceOperation,
  applyMarketplaceOperationOnce,
  changeToMatch,
  isOwnMarketplaceOperation,
  type TMarketplaceChange,
} from './marketplace-change.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MARKETPLACE_ACTIONS, type TMarketplaceAction, type TMarketplaceOperation } from './marketplace-gateway.ts';
import { planKeyOfMarketplacePlan } from './marketplace-plans.ts';
import { recordedMarketplaceSubscription } from './recorded-marketplace-subscription.ts';

/** The fields of the webhook payload Rollcall reads; the rest (Microsoft may add fields) is ignored. */
export const ZMarketplaceWebhook = z.object({
  id: z.guid(),
  subscriptionId: z.guid(),
  action: z.string().trim().max(50),
  planId: z.string().trim().max(100).nullish(),
  quantity: z.number().int().min(0).nullish(),
});
export type TMarketplaceWebhook = z.infer<typeof ZMarketplaceWebhook>;

export type TMarketplaceWebhookOutcome =
  | { outcome: 'applied'; action: TMarketplaceAction; acknowledged?: 'Success' | 'Failure' }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string };

/** Actions whose operation Microsoft may wait on the publisher's answer for. */
const ACKNOWLEDGED_ACTIONS: readonly string[] = ['ChangePlan', 'ChangeQuantity', 'Reinstate'];
const PENDING = new Set(['NotStarted', 'InProgress']);

const isAction = (value: string): value is TMarketplaceAction =>
  (MARKETPLACE_ACTIONS as readonly string[]).includes(value);

/** The change an operation Microsoft waits on asks for, or null when it cannot be applied (answered Failure). */
function changeOfPending(operation: TMarketplaceOperation, recordedStatus: string): TMarketplaceChange | null {
  switch (operation.action) {
    case 'ChangePlan':
      if (!operation.planId) return null;
      return { row: { planId: operation.planId }, account: { planKey: planKeyOfMarketplacePlan(operation.planId) } };
    case 'ChangeQuantity': {
      const { quantity } = operation;
      if (quantity === null || quantity < 1) return null;
      return { row: { quantity }, account: { billedParticipants: quantity } };
    }
    case 'Reinstate':
      if (recordedStatus === 'Unsubscribed') return null;
      return { row: { status: 'Subscribed' }, account: { subscriptionStatus: 'active' } };
    default:
      return null;
  }
}

const NOTIFY_ONLY: Record<string, { expected: string; change: TMarketplaceChange }> = {
  Suspend: {
    expected: 'Suspended',
    change: { row: { status: 'Suspended' }, account: { subscriptionStatus: 'inactive' } },
  },
  Unsubscribe: {
    expected: 'Unsubscribed',
    change: { row: { status: 'Unsubscribed' }, account: { subscriptionStatus: 'inactive' }, release: true },
  },
};

type TTarget = { webhook: TMarketplaceWebhook; action: TMarketplaceAction; accountId: string };

/** Records and applies once; answers the outcome. */
async function applyOnce(
  deps: TMarketplaceDeps,
  target: TTarget,
  change: TMarketplaceChange | null,
  outcome: 'applied' | 'refused' | 'failed',
): Promise<boolean> {
  const applied = await applyMarketplaceOperationOnce(deps, {
    operationId: target.webhook.id,
    subscriptionId: target.webhook.subscriptionId,
    accountId: target.accountId,
    change,
    type: `${target.action}:${outcome}`,
  });
  if (applied)
    deps.log.info(
      { subscriptionId: target.webhook.subscriptionId, action: target.action, outcome },
      'marketplace webhook applied',
    );
  return applied;
}

/** Applies what Microsoft reports now (the operation closed as Succeeded, or a Reinstate without operation). */
async function applyCurrent(deps: TMarketplaceDeps, target: TTarget): Promise<TMarketplaceWebhookOutcome> {
  const current = await deps.marketplace.getSubscription(target.webhook.subscriptionId);
  if (!current) return { outcome: 'ignored', reason: 'unknown_subscription' };
  const applied = await applyOnce(deps, target, changeToMatch(current), 'applied');
  return applied ? { outcome: 'applied', action: target.action } : { outcome: 'duplicate' };
}

/** A ChangePlan, ChangeQuantity or Reinstate: read the operation, apply, answer Microsoft when it waits. */
async function applyAcknowledged(
  deps: TMarketplaceDeps,
  target: TTarget,
  recordedStatus: string,
): Promise<TMarketplaceWebhookOutcome> {
  const { webhook, action } = target;
  const operation = await deps.marketplace.getOperation(webhook.subscriptionId, webhook.id);
  if (!operation || operation.action !== action || operation.subscriptionId !== webhook.subscriptionId) {
    if (action === 'Reinstate') {
      // Microsoft may no longer show the operation: the subscription's own status says whether it was reinstated.
      const current = await deps.marketplace.getSubscription(webhook.subscriptionId);
      if (current?.status === 'Subscribed') return applyCurrent(deps, target);
    }
    deps.log.warn(
      { operationId: webhook.id, action },
      'marketplace webhook: the marketplace does not know this operation',
    );
    return { outcome: 'ignored', reason: 'unknown_operation' };
  }
  if (operation.status === 'Succeeded') return applyCurrent(deps, target);
  if (!PENDING.has(operation.status)) {
    await applyOnce(deps, target, null, 'failed');
    deps.log.info(
      { operationId: webhook.id, status: operation.status },
      'marketplace webhook: operation closed unsuccessfully',
    );
    return { outcome: 'ignored', reason: 'operation_closed' };
  }
  // Rollcall's own operation: Microsoft settles it, the poll job applies it; never approve it.
  if (await isOwnMarketplaceOperation(deps, webhook.id)) return { outcome: 'ignored', reason: 'own_operation_pending' };
  const change = changeOfPending(operation, recordedStatus);
  const answer = change ? 'Success' : 'Failure';
  if (!(await applyOnce(deps, target, change, change ? 'applied' : 'refused'))) return { outcome: 'duplicate' };
  await deps.marketplace.acknowledgeOperation(webhook.subscriptionId, webhook.id, answer);
  return { outcome: 'applied', action, acknowledged: answer };
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
  // A renewal changes nothing here (the subscription simply goes on).
  if (action === 'Renew') return { outcome: 'ignored', reason: 'renew' };
  const row = await recordedMarketplaceSubscription(deps, webhook.subscriptionId);
  if (!row?.accountId) {
    deps.log.info(
      { subscriptionId: webhook.subscriptionId, action },
      'marketplace webhook for a subscription no organization activated',
    );
    return { outcome: 'ignored', reason: 'unknown_subscription' };
  }
  const target: TTarget = { webhook, action, accountId: row.accountId };
  const needsAnswer = ACKNOWLEDGED_ACTIONS.includes(action);

  const seen = await appliedMarketplaceOperation(deps, webhook.id);
  if (seen) {
    if (seen.action !== action) {
      deps.log.warn(
        { operationId: webhook.id, action, recorded: seen.action },
        'marketplace webhook: operation seen with another action',
      );
      return { outcome: 'ignored', reason: 'action_mismatch' };
    }
    // Applied before; if Microsoft did not get the answer (our PATCH failed), give it again.
    if (needsAnswer && (seen.outcome === 'applied' || seen.outcome === 'refused')) {
      await answerIfPending(deps, webhook, seen.outcome === 'refused' ? 'Failure' : 'Success');
    }
    return { outcome: 'duplicate' };
  }

  if (needsAnswer) return applyAcknowledged(deps, target, row.status);

  // Suspend / Unsubscribe are notify-only: confirm the subscription's state before switching anything off.
  const notify = NOTIFY_ONLY[action]!;
  const current = await deps.marketplace.getSubscription(webhook.subscriptionId);
  if (current && current.status !== notify.expected) {
    deps.log.warn(
      { operationId: webhook.id, action, status: current.status },
      'marketplace webhook contradicts the subscription',
    );
    return { outcome: 'ignored', reason: 'status_mismatch' };
  }
  return (await applyOnce(deps, target, notify.change, 'applied'))
    ? { outcome: 'applied', action }
    : { outcome: 'duplicate' };
}

/** Acknowledges an operation again when Microsoft still waits for it (never one Rollcall started). */
async function answerIfPending(
  deps: TMarketplaceDeps,
  webhook: TMarketplaceWebhook,
  answer: 'Success' | 'Failure',
): Promise<void> {
  const operation = await deps.marketplace.getOperation(webhook.subscriptionId, webhook.id);
  if (!operation || !PENDING.has(operation.status)) return;
  if (await isOwnMarketplaceOperation(deps, webhook.id)) return;
  await deps.marketplace.acknowledgeOperation(webhook.subscriptionId, webhook.id, answer);
}
