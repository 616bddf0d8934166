/**
 * Seat change (part 2 §4; POST /api/v1/multi_seat_change/ confirm-seat-change and the single-plan
 * view's POST /api/v1/upgrade_confirm/). Stripe changes the subscription; the account's seats
 * follow from Stripe's answer (and its customer.subscription.updated webhook), never from the
 * request's numbers.
 */
import type { TBillingConfirm } from '../../../shared/billing-api.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { applyChange } from './apply-change.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { prorationFor } from './change-preview.ts';
import { seatChangeOf } from './preview-seat-change.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Asks Stripe to bill `seats` seats from now on (an increase is charged at once). */
export async function changeSeats(
  deps: TBillingDeps,
  viewer: TViewer,
  seats: number,
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const { gateway, subscription, lookupKey } = await seatChangeOf(deps, viewer, seats);
  const proration = prorationFor(seats > subscription.quantity);
  await applyChange(deps, gateway, viewer, { subscription, lookupKey, quantity: seats, proration });
  await recordAuditEvent(
    deps.db,
    {
      kind: 'billing_seats_changed',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { from: subscription.quantity, to: seats },
    },
    origin,
  );
  return { ok: true, msg: STRIPE_MESSAGES.seatsChanging };
}
