/** The status an account is in now: a trial past its end date counts as inactive (spec part 1 §4). */
import type { TSubscriptionStatus } from '../../../shared/plans.ts';
import type { TAccountRow } from './viewer.ts';

/** trialing | active | inactive, with an expired trial read as inactive. */
export function effectiveStatus(
  account: Pick<TAccountRow, 'subscriptionStatus' | 'trialEndsAt'>,
  now = new Date(),
): TSubscriptionStatus {
  const status = account.subscriptionStatus as TSubscriptionStatus;
  if (status === 'trialing' && account.trialEndsAt && account.trialEndsAt.getTime() <= now.getTime()) return 'inactive';
  return status;
}
