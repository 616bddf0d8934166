/**
 * Issue 15 point 6: a worker killed (SIGKILL) in the middle of a fan-out over a real SMTP server.
 * Another worker finishes it within seconds; every member gets the prompt, and the only duplicates
 * are the messages that were on the wire (or accepted and not yet recorded) when the worker died,
 * at most one per SMTP connection. Needs a PostgreSQL server (worker processes).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import { queueEmails } from '../../../bot/domain/email/queue-email.ts';
import { createLogger } from '../../../bot/logger.ts';
import { startServer, type TRunningServer } from '../../../bot/server.ts';
import { startFakeSmtp, type TFakeSmtp } from '../../fakes/fake-smtp.ts';
import { spawnRollcall, type TRollcallProcess } from '../../helpers/spawn-rollcall.ts';
import { createTestDatabase, onServer, type TTestDatabase } from '../../helpers/test-database.ts';
import { TEST_SESSION_SECRET, testEnv } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

const MEMBERS = 201;
/** SMTP connections per worker: the most messages one worker has in flight. */
const CONNECTIONS = 5;

describe.runIf(onServer)('email delivery across a worker crash', () => {
  let database: TTestDatabase;
  let smtp: TFakeSmtp;
  let web: TRunningServer;
  const workers: TRollcallProcess[] = [];

  const startWorker = async () => {
    const worker = spawnRollcall({
      ROLE: 'worker',
      DATABASE_URL: database.url!,
      SMTP_URL: `${smtp.smtpUrl}/?maxConnections=${CONNECTIONS}`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rollcall-worker-')),
    });
    workers.push(worker);
    await worker.waitForOutput(/Rollcall is running \(worker, PostgreSQL server\)/, 60_000);
    return worker;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // 20 ms per message over 5 connections: the fan-out takes about a second, long enough to kill it.
    smtp = await startFakeSmtp({ delayMs: 20 });
    const env = testEnv({ ROLE: 'web', DATABASE_URL: database.url!, SMTP_URL: smtp.smtpUrl });
    web = await startServer({ env, log: createLogger(env), database });
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await web?.stop();
    await smtp?.close();
  });

  it('re-sends only what was in flight and recovers the dead worker’s claims within seconds', async () => {
    const first = await startWorker();
    const addresses = Array.from({ length: MEMBERS }, (_, i) => `member-${i}@example.test`);
    await database.db.transaction((tx) =>
      queueEmails(
        { jobs: web.jobs },
        tx,
        addresses.map((to, i) => ({
          to,
          template: 'demo-ready' as const,
          variables: { name: `Member ${i}`, email: to, password: 'pw', loginUrl: 'http://localhost/accounts/login/' },
          idempotencyKey: `crash:${i}:prompt`,
        })),
      ),
    );
    const ids = (await database.db.select({ id: emails.id }).from(emails)).map((row) => row.id);
    expect(ids).toHaveLength(MEMBERS);

    await waitFor(
      () => smtp.received.length,
      (n) => n >= 60,
      { timeoutMs: 30_000, what: 'the fan-out under way' },
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // Let the SMTP server finish the messages whose data it was reading when the client died.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const receivedAtKill = new Set(smtp.received.flatMap((mail) => mail.to));
    expect(receivedAtKill.size).toBeLessThan(MEMBERS);
    const rowsAtKill = await database.db.select().from(emails).where(inArray(emails.id, ids));
    const recordedAtKill = new Set(rowsAtKill.filter((row) => row.status === 'sent').map((row) => row.toAddress));
    // Received by the server but not recorded: at most one message per connection.
    const inFlight = [...receivedAtKill].filter((address) => !recordedAtKill.has(address));
    expect(inFlight.length).toBeLessThanOrEqual(CONNECTIONS);
    // Everything recorded sent was received.
    for (const address of recordedAtKill) expect(receivedAtKill.has(address)).toBe(true);

    await startWorker();
    // The dead worker's claims come back within seconds (its pg-boss jobs alone would wait ~3 minutes).
    const rows = await waitFor(
      () => database.db.select().from(emails).where(inArray(emails.id, ids)),
      (list) => list.every((row) => row.status === 'sent'),
      { timeoutMs: 25_000, intervalMs: 200, what: `all ${MEMBERS} emails recorded sent` },
    );
    expect(rows).toHaveLength(MEMBERS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = smtp.received.flatMap((mail) => mail.to);
    expect(new Set(delivered)).toEqual(new Set(addresses));
    const counts = new Map<string, number>();
    for (const address of delivered) counts.set(address, (counts.get(address) ?? 0) + 1);
    const duplicates = [...counts].filter(([, n]) => n > 1).map(([address]) => address);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    // Only the messages in flight at the kill were sent twice.
    for (const address of duplicates) expect(inFlight).toContain(address);
    expect(delivered.length - MEMBERS).toBeLessThanOrEqual(CONNECTIONS);
  }, 120_000);
});
