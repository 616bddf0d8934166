/**
 * When an account may move to the free plan (spec part 2 §4): the billing page's switch is offered
 * only to a trial with fewer than FREE_PLAN_OFFER_DAYS days left, or to an inactive account; the
 * convert page (/accounts/convert-free-plan/) takes any status, a paid plan included, except an
 * account billed through the Microsoft marketplace (changed in Azure) or one already on it.
 */
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { canManageBilling } from '../../../../shared/permissions.ts';
import { PLAN_LIMIT_MESSAGES } from '../../../../shared/plan-limits.ts';
import { FREE_PLAN_OFFER_DAYS, type TSubscriptionStatus } from '../../../../shared/plans.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import { trialDaysLeft } from '../../accounts/trial-days-left.ts';
import type { TAccountRow, TViewer } from '../../accounts/viewer.ts';

/** Which door asked: the billing page's switch (POST /api/v1/switch_to_free_plan/) or the convert page. */
export type TFreePlanDoor = 'switch' | 'convert';

export interface TFreePlanStanding {
  status: TSubscriptionStatus;
  trialDaysLeft: number;
  /** Why the move is refused now; null when it is allowed. */
  refusal: string | null;
}

/** Whether the billing page offers the switch now (trial days left under 5, or inactive). */
export function freePlanOffered(status: TSubscriptionStatus, daysLeft: number): boolean {
  return status === 'inactive' || (status === 'trialing' && daysLeft < FREE_PLAN_OFFER_DAYS);
}

/** The account's standing for a move to the free plan through `door`, as `viewer` asks. */
export function freePlanStanding(
  viewer: Pick<TViewer, 'accountTypeId'> & { account: TAccountRow },
  door: TFreePlanDoor,
  now: Date,
): TFreePlanStanding {
  const { account } = viewer;
  const status = effectiveStatus(account, now);
  const daysLeft = status === 'trialing' ? trialDaysLeft(account.trialEndsAt, now) : 0;
  const refusal = (() => {
    if (!canManageBilling(viewer)) return BILLING_MESSAGES.billingRefused;
    if (account.azureSubscriptionId) return PLAN_LIMIT_MESSAGES.freePlanAzure;
    if (account.planKey === 'free' && status === 'active') return PLAN_LIMIT_MESSAGES.freePlanAlready;
    if (door === 'switch' && !freePlanOffered(status, daysLeft)) return PLAN_LIMIT_MESSAGES.freePlanNotYet;
    return null;
  })();
  return { status, trialDaysLeft: daysLeft, refusal };
}
