/**
 * Issue 15 point 6 on the embedded database: each email is recorded sent as soon as its server
 * accepted it (not once per batch), a live claim keeps other deliveries off the email, and a claim
 * whose lease ran out (its worker died) is re-queued and delivered within seconds.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import {
  deliverEmails,
  type TEmailSendHooks,
  type TMailSender,
  type TRenderedEmail,
} from '../../../bot/domain/email/deliver-email.ts';
import { recoverEmailClaims } from '../../../bot/domain/email/recover-email-claims.ts';
import type { TJobQueue } from '../../../bot/domain/jobs.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

const variables = (to: string) => ({ name: to, email: to, password: 'pw', loginUrl: 'http://localhost/login/' });

async function insertEmails(db: TTestDatabase['db'], addresses: string[]) {
  const rows = await db
    .insert(emails)
    .values(addresses.map((to) => ({ toAddress: to, template: 'demo-ready', variables: variables(to) })))
    .returning({ id: emails.id });
  return rows.map((row) => row.id);
}

/** A transport whose sends to `held` wait until release(); every other address is accepted at once. */
function gatedMailer(held: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sentTo: string[] = [];
  const mailer: TMailSender = {
    transport: 'smtp',
    async send(message, hooks?: TEmailSendHooks) {
      hooks?.beforeSend();
      if (message.to === held) await gate;
      sentTo.push(message.to);
      const rendered: TRenderedEmail = { subject: `For ${message.to}`, html: '<p>hi</p>', text: 'hi' };
      await hooks?.accepted(rendered);
      return rendered;
    },
  };
  return { mailer, sentTo, release };
}

describe('deliverEmails', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('records each email sent as soon as it is accepted, and a live claim keeps others off it', async () => {
    const ids = await insertEmails(database.db, ['a@example.test', 'b@example.test', 'slow@example.test']);
    const { mailer, sentTo, release } = gatedMailer('slow@example.test');
    const delivering = deliverEmails({ db: database.db, mailer, workerId: 'w1' }, ids);

    const rows = await waitFor(
      () => database.db.select().from(emails).where(inArray(emails.id, ids)),
      (list) => list.filter((row) => row.status === 'sent').length === 2,
      { what: 'the two accepted emails recorded while the third is on the wire' },
    );
    const slow = rows.find((row) => row.toAddress === 'slow@example.test')!;
    expect(slow.status).toBe('sending');
    expect(slow.claimToken).not.toBeNull();
    expect(slow.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    for (const row of rows.filter((one) => one.status === 'sent')) {
      expect(row).toMatchObject({ sentBy: 'w1', claimToken: null, claimedUntil: null });
    }

    // A second worker given the same job (a retry, an expired job) finds nothing to claim.
    const other = gatedMailer('none');
    expect(await deliverEmails({ db: database.db, mailer: other.mailer, workerId: 'w2' }, ids)).toBe(0);
    expect(other.sentTo).toEqual([]);

    release();
    expect(await delivering).toBe(3);
    expect(sentTo.sort()).toEqual(['a@example.test', 'b@example.test', 'slow@example.test']);
    const done = await database.db.select().from(emails).where(inArray(emails.id, ids));
    expect(done.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('re-queues only the claims whose lease ran out, with their delivery jobs', async () => {
    const [expired, live, failed] = await insertEmails(database.db, [
      'dead@example.test',
      'alive@example.test',
      'failed@example.test',
    ]);
    await database.db
      .update(emails)
      .set({ status: 'sending', claimToken: randomUUID(), claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emails.id, expired!));
    await database.db
      .update(emails)
      .set({ status: 'sending', claimToken: randomUUID(), claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(emails.id, live!));
    await database.db.update(emails).set({ status: 'failed' }).where(eq(emails.id, failed!));
    const enqueued: Array<{ queue: string; data: object }> = [];
    const jobs = {
      async sendMany(queue, list) {
        for (const job of list) enqueued.push({ queue, data: job.data });
      },
    } as TJobQueue;

    expect(await recoverEmailClaims({ db: database.db, jobs })).toBe(1);
    expect(enqueued).toEqual([{ queue: 'email.deliver', data: { emailIds: [expired] } }]);
    const [recovered] = await database.db.select().from(emails).where(eq(emails.id, expired!));
    expect(recovered).toMatchObject({ status: 'queued', claimToken: null, claimedUntil: null });
    const [untouched] = await database.db.select().from(emails).where(eq(emails.id, live!));
    expect(untouched?.status).toBe('sending');
    expect(await recoverEmailClaims({ db: database.db, jobs })).toBe(0);
  });
});

describe('a worker that died holding claims', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('has its emails delivered within seconds by the live worker', async () => {
    const [id] = await insertEmails(server.db, ['orphan@example.test']);
    // As a worker leaves it when killed between claiming and recording: sending, lease run out.
    await server.db
      .update(emails)
      .set({ status: 'sending', attempts: 1, claimToken: randomUUID(), claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emails.id, id!));
    const [row] = await waitFor(
      () => server.db.select().from(emails).where(eq(emails.id, id!)),
      (list) => list[0]?.status === 'sent',
      { timeoutMs: 10_000, what: 'the orphaned email delivered' },
    );
    expect(row).toMatchObject({ transport: 'outbox', attempts: 2, claimToken: null });
  });
});
