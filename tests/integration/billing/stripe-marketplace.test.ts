/**
 * Stripe and the Microsoft marketplace on one account: activating a marketplace subscription
 * unlinks the account's (inactive) Stripe subscription, and no Stripe event changes the account
 * afterwards, even if that subscription is paid later. Real stripe and msal libraries against the
 * Stripe, marketplace and identity fakes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOf } from '../../../bot/adapters/stripe/stripe-client.ts';
import { syncStripePrices } from '../../../bot/adapters/stripe/stripe-sync.ts';
import { accounts } from '../../../bot/db/schema/index.ts';
import { MARKETPLACE_MESSAGES } from '../../../shared/marketplace-api.ts';
import { PAYMENT_PLANS } from '../../../shared/plans.ts';
import { buildAccount } from '../../factories.ts';
import { startMarketplaceFake, type TMarketplaceFake } from '../../fakes/marketplace/index.ts';
import { startMicrosoftIdentityFake, type TMicrosoftIdentityFake } from '../../fakes/microsoft-identity/index.ts';
import { startFakeStripe, type TFakeStripe } from '../../fakes/stripe/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const PUBLISHER_TENANT = '3c5e2a10-8f4b-4d6e-9a1c-7b2d0e4f6a81';

let identity: TMicrosoftIdentityFake;
let marketplace: TMarketplaceFake;
let stripe: TFakeStripe;
let server: TTestServer;

beforeAll(async () => {
  identity = await startMicrosoftIdentityFake();
  identity.addTenant({ id: PUBLISHER_TENANT });
  marketplace = await startMarketplaceFake({ identity, publisherTenantId: PUBLISHER_TENANT, appUrl: () => server.url });
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: identity.clientId,
      MICROSOFT_CLIENT_SECRET: identity.clientSecret,
      MICROSOFT_LOGIN_URL: identity.loginUrl,
      MICROSOFT_GRAPH_URL: identity.graphUrl,
      MARKETPLACE_TENANT_ID: PUBLISHER_TENANT,
      MARKETPLACE_URL: marketplace.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_URL: stripe.url,
    },
  });
  stripe.webhookUrl = `${server.url}/stripe/webhook`;
  await syncStripePrices(
    stripeClientOf({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_URL: stripe.url })!,
    PAYMENT_PLANS,
  );
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  await marketplace?.close();
  await identity?.close();
});

const reload = async (id: string) => (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

async function stripeSubscriber() {
  const account = await buildAccount(server.db, { labs: ['multiplan'] });
  // The buyer on Microsoft's side is this Billing Owner (a verified email the purchase names).
  const { client, user } = await signedInClient(server, account, 0, { emailVerifiedAt: new Date() });
  const checkout = await client.post('/api/v1/stripe_checkout_session/', {
    plan_id: 'team-monthly',
    billed_participants: 12,
    planType: 'multiplan',
    plan_key: 'team',
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  await stripe.pay(checkout.json().id);
  const row = await reload(account.id);
  expect(row.subscriptionStatus).toBe('active');
  return { account, client, email: user.email, subscriptionId: row.stripeSubscriptionId! };
}

describe('a Stripe subscriber moving to the marketplace', () => {
  it('is refused while the Stripe subscription is active', async () => {
    const { client, email } = await stripeSubscriber();
    const { token } = marketplace.purchase({ planId: 'team-monthly', quantity: 20, email });
    const refused = await client.post('/accounts/marketplace/activate/', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.cardSubscription);
  });

  it('unlinks an inactive Stripe subscription, which can then never change the account', async () => {
    const { account, client, email, subscriptionId } = await stripeSubscriber();
    // Payments failed until Stripe marked it unpaid: the account is inactive.
    stripe.state.subscriptions.get(subscriptionId)!.subscription.status = 'unpaid';
    await server.db.update(accounts).set({ subscriptionStatus: 'inactive' }).where(eq(accounts.id, account.id));

    const { subscription, token } = marketplace.purchase({ planId: 'team-monthly', quantity: 20, email });
    const activated = await client.post('/accounts/marketplace/activate/', { token });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await reload(account.id)).toMatchObject({
      azureSubscriptionId: subscription.id,
      stripeSubscriptionId: null,
      subscriptionStatus: 'active',
      billedParticipants: 20,
    });

    // The old Stripe subscription is paid after all, then canceled: the account stays the marketplace's.
    await stripe.succeedPayment(subscriptionId);
    await stripe.expireSubscription(subscriptionId);
    expect(await reload(account.id)).toMatchObject({
      azureSubscriptionId: subscription.id,
      stripeSubscriptionId: null,
      subscriptionStatus: 'active',
      billedParticipants: 20,
    });
  });
});
