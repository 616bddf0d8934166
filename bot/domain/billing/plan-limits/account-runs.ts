/**
 * Whether an account's reports run (spec part 1 §4, part 2 §4): an inactive account (a trial
 * that ended, or a subscription that stopped) opens no runs and sends no reminders until it is
 * active again; an email-only plan (Free: EMAIL_TEAM_ONLY) asks chat teams by email instead.
 */
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { PLAN_LIMIT_MESSAGES } from '../../../../shared/plan-limits.ts';
import { featureFlagsFor, type TPlanKey } from '../../../../shared/plans.ts';
import type { TDb } from '../../../db/client.ts';
import { accounts, reportRuns, reports } from '../../../db/schema/index.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import type { TAccountRow } from '../../accounts/viewer.ts';

type TStatusFields = Pick<TAccountRow, 'planKey' | 'subscriptionStatus' | 'trialEndsAt'>;

/** True unless the account is inactive at `now` (an expired trial counts as inactive). */
export function accountRuns(account: TStatusFields, now: Date): boolean {
  return effectiveStatus(account, now) !== 'inactive';
}

/** Refuses what would start a run (a new report, Send now) for an inactive account. */
export function assertAccountRuns(account: TStatusFields, now: Date): void {
  if (!accountRuns(account, now)) throw new AppError('FEATURE_LOCKED', PLAN_LIMIT_MESSAGES.inactive);
}

/** Whether the plan asks members by email only (EMAIL_TEAM_ONLY): chat teams are asked by email. */
export function asksByEmailOnly(account: TStatusFields, now: Date): boolean {
  return featureFlagsFor(account.planKey as TPlanKey, effectiveStatus(account, now)).includes('EMAIL_TEAM_ONLY');
}

/** Of these accounts, the ids whose reports run at `now`, in one query. */
export async function runningAccountIds(db: TDb, accountIds: readonly string[], now: Date): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: accounts.id,
      planKey: accounts.planKey,
      subscriptionStatus: accounts.subscriptionStatus,
      trialEndsAt: accounts.trialEndsAt,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Set(rows.filter((row) => accountRuns(row, now)).map((row) => row.id));
}

/**
 * Whether the account of a run still runs (false also when the run is gone): reminders and
 * delayed prompts of a run opened before the account became inactive are not sent.
 */
export async function runOfRunningAccount(db: TDb, runId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({
      planKey: accounts.planKey,
      subscriptionStatus: accounts.subscriptionStatus,
      trialEndsAt: accounts.trialEndsAt,
    })
    .from(reportRuns)
    .innerJoin(reports, eq(reports.id, reportRuns.reportId))
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .where(eq(reportRuns.id, runId))
    .limit(1);
  return row !== undefined && accountRuns(row, now);
}
