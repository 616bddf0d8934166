/**
 * The reads of the billing pages (shared/billing-api.ts), as TanStack queries keyed under
 * 'billing', and the JSON calls their buttons make.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type TBillingConfirm,
  type TChangePreview,
  type TCheckoutSessionRequest,
  type TMarketplaceAction,
  type TMultiSeatChange,
  ZBillingConfirm,
  ZBillingContext,
  ZChangePreview,
  ZCheckoutSessionAnswer,
  ZConvertFreePlanContext,
  ZDeleteAccountContext,
  ZInvoicesAnswer,
} from '../../../../shared/billing-api.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { checkoutPollDelay } from './checkout-return.ts';

export const BILLING_QUERY_KEYS = {
  context: ['billing', 'context'],
  invoices: ['billing', 'invoices'],
  deleteAccount: ['billing', 'delete-account'],
  convertFreePlan: ['billing', 'convert-free-plan'],
} as const;

/**
 * The /billing/ page's context (GET /api/v1/billing/), after applying `checkoutSessionId` when
 * there is one. While `awaitActive` (back from a paid
 * Checkout) it asks again with a growing delay until the account is active, for a minute at most.
 */
export function useBillingContext(awaitActive: boolean, checkoutSessionId: string | null = null) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    queryKey: BILLING_QUERY_KEYS.context,
    queryFn: async ({ signal }) => {
      // Back from a paid Checkout: the server applies it (no need to wait for the webhook). A
      // failure here is not shown: the webhook still comes, and the page keeps asking.
      if (checkoutSessionId) {
        await apiPost('/api/v1/billing/checkout-return/', { session_id: checkoutSessionId }, ZBillingConfirm, {
          signal,
        }).catch(() => undefined);
      }
      return apiGet('/api/v1/billing/', ZBillingContext, { signal });
    },
    refetchInterval: (query) => {
      if (!awaitActive || query.state.data?.status === 'active' || query.state.error !== null) return false;
      return checkoutPollDelay(query.state.dataUpdateCount - 1, Date.now() - startedAt);
    },
  });
}

/** The account's invoices (POST /api/v1/invoices/ with an empty object, as the spec has it). */
export function useInvoices() {
  return useQuery({
    queryKey: BILLING_QUERY_KEYS.invoices,
    queryFn: ({ signal }) => apiPost('/api/v1/invoices/', {}, ZInvoicesAnswer, { signal }),
  });
}

/** What deleting the account would remove (GET /api/v1/account/delete/). */
export function useDeleteAccountContext() {
  return useQuery({
    queryKey: BILLING_QUERY_KEYS.deleteAccount,
    queryFn: ({ signal }) => apiGet('/api/v1/account/delete/', ZDeleteAccountContext, { signal }),
  });
}

/** Whether the account may move to the free plan now (GET /api/v1/account/convert-free-plan/). */
export function useConvertFreePlanContext() {
  return useQuery({
    queryKey: BILLING_QUERY_KEYS.convertFreePlan,
    queryFn: ({ signal }) => apiGet('/api/v1/account/convert-free-plan/', ZConvertFreePlanContext, { signal }),
  });
}

/** Opens Stripe Checkout (subscribe or update the card): answers the hosted page to go to. */
export async function startCheckout(request: TCheckoutSessionRequest): Promise<string> {
  const answer = await apiPost('/api/v1/stripe_checkout_session/', request, ZCheckoutSessionAnswer);
  return answer.url;
}

/** Previews a seat or plan change of the licence view (POST /api/v1/multi_seat_change/). */
export function previewMultiSeatChange(
  change: Extract<TMultiSeatChange, { view_mode: 'preview-seat-change' | 'preview-upgrade-plan' }>,
): Promise<TChangePreview> {
  return apiPost('/api/v1/multi_seat_change/', change, ZChangePreview);
}

/** Confirms a seat or plan change of the licence view. */
export function confirmMultiSeatChange(
  change: Extract<TMultiSeatChange, { view_mode: 'confirm-seat-change' | 'confirm-upgrade-plan' }>,
): Promise<TBillingConfirm> {
  return apiPost('/api/v1/multi_seat_change/', change, ZBillingConfirm);
}

/** The single-plan view's seat preview (POST /api/v1/preview_plan/). */
export function previewSinglePlanSeats(billed_participants: number, plan_id: string): Promise<TChangePreview> {
  return apiPost('/api/v1/preview_plan/', { billed_participants, plan_id }, ZChangePreview);
}

/** The single-plan view's seat change (POST /api/v1/upgrade_confirm/). */
export function confirmSinglePlanSeats(billed_participants: number): Promise<TBillingConfirm> {
  return apiPost('/api/v1/upgrade_confirm/', { billed_participants }, ZBillingConfirm);
}

/** Moves a trial to the free plan (POST /api/v1/switch_to_free_plan/). */
export function switchToFreePlan(planType: 'multiplan' | 'singleplan'): Promise<TBillingConfirm> {
  return apiPost('/api/v1/switch_to_free_plan/', { planType, plan_key: 'free' }, ZBillingConfirm);
}

/** Asks Microsoft to change the licensed users or cancel (POST /api/v1/marketplace/). */
export function marketplaceAction(action: TMarketplaceAction): Promise<TBillingConfirm> {
  return apiPost('/api/v1/marketplace/', action, ZBillingConfirm);
}

/** How long the page waits after a confirm before it reloads (part 2 §9: 500 ms). */
export const RELOAD_DELAY_MS = 500;

/** Reloads the page after the spec's delay, so it shows what the server now has. */
export function reloadSoon(): void {
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
