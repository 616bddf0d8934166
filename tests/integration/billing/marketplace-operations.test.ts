/**
 * The operations Rollcall starts itself (seat change, cancel) are polled until Microsoft settles
 * them — no webhook needed — and never approved; the daily reconcile repairs what a lost webhook
 * left behind. The job engine runs on pg-boss's TestClock, so the polls' delays pass on demand.
 */
import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingEvents } from '../../../bot/db/schema/index.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import { BILLING_MESSAGES } from '../../../shared/billing-api.ts';
import { buildAccount } from '../../factories.ts';
import { startMarketplaceFake, type TMarketplaceFake } from '../../fakes/marketplace/index.ts';
import { startMicrosoftIdentityFake, type TMicrosoftIdentityFake } from '../../fakes/microsoft-identity/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const PUBLISHER_TENANT = '5d2e8a41-3b6c-4f7d-8e9a-0b1c2d3e4f50';

let identity: TMicrosoftIdentityFake;
let marketplace: TMarketplaceFake;
let server: TTestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(new Date());
  identity = await startMicrosoftIdentityFake();
  identity.addTenant({ id: PUBLISHER_TENANT });
  marketplace = await startMarketplaceFake({ identity, publisherTenantId: PUBLISHER_TENANT, appUrl: () => server.url });
  server = await startTestServer({
    clock,
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

const accountOf = async (id: string) => (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const operationPath = '/api/saas/subscriptions/:id/operations/:op';
/** The once-per-operation record of an operation (provider 'marketplace'). */
const appliedEvents = (operationId: string) =>
  server.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, 'marketplace'), eq(billingEvents.eventId, operationId)));
let buyers = 0;

async function activatedAccount(quantity = 10) {
  const account = await buildAccount(server.db);
  buyers += 1;
  const email = `ops-buyer-${buyers}@customer.example`;
  const { client } = await signedInClient(server, account, 0, { email, emailVerifiedAt: new Date() });
  const { subscription, token } = marketplace.purchase({ planId: 'team-monthly', quantity, email });
  expect((await client.post('/accounts/marketplace/activate/', { token })).statusCode).toBe(200);
  return { account, client, subscription };
}

const operationOf = (subscriptionId: string, action: string) =>
  marketplace.operations.findLast((one) => one.subscriptionId === subscriptionId && one.action === action)!;

describe('operations Rollcall starts', () => {
  it('applies a seat change once Microsoft settles it, without a webhook and without approving it', async () => {
    const { account, client, subscription } = await activatedAccount(10);
    marketplace.settlePublisherOperations({ afterPolls: 3, status: 'Succeeded' });
    const change = await client.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 14 });
    expect(change.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.marketplaceSeatsAccepted });
    const operation = operationOf(subscription.id, 'ChangeQuantity');
    // A webhook for it while it is in progress changes nothing and approves nothing.
    const early = await marketplace.sendWebhook(operation, { audience: identity.clientId });
    expect(await early.json()).toMatchObject({ outcome: 'ignored', reason: 'own_operation_pending' });
    expect((await accountOf(account.id)).billedParticipants).toBe(10);

    await advanceUntil(clock, async () => (await accountOf(account.id)).billedParticipants === 14, {
      stepMs: 5000,
      maxSteps: 60,
      what: 'the polled seat change',
    });
    expect(marketplace.operation(operation.id)?.status).toBe('Succeeded');
    expect(marketplace.calls('PATCH', operationPath).filter((one) => one.params.op === operation.id)).toHaveLength(0);
    const [event] = await appliedEvents(operation.id);
    expect(event?.type).toBe('ChangeQuantity:applied');
  });

  it('changes nothing when Microsoft rejects the seat change (Failed)', async () => {
    const { account, client, subscription } = await activatedAccount(10);
    marketplace.settlePublisherOperations({ afterPolls: 1, status: 'Failed' });
    await client.post('/api/v1/marketplace/', { action: 'change-quantity', billed_participants: 30 });
    marketplace.settlePublisherOperations({ afterPolls: 1, status: 'Succeeded' });
    const operation = operationOf(subscription.id, 'ChangeQuantity');
    await advanceUntil(clock, async () => (await appliedEvents(operation.id)).length > 0, {
      stepMs: 5000,
      maxSteps: 40,
      what: 'the failed operation recorded',
    });
    const [event] = await appliedEvents(operation.id);
    expect(event?.type).toBe('ChangeQuantity:failed');
    expect((await accountOf(account.id)).billedParticipants).toBe(10);
  });

  it('applies a cancellation once Microsoft settles it', async () => {
    const { account, client } = await activatedAccount(10);
    const cancel = await client.post('/api/v1/marketplace/', { action: 'request-cancel' });
    expect(cancel.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.marketplaceCancelAccepted });
    expect((await accountOf(account.id)).subscriptionStatus).toBe('active');
    await advanceUntil(clock, async () => (await accountOf(account.id)).subscriptionStatus === 'inactive', {
      stepMs: 5000,
      maxSteps: 40,
      what: 'the polled cancellation',
    });
    expect((await accountOf(account.id)).azureSubscriptionId).toBeNull();
  });
});

describe('daily reconcile', () => {
  it('repairs a lost Suspend, then a lost Reinstate with a new seat count', async () => {
    const { account, subscription } = await activatedAccount(10);
    marketplace.subscription(subscription.id)!.saasSubscriptionStatus = 'Suspended';
    await server.jobs.send(QUEUE.marketplaceReconcile, {});
    await advanceUntil(clock, async () => (await accountOf(account.id)).subscriptionStatus === 'inactive', {
      maxSteps: 120,
      what: 'the reconciled suspension',
    });

    const held = marketplace.subscription(subscription.id)!;
    held.saasSubscriptionStatus = 'Subscribed';
    held.quantity = 25;
    await server.jobs.send(QUEUE.marketplaceReconcile, {});
    await advanceUntil(
      clock,
      async () => {
        const now = await accountOf(account.id);
        return now.subscriptionStatus === 'active' && now.billedParticipants === 25;
      },
      { maxSteps: 120, what: 'the reconciled reinstatement' },
    );
  });
});
