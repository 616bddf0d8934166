/**
 * ROLE=web serves HTTP and enqueues but runs no job; ROLE=worker processes share the jobs, and
 * pg-boss gives each job to exactly one of them. Needs a PostgreSQL server (PGlite is one process).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import { queueEmail } from '../../../bot/domain/email/queue-email.ts';
import { createLogger } from '../../../bot/logger.ts';
import { startServer, type TRunningServer } from '../../../bot/server.ts';
import { buildAccount, buildUser, signIn } from '../../factories.ts';
import { startFakeSmtp, type TFakeSmtp } from '../../fakes/fake-smtp.ts';
import { spawnRollcall, type TRollcallProcess } from '../../helpers/spawn-rollcall.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { createTestDatabase, onServer, type TTestDatabase } from '../../helpers/test-database.ts';
import { TEST_SESSION_SECRET, testEnv } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

const JOBS = 40;

describe.runIf(onServer)('web and worker processes on a PostgreSQL server', () => {
  let database: TTestDatabase;
  let smtp: TFakeSmtp;
  let web: TRunningServer;
  const workers: TRollcallProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp({ delayMs: 100 });
    const env = testEnv({ ROLE: 'web', DATABASE_URL: database.url!, SMTP_URL: smtp.smtpUrl });
    web = await startServer({ env, log: createLogger(env), database });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await web?.stop();
    await smtp?.close();
  });

  it('shares the jobs between two workers, running each exactly once', async () => {
    const queued: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const { id } = await queueEmail(
        { db: database.db, jobs: web.jobs },
        {
          to: `member-${i}@example.test`,
          template: 'demo-ready',
          variables: {
            name: `Member ${i}`,
            email: `member-${i}@example.test`,
            password: 'pw',
            loginUrl: 'http://localhost/accounts/login/',
          },
        },
      );
      queued.push(id!);
    }
    // The web process has no workers: nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(0);

    for (let i = 0; i < 2; i++) {
      const worker = spawnRollcall({
        ROLE: 'worker',
        DATABASE_URL: database.url!,
        SMTP_URL: smtp.smtpUrl,
        SESSION_SECRET: TEST_SESSION_SECRET,
        SEED_DEMO: 'false',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rollcall-worker-')),
      });
      workers.push(worker);
    }
    await Promise.all(
      workers.map((worker) => worker.waitForOutput(/Rollcall is running \(worker, PostgreSQL server\)/, 60_000)),
    );

    const rows = await waitFor(
      () => database.db.select().from(emails).where(inArray(emails.id, queued)),
      (list) => list.every((email) => email.status === 'sent'),
      { timeoutMs: 60_000, what: `all ${JOBS} emails sent` },
    );
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(JOBS);
    expect(new Set(recipients).size).toBe(JOBS);
    expect(rows.every((email) => email.attempts === 1)).toBe(true);
    const workerIds = new Set(rows.map((email) => email.sentBy));
    expect(workerIds.size).toBe(2);
    for (const worker of workers) expect([...workerIds].some((id) => id?.endsWith(`:${worker.child.pid}`))).toBe(true);
  }, 120_000);

  it('sends every prompt of a report run exactly once with two workers', async () => {
    const account = await buildAccount(database.db);
    const { team, members } = await buildTeamWithMembers(database.db, account, 30);
    const { user: admin } = await buildUser(database.db, { account, accountTypeId: 1, teams: [team] });
    const client = new TestClient(web.app!);
    client.setCookie(await signIn(database.db, admin, account, team));
    const created = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(created.statusCode).toBe(200);
    const before = smtp.received.length;
    const triggered = await client.get(`/report/trigger/${created.json().report_id}/`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(triggered.statusCode).toBe(200);

    const prompts = await waitFor(
      () => database.db.select().from(emails).where(like(emails.idempotencyKey, 'run:%:prompt')),
      (list) => list.length === 30 && list.every((email) => email.status === 'sent'),
      { timeoutMs: 60_000, what: 'all 30 prompts sent' },
    );
    const delivered = smtp.received.slice(before).flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual(members.map((member) => member.email).sort());
    expect(prompts.every((email) => email.attempts === 1)).toBe(true);
  }, 120_000);
});
