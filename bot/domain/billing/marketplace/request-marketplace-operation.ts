/**
 * The part a seat change and a cancel share: ask Microsoft (PATCH or DELETE of the subscription),
 * then, in one transaction, audit the request, note the operation as Rollcall's own (so it is never
 * approved as if Microsoft asked) and queue its first poll (settle-marketplace-operation.ts). A
 * marketplace failure is logged and answered false: the caller says 'Something went wrong'.
 */

import { billingEvents } from '../../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { MARKETPLACE_REQUESTS } from './marketplace-change.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError } from './marketplace-gateway.ts';
import { queueMarketplaceOperationPoll, type TMarketplaceOperationJob } from './settle-marketplace-operation.ts';

export interface TMarketplaceRequest {
  subscriptionId: string;
  action: TMarketplaceOperationJob['action'];
  /** The audit event's kind and details (the operation id is added). */
  audit: { kind: string; details: Record<string, unknown> };
  /** The marketplace call; answers the operation id of its Operation-Location. */
  start: () => Promise<{ operationId: string | null }>;
}

/** Starts the operation and follows it; false when Microsoft refused or could not be reached. */
export async function requestMarketplaceOperation(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  request: TMarketplaceRequest,
  origin: TRequestOrigin = {},
): Promise<boolean> {
  let operationId: string | null;
  try {
    ({ operationId } = await request.start());
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.error(
      { kind: error.kind, status: error.status, subscriptionId: request.subscriptionId, action: request.action },
      'marketplace request failed',
    );
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await recordAuditEvent(
      tx,
      {
        kind: request.audit.kind,
        accountId: viewer.account.id,
        userId: viewer.user.id,
        email: viewer.user.email,
        details: { ...request.audit.details, subscription_id: request.subscriptionId, operation_id: operationId },
      },
      origin,
    );
    if (!operationId) return;
    await tx
      .insert(billingEvents)
      .values({
        provider: MARKETPLACE_REQUESTS,
        eventId: operationId,
        type: `${request.action}:requested`,
        accountId: viewer.account.id,
      })
      .onConflictDoNothing();
    await queueMarketplaceOperationPoll(
      deps,
      { subscriptionId: request.subscriptionId, operationId, action: request.action, attempt: 0 },
      tx,
    );
  });
  // Without an Operation-Location there is nothing to poll: the daily reconcile applies the outcome.
  if (!operationId)
    deps.log.warn({ subscriptionId: request.subscriptionId }, 'marketplace answered without an operation');
  return true;
}
