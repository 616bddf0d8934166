/**
 * Who may delete an organisation and when (spec part 2 §2.1 "Account cancellation"), and the
 * payment provider's part: the Stripe subscription is cancelled and the customer deleted before any
 * row goes, and a provider failure deletes nothing. Stripe is a local fake of the two calls.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, teams } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { ZDeleteAccountContext } from '../../../shared/billing-api.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { startFakeServer, type TFakeServer } from '../../fakes/fake-server.ts';
import { startFakeStripe, type TFakeStripe } from '../../fakes/stripe/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const DELETED = 'Your organization and all of its data were deleted.';

let server: TTestServer;
let stripe: TFakeStripe;

/** Stripe's webhook route comes with the Stripe billing work (bot/http/routes/billing/). */
const hasStripeWebhook = () =>
  (server.routes ?? []).some((route) => route.method === 'POST' && route.url === '/stripe/webhook');

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_URL: stripe.url },
  });
  // With the webhook route, the deletion's own cancel and delete come back as events, as in production.
  if (hasStripeWebhook()) stripe.webhookUrl = `${server.url}/stripe/webhook`;
  stripe.addPrice({ lookupKey: 'rollcall_team_month', unitAmount: 500, interval: 'month', nickname: 'Team' });
});
afterAll(async () => {
  await server.stop();
  await stripe.close();
});
/** The fake's requests from now on. */
function stripeCallsFromNow(): () => string[] {
  const seen = stripe.requests.length;
  return () => stripe.requests.slice(seen).map((request) => `${request.method} ${request.path}`);
}

/**
 * The test's own Stripe client, standing in for the dashboard and Checkout. It uses Node's http
 * client: on Node 20, once the `undici` package (loaded by mjml -> cheerio) has installed its global
 * dispatcher, fetch refuses the numeric Content-Length stripe-node sets on POSTs.
 */
function stripeAsDashboard(): Stripe {
  const url = new URL(stripe.url);
  return new Stripe(stripe.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    httpClient: Stripe.createNodeHttpClient(),
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** A Stripe customer with a paid subscription for the account, made the way Checkout makes them. */
async function subscribedCustomer(account: TAccountRow): Promise<{ customerId: string; subscriptionId: string }> {
  const client = stripeAsDashboard();
  const customer = await client.customers.create({ email: `billing-${account.id}@example.test` });
  const [price] = [...stripe.state.prices.values()];
  const session = await client.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: account.id,
    line_items: [{ price: price!.id, quantity: 3 }],
    success_url: 'http://127.0.0.1/billing/',
  });
  // The payment's events are held: the account is still on its trial as far as Rollcall knows.
  const webhookUrl = stripe.webhookUrl;
  stripe.webhookUrl = undefined;
  const paid = await stripe.pay(session.id).finally(() => {
    stripe.webhookUrl = webhookUrl;
  });
  const subscriptionId = paid.session.subscription as string;
  await server.db
    .update(accounts)
    .set({ stripeCustomerId: customer.id, stripeSubscriptionId: subscriptionId })
    .where(eq(accounts.id, account.id));
  return { customerId: customer.id, subscriptionId };
}

const clientFor = (account: TAccountRow, type: TAccountTypeId) => signedInClient(server, account, type);

async function accountExists(account: TAccountRow): Promise<boolean> {
  const rows = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id));
  return rows.length === 1;
}

async function organisation(values: Parameters<typeof buildAccount>[1] = {}) {
  const account = await buildAccount(server.db, { name: 'Acme Rockets', ...values });
  const team = await buildTeam(server.db, account);
  await buildUser(server.db, { account, teams: [team] });
  return { account, team };
}

describe('the account cancellation page', () => {
  it('counts what would go and offers deletion to Billing Owners and Account Admins of a trial', async () => {
    const { account } = await organisation();
    for (const type of [0, 1] as const) {
      const { client } = await clientFor(account, type);
      const context = ZDeleteAccountContext.parse((await client.get('/api/v1/account/delete/')).json());
      expect(context).toMatchObject({ org_name: 'Acme Rockets', status: 'trialing', can_delete: true, team_count: 1 });
    }
    for (const type of [2, 3] as const) {
      const { client } = await clientFor(account, type);
      expect((await client.get('/api/v1/account/delete/')).statusCode).toBe(403);
    }
  });

  it('reads an expired trial as inactive, which may be deleted', async () => {
    const { account } = await organisation({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    const { client } = await clientFor(account, 0);
    expect((await client.get('/api/v1/account/delete/')).json()).toMatchObject({
      status: 'inactive',
      can_delete: true,
    });
    expect((await client.post('/accounts/data/delete/', { confirm_name: 'acme rockets' })).statusCode).toBe(200);
    expect(await accountExists(account)).toBe(false);
  });
});

describe('refusals delete nothing', () => {
  it('refuses Team Admins and Members', async () => {
    const { account } = await organisation();
    for (const type of [2, 3] as const) {
      const { client } = await clientFor(account, type);
      const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
      expect(answer.statusCode).toBe(403);
    }
    expect(await accountExists(account)).toBe(true);
  });

  it('asks for the organisation name, exactly', async () => {
    const { account } = await organisation();
    const { client } = await clientFor(account, 1);
    const wrong = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rocket' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.confirm_name).toEqual([
      'Type the name of your organization exactly as it is shown to confirm.',
    ]);
    const empty = await client.post('/accounts/data/delete/', { confirm_name: '   ' });
    expect(empty.json().error.fields.confirm_name).toEqual(['Type the name of your organization to confirm.']);
    const huge = await client.post('/accounts/data/delete/', { confirm_name: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(400);
    expect((await client.post('/accounts/data/delete/', {})).statusCode).toBe(400);
    expect(await accountExists(account)).toBe(true);
  });

  it('refuses a post without the CSRF token', async () => {
    const { account } = await organisation();
    const { client } = await clientFor(account, 0);
    const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' }, { csrf: false });
    expect(answer.statusCode).toBe(403);
    expect(await accountExists(account)).toBe(true);
  });

  it('sends an active subscription to support', async () => {
    const { account } = await organisation({ subscriptionStatus: 'active', stripeCustomerId: 'cus_active1' });
    const { client } = await clientFor(account, 0);
    expect((await client.get('/api/v1/account/delete/')).json()).toMatchObject({ status: 'active', can_delete: false });
    const stripeCalls = stripeCallsFromNow();
    const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toContain('Please contact support to start the cancellation');
    expect(stripeCalls()).toEqual([]);
    expect(await accountExists(account)).toBe(true);
  });

  it('refuses an organisation billed through the Microsoft marketplace', async () => {
    const { account } = await organisation({ azureSubscriptionId: crypto.randomUUID() });
    const { client } = await clientFor(account, 0);
    expect((await client.get('/api/v1/account/delete/')).json()).toMatchObject({
      is_managed_by_azure: true,
      can_delete: false,
    });
    const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toContain('Microsoft marketplace');
    expect(await accountExists(account)).toBe(true);
  });

  it('never deletes another organisation, whatever the form says', async () => {
    const { account: mine } = await organisation({ name: 'Mine' });
    const { account: theirs } = await organisation({ name: 'Theirs' });
    const { client } = await clientFor(mine, 0);
    const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Theirs', account_id: theirs.id });
    expect(answer.statusCode).toBe(400);
    expect(await accountExists(mine)).toBe(true);
    expect(await accountExists(theirs)).toBe(true);
  });
});

describe('the payment provider', () => {
  it('cancels the Stripe subscription and deletes the customer, then the data', async () => {
    const { account } = await organisation();
    const { customerId, subscriptionId } = await subscribedCustomer(account);
    const { client } = await clientFor(account, 0);
    const stripeCalls = stripeCallsFromNow();
    const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
    expect(answer.json()).toEqual({ ok: true, redirect: '/accounts/login/', message: DELETED });
    // (With the webhook route, the app also reads the subscription again when Stripe reports it cancelled.)
    expect(stripeCalls().filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /v1/subscriptions/${subscriptionId}`,
      `DELETE /v1/customers/${customerId}`,
    ]);
    expect(stripe.state.subscriptions.get(subscriptionId)?.subscription.status).toBe('canceled');
    expect(stripe.state.deletedCustomers.has(customerId)).toBe(true);
    expect(await accountExists(account)).toBe(false);
  });

  it('treats a subscription or customer Stripe no longer has as already gone', async () => {
    const { account } = await organisation({
      subscriptionStatus: 'inactive',
      stripeCustomerId: 'cus_NeverExisted1',
      stripeSubscriptionId: 'sub_NeverExisted1',
    });
    const { client } = await clientFor(account, 1);
    const stripeCalls = stripeCallsFromNow();
    expect((await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' })).statusCode).toBe(200);
    expect(stripeCalls()).toEqual([
      'DELETE /v1/subscriptions/sub_NeverExisted1',
      'DELETE /v1/customers/cus_NeverExisted1',
    ]);
    expect(await accountExists(account)).toBe(false);
  });

  describe('when Stripe fails', () => {
    let broken: TFakeServer;
    let app: TTestApp;
    beforeAll(async () => {
      // A Stripe that answers every call with a server error: a second app pointed at it.
      broken = await startFakeServer('stripe-down', [
        {
          method: 'DELETE',
          path: '/v1/subscriptions/:id',
          respond: () => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } }),
        },
      ]);
      app = await buildTestApp({
        env: {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_URL: broken.url,
        },
      });
    });
    afterAll(async () => {
      await app.close();
      await broken.close();
    });

    it('deletes nothing and says so', async () => {
      const db = app.database.db;
      const account = await buildAccount(db, {
        name: 'Acme Rockets',
        stripeCustomerId: 'cus_Down1',
        stripeSubscriptionId: 'sub_Down1',
      });
      const team = await buildTeam(db, account);
      const { user } = await buildUser(db, { account, accountTypeId: 0, teams: [team] });
      const client = new TestClient(app.app);
      client.setCookie(await signIn(db, user, account, team));
      const answer = await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.message).toBe(
        'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes or contact support.',
      );
      expect(broken.requests.map((request) => request.path)).toEqual(['/v1/subscriptions/sub_Down1']);
      expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toHaveLength(1);
      expect(await db.select().from(teams).where(eq(teams.id, team.id))).toHaveLength(1);
      expect(await db.select().from(memberships).where(eq(memberships.accountId, account.id))).toHaveLength(1);
      expect((await client.state()).user?.account_name).toBe('Acme Rockets');
    });
  });
});

describe('the person deleting', () => {
  it('keeps their login and their other organisation when they belong to one', async () => {
    const { account: other } = await organisation({ name: 'Other Org' });
    const { user } = await buildUser(server.db, { account: other, accountTypeId: 3 });
    const { account } = await organisation();
    await server.db.insert(memberships).values({ accountId: account.id, userId: user.id, accountTypeId: 0 });
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, user, account));
    expect((await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' })).statusCode).toBe(200);
    expect(await accountExists(account)).toBe(false);
    expect(await server.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([
      expect.objectContaining({ accountId: other.id, accountTypeId: 3 }),
    ]);
    expect((await client.state()).user).toBeNull();
    const again = new TestClient(server.app);
    again.setCookie(await signIn(server.db, user, other));
    expect((await again.state()).user).toMatchObject({ account_name: 'Other Org' });
  });
});

describe('a plain form post', () => {
  it('redirects to the login page, which shows the message', async () => {
    const { account } = await organisation();
    const { client } = await clientFor(account, 0);
    const answer = await client.postForm('/accounts/data/delete/', { confirm_name: 'Acme Rockets' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/accounts/login/');
    const state = await client.state();
    expect(state.user).toBeNull();
    expect(state.messages).toContainEqual(expect.objectContaining({ level: 'success', message: DELETED }));
    expect(await accountExists(account)).toBe(false);
  });
});

describe('Stripe webhooks around the deletion', () => {
  it("apply the deletion's own events harmlessly, and a replay after it changes nothing", async (context) => {
    if (!hasStripeWebhook()) return context.skip('POST /stripe/webhook is not registered on this branch');
    const { account } = await organisation();
    const { customerId } = await subscribedCustomer(account);
    const { client } = await clientFor(account, 0);
    const eventsBefore = stripe.events.length;
    expect((await client.post('/accounts/data/delete/', { confirm_name: 'Acme Rockets' })).statusCode).toBe(200);
    const caused = stripe.events.slice(eventsBefore);
    expect(caused.map((event) => event.type)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    const accountsAfter = await server.db.select().from(accounts);

    // Everything Stripe said about this customer (the held payment's events too), delivered after the organisation is gone.
    for (const event of stripe.events.filter((event) => event.payload.includes(customerId))) {
      const delivery = event.status === 'held' ? await stripe.deliver(event.id) : await stripe.redeliver(event.id);
      expect(delivery.status, event.type).toBe(200);
    }
    expect(await server.db.select().from(accounts)).toEqual(accountsAfter);
    expect(await accountExists(account)).toBe(false);
  });
});
