/**
 * Trial reset (spec part 1 §2.9, §4: a new 14-day trial). Decided rule: an Account Admin or
 * Billing Owner of an account that has never paid may use it once, at any time during or after
 * the trial; it sets the trial to end 14 days from now.
 */

import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import type { TResetTrialContext } from '../../../shared/accounts-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { canRunAccount } from '../../../shared/permissions.ts';
import { TRIAL_RESET_DAYS } from '../../../shared/plans.ts';
import type { TDb } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { effectiveStatus } from './subscription-status.ts';
import { trialDaysLeft } from './trial-days-left.ts';
import type { TViewer } from './viewer.ts';

function refusal(viewer: TViewer): string | null {
  if (!canRunAccount(viewer)) {
    return 'Only an Account Admin or the Billing Owner can reset the trial.';
  }
  if (effectiveStatus(viewer.account) === 'active')
    return 'Your organization has a paid subscription; there is no trial to reset.';
  if (viewer.account.trialResetAt) return ACCOUNT_MESSAGES.trialResetRefused;
  return null;
}

/** Whether the viewer may reset the trial now, and why not. */
export function getResetTrialContext(viewer: TViewer): TResetTrialContext {
  const reason = refusal(viewer);
  return { can_reset: reason === null, reason, trial_days_left: trialDaysLeft(viewer.account.trialEndsAt) };
}

/** Starts a new 14-day trial, or throws FORBIDDEN with the reason. */
export async function resetTrial(db: TDb, viewer: TViewer, origin: TRequestOrigin = {}): Promise<void> {
  const reason = refusal(viewer);
  if (reason) throw new AppError('FORBIDDEN', reason);
  const now = new Date();
  await db
    .update(accounts)
    .set({
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date(now.getTime() + TRIAL_RESET_DAYS * 24 * 3600 * 1000),
      trialResetAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, viewer.account.id));
  await recordAuditEvent(db, { kind: 'trial_reset', accountId: viewer.account.id, userId: viewer.user.id }, origin);
}
