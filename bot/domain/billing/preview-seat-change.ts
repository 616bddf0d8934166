/**
 * Seat change preview (part 2 §4 "Seat change flow"; POST /api/v1/multi_seat_change/
 * preview-seat-change and the single-plan view's POST /api/v1/preview_plan/): what changing the
 * subscription's seats would charge now and next, without changing anything.
 */
import type { TChangePreview } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TPlanKey } from '../../../shared/plans.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { askStripe, assertSeatsAllowed } from './billing-rules.ts';
import { presentPreview, prorationFor } from './change-preview.ts';
import { currentSubscription, type TCurrentSubscription } from './current-subscription.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Loads the subscription and checks a seat change to `seats` is allowed (shared with changeSeats). */
export async function seatChangeOf(
  deps: TBillingDeps,
  viewer: TViewer,
  seats: number,
): Promise<TCurrentSubscription & { lookupKey: string }> {
  const current = await currentSubscription(deps, viewer);
  const lookupKey = current.subscription.lookupKey;
  if (!lookupKey) throw new AppError('CONFLICT', STRIPE_MESSAGES.planNotOffered);
  if (seats === current.subscription.quantity) {
    throw new AppError('INVALID_INPUT', STRIPE_MESSAGES.sameSeats, {
      fields: { billed_participants: [STRIPE_MESSAGES.sameSeats] },
    });
  }
  const planKey = current.plan?.key ?? (viewer.account.planKey as TPlanKey);
  await assertSeatsAllowed(deps.db, viewer.account, planKey, seats);
  return { ...current, lookupKey };
}

/**
 * Previews the account's subscription at `seats` seats. The request's plan_id (the spec's field)
 * is not used: a seat change keeps the subscription's own price, read from Stripe, and the page's
 * plan_id is only its copy of that (it may lag a webhook, or be the default of a price made by
 * hand), so refusing on a mismatch would refuse a correct preview for a reason nobody can fix.
 */
export async function previewSeatChange(deps: TBillingDeps, viewer: TViewer, seats: number): Promise<TChangePreview> {
  const { gateway, subscription, lookupKey } = await seatChangeOf(deps, viewer, seats);
  const proration = prorationFor(seats > subscription.quantity);
  const preview = await askStripe(() => gateway.previewChange({ subscription, lookupKey, quantity: seats, proration }));
  return presentPreview(preview, proration);
}
