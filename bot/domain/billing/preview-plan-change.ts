/**
 * Plan change preview (part 2 §4 "Plan change flow"; POST /api/v1/multi_seat_change/
 * preview-upgrade-plan): the subscription at another plan or billing cycle, same seats.
 */
import type { TChangePreview } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { CHANGE_PLAN_KEYS, type TPaymentPlan, type TPlanKey } from '../../../shared/plans.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import type { TProrationBehavior } from './billing-gateway.ts';
import { askStripe, assertSeatCap, chosenPlan } from './billing-rules.ts';
import { monthlyCents, presentPreview, prorationFor } from './change-preview.ts';
import { currentSubscription, type TCurrentSubscription } from './current-subscription.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Loads the subscription and checks the move to `newPlanId` (shared with changePlan). */
export async function planChangeOf(
  deps: TBillingDeps,
  viewer: TViewer,
  change: { newPlanId: string; planKey: TPlanKey },
): Promise<TCurrentSubscription & { newPlan: TPaymentPlan; proration: TProrationBehavior }> {
  const current = await currentSubscription(deps, viewer);
  const newPlan = chosenPlan(change.newPlanId, CHANGE_PLAN_KEYS, change.planKey);
  if (newPlan.lookupKey === current.subscription.lookupKey) {
    throw new AppError('INVALID_INPUT', STRIPE_MESSAGES.samePlan, {
      fields: { new_plan_id: [STRIPE_MESSAGES.samePlan] },
    });
  }
  assertSeatCap(newPlan.key, current.subscription.quantity);
  // Any change of billing cycle starts a new period paid now (Stripe resets the cycle), so it is
  // charged at once and refused whole when the card is declined, like a more expensive plan.
  const increase =
    !current.plan || newPlan.interval !== current.plan.interval || monthlyCents(newPlan) > monthlyCents(current.plan);
  return { ...current, newPlan, proration: prorationFor(increase) };
}

/** Previews the subscription on another payment plan. */
export async function previewPlanChange(
  deps: TBillingDeps,
  viewer: TViewer,
  change: { newPlanId: string; planKey: TPlanKey },
): Promise<TChangePreview> {
  const { gateway, subscription, newPlan, proration } = await planChangeOf(deps, viewer, change);
  const preview = await askStripe(() =>
    gateway.previewChange({ subscription, lookupKey: newPlan.lookupKey, quantity: subscription.quantity, proration }),
  );
  return presentPreview(preview, proration);
}
