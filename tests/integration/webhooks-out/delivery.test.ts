/**
 * The delivery job (webhook.deliver), driven directly attempt by attempt: a 500 is retried and the
 * next attempt delivers; 400 and 410 are not retried; 429 and network errors are; the last attempt
 * gives up; a delivered row is never sent again; a private destination is refused unless allowed;
 * an endpoint deleted or disabled before sending gets nothing.
 */

import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingWebhookDeliveries, outgoingWebhooks } from '../../../bot/db/schema/index.ts';
import type { TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { QUEUE, type TJobQueue } from '../../../bot/domain/jobs.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import {
  deliverWebhook,
  type TDeliverWebhookDeps,
  WEBHOOK_LEASE_MS,
} from '../../../bot/domain/webhooks-out/deliver-webhook.ts';
import { isPrivateAddress } from '../../../bot/domain/webhooks-out/destination-guard.ts';
import { queueWebhookEvent } from '../../../bot/domain/webhooks-out/queue-webhook-event.ts';
import { createLogger } from '../../../bot/logger.ts';
import { outgoingWebhookJob } from '../../../scheduler/jobs/outgoing-webhook-job.ts';
import { QUEUE_OPTIONS } from '../../../scheduler/queues.ts';
import { OUTGOING_WEBHOOK_MESSAGES } from '../../../shared/outgoing-webhooks.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startWebhookReceiver, type TWebhookReceiver, verifySignature } from '../../fakes/webhook-receiver.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';
import { testEnv } from '../../helpers/test-server.ts';

const SECRET = 'whsec_test-secret';
let database: TTestDatabase;
let receiver: TWebhookReceiver;
let team: TTeamRow;
let deps: TDeliverWebhookDeps;
const sentJobs: Array<{ queue: string; data: object }> = [];
const jobs: TJobQueue = {
  send: async (queue, data) => {
    sentJobs.push({ queue, data });
    return 'job';
  },
  sendMany: async () => {},
  schedule: async () => {},
  unschedule: async () => {},
  scheduleKeys: async () => [],
};
const box = createSecretBox('a-session-secret-for-the-delivery-tests-0123456789');

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startWebhookReceiver();
  const account = await buildAccount(database.db);
  team = await buildTeam(database.db, account);
  deps = {
    db: database.db,
    box,
    log: createLogger(testEnv()),
    now: () => new Date(),
    allowPrivate: true,
  };
});
afterAll(async () => {
  await receiver?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outgoingWebhooks);
  sentJobs.length = 0;
});

async function endpoint(url = receiver.url, values: Partial<typeof outgoingWebhooks.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(outgoingWebhooks)
    .values({
      accountId: team.accountId,
      teamId: team.id,
      url,
      secret: box.seal(SECRET),
      events: ['checkin.submitted'],
      ...values,
    })
    .returning();
  return row!;
}

/** Queues a ping to the endpoint (a recorded row and its job) and answers the delivery's id. */
async function queuedDelivery(webhookId: string): Promise<string> {
  const count = await queueWebhookEvent(
    { db: database.db, jobs, now: () => new Date() },
    {
      teamId: team.id,
      event: 'ping',
      webhookId,
      payload: { team: { id: team.uuid, name: team.name }, message: 'hi', sent_by: 'Test' },
    },
  );
  expect(count).toBe(1);
  const data = sentJobs[sentJobs.length - 1]!.data as { deliveryId: string };
  expect(sentJobs[sentJobs.length - 1]!.queue).toBe('webhook.deliver');
  return data.deliveryId;
}

const rowOf = async (id: string) =>
  (await database.db.select().from(outgoingWebhookDeliveries).where(eq(outgoingWebhookDeliveries.id, id)))[0]!;

describe('retries', () => {
  it('a 500 is retried through the job and the second attempt delivers, with the same event id and body', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    const handler = outgoingWebhookJob(deps);
    const before = receiver.received().length;
    receiver.answerNext(500);
    const job = (retryCount: number) => ({ id: 'j', retryCount }) as unknown as Job<unknown>;
    await expect(handler({ deliveryId }, job(0))).rejects.toThrow(/retrying/);
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'queued', attempts: 1, lastStatusCode: 500 });
    expect((await rowOf(deliveryId)).lastError).toContain('HTTP 500');
    await handler({ deliveryId }, job(1));
    expect(await rowOf(deliveryId)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
    });
    const [first, second] = receiver.received().slice(before);
    expect(first!.body).toBe(second!.body);
    expect(first!.headers['rollcall-delivery']).toBe(second!.headers['rollcall-delivery']);
    expect(verifySignature(second!, SECRET)).toBe(true);
    // A retried job of a delivered row sends nothing.
    await handler({ deliveryId }, job(2));
    expect(receiver.received().length).toBe(before + 2);
    expect((await rowOf(deliveryId)).attempts).toBe(2);
  });

  it('429 and 408 are retried; the last attempt gives up as failed', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    receiver.answerNext(429, 408, 503);
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('retry');
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('retry');
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: true })).toBe('failed');
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 503 });
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('skipped');
  });

  for (const status of [400, 410]) {
    it(`a ${status} is not retried`, async () => {
      const hook = await endpoint();
      const deliveryId = await queuedDelivery(hook.id);
      const before = receiver.received().length;
      receiver.answerNext(status);
      const handler = outgoingWebhookJob(deps);
      await handler({ deliveryId }, { id: 'j', retryCount: 0 } as unknown as Job<unknown>);
      expect(await rowOf(deliveryId)).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: status });
      expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('skipped');
      expect(receiver.received().length).toBe(before + 1);
    });
  }

  it('a receiver that cannot be reached is retried with the error recorded', async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url;
    await closed.close();
    const hook = await endpoint(url);
    const deliveryId = await queuedDelivery(hook.id);
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('retry');
    const row = await rowOf(deliveryId);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastStatusCode: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });

  it('a row another worker is sending (its lease running) is left alone and tried again later', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    await database.db
      .update(outgoingWebhookDeliveries)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 30_000) })
      .where(eq(outgoingWebhookDeliveries.id, deliveryId));
    const before = receiver.received().length;
    // Not 'skipped': the job must not end while the row is unfinished (that try may yet die).
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('retry');
    expect(receiver.received().length).toBe(before);
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'sending', attempts: 1 });
    // Once the lease is over (the worker died), the retried job takes it over.
    await database.db
      .update(outgoingWebhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(outgoingWebhookDeliveries.id, deliveryId));
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('delivered');
  });
});

describe('a worker that dies mid-delivery', () => {
  const job = (retryCount: number) => ({ id: 'j', retryCount }) as unknown as Job<unknown>;

  it("leaves a row the job's first retry takes over and delivers, once", async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    const claimedAt = Date.now();
    // The try claims the row, then dies before it sends (a crash, a lost database connection).
    const dying: TDeliverWebhookDeps = {
      ...deps,
      now: () => new Date(claimedAt),
      post: async () => {
        throw new Error('worker died');
      },
    };
    await expect(outgoingWebhookJob(dying)({ deliveryId }, job(0))).rejects.toThrow('worker died');
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'sending', attempts: 1 });
    const before = receiver.received().length;
    // pg-boss retries a failed job no sooner than the queue's retryDelay: the lease is over by then.
    const retryDelayMs = (QUEUE_OPTIONS[QUEUE.outgoingWebhook]?.retryDelay ?? 0) * 1000;
    expect(WEBHOOK_LEASE_MS).toBeLessThan(retryDelayMs);
    const retried: TDeliverWebhookDeps = { ...deps, now: () => new Date(claimedAt + retryDelayMs) };
    await outgoingWebhookJob(retried)({ deliveryId }, job(1));
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect(receiver.received().length).toBe(before + 1);
    // Later retries of the same job send nothing more.
    await outgoingWebhookJob(retried)({ deliveryId }, job(2));
    expect(receiver.received().length).toBe(before + 1);
  });

  it('a job that finds the lease running throws to be retried, rather than completing with the row unsent', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    await database.db
      .update(outgoingWebhookDeliveries)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 10_000) })
      .where(eq(outgoingWebhookDeliveries.id, deliveryId));
    await expect(outgoingWebhookJob(deps)({ deliveryId }, job(0))).rejects.toThrow(/retrying/);
    const later: TDeliverWebhookDeps = { ...deps, now: () => new Date(Date.now() + WEBHOOK_LEASE_MS) };
    await outgoingWebhookJob(later)({ deliveryId }, job(1));
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('private destinations', () => {
  it('are refused when WEBHOOKS_ALLOW_PRIVATE_NETWORKS is false, by name or by address, and not retried', async () => {
    const port = new URL(receiver.url).port;
    const refusing = { ...deps, allowPrivate: false };
    for (const url of [
      receiver.url,
      `http://localhost:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://0x7f000001:${port}/hook`,
    ]) {
      const before = receiver.received().length;
      const hook = await endpoint(url);
      const deliveryId = await queuedDelivery(hook.id);
      expect(await deliverWebhook(refusing, deliveryId, { finalAttempt: false }), url).toBe('failed');
      expect(await rowOf(deliveryId)).toMatchObject({
        status: 'failed',
        lastError: OUTGOING_WEBHOOK_MESSAGES.privateAddress,
      });
      expect(receiver.received().length).toBe(before);
    }
  });

  it('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '[::1]',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('endpoints changed before sending', () => {
  it('a deleted endpoint gets nothing (its deliveries go with it)', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    await database.db.delete(outgoingWebhooks).where(eq(outgoingWebhooks.id, hook.id));
    const before = receiver.received().length;
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('skipped');
    expect(receiver.received().length).toBe(before);
  });

  it('a disabled endpoint gets nothing, and new events are not queued for it', async () => {
    const hook = await endpoint();
    const deliveryId = await queuedDelivery(hook.id);
    await database.db.update(outgoingWebhooks).set({ active: false }).where(eq(outgoingWebhooks.id, hook.id));
    const before = receiver.received().length;
    expect(await deliverWebhook(deps, deliveryId, { finalAttempt: false })).toBe('failed');
    expect((await rowOf(deliveryId)).lastError).toBe(OUTGOING_WEBHOOK_MESSAGES.disabledAtSend);
    expect(receiver.received().length).toBe(before);
    const count = await queueWebhookEvent(
      { db: database.db, jobs, now: () => new Date() },
      {
        teamId: team.id,
        event: 'ping',
        webhookId: hook.id,
        payload: { team: { id: team.uuid, name: team.name }, message: 'x', sent_by: 'T' },
      },
    );
    expect(count).toBe(0);
  });

  it('only endpoints subscribed to an event get it', async () => {
    const submitted = await endpoint(receiver.url, { events: ['checkin.submitted'] });
    await endpoint(receiver.url, { events: ['run.summarized'] });
    sentJobs.length = 0;
    const count = await queueWebhookEvent(
      { db: database.db, jobs, now: () => new Date() },
      {
        teamId: team.id,
        event: 'checkin.submitted',
        payload: {} as never,
      },
    );
    expect(count).toBe(1);
    const rows = await database.db.select().from(outgoingWebhookDeliveries);
    expect(rows.filter((row) => row.event === 'checkin.submitted').map((row) => row.webhookId)).toEqual([submitted.id]);
  });

  it('an account whose plan locks outgoing webhooks queues nothing', async () => {
    const freeAccount = await buildAccount(database.db, { planKey: 'free', subscriptionStatus: 'active' });
    const freeTeam = await buildTeam(database.db, freeAccount);
    await database.db.insert(outgoingWebhooks).values({
      accountId: freeAccount.id,
      teamId: freeTeam.id,
      url: receiver.url,
      secret: box.seal(SECRET),
      events: ['checkin.submitted'],
    });
    const count = await queueWebhookEvent(
      { db: database.db, jobs, now: () => new Date() },
      { teamId: freeTeam.id, event: 'checkin.submitted', payload: {} as never },
    );
    expect(count).toBe(0);
  });
});
