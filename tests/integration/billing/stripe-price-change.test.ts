/**
 * A price change by `npm run stripe:sync` (transfer_lookup_key moves the plan's lookup key to a new
 * price): existing subscribers on the old price are still read as their plan, and change seats at
 * the price they have. Real stripe library against the Stripe fake, on a fake of its own (the
 * catalog changes here).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOf } from '../../../bot/adapters/stripe/stripe-client.ts';
import { syncStripePrices } from '../../../bot/adapters/stripe/stripe-sync.ts';
import { accounts } from '../../../bot/db/schema/index.ts';
import { PAYMENT_PLANS } from '../../../shared/plans.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeStripe, type TFakeStripe } from '../../fakes/stripe/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let fake: TFakeStripe;
let server: TTestServer;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_URL: fake.url },
  });
  fake.webhookUrl = `${server.url}/stripe/webhook`;
  await syncStripePrices(stripeClientOf({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_URL: fake.url })!, PAYMENT_PLANS);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('a subscriber on a price a sync replaced', () => {
  it('is still read as its plan and changes seats at its own price', async () => {
    const account = await buildAccount(server.db, { labs: ['multiplan'] });
    const { client: owner } = await signedInClient(server, account, 0);
    const checkout = await owner.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'team-monthly',
      billed_participants: 12,
      planType: 'multiplan',
      plan_key: 'team',
    });
    await fake.pay(checkout.json().id);
    const subscriptionId = (await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]!
      .stripeSubscriptionId!;
    const oldPrice = fake.state.subscriptions.get(subscriptionId)!.subscription.items.data[0]!.price.id;

    // Team monthly goes from 500 to 600: a new price takes over the lookup key.
    const raised = PAYMENT_PLANS.map((plan) => (plan.id === 'team-monthly' ? { ...plan, amount: 600 } : plan));
    await syncStripePrices(stripeClientOf({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_URL: fake.url })!, raised);
    expect(fake.state.prices.get(oldPrice)?.lookup_key).toBeNull();

    const preview = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-seat-change',
      billed_participants: 15,
      plan_id: 'team-monthly',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().cost_next).toBe(15 * 500);
    const confirm = await owner.post('/api/v1/multi_seat_change/', {
      view_mode: 'confirm-seat-change',
      billed_participants: 15,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const item = fake.state.subscriptions.get(subscriptionId)!.subscription.items.data[0]!;
    expect({ price: item.price.id, quantity: item.quantity }).toEqual({ price: oldPrice, quantity: 15 });
    expect((await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]).toMatchObject({
      planKey: 'team',
      planInterval: 'month',
      billedParticipants: 15,
    });
  });
});
