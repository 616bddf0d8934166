/**
 * 'Cancel subscription' in the marketplace billing view (spec part 2 §2.1, §7 POST
 * /api/v1/marketplace/ request-cancel): asks Microsoft to unsubscribe. The organization stays
 * active until Microsoft settles the operation (polled: settle-marketplace-operation.ts) or its
 * Unsubscribe webhook arrives, whichever comes first; the other then changes nothing.
 */
import { BILLING_MESSAGES, type TBillingConfirm } from '../../../../shared/billing-api.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { managedMarketplaceSubscription } from './managed-marketplace-subscription.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { requestMarketplaceOperation } from './request-marketplace-operation.ts';

/** Requests the cancellation; answers the spec's cancellation message or 'Something went wrong'. */
export async function requestMarketplaceCancel(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const subscription = await managedMarketplaceSubscription(deps, viewer);
  if (subscription.status === 'Unsubscribed') return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  const requested = await requestMarketplaceOperation(
    deps,
    viewer,
    {
      subscriptionId: subscription.id,
      action: 'Unsubscribe',
      audit: { kind: 'marketplace_cancel_requested', details: {} },
      start: () => deps.marketplace.cancel(subscription.id),
    },
    origin,
  );
  return requested
    ? { ok: true, msg: BILLING_MESSAGES.marketplaceCancelAccepted }
    : { ok: false, msg: BILLING_MESSAGES.somethingWrong };
}
