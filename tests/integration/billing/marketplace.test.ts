/**
 * Microsoft commercial marketplace through the doors a customer and Microsoft use: the landing page
 * link, Sign in with Microsoft (identity fake + real msal-node), the activation page's calls, the
 * marketplace billing view's seat change and cancel, and the webhook Microsoft posts (signed by the
 * identity fake's key) — against the SaaS fulfillment API fake.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingEvents, marketplaceSubscriptions, users } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { BILLING_MESSAGES } from '../../../shared/billing-api.ts';
import { MARKETPLACE_MESSAGES } from '../../../shared/marketplace-api.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { startMarketplaceFake, type TMarketplaceFake } from '../../fakes/marketplace/index.ts';
import { startMicrosoftIdentityFake, type TMicrosoftIdentityFake } from '../../fakes/microsoft-identity/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { buildTestApp } from '../../helpers/test-app.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const PUBLISHER_TENANT = '3c5e2a10-8f4b-4d6e-9a1c-7b2d0e4f6a81';
const BUYER_TENANT = '9d1f4b7a-2c6e-4a8b-b3d5-0e7f1a2c4b69';
const OTHER_TENANT = 'a7b3c9d1-5e2f-4a6b-8c0d-1e3f5a7b9c2d';

let identity: TMicrosoftIdentityFake;
let marketplace: TMarketplaceFake;
let server: TTestServer;

beforeAll(async () => {
  identity = await startMicrosoftIdentityFake();
  identity.addTenant({ id: PUBLISHER_TENANT });
  identity.addTenant({ id: BUYER_TENANT });
  marketplace = await startMarketplaceFake({ identity, publisherTenantId: PUBLISHER_TENANT, appUrl: () => server.url });
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: identity.clientId,
      MICROSOFT_CLIENT_SECRET: identity.clientSecret,
      MICROSOFT_LOGIN_URL: identity.loginUrl,
      MICROSOFT_GRAPH_URL: identity.graphUrl,
      MARKETPLACE_TENANT_ID: PUBLISHER_TENANT,
      MARKETPLACE_URL: marketplace.url,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await marketplace?.close();
  await identity?.close();
});

const pathOf = (location: string) => {
  const url = new URL(location, 'http://rollcall.invalid');
  return `${url.pathname}${url.search}`;
};
const accountOf = async (id: string) => (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const rowOf = async (id: string) =>
  (await server.db.select().from(marketplaceSubscriptions).where(eq(marketplaceSubscriptions.id, id)))[0];
const webhook = (operation: Parameters<TMarketplaceFake['sendWebhook']>[0], token = {}) =>
  marketplace.sendWebhook(operation, { audience: identity.clientId, token });

let buyers = 0;
/** A signed-in Billing Owner (or Account Admin) whose verified email is the one a purchase will name. */
async function buyer(account: TAccountRow, type: 0 | 1 = 0) {
  buyers += 1;
  const email = `buyer-${buyers}@customer.example`;
  const { client, user } = await signedInClient(server, account, type, { email, emailVerifiedAt: new Date() });
  return { client, user, email };
}

/** A Billing Owner's client with an activated subscription of `quantity` seats. */
async function activatedAccount(quantity = 10) {
  const account = await buildAccount(server.db);
  const { client, email } = await buyer(account);
  const { subscription, token } = marketplace.purchase({ planId: 'team-monthly', quantity, email });
  const answer = await client.post('/accounts/marketplace/activate/', { token });
  expect(answer.statusCode).toBe(200);
  return { account, client, subscription, token, email };
}

describe('marketplace landing and activation', () => {
  it('signs the buyer in with Microsoft, activates, and applies a confirmed seat change', async () => {
    const kim = identity.addUser({
      tenantId: BUYER_TENANT,
      email: 'kim@buyer.example',
      givenName: 'Kim',
      surname: 'Ito',
    });
    const { account } = await buildUser(server.db, { email: 'kim@buyer.example', accountTypeId: 0 });
    const { subscription, token } = marketplace.purchase({
      planId: 'team-monthly',
      quantity: 12,
      name: 'Rollcall for Buyer',
      tenantId: BUYER_TENANT,
    });

    // Microsoft opens the landing page with the token URL-encoded.
    const browser = new TestClient(server.app);
    const landing = await browser.get(`/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(token)}`, {
      accept: 'text/html',
    });
    expect(landing.statusCode).toBe(303);
    const activationPath = `/accounts/marketplace/activate/?token=${encodeURIComponent(token)}`;
    expect(landing.headers.location).toBe(`/accounts/microsoft/register/?next=${encodeURIComponent(activationPath)}`);

    // Sign in with Microsoft and come back to the activation page.
    identity.signInNext(kim);
    const start = await browser.get(landing.headers.location as string, { accept: 'text/html' });
    const atMicrosoft = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = await browser.get(pathOf(atMicrosoft.headers.get('location')!), { accept: 'text/html' });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(activationPath);

    // Signed in now: the landing link goes straight to the activation page.
    const again = await browser.get(`/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(token)}`);
    expect(again.headers.location).toBe(activationPath);

    const context = await browser.get(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`);
    expect(context.json()).toEqual({
      resolve: 'Rollcall for Buyer',
      token,
      org_name: account.name,
      can_activate: true,
      reason: null,
    });
    expect(marketplace.calls('POST', '/api/saas/subscriptions/resolve').at(-1)?.headers['x-ms-marketplace-token']).toBe(
      token,
    );

    const activated = await browser.post('/accounts/marketplace/activate/', { token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ ok: true, redirect: '/billing/' });
    expect(marketplace.subscription(subscription.id)?.saasSubscriptionStatus).toBe('Subscribed');
    expect(marketplace.calls('POST', '/api/saas/subscriptions/:id/activate').at(-1)?.json).toEqual({
      planId: 'team-monthly',
      quantity: 12,
    });
    expect(await accountOf(account.id)).toMatchObject({
      azureSubscriptionId: subscription.id,
      subscriptionStatus: 'active',
      planKey: 'team',
      planInterval: 'month',
      billedParticipants: 12,
    });

    // Change seats: accepted, but nothing changes until Microsoft confirms.
    const change = await browser.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 20 });
    expect(change.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted });
    expect((await accountOf(account.id)).billedParticipants).toBe(12);
    const operation = marketplace.operations.find(
      (one) => one.subscriptionId === subscription.id && one.action === 'ChangeQuantity',
    )!;
    expect(operation).toMatchObject({ status: 'InProgress', quantity: 20 });

    // Microsoft settles Rollcall's own operation (read by the webhook here; by the poll job otherwise).
    const delivered = await webhook(operation);
    expect(delivered.status).toBe(200);
    expect((await accountOf(account.id)).billedParticipants).toBe(20);
    expect(marketplace.operation(operation.id)?.status).toBe('Succeeded');
    expect(marketplace.subscription(subscription.id)?.quantity).toBe(20);
    // Rollcall never approves an operation it started itself.
    expect(marketplace.calls('PATCH', '/api/saas/subscriptions/:id/operations/:op')).toHaveLength(0);

    // The same operation again (Microsoft retries): nothing more happens.
    const acknowledgements = marketplace.calls('PATCH', '/api/saas/subscriptions/:id/operations/:op').length;
    const replay = await webhook(operation);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(marketplace.calls('PATCH', '/api/saas/subscriptions/:id/operations/:op')).toHaveLength(acknowledgements);
    const events = await server.db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, 'marketplace'), eq(billingEvents.eventId, operation.id)));
    expect(events).toHaveLength(1);
  });

  it('lets a newcomer sign up with Microsoft and come back to activate', async () => {
    const noor = identity.addUser({
      tenantId: BUYER_TENANT,
      email: 'noor@newbuyer.example',
      givenName: 'Noor',
      surname: 'Ek',
    });
    const { subscription, token } = marketplace.purchase({
      planId: 'business-monthly',
      quantity: 7,
      tenantId: BUYER_TENANT,
    });
    const browser = new TestClient(server.app);
    const landing = await browser.get(`/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(token)}`);
    identity.signInNext(noor);
    const start = await browser.get(landing.headers.location as string, { accept: 'text/html' });
    const atMicrosoft = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = await browser.get(pathOf(atMicrosoft.headers.get('location')!), { accept: 'text/html' });
    const hash = /^\/accounts\/signup\/([\w-]+)\/confirm\/$/.exec(callback.headers.location as string)?.[1];
    expect(hash).toBeDefined();
    const signedUp = await browser.post(`/accounts/signup/${hash}/confirm/`, {
      organization: 'New Buyer Inc',
      platform: 'MSTEAMS',
      fname: 'Noor',
      lname: 'Ek',
      password1: '',
      password2: '',
    });
    expect(signedUp.json().redirect).toBe(`/accounts/marketplace/activate/?token=${encodeURIComponent(token)}`);
    const state = await browser.state();
    expect(state.user?.email).toBe('noor@newbuyer.example');
    expect((await browser.post('/accounts/marketplace/activate/', { token })).statusCode).toBe(200);
    expect((await rowOf(subscription.id))?.status).toBe('Subscribed');
    const [row] = await server.db.select().from(accounts).where(eq(accounts.azureSubscriptionId, subscription.id));
    expect(row).toMatchObject({
      name: 'New Buyer Inc',
      subscriptionStatus: 'active',
      planKey: 'business',
      billedParticipants: 7,
    });
  });

  it('answers resolve "error" for an unknown token and refuses to activate it', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 1);
    const context = await client.get('/api/v1/marketplace/activation?token=not-a-real-token');
    expect(context.json()).toMatchObject({ resolve: 'error', token: 'not-a-real-token' });
    const refused = await client.post('/accounts/marketplace/activate/', { token: 'not-a-real-token' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.invalidMarketplaceSubscription);
    expect((await accountOf(account.id)).azureSubscriptionId).toBeNull();
  });

  it('bounds the token: a huge one never reaches Microsoft', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 0);
    const huge = 'x'.repeat(5000);
    const before = marketplace.calls('POST', '/api/saas/subscriptions/resolve').length;
    const landing = await client.get(`/accounts/microsoft/marketplace/auth?token=${huge}`);
    expect(landing.headers.location).toBe('/accounts/msteams/marketplace/');
    const context = await client.get(`/api/v1/marketplace/activation?token=${huge}`);
    expect(context.json()).toMatchObject({ resolve: 'error' });
    expect((await client.post('/accounts/marketplace/activate/', { token: huge })).statusCode).toBe(400);
    expect(marketplace.calls('POST', '/api/saas/subscriptions/resolve')).toHaveLength(before);
  });

  it('does not let another organization activate an activated subscription', async () => {
    const { account, subscription, token } = await activatedAccount();
    const other = await buildAccount(server.db);
    const { client } = await signedInClient(server, other, 0);
    const context = await client.get(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`);
    expect(context.json()).toMatchObject({ resolve: 'error' });
    const refused = await client.post('/accounts/marketplace/activate/', { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.invalidMarketplaceSubscription);
    expect((await accountOf(other.id)).azureSubscriptionId).toBeNull();
    expect((await rowOf(subscription.id))?.accountId).toBe(account.id);
  });

  it('does not let a member (3) or a team admin (2) activate, and says who can before asking Microsoft', async () => {
    const account = await buildAccount(server.db);
    const { subscription, token } = marketplace.purchase({ planId: 'business-yearly', quantity: 5 });
    const resolves = marketplace.calls('POST', '/api/saas/subscriptions/resolve').length;
    for (const type of [3, 2] as const) {
      const { client } = await signedInClient(server, account, type);
      const context = await client.get(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`);
      expect(context.json()).toMatchObject({ can_activate: false, reason: MARKETPLACE_MESSAGES.ownersOnly });
      const refused = await client.post('/accounts/marketplace/activate/', { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.ownersOnly);
    }
    expect(marketplace.calls('POST', '/api/saas/subscriptions/resolve')).toHaveLength(resolves);
    expect(marketplace.subscription(subscription.id)?.saasSubscriptionStatus).toBe('PendingFulfillmentStart');
    expect(await accountOf(account.id)).toMatchObject({ azureSubscriptionId: null, subscriptionStatus: 'trialing' });
  });

  it('maps plan ids to plans (unknown -> pro) and a plan without seats to 10', async () => {
    const account = await buildAccount(server.db);
    const { client, email } = await buyer(account, 1);
    const { token } = marketplace.purchase({ planId: 'enterprise-special', quantity: null, termUnit: 'P1Y', email });
    expect((await client.post('/accounts/marketplace/activate/', { token })).statusCode).toBe(200);
    expect(await accountOf(account.id)).toMatchObject({ planKey: 'pro', billedParticipants: 10, planInterval: 'year' });
  });

  it('a classic form post (no JavaScript) redirects to /billing/', async () => {
    const account = await buildAccount(server.db);
    const { client, email } = await buyer(account);
    const { token } = marketplace.purchase({ planId: 'basic-monthly', quantity: 3, email });
    const answer = await client.postForm('/accounts/marketplace/activate/', { token });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/billing/');
    expect((await accountOf(account.id)).planKey).toBe('basic');
  });
});

describe('who may activate', () => {
  it('refuses someone outside the purchase: neither the tenant nor a verified email matches', async () => {
    const account = await buildAccount(server.db);
    const { client: stranger } = await signedInClient(server, account, 0);
    const { subscription, token } = marketplace.purchase({ planId: 'team-monthly', email: 'owner@buyer.example' });
    const context = await stranger.get(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`);
    expect(context.json()).toMatchObject({
      resolve: 'error',
      can_activate: false,
      reason: MARKETPLACE_MESSAGES.notPurchaser,
    });
    const refused = await stranger.post('/accounts/marketplace/activate/', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.notPurchaser);
    // The same email (in another case), not verified, is not enough either.
    const { client: owner, user } = await signedInClient(server, account, 1, { email: 'Owner@Buyer.example' });
    expect((await owner.post('/accounts/marketplace/activate/', { token })).statusCode).toBe(403);
    expect(marketplace.subscription(subscription.id)?.saasSubscriptionStatus).toBe('PendingFulfillmentStart');
    expect((await accountOf(account.id)).azureSubscriptionId).toBeNull();
    // Verified, it matches in any case.
    await server.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect((await owner.post('/accounts/marketplace/activate/', { token })).statusCode).toBe(200);
  });

  it('refuses an organization that pays by card, before and inside the activation', async () => {
    const account = await buildAccount(server.db, { stripeSubscriptionId: 'sub_card_1', subscriptionStatus: 'active' });
    const { client, email } = await buyer(account);
    const { subscription, token } = marketplace.purchase({ planId: 'team-monthly', email });
    const context = await client.get(`/api/v1/marketplace/activation?token=${encodeURIComponent(token)}`);
    expect(context.json()).toMatchObject({ can_activate: false, reason: MARKETPLACE_MESSAGES.cardSubscription });
    const refused = await client.post('/accounts/marketplace/activate/', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.cardSubscription);
    expect(marketplace.subscription(subscription.id)?.saasSubscriptionStatus).toBe('PendingFulfillmentStart');
  });

  it('refuses a second live subscription (alreadyPaying), and two at once activate only one', async () => {
    const { account, client, email, subscription } = await activatedAccount();
    const second = marketplace.purchase({ planId: 'team-monthly', email });
    const refused = await client.post('/accounts/marketplace/activate/', { token: second.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.alreadyPaying);
    expect((await accountOf(account.id)).azureSubscriptionId).toBe(subscription.id);

    const fresh = await buildAccount(server.db);
    const { client: owner, email: ownerEmail } = await buyer(fresh);
    const one = marketplace.purchase({ planId: 'team-monthly', email: ownerEmail });
    const two = marketplace.purchase({ planId: 'business-monthly', email: ownerEmail });
    const answers = await Promise.all([
      owner.post('/accounts/marketplace/activate/', { token: one.token }),
      owner.post('/accounts/marketplace/activate/', { token: two.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const linked = (await accountOf(fresh.id)).azureSubscriptionId;
    expect([one.subscription.id, two.subscription.id]).toContain(linked);
    const rows = await server.db
      .select()
      .from(marketplaceSubscriptions)
      .where(eq(marketplaceSubscriptions.accountId, fresh.id));
    expect(rows).toHaveLength(1);
  });

  it('activates a new subscription after the previous one was unsubscribed', async () => {
    const { account, client, email, subscription } = await activatedAccount();
    expect((await webhook(marketplace.startOperation(subscription.id, 'Unsubscribe'))).status).toBe(200);
    const again = marketplace.purchase({ planId: 'business-monthly', quantity: 6, email });
    expect((await client.post('/accounts/marketplace/activate/', { token: again.token })).statusCode).toBe(200);
    expect(await accountOf(account.id)).toMatchObject({
      azureSubscriptionId: again.subscription.id,
      subscriptionStatus: 'active',
      planKey: 'business',
      billedParticipants: 6,
    });
  });
});

describe('marketplace webhook', () => {
  it('refuses a bad token, wrong audience, tenant, caller, key or lifetime, and changes nothing', async () => {
    const { account, subscription } = await activatedAccount();
    const operation = marketplace.startOperation(subscription.id, 'Suspend');
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      { authorization: null },
      { authorization: 'Bearer not-a-jwt' },
      { token: { aud: '11111111-2222-3333-4444-555555555555' } },
      { token: { tid: OTHER_TENANT } },
      { token: { iss: `https://sts.windows.net/${OTHER_TENANT}/` } },
      { token: { appid: identity.clientId } },
      { token: { strangerKey: true } },
      { token: { exp: now - 600, iat: now - 4200, nbf: now - 4200 } },
      { token: { iat: now - 3 * 86400, nbf: now - 3 * 86400 } },
      { token: { omit: ['tid'] } },
    ];
    for (const attempt of forged) {
      const answer = await marketplace.sendWebhook(operation, { audience: identity.clientId, ...attempt });
      expect(answer.status, JSON.stringify(attempt)).toBe(401);
    }
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');
    expect(await server.db.select().from(billingEvents).where(eq(billingEvents.eventId, operation.id))).toEqual([]);

    // The genuine call (v2 token this time) applies it.
    expect((await webhook(operation, { version: '2.0' })).status).toBe(200);
    expect((await accountOf(account.id)).subscriptionStatus).toBe('inactive');
  });

  it('suspends, reinstates (acknowledged) and unsubscribes', async () => {
    const { account, subscription } = await activatedAccount();
    await webhook(marketplace.startOperation(subscription.id, 'Suspend'));
    expect((await accountOf(account.id)).subscriptionStatus).toBe('inactive');
    expect((await rowOf(subscription.id))?.status).toBe('Suspended');

    const reinstate = marketplace.startOperation(subscription.id, 'Reinstate');
    expect((await webhook(reinstate)).status).toBe(200);
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');
    expect(marketplace.operation(reinstate.id)?.status).toBe('Succeeded');

    expect((await webhook(marketplace.startOperation(subscription.id, 'Renew'))).status).toBe(200);
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');

    expect((await webhook(marketplace.startOperation(subscription.id, 'Unsubscribe'))).status).toBe(200);
    expect(await accountOf(account.id)).toMatchObject({ subscriptionStatus: 'inactive', azureSubscriptionId: null });
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'Unsubscribed', accountId: account.id });
  });

  it('applies a plan change read from the operation, not from the payload', async () => {
    const { account, subscription } = await activatedAccount();
    const operation = marketplace.startOperation(subscription.id, 'ChangePlan', { planId: 'business-monthly' });
    // A payload that lies about the plan: the operation Microsoft holds is what counts.
    const payload = { ...marketplace.webhookPayload(operation), planId: 'organization-monthly' };
    const token = await marketplace.webhookToken(identity.clientId);
    const answer = await fetch(`${server.url}/marketplace/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    expect(answer.status).toBe(200);
    expect((await accountOf(account.id)).planKey).toBe('business');
    expect(marketplace.operation(operation.id)?.status).toBe('Succeeded');
  });

  it('answers 200 and changes nothing for a subscription no organization activated', async () => {
    const { subscription } = marketplace.purchase({ planId: 'team-monthly' });
    const answer = await webhook(marketplace.startOperation(subscription.id, 'ChangeQuantity', { quantity: 4 }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'ignored' });
    expect(await rowOf(subscription.id)).toBeUndefined();
  });

  it('applies what Microsoft holds now for an operation it already closed, so a late webhook never undoes a newer change', async () => {
    const { account, subscription } = await activatedAccount(10);
    const older = marketplace.startOperation(subscription.id, 'ChangeQuantity', { quantity: 15 });
    const newer = marketplace.startOperation(subscription.id, 'ChangeQuantity', { quantity: 20 });
    marketplace.accept(older.id);
    marketplace.accept(newer.id);
    expect((await webhook(newer)).status).toBe(200);
    expect((await accountOf(account.id)).billedParticipants).toBe(20);
    const late = await webhook(older);
    expect(await late.json()).toMatchObject({ outcome: 'applied' });
    expect((await accountOf(account.id)).billedParticipants).toBe(20);
    expect((await rowOf(subscription.id))?.quantity).toBe(20);
  });

  it('takes a 409 on the approval (Microsoft auto-accepted) as done', async () => {
    const { account, subscription } = await activatedAccount(10);
    const operation = marketplace.startOperation(subscription.id, 'ChangeQuantity', { quantity: 13 });
    marketplace.failNext({
      status: 409,
      method: 'PATCH',
      pathPrefix: `/api/saas/subscriptions/${subscription.id}/operations/`,
    });
    const answer = await webhook(operation);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'applied' });
    expect((await accountOf(account.id)).billedParticipants).toBe(13);
  });

  it('refuses a known operation id with another action, and records no Renew', async () => {
    const { account, subscription } = await activatedAccount();
    const suspend = marketplace.startOperation(subscription.id, 'Suspend');
    expect((await webhook(suspend)).status).toBe(200);
    const token = await marketplace.webhookToken(identity.clientId);
    const forged = await fetch(`${server.url}/marketplace/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...marketplace.webhookPayload(suspend), action: 'Reinstate' }),
    });
    expect(await forged.json()).toMatchObject({ outcome: 'ignored' });
    expect((await accountOf(account.id)).subscriptionStatus).toBe('inactive');
    expect(
      marketplace
        .calls('PATCH', '/api/saas/subscriptions/:id/operations/:op')
        .filter((one) => one.params.op === suspend.id),
    ).toHaveLength(0);

    const renew = marketplace.startOperation(subscription.id, 'Renew');
    expect((await webhook(renew)).status).toBe(200);
    expect(await server.db.select().from(billingEvents).where(eq(billingEvents.eventId, renew.id))).toEqual([]);
  });

  it('reinstates from the subscription status when Microsoft no longer shows the operation', async () => {
    const { account, subscription } = await activatedAccount();
    await webhook(marketplace.startOperation(subscription.id, 'Suspend'));
    expect((await accountOf(account.id)).subscriptionStatus).toBe('inactive');
    marketplace.subscription(subscription.id)!.saasSubscriptionStatus = 'Subscribed';
    const token = await marketplace.webhookToken(identity.clientId);
    const answer = await fetch(`${server.url}/marketplace/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: crypto.randomUUID(), subscriptionId: subscription.id, action: 'Reinstate' }),
    });
    expect(await answer.json()).toMatchObject({ outcome: 'applied' });
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');
  });

  it('ignores an unknown operation and refuses ids that are not GUIDs', async () => {
    const { account, subscription } = await activatedAccount(10);
    const token = await marketplace.webhookToken(identity.clientId);
    const post = (body: object) =>
      fetch(`${server.url}/marketplace/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const unknown = await post({
      id: crypto.randomUUID(),
      subscriptionId: subscription.id,
      action: 'ChangeQuantity',
      quantity: 99,
    });
    expect(await unknown.json()).toMatchObject({ outcome: 'ignored', reason: 'unknown_operation' });
    const calls = marketplace.requests.length;
    const notGuid = await post({ id: '../../other', subscriptionId: subscription.id, action: 'ChangeQuantity' });
    expect(notGuid.status).toBe(400);
    expect(marketplace.requests).toHaveLength(calls);
    expect((await accountOf(account.id)).billedParticipants).toBe(10);
  });

  it('answers 503 when the marketplace cannot be read, and applies the retry', async () => {
    const { account, subscription } = await activatedAccount(8);
    const operation = marketplace.startOperation(subscription.id, 'ChangeQuantity', { quantity: 9 });
    marketplace.failNext({ status: 500 });
    expect((await webhook(operation)).status).toBe(503);
    expect((await accountOf(account.id)).billedParticipants).toBe(8);
    expect((await webhook(operation)).status).toBe(200);
    expect((await accountOf(account.id)).billedParticipants).toBe(9);
  });
});

describe('POST /api/v1/marketplace/', () => {
  it('retries a 429 once after Retry-After, and requests the cancellation', async () => {
    const { account, client, subscription } = await activatedAccount();
    marketplace.failNext({ status: 429, retryAfter: 1 });
    const change = await client.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 15 });
    expect(change.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted });

    const cancel = await client.post('/api/v1/marketplace/', { action: 'request-cancel' });
    expect(cancel.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.marketplaceCancelAccepted });
    expect(marketplace.calls('DELETE', '/api/saas/subscriptions/:id').at(-1)?.params.id).toBe(subscription.id);
    // Still active until Microsoft's Unsubscribe webhook.
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');
  });

  it('refuses fewer seats than the current licensed count (part 2 §2.1), without asking Microsoft', async () => {
    const { client } = await activatedAccount(10);
    const before = marketplace.calls('PATCH', '/api/saas/subscriptions/:id').length;
    const refused = await client.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 9 });
    expect(refused.json()).toEqual({ ok: false, msg: MARKETPLACE_MESSAGES.seatsBelowLicensed(10) });
    expect(marketplace.calls('PATCH', '/api/saas/subscriptions/:id')).toHaveLength(before);
  });

  it('says "Something went wrong" when Microsoft refuses', async () => {
    const { client } = await activatedAccount();
    marketplace.failNext({ status: 500 });
    const cancel = await client.post('/api/v1/marketplace/', { action: 'request-cancel' });
    expect(cancel.json()).toEqual({ ok: false, msg: BILLING_MESSAGES.somethingWrong });
  });

  it('is for Billing Owners and Account Admins of a marketplace-managed account only, with CSRF', async () => {
    const { account } = await activatedAccount();
    const { client: member } = await signedInClient(server, account, 3);
    expect((await member.post('/api/v1/marketplace/', { action: 'request-cancel' })).statusCode).toBe(403);
    const { client: admin } = await signedInClient(server, account, 1);
    expect((await admin.post('/api/v1/marketplace/', { action: 'request-cancel' }, { csrf: false })).statusCode).toBe(
      403,
    );
    const plain: TAccountRow = await buildAccount(server.db);
    const { client: owner } = await signedInClient(server, plain, 0);
    const refused = await owner.post('/api/v1/marketplace/', { action: 'request-cancel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MARKETPLACE_MESSAGES.notManaged);
    const invalid = await admin.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 0 });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('resolve rate limit', () => {
  it('limits the calls that make Microsoft resolve a token, per person', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 0);
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) {
      statuses.push((await client.get('/api/v1/marketplace/activation?token=not-a-real-token')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Someone else is not held up.
    const { client: other } = await signedInClient(server, account, 0);
    expect((await other.get('/api/v1/marketplace/activation?token=x')).statusCode).toBe(200);
  });
});

describe('marketplace not configured', () => {
  it('explains instead of failing', async () => {
    const app = await buildTestApp();
    try {
      const status = await app.app.inject({ method: 'GET', url: '/api/v1/marketplace/status' });
      expect(status.json()).toEqual({ enabled: false });
      const landing = await app.app.inject({ method: 'GET', url: '/accounts/microsoft/marketplace/auth?token=abc' });
      expect(landing.statusCode).toBe(303);
      expect(landing.headers.location).toBe('/accounts/msteams/marketplace/?token=abc');
      const hook = await app.app.inject({ method: 'POST', url: '/marketplace/webhook', payload: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
