/**
 * Stripe prices by lookup key (shared/plans.ts TPaymentPlan.lookupKey), read once and kept: prices
 * never change under a lookup key without `npm run stripe:sync`, which a restart follows.
 */
import type Stripe from 'stripe';
import { BillingGatewayError } from '../../domain/billing/billing-gateway.ts';

export interface TStripePrice {
  id: string;
  unitAmount: number;
}

/** A cache of prices for one client; a missing price is not cached (sync may add it). */
export function priceCacheOf(stripe: Stripe) {
  const known = new Map<string, Promise<TStripePrice>>();

  async function load(lookupKey: string): Promise<TStripePrice> {
    const list = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = list.data[0];
    if (!price) {
      throw new BillingGatewayError(
        `The price "${lookupKey}" is not set up in Stripe yet; the operator runs npm run stripe:sync.`,
        'unavailable',
      );
    }
    return { id: price.id, unitAmount: price.unit_amount ?? 0 };
  }

  return {
    /** The active price under this lookup key. */
    byLookupKey(lookupKey: string): Promise<TStripePrice> {
      let price = known.get(lookupKey);
      if (!price) {
        price = load(lookupKey);
        known.set(lookupKey, price);
        price.catch(() => known.delete(lookupKey));
      }
      return price;
    },
  };
}
