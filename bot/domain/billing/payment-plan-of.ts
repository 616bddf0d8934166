/** The payment plan an account is billed at, from its plan key and interval (set by the webhooks). */
import { PAYMENT_PLANS, type TSubscriptionStatus } from '../../../shared/plans.ts';
import type { TAccountRow } from '../accounts/viewer.ts';

/** Its id (e.g. 'team-monthly'); null while trialing, on the free plan, or without an interval. */
export function paymentPlanIdOf(
  account: Pick<TAccountRow, 'planKey' | 'planInterval'>,
  status: TSubscriptionStatus,
): string | null {
  if (status === 'trialing' || account.planKey === 'free' || !account.planInterval) return null;
  return (
    PAYMENT_PLANS.find((plan) => plan.key === account.planKey && plan.interval === account.planInterval)?.id ?? null
  );
}
