/**
 * `npm run stripe:sync`: makes the configured Stripe account sell what shared/plans.ts
 * PAYMENT_PLANS says. One product per plan key (found again by metadata.rollcall_plan_key) and one
 * recurring USD price per plan under its lookup key. Idempotent: a second run changes nothing. A
 * price whose amount or interval no longer matches gets a new price that takes over the lookup
 * key (Stripe's transfer_lookup_key). Subscriptions on the old price keep it: they are still read
 * as its plan (metadata.rollcall_plan_id) and their seat changes keep that price; a plan or cycle
 * change moves them to the price now under the new plan's key.
 */
import type Stripe from 'stripe';
import type { TPaymentPlan } from '../../../shared/plans.ts';

/** The products' currency. */
export const PRICE_CURRENCY = 'usd';

/** What a sync did, one line per product or price, for the operator. */
export interface TSyncReport {
  lines: string[];
  created: number;
}

function matches(price: Stripe.Price, plan: TPaymentPlan): boolean {
  return (
    price.unit_amount === plan.amount &&
    price.currency === PRICE_CURRENCY &&
    price.recurring?.interval === plan.interval &&
    price.active
  );
}

async function productsByPlanKey(stripe: Stripe): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    const key = product.metadata?.rollcall_plan_key;
    if (key && !found.has(key)) found.set(key, product.id);
  }
  return found;
}

async function pricesByLookupKey(stripe: Stripe, plans: readonly TPaymentPlan[]): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  for (let start = 0; start < plans.length; start += 10) {
    const keys = plans.slice(start, start + 10).map((plan) => plan.lookupKey);
    const list = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
    for (const price of list.data) if (price.lookup_key) found.set(price.lookup_key, price);
  }
  return found;
}

/** Creates what is missing; answers what it did. */
export async function syncStripePrices(stripe: Stripe, plans: readonly TPaymentPlan[]): Promise<TSyncReport> {
  const report: TSyncReport = { lines: [], created: 0 };
  const products = await productsByPlanKey(stripe);
  const prices = await pricesByLookupKey(stripe, plans);
  for (const plan of plans) {
    let productId = products.get(plan.key);
    if (!productId) {
      const product = await stripe.products.create({
        name: `Rollcall ${plan.name}`,
        metadata: { rollcall_plan_key: plan.key },
      });
      productId = product.id;
      products.set(plan.key, productId);
      report.created += 1;
      report.lines.push(`created product ${product.id} (Rollcall ${plan.name})`);
    }
    const existing = prices.get(plan.lookupKey);
    if (existing && matches(existing, plan)) {
      report.lines.push(`price ${plan.lookupKey} is ${existing.id}: up to date`);
      continue;
    }
    const price = await stripe.prices.create({
      product: productId,
      currency: PRICE_CURRENCY,
      unit_amount: plan.amount,
      recurring: { interval: plan.interval },
      lookup_key: plan.lookupKey,
      ...(existing ? { transfer_lookup_key: true } : {}),
      nickname: plan.label,
      metadata: { rollcall_plan_id: plan.id },
    });
    report.created += 1;
    report.lines.push(
      existing
        ? `created price ${price.id} for ${plan.lookupKey} (${plan.label}); it replaces ${existing.id}, whose amount or interval differed`
        : `created price ${price.id} for ${plan.lookupKey} (${plan.label})`,
    );
  }
  return report;
}
