/**
 * 'Change seats' in the marketplace billing view (spec part 2 §2.1, §7 POST /api/v1/marketplace/
 * change-quantity): asks Microsoft for the new number of licensed users. The seats change only when
 * Microsoft's ChangeQuantity webhook confirms it (apply-marketplace-webhook.ts), never before.
 */
import { BILLING_MESSAGES, type TBillingConfirm } from '../../../../shared/billing-api.ts';
import { recordAuditEvent, type TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { managedMarketplaceSubscription } from './managed-marketplace-subscription.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { MarketplaceGatewayError } from './marketplace-gateway.ts';

/** Requests `seats` licensed users; answers the spec's accepted message or 'Something went wrong'. */
export async function changeMarketplaceQuantity(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  seats: number,
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const subscription = await managedMarketplaceSubscription(deps, viewer);
  if (subscription.status !== 'Subscribed') return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  // The same count is already licensed: nothing to ask Microsoft (it would refuse the change).
  if (subscription.quantity === seats) return { ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted };
  try {
    const { operationId } = await deps.marketplace.changeQuantity(subscription.id, seats);
    await recordAuditEvent(
      deps.db,
      {
        kind: 'marketplace_quantity_requested',
        accountId: viewer.account.id,
        userId: viewer.user.id,
        email: viewer.user.email,
        details: { subscription_id: subscription.id, quantity: seats, operation_id: operationId },
      },
      origin,
    );
    return { ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted };
  } catch (error) {
    if (!(error instanceof MarketplaceGatewayError)) throw error;
    deps.log.error(
      { kind: error.kind, status: error.status, subscriptionId: subscription.id },
      'marketplace seat change failed',
    );
    return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  }
}
