/**
 * Rules every Stripe billing use case applies (spec part 2 §2.1, §5, §6, §9): who may use them,
 * that Stripe is configured, that the account is not managed by the marketplace, which plans and
 * how many seats may be asked for, and how the provider's refusals reach the person.
 */
import { BILLING_MESSAGES } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import { canManageBilling } from '../../../shared/permissions.ts';
import { paymentPlanById, planLimitsFor, type TPaymentPlan, type TPlanKey } from '../../../shared/plans.ts';
import type { TDb } from '../../db/client.ts';
import type { TAccountRow, TViewer } from '../accounts/viewer.ts';
import { countedParticipantIds } from '../reports/seats.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { BillingGatewayError, type TBillingGateway } from './billing-gateway.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Refuses anyone but a Billing Owner or an Account Admin. */
export function assertCanManageBilling(viewer: TViewer): void {
  if (!canManageBilling(viewer)) throw new AppError('FORBIDDEN', BILLING_MESSAGES.billingRefused);
}

/** Refuses an account whose billing the Microsoft marketplace manages (its view is the marketplace one). */
export function assertNotManagedByAzure(account: TAccountRow): void {
  if (account.azureSubscriptionId) throw new AppError('CONFLICT', STRIPE_MESSAGES.managedByAzure);
}

/** The gateway, or 503 with the 'not set up' message while Stripe is not configured. */
export function gatewayOf(deps: TBillingDeps): TBillingGateway {
  if (!deps.gateway) throw new AppError('UNAVAILABLE', BILLING_MESSAGES.notConfigured);
  return deps.gateway;
}

/** Runs a provider call; its refusal becomes a 400 and its outage a 503, each with the provider's words. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingGatewayError) {
      throw new AppError(error.kind === 'refused' ? 'INVALID_INPUT' : 'UNAVAILABLE', error.message, { cause: error });
    }
    throw error;
  }
}

/**
 * The payment plan a request names: it must exist, be one of `offered`, and agree with the plan
 * key sent beside it (when one is).
 */
export function chosenPlan(planId: string, offered: readonly TPlanKey[], planKey?: TPlanKey): TPaymentPlan {
  const plan = paymentPlanById(planId);
  if (!plan || !offered.includes(plan.key) || (planKey !== undefined && planKey !== plan.key)) {
    throw new AppError('INVALID_INPUT', STRIPE_MESSAGES.planNotOffered, {
      fields: { plan_id: [STRIPE_MESSAGES.planNotOffered] },
    });
  }
  return plan;
}

/** People counted for billing now: members of enabled reports, once each (part 2 §1). */
export async function totalActiveMembers(db: TDb, accountId: string): Promise<number> {
  return (await countedParticipantIds(db, accountId)).size;
}

/**
 * A plan with a user cap (Basic: LIMIT_TO_10_USERS, part 2 §5, §6) allows at most that many seats;
 * the cap is the plan's own (shared/plans.ts planLimitsFor, paid status).
 */
export function assertSeatCap(planKey: TPlanKey, seats: number): void {
  const cap = planLimitsFor(planKey, 'active').users;
  if (cap !== null && seats > cap) {
    throw new AppError('INVALID_INPUT', STRIPE_MESSAGES.basicCap, {
      fields: { billed_participants: [STRIPE_MESSAGES.basicCap] },
    });
  }
}

/** Seats may not go below the people already in enabled reports (they could not all be asked). */
export async function assertNotBelowActiveMembers(db: TDb, account: TAccountRow, seats: number): Promise<void> {
  const active = await totalActiveMembers(db, account.id);
  if (seats >= active) return;
  const message = STRIPE_MESSAGES.seatsBelowActive(active);
  throw new AppError('INVALID_INPUT', message, { fields: { billed_participants: [message] } });
}

/** Both seat rules, for a purchase or a seat change. */
export async function assertSeatsAllowed(
  db: TDb,
  account: TAccountRow,
  planKey: TPlanKey,
  seats: number,
): Promise<void> {
  assertSeatCap(planKey, seats);
  await assertNotBelowActiveMembers(db, account, seats);
}
