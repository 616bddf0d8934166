/** The Stripe implementation of the billing port (bot/domain/billing/billing-gateway.ts). */
import Stripe from 'stripe';
import { BillingGatewayError, type TBillingGateway } from '../../domain/billing/billing-gateway.ts';
import type { TEnv } from '../../env.ts';
import { stripeClientOf } from './stripe-client.ts';

/** Stripe's answer for an object that does not exist (any more). */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Turns a library error into the port's error; programming errors pass through. */
export function toGatewayError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new BillingGatewayError(error.message, 'refused');
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new BillingGatewayError('The payment provider could not be reached. Please try again.', 'unavailable');
  }
  return error;
}

/** The gateway for this server, or undefined while STRIPE_SECRET_KEY is unset. */
export function stripeGatewayOf(env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_URL'>): TBillingGateway | undefined {
  const stripe = stripeClientOf(env);
  if (!stripe) return undefined;
  return {
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (!isMissing(error)) throw toGatewayError(error);
      }
    },
    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw toGatewayError(error);
      }
    },
  };
}
