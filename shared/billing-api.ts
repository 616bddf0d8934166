/**
 * The billing area's calls and page contexts (spec part 2 §2.1, §3, §4, §7, §8), shared by the
 * server (which validates and presents exactly these shapes) and the web app. Field names are the
 * spec's. Amounts are cents; dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { MAX_SEATS, MIN_SEATS, PLAN_INTERVALS, PLAN_KEYS, SUBSCRIPTION_STATUSES } from './plans.ts';

/** The spec's billing texts, word for word (part 2 §2.1, §8; part 1 §8), spelling included. */
export const BILLING_MESSAGES = {
  somethingWrong: 'Something went wrong. Please contact support.',
  marketplaceSeatsAccepted: 'Change accepted and being processed. Your seats should update within a few minutes.',
  marketplaceCancelAccepted:
    'Your cancellation is being processed by Azure AD. You subscription will be deactivated within a few minutes.',
  freePlanStarted: 'Your account is being changed to the free plan... ',
  changingPlan: 'Changing your plan ... please wait. The page will reload in a moment.',
  invalidMarketplaceSubscription:
    'We could not find a valid subscription. Please follow the link from "Configure Account" in Azure AD.',
  invoicesLoading: 'Loading...',
  noInvoices: 'No invoices yet',
  invoiceNotAvailable: 'Not available yet',
  saveYearly: 'Save 20%',
  usageTitle: 'Billing & Account Usage',
  confirmActivate: 'Confirm and activate',
  cancelAndRemove: 'Cancel and remove all my data',
  convertToFree: 'Yes, convert to a free plan',
  changedMind: 'No, I changed my mind.',
  downgradeToFree: 'Downgrade to Free Plan',
  /** Designed (not shown in the spec): Stripe is not configured on this server. */
  notConfigured: 'Payments are not set up on this Rollcall server yet.',
  /** Designed: who may open the billing pages. */
  billingRefused: 'Only the Billing Owner or an Account Admin of your organization can manage billing.',
  /** Designed: Stripe reported a failed payment. */
  paymentFailed: 'Your last payment failed. Update your card to keep Rollcall running.',
} as const;

const ZSeats = z.coerce
  .number({ error: 'Enter a number of seats.' })
  .int('Enter a whole number of seats.')
  .min(MIN_SEATS, `Enter at least ${MIN_SEATS} seat.`)
  .max(MAX_SEATS, `Enter at most ${MAX_SEATS} seats.`);

const ZPlanId = z.string().trim().min(1, 'Choose a plan.').max(64, 'Choose a plan.');
const ZPlanKey = z.enum(PLAN_KEYS, { error: 'Choose a plan.' });
const ZPlanType = z.enum(['multiplan', 'singleplan']).default('multiplan');

/** POST /api/v1/stripe_checkout_session/ — start Stripe Checkout to subscribe, or to update the card. */
export const ZCheckoutSessionRequest = z.union([
  z.object({ mode: z.literal('update-card') }),
  z.object({
    plan_id: ZPlanId,
    billed_participants: ZSeats,
    coupon_code: z.string().trim().max(64, 'That coupon code is too long.').optional().default(''),
    planType: ZPlanType,
    plan_key: ZPlanKey,
  }),
]);
export type TCheckoutSessionRequest = z.infer<typeof ZCheckoutSessionRequest>;

/** Its answer: the Checkout session's id and the hosted page to send the browser to. */
export const ZCheckoutSessionAnswer = z.object({ id: z.string(), url: z.string() });
export type TCheckoutSessionAnswer = z.infer<typeof ZCheckoutSessionAnswer>;

/** POST /api/v1/multi_seat_change/ — the four view modes of part 2 §7. */
export const ZMultiSeatChange = z.discriminatedUnion('view_mode', [
  z.object({ view_mode: z.literal('preview-seat-change'), billed_participants: ZSeats, plan_id: ZPlanId }),
  z.object({ view_mode: z.literal('confirm-seat-change'), billed_participants: ZSeats }),
  z.object({ view_mode: z.literal('preview-upgrade-plan'), selected_plan_key: ZPlanKey, new_plan_id: ZPlanId }),
  z.object({ view_mode: z.literal('confirm-upgrade-plan'), selected_plan_key: ZPlanKey, new_plan_id: ZPlanId }),
]);
export type TMultiSeatChange = z.infer<typeof ZMultiSeatChange>;

/** POST /api/v1/preview_plan/ — the single-plan view's seat preview. */
export const ZPreviewPlanRequest = z.object({ billed_participants: ZSeats, plan_id: ZPlanId });
/** POST /api/v1/upgrade_confirm/ — the single-plan view's seat change. */
export const ZUpgradeConfirmRequest = z.object({ billed_participants: ZSeats });

/**
 * A seat or plan preview (part 2 §3): what is charged now (the proration), what the next invoice
 * will be, when, and whether the charge is invoiced now (else it joins the next invoice).
 */
export const ZChangePreview = z.object({
  cost_now: z.number().int(),
  cost_next: z.number().int(),
  next_invoice_date: z.string().nullable(),
  invoice_now: z.boolean(),
});
export type TChangePreview = z.infer<typeof ZChangePreview>;

/** Answer of a confirm (seat change, plan change, free plan switch, marketplace action). */
export const ZBillingConfirm = z.object({ ok: z.boolean(), msg: z.string() });

/**
 * POST /api/v1/billing/checkout-return/ — the /billing/ page, back from Checkout with Stripe's
 * session id (?session_id=), asks the server to apply that session (not waiting for the webhook).
 * Answers ZBillingConfirm.
 */
export const ZCheckoutReturnRequest = z.object({
  session_id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'Not a Checkout session id.'),
});
export type TCheckoutReturnRequest = z.infer<typeof ZCheckoutReturnRequest>;
export type TBillingConfirm = z.infer<typeof ZBillingConfirm>;

/** POST /api/v1/invoices/ — the account's invoices, newest first (part 2 §3 Invoice). */
export const ZInvoice = z.object({
  invoice_id: z.string(),
  /** Stripe's invoice number (e.g. 'A1B2C3-0001'); null for a draft. */
  number: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.string(),
  /** Cents. */
  total: z.number().int(),
  /** Null shows 'Not available yet'. */
  pdf_url: z.string().nullable(),
});
export const ZInvoicesAnswer = z.object({ invoices: z.array(ZInvoice) });
export type TInvoice = z.infer<typeof ZInvoice>;
export type TInvoicesAnswer = z.infer<typeof ZInvoicesAnswer>;

/** POST /api/v1/switch_to_free_plan/ */
export const ZSwitchToFreePlanRequest = z.object({
  plan_id: z.string().trim().max(64).optional(),
  planType: ZPlanType,
  plan_key: z.literal('free').default('free'),
});

/** POST /api/v1/marketplace/ — change the licensed users, or ask Microsoft to cancel. */
export const ZMarketplaceAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change-quantity'), billed_participants: ZSeats }),
  z.object({ action: z.literal('request-cancel') }),
]);
export type TMarketplaceAction = z.infer<typeof ZMarketplaceAction>;

/**
 * Which billing view the account gets (part 2 §2.1 "View selection"; decided where the spec is
 * silent): managed by the marketplace -> 'marketplace'; with the multi-plan lab, trialing or
 * inactive -> 'purchase' (plan picker) and others -> 'licence' (seats, plan change, invoices);
 * without it, active -> 'upgrade' ('Billing & Account Usage') and others -> 'purchase-single' (Pro).
 */
export const BILLING_VIEWS = ['purchase', 'purchase-single', 'licence', 'upgrade', 'marketplace'] as const;
export type TBillingView = (typeof BILLING_VIEWS)[number];

/** A price the page may offer (shared/plans.ts PAYMENT_PLANS, without Stripe's lookup key). */
export const ZUsagePlan = z.object({
  id: z.string(),
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  label: z.string(),
  amount: z.number().int(),
  interval: z.enum(PLAN_INTERVALS),
});
export type TUsagePlan = z.infer<typeof ZUsagePlan>;

/** GET /api/v1/billing/ — everything the /billing/ page draws (part 2 §3 Billing context, User.billing). */
export const ZBillingContext = z.object({
  view: z.enum(BILLING_VIEWS),
  /** False while STRIPE_SECRET_KEY is unset: the page explains what the operator must set. */
  stripe_configured: z.boolean(),
  /** The viewer's name, for "Hi {name}, your trial has expired". */
  user_name: z.string(),
  org_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_key: z.enum(PLAN_KEYS),
  /** The current payment plan's id (e.g. 'team-monthly'); null while trialing or on the free plan. */
  plan_id: z.string().nullable(),
  plan_interval: z.enum(PLAN_INTERVALS).nullable(),
  billed_participants: z.number().int().nullable(),
  trial_days_left: z.number().int(),
  /** People in at least one enabled report, counted once (part 2 §1). */
  total_active_members: z.number().int(),
  next_invoice_date: z.string().nullable(),
  next_invoice_cost: z.number().int().nullable(),
  usage_plans: z.array(ZUsagePlan),
  /** The free plan switch may be used now (trial days left under 5). */
  free_plan_offered: z.boolean(),
  payment_failed: z.boolean(),
  /** A card is on file (Stripe customer exists): 'Update Card' can open Checkout in setup mode. */
  has_customer: z.boolean(),
  azure_sub_id: z.string().nullable(),
  is_managed_by_azure: z.boolean(),
  /** The marketplace subscription, for the marketplace view. */
  marketplace: z
    .object({
      name: z.string(),
      status: z.string(),
      /** Licensed users; the page shows 10 when unknown (part 2 §2.1). */
      quantity: z.number().int().nullable(),
      plan_id: z.string(),
      /** The Microsoft 365 admin center page of this subscription. */
      admin_portal_url: z.string(),
    })
    .nullable(),
});
export type TBillingContext = z.infer<typeof ZBillingContext>;

/** GET /api/v1/account/delete/ — what 'Cancel and remove all my data' would remove (part 2 §2.1). */
export const ZDeleteAccountContext = z.object({
  org_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_managed_by_azure: z.boolean(),
  /** Trialing or inactive, and the viewer is a Billing Owner or Account Admin. */
  can_delete: z.boolean(),
  team_count: z.number().int(),
  report_count: z.number().int(),
  users_count: z.number().int(),
  report_entry_count: z.number().int(),
});
export type TDeleteAccountContext = z.infer<typeof ZDeleteAccountContext>;

/** POST /accounts/data/delete/ — the organisation name typed again, so a stray click deletes nothing. */
export const ZDeleteAccountForm = z.object({
  confirm_name: z.string().trim().min(1, 'Type the name of your organization to confirm.').max(200),
});

/** GET /api/v1/account/convert-free-plan/ — whether the switch is possible now, and why not. */
export const ZConvertFreePlanContext = z.object({
  can_convert: z.boolean(),
  reason: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_key: z.enum(PLAN_KEYS),
  trial_days_left: z.number().int(),
  /** People who would count against the free plan's 10 (people in enabled reports). */
  total_active_members: z.number().int(),
});
export type TConvertFreePlanContext = z.infer<typeof ZConvertFreePlanContext>;

/**
 * The Microsoft 365 admin center page of a marketplace subscription (part 2 §2.1: "a link to the
 * external Office 365 admin portal subscription, built with the Azure subscription id").
 */
export function marketplaceAdminPortalUrl(subscriptionId: string): string {
  return `https://admin.microsoft.com/Adminportal/Home#/subscriptions/webdirect/${encodeURIComponent(subscriptionId)}`;
}
