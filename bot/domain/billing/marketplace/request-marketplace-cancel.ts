/**
 * 'Cancel subscription' in the marketplace billing view (spec part 2 §2.1, §7 POST
 * /api/v1/marketplace/ request-cancel): asks Microsoft to unsubscribe. The organization stays
 * active until Microsoft's Unsubscribe webhook arrives (apply-marketplace-webhook.ts).
 */
import { BILLING_MESSAGES, type TBillingConfirm } from '../../../../shared/billing-api.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { managedMarketplaceSubscription } from './managed-marketplace-subscription.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError } from './marketplace-gateway.ts';

/** Requests the cancellation; answers the spec's cancellation message or 'Something went wrong'. */
export async function requestMarketplaceCancel(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const subscription = await managedMarketplaceSubscription(deps, viewer);
  if (subscription.status === 'Unsubscribed') return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  try {
    const { operationId } = await deps.marketplace.cancel(subscription.id);
    await recordAuditEvent(
      deps.db,
      {
        kind: 'marketplace_cancel_requested',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        email: viewer.user.email,
        details: { subscription_id: subscription.id, operation_id: operationId },
      },
      origin,
    );
    return { ok: true, msg: BILLING_MESSAGES.marketplaceCancelAccepted };
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.error(
      { kind: error.kind, status: error.status, subscriptionId: subscription.id },
      'marketplace cancel failed',
    );
    return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  }
}
