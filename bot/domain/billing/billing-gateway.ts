/**
 * The domain's view of the payment provider (Stripe; ARCHITECTURE §1 "billing"). The billing use
 * cases call this port; bot/adapters/stripe/ implements it with the official library, so nothing
 * outside that folder imports Stripe. Amounts are cents.
 */

/** Thrown by a gateway when the provider refused or could not be reached; `message` is safe to show. */
export class BillingGatewayError extends Error {
  constructor(
    message: string,
    /** 'refused' (the provider said no: bad coupon, declined card...) or 'unavailable' (network, 5xx). */
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
    this.name = 'BillingGatewayError';
  }
}

export interface TBillingGateway {
  /** Cancels a subscription at once (no proration refund); a subscription already gone is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Deletes a customer and, with it, its cards and remaining subscriptions; a customer already gone is not an error. */
  deleteCustomer(customerId: string): Promise<void>;
}
