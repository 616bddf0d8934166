/**
 * A seat or plan change, through Stripe: the change itself (an increase charged at once and, when
 * the card is declined, refused whole with the reason), then the subscription Stripe answered
 * applied to the account at once through the webhook's own path, so the page shows it without
 * waiting for the webhook (which, when it comes, changes nothing more).
 */
import { AppError } from '../../../shared/errors.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { reconcileStripeSubscription } from './apply-stripe-event.ts';
import type { TBillingDeps } from './billing-deps.ts';
import { BillingGatewayError, type TBillingGateway } from './billing-gateway.ts';
import { askStripe } from './billing-rules.ts';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

/** Runs `change` at Stripe and applies the subscription it answers to the viewer's account. */
export async function applyChange(
  deps: TBillingDeps,
  gateway: TBillingGateway,
  viewer: TViewer,
  change: Parameters<TBillingGateway['changeSubscription']>[0],
): Promise<void> {
  const changed = await askStripe(async () => {
    try {
      return await gateway.changeSubscription(change);
    } catch (error) {
      if (error instanceof BillingGatewayError && error.kind === 'refused') {
        throw new AppError('INVALID_INPUT', STRIPE_MESSAGES.changeRefused(error.message), { cause: error });
      }
      throw error;
    }
  });
  try {
    await reconcileStripeSubscription(deps, gateway, changed.id, viewer.account.id);
  } catch (error) {
    // The change is made at Stripe; its webhook will apply it.
    if (!(error instanceof BillingGatewayError)) throw error;
    deps.log.warn({ err: error, accountId: viewer.account.id }, 'stripe change made; applying its answer failed');
  }
}
