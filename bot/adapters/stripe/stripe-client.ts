/**
 * The one place a Stripe client is built (ARCHITECTURE §6): the secret key from STRIPE_SECRET_KEY,
 * requests to STRIPE_URL's host, no automatic retries (the use cases decide), no telemetry.
 * Node's http client, not fetch: on Node 20, once another package has loaded undici 7 (mjml's
 * cheerio does), the built-in fetch refuses every request with an explicit Content-Length, which
 * stripe-node's fetch client sets on each POST. The test network guard watches sockets, so it sees
 * these requests too.
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
    httpClient: Stripe.createNodeHttpClient(),
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Rollcall' },
  });
}
