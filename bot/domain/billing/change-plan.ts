/**
 * Plan change (part 2 §4; POST /api/v1/multi_seat_change/ confirm-upgrade-plan): Stripe moves the
 * subscription to the new price; the account's plan follows from Stripe's answer (and its webhook).
 */
import { BILLING_MESSAGES, type TBillingConfirm } from '../../../shared/billing-api.ts';
import type { TPlanKey } from '../../../shared/plans.ts';
import { recordAuditEvent, type TRequestOrigin } from '../accounts/audit.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { applyChange } from './apply-change.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { planChangeOf } from './preview-plan-change.ts';

/** Asks Stripe to bill the subscription at the new plan (an upgrade is charged at once). */
export async function changePlan(
  deps: TBillingDeps,
  viewer: TViewer,
  change: { newPlanId: string; planKey: TPlanKey },
  origin: TRequestOrigin = {},
): Promise<TBillingConfirm> {
  const { gateway, subscription, plan, newPlan, proration } = await planChangeOf(deps, viewer, change);
  await applyChange(deps, gateway, viewer, {
    subscription,
    lookupKey: newPlan.lookupKey,
    quantity: subscription.quantity,
    proration,
  });
  await recordAuditEvent(
    deps.db,
    {
      kind: 'billing_plan_changed',
      accountId: viewer.account.id,
      userId: viewer.user.id,
      details: { from: plan?.id ?? subscription.lookupKey, to: newPlan.id },
    },
    origin,
  );
  return { ok: true, msg: BILLING_MESSAGES.changingPlan };
}
