/**
 * Billed participants (spec part 2 §9, part 3 §2.3 Members): the unique users in the account's
 * enabled reports. A report may add members only while that count stays within the seats; a
 * member already counted elsewhere is free.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { REPORT_MESSAGES } from '../../../shared/reports.ts';
import type { TDb } from '../../db/client.ts';
import { reportMembers, reports } from '../../db/schema/index.ts';
import { featureFlagsOf } from '../accounts/feature-flags.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import type { TAccountRow } from '../accounts/viewer.ts';
import { planLimitsOf } from '../billing/plan-limits/plan-limits-of.ts';

/** Seats available to reports; null when unlimited (a trial, or a plan without a seat count yet). */
export function availableParticipants(account: TAccountRow): number | null {
  // The plan's people cap (Free, Basic: 10; shared/plans.ts PLAN_LIMITS) bounds the seats too.
  const cap = planLimitsOf(account).users;
  if (cap !== null) return cap;
  if (effectiveStatus(account) === 'trialing') return null;
  return account.billedParticipants ?? null;
}

/** User ids counted as participants: members of enabled reports, optionally leaving one report out. */
export async function countedParticipantIds(db: TDb, accountId: string, exceptReportId?: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: reportMembers.userId })
    .from(reportMembers)
    .innerJoin(reports, eq(reports.id, reportMembers.reportId))
    .where(
      and(
        eq(reports.accountId, accountId),
        eq(reports.enabled, true),
        exceptReportId ? ne(reports.id, exceptReportId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Throws the spec's seat message when enabling these members would exceed the seats. */
export async function assertSeatsFor(
  db: TDb,
  account: TAccountRow,
  memberIds: readonly string[],
  exceptReportId?: string,
): Promise<void> {
  const available = availableParticipants(account);
  if (available === null) return;
  const counted = await countedParticipantIds(db, account.id, exceptReportId);
  const total = new Set([...counted, ...memberIds]).size;
  if (total <= available) return;
  const tenUsers = featureFlagsOf({ account }).includes('LIMIT_TO_10_USERS');
  const message = tenUsers ? REPORT_MESSAGES.seatLimitTenUsers : REPORT_MESSAGES.seatLimit;
  throw new AppError('CONFLICT', message, { fields: { users: [message] } });
}
