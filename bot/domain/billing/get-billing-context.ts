/**
 * Everything the /billing/ page draws (GET /api/v1/billing/; part 2 §2.1, §3). Read-only; the
 * view follows the BILLING_VIEWS rule of shared/billing-api.ts: marketplace-managed ->
 * 'marketplace'; with the 'multiplan' lab, trialing or inactive -> 'purchase' and others
 * 'licence'; without it, active -> 'upgrade' and others 'purchase-single'.
 */
import { eq } from 'drizzle-orm';
import {
  marketplaceAdminPortalUrl,
  type TBillingContext,
  type TBillingView,
  type TUsagePlan,
} from '../../../shared/billing-api.ts';
import {
  CHANGE_PLAN_KEYS,
  PAYMENT_PLANS,
  PLAN_INTERVALS,
  PURCHASE_PLAN_KEYS,
  type TPlanInterval,
  type TPlanKey,
  type TSubscriptionStatus,
} from '../../../shared/plans.ts';
import { marketplaceSubscriptions } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import { effectiveStatus } from '../accounts/subscription-status.ts';
import { trialDaysLeft } from '../accounts/trial-days-left.ts';
import type { TAccountRow, TViewer } from '../accounts/viewer.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { BillingGatewayError } from './billing-gateway.ts';
import { assertCanManageBilling, totalActiveMembers } from './billing-rules.ts';
import { freePlanOffered } from './free-plan/free-plan-rules.ts';
import { paymentPlanIdOf } from './payment-plan-of.ts';

/** The view an account gets (the BILLING_VIEWS rule). */
export function billingViewFor(account: TAccountRow, status: TSubscriptionStatus): TBillingView {
  if (account.azureSubscriptionId) return 'marketplace';
  if (account.labs.includes('multiplan')) return status === 'active' ? 'licence' : 'purchase';
  return status === 'active' ? 'upgrade' : 'purchase-single';
}

/** The prices a view offers: the purchase picker's, the plan change's, or Pro's. */
function usagePlansFor(view: TBillingView): TUsagePlan[] {
  const keys: readonly TPlanKey[] =
    view === 'purchase'
      ? PURCHASE_PLAN_KEYS
      : view === 'licence'
        ? CHANGE_PLAN_KEYS
        : view === 'marketplace'
          ? []
          : ['pro'];
  return PAYMENT_PLANS.filter((plan) => keys.includes(plan.key)).map(({ id, key, name, label, amount, interval }) => ({
    id,
    key,
    name,
    label,
    amount,
    interval,
  }));
}

/** The next invoice of the account's live subscription; nulls when there is none or Stripe is unreachable. */
async function nextInvoice(
  deps: TBillingDeps,
  account: TAccountRow,
  status: TSubscriptionStatus,
): Promise<{ date: string | null; cost: number | null }> {
  const none = { date: null, cost: null };
  const gateway = deps.gateway;
  const { stripeSubscriptionId, stripeCustomerId } = account;
  if (!gateway || status !== 'active' || !stripeSubscriptionId || !stripeCustomerId || account.azureSubscriptionId)
    return none;
  try {
    // One call with a short timeout (a canceled subscription has no next invoice: Stripe refuses it).
    const upcoming = await gateway.upcomingInvoice({ id: stripeSubscriptionId, customerId: stripeCustomerId });
    return upcoming ? { date: upcoming.date?.toISOString() ?? null, cost: upcoming.amountCents } : none;
  } catch (error) {
    if (!(error instanceof BillingGatewayError)) throw error;
    deps.log.warn({ err: error, accountId: account.id }, 'next invoice not available from stripe');
    return none;
  }
}

async function marketplaceOf(deps: TBillingDeps, account: TAccountRow): Promise<TBillingContext['marketplace']> {
  if (!account.azureSubscriptionId) return null;
  const [row] = await deps.db
    .select()
    .from(marketplaceSubscriptions)
    .where(eq(marketplaceSubscriptions.id, account.azureSubscriptionId))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    status: row.status,
    quantity: row.quantity,
    plan_id: row.planId,
    admin_portal_url: marketplaceAdminPortalUrl(row.id),
  };
}

/** The billing page's context for a Billing Owner or Account Admin. */
export async function getBillingContext(deps: TBillingDeps, viewer: TViewer): Promise<TBillingContext> {
  assertCanManageBilling(viewer);
  const account = viewer.account;
  const now = deps.now();
  const status = effectiveStatus(account, now);
  const view = billingViewFor(account, status);
  const daysLeft = status === 'trialing' ? trialDaysLeft(account.trialEndsAt, now) : 0;
  const interval = PLAN_INTERVALS.includes(account.planInterval as TPlanInterval)
    ? (account.planInterval as TPlanInterval)
    : null;
  const [active, invoice, marketplace] = await Promise.all([
    totalActiveMembers(deps.db, account.id),
    nextInvoice(deps, account, status),
    marketplaceOf(deps, account),
  ]);
  return {
    view,
    stripe_configured: deps.gateway !== undefined,
    user_name: displayName(viewer.user),
    org_name: account.name,
    status,
    plan_key: account.planKey as TPlanKey,
    plan_id: paymentPlanIdOf(account, status),
    plan_interval: status === 'trialing' ? null : interval,
    billed_participants: account.billedParticipants,
    trial_days_left: daysLeft,
    total_active_members: active,
    next_invoice_date: invoice.date,
    next_invoice_cost: invoice.cost,
    usage_plans: usagePlansFor(view),
    free_plan_offered: !account.azureSubscriptionId && freePlanOffered(status, daysLeft),
    payment_failed: account.paymentFailedAt !== null,
    has_customer: account.stripeCustomerId !== null,
    azure_sub_id: account.azureSubscriptionId,
    is_managed_by_azure: account.azureSubscriptionId !== null,
    marketplace,
  };
}
