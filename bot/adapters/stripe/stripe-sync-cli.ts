/**
 * `npm run stripe:sync` entry point: reads STRIPE_SECRET_KEY (and STRIPE_URL) from the
 * environment, syncs PAYMENT_PLANS into that Stripe account and prints what it did.
 */
import { PAYMENT_PLANS } from '../../../shared/plans.ts';
import { stripeClientOf } from './stripe-client.ts';
import { syncStripePrices } from './stripe-sync.ts';

async function main(): Promise<number> {
  const key = process.env.STRIPE_SECRET_KEY?.trim();
  if (!key) {
    console.error(
      'STRIPE_SECRET_KEY is not set. Set it to the secret API key of your Stripe account (Dashboard -> Developers -> API keys), then run npm run stripe:sync again.',
    );
    return 1;
  }
  const stripe = stripeClientOf({
    STRIPE_SECRET_KEY: key,
    STRIPE_URL: process.env.STRIPE_URL?.trim() || 'https://api.stripe.com',
  });
  if (!stripe) return 1;
  try {
    const report = await syncStripePrices(stripe, PAYMENT_PLANS);
    for (const line of report.lines) console.log(line);
    console.log(
      report.created === 0 ? 'Nothing to do: Stripe already sells every plan.' : `Done: ${report.created} created.`,
    );
    return 0;
  } catch (error) {
    console.error(`Stripe refused the sync: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
