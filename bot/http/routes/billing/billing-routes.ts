/**
 * The Stripe billing calls of spec part 2 §7 (the /billing/ page's): its context, Checkout, seat
 * and plan previews and changes, invoices; and Stripe's webhook. Only Billing Owners and Account
 * Admins (canManageBilling); every POST carries the CSRF token; bodies are the shared schemas.
 */
import type { FastifyInstance } from 'fastify';
import {
  ZCheckoutReturnRequest,
  ZCheckoutSessionRequest,
  ZMultiSeatChange,
  ZPreviewPlanRequest,
  ZUpgradeConfirmRequest,
} from '../../../../shared/billing-api.ts';
import { stripeGatewayOf } from '../../../adapters/stripe/stripe-gateway.ts';
import { changePlan } from '../../../domain/billing/change-plan.ts';
import { changeSeats } from '../../../domain/billing/change-seats.ts';
import { getBillingContext } from '../../../domain/billing/get-billing-context.ts';
import { listInvoices } from '../../../domain/billing/list-invoices.ts';
import { previewPlanChange } from '../../../domain/billing/preview-plan-change.ts';
import { previewSeatChange } from '../../../domain/billing/preview-seat-change.ts';
import { reconcileCheckout } from '../../../domain/billing/reconcile-checkout.ts';
import { startCheckout } from '../../../domain/billing/start-checkout.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { originOf, parseForm } from '../../forms.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';
import { billingDeps } from './billing-deps.ts';
import { BILLING_POLICY } from './billing-policy.ts';
import { stripeWebhookRoute } from './stripe-webhook-route.ts';

/**
 * The calls that reach Stripe on a person's click (previews, changes, Checkout, its return): 30 a
 * minute per person, so a script cannot spend the Stripe API's rate limit (100 reads a
 * second per account) or open Checkout sessions in bulk.
 */
export const STRIPE_CALL_LIMIT = perPersonRateLimit('billing', 30);

/** Registers the billing routes (and the webhook, in its own scope, while Stripe is configured). */
export async function billingRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const gateway = stripeGatewayOf(deps.env);
  const using = () => billingDeps(deps, gateway);

  app.get('/api/v1/billing', { config: { policy: BILLING_POLICY } }, async (request) =>
    getBillingContext(using(), request.viewer!),
  );

  app.post(
    '/api/v1/stripe_checkout_session',
    { config: { policy: BILLING_POLICY, rateLimit: STRIPE_CALL_LIMIT } },
    async (request) =>
      startCheckout(using(), request.viewer!, parseForm(ZCheckoutSessionRequest, request), originOf(request)),
  );

  app.post(
    '/api/v1/billing/checkout-return',
    { config: { policy: BILLING_POLICY, rateLimit: STRIPE_CALL_LIMIT } },
    async (request) =>
      reconcileCheckout(using(), request.viewer!, parseForm(ZCheckoutReturnRequest, request).session_id),
  );

  app.post(
    '/api/v1/multi_seat_change',
    { config: { policy: BILLING_POLICY, rateLimit: STRIPE_CALL_LIMIT } },
    async (request) => {
      const change = parseForm(ZMultiSeatChange, request);
      const viewer = request.viewer!;
      switch (change.view_mode) {
        case 'preview-seat-change':
          return previewSeatChange(using(), viewer, change.billed_participants);
        case 'confirm-seat-change':
          return changeSeats(using(), viewer, change.billed_participants, originOf(request));
        case 'preview-upgrade-plan':
          return previewPlanChange(using(), viewer, {
            newPlanId: change.new_plan_id,
            planKey: change.selected_plan_key,
          });
        case 'confirm-upgrade-plan':
          return changePlan(
            using(),
            viewer,
            { newPlanId: change.new_plan_id, planKey: change.selected_plan_key },
            originOf(request),
          );
      }
    },
  );

  app.post(
    '/api/v1/preview_plan',
    { config: { policy: BILLING_POLICY, rateLimit: STRIPE_CALL_LIMIT } },
    async (request) => {
      const { billed_participants } = parseForm(ZPreviewPlanRequest, request);
      return previewSeatChange(using(), request.viewer!, billed_participants);
    },
  );

  app.post(
    '/api/v1/upgrade_confirm',
    { config: { policy: BILLING_POLICY, rateLimit: STRIPE_CALL_LIMIT } },
    async (request) => {
      const { billed_participants } = parseForm(ZUpgradeConfirmRequest, request);
      return changeSeats(using(), request.viewer!, billed_participants, originOf(request));
    },
  );

  app.post('/api/v1/invoices', { config: { policy: BILLING_POLICY } }, async (request) =>
    listInvoices(using(), request.viewer!),
  );

  if (gateway) await app.register(async (scope) => stripeWebhookRoute(scope, deps, gateway));
}
