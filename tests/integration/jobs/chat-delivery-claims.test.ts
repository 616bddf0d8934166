/**
 * Issue 15 point 6 for chat, on the embedded database: a message the platform took is recorded at
 * once (not when its batch ends), a live claim keeps other deliveries off it, and a claim whose
 * lease ran out (its worker died) is re-queued and delivered again. A thread reply and an update
 * wait for their earlier message and get its reference, which only the platform's sender reads.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../bot/db/schema/index.ts';
import type { TChatSender, TOutboundChatMessage } from '../../../bot/domain/chat/chat-sender.ts';
import { ChatRetryError, deliverChatMessages } from '../../../bot/domain/chat/deliver-chat-messages.ts';
import { queueChatMessages } from '../../../bot/domain/chat/queue-chat-messages.ts';
import { recoverChatClaims } from '../../../bot/domain/chat/recover-chat-claims.ts';
import type { TEngineMessage } from '../../../bot/domain/engine-messages.ts';
import type { TJobQueue } from '../../../bot/domain/jobs.ts';
import { createLogger } from '../../../bot/logger.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';
import { testEnv } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

const log = createLogger(testEnv());

const notice: TEngineMessage = { kind: 'notice', text: 'Hello', links: [] };

async function insertMessages(db: TTestDatabase['db'], count: number): Promise<string[]> {
  const rows = await db
    .insert(chatMessages)
    .values(
      Array.from({ length: count }, () => ({
        idempotencyKey: `test:${randomUUID()}`,
        platform: 'msteams',
        kind: 'notice',
        address: {
          tenantId: 'tenant',
          serviceUrl: 'http://127.0.0.1:9/',
          conversationId: `a:1:${randomUUID()}`,
          recipientId: null,
        },
        payload: notice,
      })),
    )
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

/** A sender whose send of `heldId` waits until release(); the others are taken at once. */
function gatedSender(heldId?: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  const sender: TChatSender = {
    platform: 'msteams',
    async send(message: TOutboundChatMessage) {
      if (message.id === heldId) await gate;
      sent.push(message.id);
      return { statusCode: 201, reference: { activityId: `activity-${message.id}` } };
    },
  };
  return { senders: new Map([[sender.platform, sender]]), sent, release };
}

describe('chat delivery claims', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('records a message as soon as the platform took it, and a live claim keeps others off it', async () => {
    const ids = await insertMessages(database.db, 3);
    const held = ids[2]!;
    const first = gatedSender(held);
    const delivering = deliverChatMessages({ db: database.db, senders: first.senders, log }, ids);
    const rows = await waitFor(
      () => database.db.select().from(chatMessages).where(inArray(chatMessages.id, ids)),
      (list) => list.filter((row) => row.status === 'sent').length === 2,
      { what: 'the two messages taken recorded while the third is in flight' },
    );
    expect(rows.find((row) => row.id === held)).toMatchObject({ status: 'sending' });
    expect(rows.find((row) => row.id === held)?.claimedUntil?.getTime()).toBeGreaterThan(Date.now());

    const second = gatedSender();
    expect(await deliverChatMessages({ db: database.db, senders: second.senders, log }, ids)).toBe(0);
    expect(second.sent).toEqual([]);

    first.release();
    expect(await delivering).toBe(3);
    const done = await database.db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
    expect(done.every((row) => row.status === 'sent' && row.attempts === 1 && row.claimToken === null)).toBe(true);
  });

  it('re-queues a claim whose lease ran out, and the next delivery sends it', async () => {
    const [expired, live] = await insertMessages(database.db, 2);
    await database.db
      .update(chatMessages)
      .set({
        status: 'sending',
        attempts: 1,
        claimToken: randomUUID(),
        claimedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(chatMessages.id, expired!));
    await database.db
      .update(chatMessages)
      .set({ status: 'sending', claimToken: randomUUID(), claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(chatMessages.id, live!));
    const enqueued: Array<{ queue: string; data: object }> = [];
    const jobs = {
      async sendMany(queue, list) {
        for (const job of list) enqueued.push({ queue, data: job.data });
      },
    } as TJobQueue;

    expect(await recoverChatClaims({ db: database.db, jobs })).toBe(1);
    expect(enqueued).toEqual([{ queue: 'chat.deliver', data: { messageIds: [expired] } }]);

    const { senders, sent } = gatedSender();
    expect(await deliverChatMessages({ db: database.db, senders, log }, [expired!, live!])).toBe(1);
    expect(sent).toEqual([expired]);
    const [row] = await database.db.select().from(chatMessages).where(eq(chatMessages.id, expired!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, statusCode: 201, claimToken: null });
  });

  it('holds a thread reply and an update until their earlier message is sent, then hands them its reference', async () => {
    const jobs = { async sendMany() {} } as unknown as TJobQueue;
    const target = { platform: 'msteams', address: { somewhere: 'opaque to the core' } };
    const key = `test:${randomUUID()}`;
    await database.db.transaction((tx) =>
      queueChatMessages({ jobs }, tx, [{ idempotencyKey: `${key}:root`, kind: 'broadcast', target, message: notice }]),
    );
    await database.db.transaction((tx) =>
      queueChatMessages({ jobs }, tx, [
        {
          idempotencyKey: `${key}:reply`,
          kind: 'submission',
          target,
          threadOfKey: `${key}:root`,
          message: notice,
        },
        {
          idempotencyKey: `${key}:update`,
          kind: 'prompt',
          target,
          updateOfKey: `${key}:root`,
          message: notice,
        },
      ]),
    );
    const rows = await database.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.idempotencyKey} like ${`${key}:%`}`);
    const idOf = (suffix: string) => rows.find((row) => row.idempotencyKey === `${key}:${suffix}`)!.id;
    const received: TOutboundChatMessage[] = [];
    const sender: TChatSender = {
      platform: 'msteams',
      async send(message) {
        received.push(message);
        return { statusCode: 201, reference: { posted: message.id } };
      },
    };
    const senders = new Map([[sender.platform, sender]]);

    await expect(
      deliverChatMessages({ db: database.db, senders, log }, [idOf('reply'), idOf('update')]),
    ).rejects.toThrow(ChatRetryError);
    expect(received).toEqual([]);
    expect(await deliverChatMessages({ db: database.db, senders, log }, [idOf('root')])).toBe(1);
    expect(await deliverChatMessages({ db: database.db, senders, log }, [idOf('reply'), idOf('update')])).toBe(2);
    const byKind = new Map(received.map((message) => [message.kind, message]));
    expect(byKind.get('broadcast')).toMatchObject({ address: target.address, threadRoot: null, replaces: null });
    expect(byKind.get('submission')).toMatchObject({ threadRoot: { posted: idOf('root') }, replaces: null });
    expect(byKind.get('prompt')).toMatchObject({ threadRoot: null, replaces: { posted: idOf('root') } });
    const [root] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, idOf('root')));
    expect(root?.reference).toEqual({ posted: idOf('root') });
  });
});
