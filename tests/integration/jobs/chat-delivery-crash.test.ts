/**
 * Issue 15 point 6, for chat: a worker killed (SIGKILL) in the middle of a Teams fan-out (the fake
 * Bot Connector). Another worker finishes it within seconds; every member gets the prompt once,
 * except the messages Teams had taken but the dead worker had not recorded yet (in flight), which
 * may arrive twice. Needs a PostgreSQL server (worker processes).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../bot/db/schema/index.ts';
import { queueChatMessages } from '../../../bot/domain/chat/queue-chat-messages.ts';
import type { TPromptMessage } from '../../../bot/domain/engine-messages.ts';
import { teamsTarget, ZTeamsAddress } from '../../../bot/domain/platforms/msteams/teams-address.ts';
import { createLogger } from '../../../bot/logger.ts';
import { startServer, type TRunningServer } from '../../../bot/server.ts';
import { startFakeTeamsConnector, type TFakeTeamsConnector } from '../../fakes/teams-connector/index.ts';
import { spawnRollcall, type TRollcallProcess } from '../../helpers/spawn-rollcall.ts';
import { createTestDatabase, onServer, type TTestDatabase } from '../../helpers/test-database.ts';
import { TEST_SESSION_SECRET, testEnv } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { fakeTeam, TENANT } from '../msteams/teams-fixtures.ts';

const MEMBERS = 201;
/** Requests per second the workers may start for one tenant: the most a worker has in flight. */
const TENANT_RATE = 30;

const prompt = (name: string): TPromptMessage => ({
  kind: 'prompt',
  recipient: { name, email: `${name.replace(/\s/g, '').toLowerCase()}@contoso.example` },
  run: {
    reportId: '00000000-0000-4000-8000-000000000001',
    reportName: 'Crash Standup',
    teamName: 'Platform Team',
    runDate: 'Monday, November 23, 2026',
    runKey: '2026-11-23',
  },
  intro: `Hi ${name}, time for Crash Standup`,
  questions: ['What did you do?'],
  goalTrackingEnabled: false,
  checkinUrl: 'http://localhost/checkin/abc/',
});

describe.runIf(onServer)('chat delivery across a worker crash', () => {
  let database: TTestDatabase;
  let fake: TFakeTeamsConnector;
  let web: TRunningServer;
  const workers: TRollcallProcess[] = [];
  const team = fakeTeam(MEMBERS, 'Crash Team');

  const startWorker = async () => {
    const worker = spawnRollcall({
      ROLE: 'worker',
      DATABASE_URL: database.url!,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_DEMO: 'false',
      TEAMS_TENANT_RATE: String(TENANT_RATE),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rollcall-worker-')),
    });
    workers.push(worker);
    await worker.waitForOutput(/Rollcall is running \(worker, PostgreSQL server\)/, 60_000);
    return worker;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeTeamsConnector();
    fake.addTeam(team);
    fake.setLatency(20);
    const env = testEnv({ ROLE: 'web', DATABASE_URL: database.url! });
    web = await startServer({ env, log: createLogger(env), database });
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await web?.stop();
    await fake?.close();
  });

  it('re-sends only what was in flight and recovers the dead worker’s claims within seconds', async () => {
    const first = await startWorker();
    const conversations = team.members.map((member) => `a:1:${member.id}`);
    await database.db.transaction((tx) =>
      queueChatMessages(
        { jobs: web.jobs },
        tx,
        team.members.map((member, i) => ({
          idempotencyKey: `crash:${i}:prompt`,
          kind: 'prompt',
          target: teamsTarget({
            tenantId: TENANT,
            serviceUrl: fake.url,
            conversationId: conversations[i]!,
            recipientId: member.id,
          }),
          message: prompt(member.name),
        })),
      ),
    );
    const ids = (await database.db.select({ id: chatMessages.id }).from(chatMessages)).map((row) => row.id);
    expect(ids).toHaveLength(MEMBERS);

    await waitFor(
      () => fake.activities.length,
      (n) => n >= 40,
      { timeoutMs: 30_000, what: 'the fan-out under way' },
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // Let the fake answer the requests it was holding when the worker died.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const postedAtKill = new Set(fake.activities.map((sent) => sent.conversationId));
    expect(postedAtKill.size).toBeLessThan(MEMBERS);
    const rowsAtKill = await database.db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
    const recordedAtKill = new Set(
      rowsAtKill.filter((row) => row.status === 'sent').map((row) => ZTeamsAddress.parse(row.address).conversationId),
    );
    const inFlight = [...postedAtKill].filter((conversation) => !recordedAtKill.has(conversation));
    expect(inFlight.length).toBeLessThanOrEqual(TENANT_RATE);
    for (const conversation of recordedAtKill) expect(postedAtKill.has(conversation!)).toBe(true);
    expect(rowsAtKill.some((row) => row.status === 'sending')).toBe(true);

    await startWorker();
    const rows = await waitFor(
      () => database.db.select().from(chatMessages).where(inArray(chatMessages.id, ids)),
      (list) => list.every((row) => row.status === 'sent'),
      { timeoutMs: 30_000, intervalMs: 200, what: `all ${MEMBERS} chat messages recorded sent` },
    );
    expect(rows.every((row) => row.statusCode === 201 && row.claimToken === null)).toBe(true);
    const counts = new Map<string, number>();
    for (const sent of fake.activities) counts.set(sent.conversationId, (counts.get(sent.conversationId) ?? 0) + 1);
    expect(new Set(counts.keys())).toEqual(new Set(conversations));
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    const duplicates = [...counts].filter(([, n]) => n > 1).map(([conversation]) => conversation);
    for (const conversation of duplicates) expect(inFlight).toContain(conversation);
  }, 120_000);
});
