/**
 * The one place a Stripe client is built (ARCHITECTURE §6): the secret key from STRIPE_SECRET_KEY,
 * requests over fetch (so the test network guard and the fake see them) to STRIPE_URL's host, no
 * automatic retries (the use cases decide), no telemetry.
 */
import Stripe from 'stripe';
import type { TEnv } from '../../env.ts';

/** Builds the client, or undefined while Stripe is not configured. */
export function stripeClientOf(env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_URL'>): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const url = new URL(env.STRIPE_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Rollcall' },
  });
}
