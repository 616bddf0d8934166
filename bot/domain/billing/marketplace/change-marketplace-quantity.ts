/**
 * 'Change seats' in the marketplace billing view (spec part 2 §2.1, §5, §7 POST /api/v1/marketplace/
 * change-quantity): asks Microsoft for the new number of licensed users. The seats change only when
 * Microsoft settles the operation (polled: settle-marketplace-operation.ts), never before. The count
 * may not go below the current licensed count (part 2 §2.1 "minimum is the current count"): fewer
 * seats are chosen in the Microsoft 365 admin center.
 */
import { BILLING_MESSAGES, type TBillingConfirm } from '../../../../shared/billing-api.ts';
import { MARKETPLACE_MESSAGES } from '../../../../shared/marketplace-api.ts';
import { MIN_SEATS } from '../../../../shared/plans.ts';
import type { TRequestOrigin } from '../../accounts/audit.ts';
import type { TViewer } from '../../accounts/viewer.ts';
import { managedMarketplaceSubscription } from './managed-marketplace-subscription.ts';
import type { TMarketplaceDeps } from './marketplace-deps.ts';
import { requestMarketplaceOperation } from './request-marketplace-operation.ts';

/** Requests `seats` licensed users; answers the spec's accepted message, a refusal or 'Something went wrong'. */
export async function changeMarketplaceQuantity(
  deps: TMarketplaceDeps,
  viewer: TViewer,
  seats: number,
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const subscription = await managedMarketplaceSubscription(deps, viewer);
  if (subscription.status !== 'Subscribed') return { ok: false, msg: BILLING_MESSAGES.somethingWrong };
  const minimum = subscription.quantity ?? MIN_SEATS;
  if (seats < minimum) return { ok: false, msg: MARKETPLACE_MESSAGES.seatsBelowLicensed(minimum) };
  // The same count is already licensed: nothing to ask Microsoft (it would refuse the change).
  if (subscription.quantity === seats) return { ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted };
  const requested = await requestMarketplaceOperation(
    deps,
    viewer,
    {
      subscriptionId: subscription.id,
      action: 'ChangeQuantity',
      audit: { kind: 'marketplace_quantity_requested', details: { quantity: seats } },
      start: () => deps.marketplace.changeQuantity(subscription.id, seats),
    },
    origin,
  );
  return requested
    ? { ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted }
    : { ok: false, msg: BILLING_MESSAGES.somethingWrong };
}
