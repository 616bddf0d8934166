/**
 * The plan limits of an account now (shared/plans.ts PLAN_LIMITS; spec part 2 §5, §9) and the
 * checks every door calls before adding a team, a report or a person. A trial has no limits; an
 * inactive account keeps its plan's. The feature flags (shared/plans.ts) stay the source of the
 * locks; these are the counts.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/errors.ts';
import { PLAN_LIMIT_MESSAGES, reportLimitMessage, teamLimitMessage } from '../../../../shared/plan-limits.ts';
import { planLimitsFor, type TPlanKey, type TPlanLimits } from '../../../../shared/plans.ts';
import { addDaysToKey, localDateKey } from '../../../../shared/zoned-time.ts';
import type { TDb } from '../../../db/client.ts';
import { invitations, memberships, reports, teams } from '../../../db/schema/index.ts';
import { effectiveStatus } from '../../accounts/subscription-status.ts';
import type { TAccountRow, TViewer } from '../../accounts/viewer.ts';

type TLimitedAccount = Pick<TAccountRow, 'id' | 'planKey' | 'subscriptionStatus' | 'trialEndsAt'>;

/** The account's limits at `now` (null fields are unlimited). */
export function planLimitsOf(account: Omit<TLimitedAccount, 'id'>, now: Date = new Date()): TPlanLimits {
  return planLimitsFor(account.planKey as TPlanKey, effectiveStatus(account, now));
}

/** Teams the account has (every team, whoever sees them). */
export async function teamCountOf(db: TDb, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.accountId, accountId));
  return row?.n ?? 0;
}

/**
 * Refuses a new team (email team, or a chat team connected as a new one) when the account has as
 * many as its plan allows: FEATURE_LOCKED with the upgrade message.
 */
export async function assertCanAddTeam(db: TDb, viewer: Pick<TViewer, 'account'>, now?: Date): Promise<void> {
  const limit = planLimitsOf(viewer.account, now).teams;
  if (limit === null) return;
  if ((await teamCountOf(db, viewer.account.id)) >= limit)
    throw new AppError('FEATURE_LOCKED', teamLimitMessage(limit));
}

/** Whether the plan's report cap is reached with `reportCount` reports (the list's create lock). */
export function reportCapReached(account: Omit<TLimitedAccount, 'id'>, reportCount: number, now?: Date): boolean {
  const limit = planLimitsOf(account, now).reports;
  return limit !== null && reportCount >= limit;
}

/** Refuses a new report when the account has as many as its plan allows. */
export async function assertCanAddReport(db: TDb, viewer: Pick<TViewer, 'account'>, now?: Date): Promise<void> {
  const limit = planLimitsOf(viewer.account, now).reports;
  if (limit === null) return;
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.accountId, viewer.account.id));
  if ((row?.n ?? 0) >= limit) throw new AppError('FEATURE_LOCKED', reportLimitMessage(limit));
}

/**
 * People the account holds: its members plus invitations still open (each would become one), so
 * a burst of invitations cannot slip past the cap.
 */
export async function peopleCountOf(db: TDb, accountId: string, now: Date = new Date()): Promise<number> {
  const [members] = await db.select({ n: count() }).from(memberships).where(eq(memberships.accountId, accountId));
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
  return (members?.n ?? 0) + (open?.n ?? 0);
}

/**
 * Serialises additions of people to one account until the transaction ends, so two invitations
 * at once cannot both take the last place. Call inside the transaction that adds.
 */
export async function lockAccountPeople(tx: TDb, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`people:${accountId}`}))`);
}

/** Places left for new people under the plan's cap; null when unlimited. Take the lock first. */
export async function roomForPeople(tx: TDb, account: TLimitedAccount, now: Date = new Date()): Promise<number | null> {
  const cap = planLimitsOf(account, now).users;
  if (cap === null) return null;
  return Math.max(0, cap - (await peopleCountOf(tx, account.id, now)));
}

/** The seat refusal (spec part 2 §8) for a form field, when the cap is reached. */
export function userCapError(field?: string): AppError {
  const message = PLAN_LIMIT_MESSAGES.userCap;
  return new AppError('CONFLICT', message, field ? { fields: { [field]: [message] } } : {});
}

/**
 * Takes the lock and refuses when adding `adding` new people would pass the plan's people cap
 * (Free 10 people, Basic 10 users). Call inside the transaction that adds them.
 */
export async function assertRoomForPeople(
  tx: TDb,
  account: TLimitedAccount,
  adding: number,
  options: { now?: Date; field?: string } = {},
): Promise<void> {
  if (planLimitsOf(account, options.now).users === null) return;
  await lockAccountPeople(tx, account.id);
  const room = await roomForPeople(tx, account, options.now);
  if (room !== null && adding > room) throw userCapError(options.field);
}

/** Days of history the plan shows (null: all). */
export function historyDaysOf(account: Omit<TLimitedAccount, 'id'>, now?: Date): number | null {
  return planLimitsOf(account, now).historyDays;
}

/**
 * The oldest run key the plan shows for a report in `timeZone` (today and the days before it,
 * today included); null when the plan shows everything. Run keys compare as dates.
 */
export function historyStartKey(account: Omit<TLimitedAccount, 'id'>, timeZone: string, now: Date): string | null {
  const days = historyDaysOf(account, now);
  return days === null ? null : addDaysToKey(localDateKey(now, timeZone), -(days - 1));
}

/** The shorter of a page's own window and the plan's (days). */
export function windowWithinPlan(days: number, account: Omit<TLimitedAccount, 'id'>, now: Date): number {
  const planDays = historyDaysOf(account, now);
  return planDays === null ? days : Math.min(days, planDays);
}
