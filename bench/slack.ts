import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { triggerReportRun } from '../bot/core/engine/trigger-report-run.ts';
import { openDatabase } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { createSecretBox } from '../bot/domain/secrets/secret-box.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { buildAccount } from '../tests/factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../tests/fakes/slack-api/index.ts';
import { spawnRollcall, type TRollcallProcess } from '../tests/helpers/spawn-rollcall.ts';
import { buildLinkedSlackTeam } from '../tests/slack-factories.ts';
import { createCleanup, describeError, type TCleanup } from './support/cleanup.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedChatReport } from './support/seed-chat-report.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase } from './support/temp-database.ts';
import { waitForDeliveries } from './support/wait-for-deliveries.ts';

/** The suite bench/run.ts starts for `npm run bench -- slack`. */
export const slackSuite: TBenchSuite = { run: runSlack };

const SLACK_APP = {
  SLACK_CLIENT_ID: 'bench.client',
  SLACK_CLIENT_SECRET: 'bench-client-secret',
  SLACK_SIGNING_SECRET: 'bench-signing-secret',
};

interface TRunFigures {
  workers: number;
  rows: string[][];
  complete: boolean;
}

async function runSlack(context: TBenchContext): Promise<boolean> {
  const members = positiveInteger(process.env, 'BENCH_MEMBERS', 1000);
  const cap = positiveInteger(process.env, 'SLACK_MESSAGES_PER_MINUTE', 300);
  console.log(machineLine(describeMachine()));
  console.log(`${members} members in one Slack workspace, workspace cap ${cap} chat.postMessage per minute\n`);
  const results: TRunFigures[] = [];
  for (const workers of [1, 2]) {
    if (context.signal.aborted) break;
    const cleanup = createCleanup();
    try {
      results.push(await runWith(context, cleanup, { members, cap, workers }));
    } catch (error) {
      console.error(`slack bench with ${workers} worker(s) failed: ${describeError(error)}`);
      results.push({ workers, rows: [], complete: false });
    } finally {
      await cleanup.run();
    }
  }
  const measures = results[0]?.rows.map((row) => row[0]!) ?? [];
  const table = measures.map((measure, index) => [measure, ...results.map((result) => result.rows[index]?.[1] ?? '-')]);
  console.log(markdownTable(['measure', ...results.map((result) => `${result.workers} worker(s)`)], table));
  const file = await writeResults('slack', {
    members,
    cap,
    runs: results.map((result) => ({ workers: result.workers, rows: Object.fromEntries(result.rows) })),
  });
  console.log(`\nwritten to ${file}`);
  return results.length === 2 && results.every((result) => result.complete);
}

async function runWith(
  { signal }: TBenchContext,
  cleanup: TCleanup,
  options: { members: number; cap: number; workers: number },
): Promise<TRunFigures> {
  const { members, cap, workers } = options;
  const fake = await startFakeSlackApi({ postMessagePerMinute: cap });
  cleanup.add(() => fake.close());
  const teamId = 'T0BENCH01';
  const workspace = fake.addWorkspace({ id: teamId, name: 'Bench', members, noFilteredUsers: true });
  const adminUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const temp = await createTempDatabase(adminUrl);
  cleanup.add(() => temp.drop());
  const database = await openDatabase({ kind: 'postgres', url: temp.url });
  await migrateDatabase(database);
  const settings = {
    ...SLACK_APP,
    SLACK_URL: fake.url,
    SLACK_MESSAGES_PER_MINUTE: String(cap),
    DATABASE_URL: temp.url,
  };
  const env = await benchServerEnv(cleanup, { ...settings, ROLE: 'web' });
  const web = await startServer({ env, log: createLogger(env), database });
  cleanup.add(() => web.stop());

  const db = database.db;
  const account = await buildAccount(db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const people = workspace.users.filter((user) => !user.isBot && user.id !== workspace.botUserId);
  const linked = await buildLinkedSlackTeam(db, account, {
    box: createSecretBox(env.SESSION_SECRET),
    slackTeamId: teamId,
    botToken: fake.botToken(teamId),
    botUserId: workspace.botUserId,
    people,
    teamName: 'Bench',
  });
  const userIds = linked.members.map(({ user }) => user.id);
  const report = await seedChatReport(db, account.id, linked.team.id, userIds);

  const processes: TRollcallProcess[] = [];
  for (let index = 0; index < workers; index++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-worker-'));
    cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
    const worker = spawnRollcall({
      ...settings,
      ROLE: 'worker',
      SESSION_SECRET: env.SESSION_SECRET,
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
    });
    processes.push(worker);
    cleanup.add(async () => {
      await worker.stop();
    });
  }
  await Promise.all(
    processes.map((worker) => worker.waitForOutput(/Rollcall is running \(worker, PostgreSQL server\)/, 90_000)),
  );

  const started = Date.now();
  await triggerReportRun(
    { db, jobs: web.jobs, log: createLogger(env), now: () => new Date(), publicUrl: () => env.PUBLIC_URL },
    report,
  );
  const deadline = started + Math.max(120_000, (members / cap) * 60_000 * 2.5);
  const done = await waitForDeliveries(db, { reportId: report.id, members, deadline, signal });
  // Give a straggler a moment to show as a duplicate if one were sent twice.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { workers, rows: figures(fake, { members, cap, started }), complete: done >= members };
}

/** The figures of one run from the fake's record of accepted messages. */
function figures(fake: TFakeSlackApi, input: { members: number; cap: number; started: number }): string[][] {
  const { members, cap, started } = input;
  const posted = fake.calls('chat.postMessage').filter((call) => call.ok);
  const times = posted.map((call) => call.at).sort((a, b) => a - b);
  const byMember = new Map<string, number>();
  for (const call of posted) {
    const channel = String(call.args.channel);
    byMember.set(channel, (byMember.get(channel) ?? 0) + 1);
  }
  const drops = members - byMember.size;
  const duplicates = [...byMember.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const first = times[0] ?? started;
  const last = times.at(-1) ?? started;
  const seconds = (last - first) / 1000;
  // At the cap, N messages fit in whole 60 s windows: the first `cap` at once, the next a minute later...
  const idealSeconds = (Math.ceil(posted.length / cap) - 1) * 60;
  let most = 0;
  for (let from = 0, to = 0; to < times.length; to++) {
    while (times[to]! - times[from]! >= 60_000) from++;
    most = Math.max(most, to - from + 1);
  }
  // Per minute of the run, counting each minute begun (the first window starts with the first message).
  const perMinute = posted.length / (Math.floor(seconds / 60) + 1);
  const share = seconds > 0 ? Math.min(idealSeconds / seconds, 1) : 1;
  return [
    ['delivered messages', String(posted.length)],
    ['seconds (first to last message)', seconds.toFixed(1)],
    ['delivered per minute (minutes begun)', perMinute.toFixed(0)],
    ['workspace cap (messages/min)', String(cap)],
    ['most messages in any 60 s', String(most)],
    ['share of the cap (ideal time / time taken)', `${(share * 100).toFixed(1)}%`],
    ['429 answers met', String(fake.rateLimited('chat.postMessage'))],
    ['drops', String(drops)],
    ['duplicates', String(duplicates)],
    ['time from trigger to last delivery (s)', ((last - started) / 1000).toFixed(1)],
  ];
}
