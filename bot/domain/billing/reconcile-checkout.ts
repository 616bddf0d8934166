/**
 * The return from Stripe Checkout (POST /api/v1/billing/checkout-return/, called by the /billing/
 * page with the session id Stripe put in the success URL): the fallback for a webhook that is late
 * or never comes. The session is read from Stripe on the server (the browser's word is only its
 * id), must be the viewer's account's own (client_reference_id and metadata.account_id), and its
 * subscription goes through the webhook's own path, so the two are idempotent with each other.
 */
import type { TBillingConfirm } from '../../../shared/billing-api.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { reconcileStripeSubscription } from './apply-stripe-event.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { askStripe, assertCanManageBilling, assertNotManagedByAzure, gatewayOf } from './billing-rules.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Applies the paid Checkout `sessionId` of the viewer's account; answers whether it is active now. */
export async function reconcileCheckout(
  deps: TBillingDeps,
  viewer: TViewer,
  sessionId: string,
): Promise<TBillingConfirm> {
  assertCanManageBilling(viewer);
  const account = viewer.account;
  assertNotManagedByAzure(account);
  const gateway = gatewayOf(deps);
  const session = await askStripe(() => gateway.retrieveCheckoutSession(sessionId));
  if (!session || session.clientReferenceId !== account.id || session.metadataAccountId !== account.id) {
    deps.log.warn({ accountId: account.id, sessionId }, 'checkout return for a session that is not the account’s');
    throw new AppError('NOT_FOUND', STRIPE_MESSAGES.checkoutNotFound);
  }
  // A card update's new card is adopted by its webhook; nothing about the subscription changes.
  if (session.mode === 'setup') return { ok: true, msg: '' };
  if (session.status !== 'complete' || !session.subscriptionId)
    return { ok: false, msg: STRIPE_MESSAGES.checkoutNotPaid };
  const subscriptionId = session.subscriptionId;
  const outcome = await askStripe(() => reconcileStripeSubscription(deps, gateway, subscriptionId, account.id));
  return outcome === 'applied'
    ? { ok: true, msg: STRIPE_MESSAGES.checkoutApplied }
    : { ok: false, msg: STRIPE_MESSAGES.checkoutNotPaid };
}
