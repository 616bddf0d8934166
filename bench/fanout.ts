/**
 * The `fanout` suite (issue: reports): 1,000 reports x 10 members, all due in the same minute,
 * delivered to a local SMTP sink. Prints prompts per second and the time from the scheduled
 * minute to the last prompt, on embedded PGlite and on a PostgreSQL server. Measured, never asserted.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like, max, min, sql } from 'drizzle-orm';
import { openDatabase, type TDatabaseHandle } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { emails, reportRuns } from '../bot/db/schema/index.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { ZReportFormFields } from '../shared/reports.ts';
import { createCleanup, describeError, type TCleanup } from './support/cleanup.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedReports } from './support/seed-reports.ts';
import { benchServerEnv } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase, redact, ServerUnreachableError } from './support/temp-database.ts';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface TSettings {
  reports: number;
  membersPerReport: number;
  adminUrl: string;
}

interface TMeasurement {
  mode: 'pglite' | 'postgres';
  prompts: number;
  delivered: number;
  /** From the scheduled minute to the last prompt received by the sink. */
  secondsToLastPrompt: number;
  /** From the first to the last prompt received. */
  deliverySeconds: number;
  promptsPerSecond: number;
}

/** The suite bench/run.ts starts for `npm run bench -- fanout`. */
export const fanoutSuite: TBenchSuite = { run: runFanout };

async function runFanout({ signal }: TBenchContext): Promise<boolean> {
  const settings: TSettings = {
    reports: Number(process.env.BENCH_REPORTS ?? 1000),
    membersPerReport: Number(process.env.BENCH_MEMBERS ?? 10),
    adminUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_ADMIN_URL,
  };
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(`${settings.reports} reports x ${settings.membersPerReport} members due in the same minute\n`);
  const measurements: TMeasurement[] = [];
  const failed: Array<{ mode: string; error: string }> = [];
  const skipped: Array<{ mode: string; reason: string }> = [];
  const modes = (process.env.BENCH_MODES ?? 'pglite,postgres').split(',');
  for (const mode of ['pglite', 'postgres'] as const) {
    if (signal.aborted) break;
    if (!modes.includes(mode)) continue;
    const cleanup = createCleanup();
    try {
      console.log(mode === 'pglite' ? 'PGlite (in memory):' : 'PostgreSQL server:');
      measurements.push(await measureMode(mode, settings, cleanup, signal));
    } catch (error) {
      if (error instanceof ServerUnreachableError) {
        skipped.push({ mode, reason: error.message });
        console.log(`  skipped: ${error.message}`);
      } else {
        failed.push({ mode, error: describeError(error) });
        console.error(`  failed: ${describeError(error)}`);
      }
    } finally {
      await cleanup.run();
    }
  }
  console.log(
    `\n${machineLine(machine)}\n${markdownTable(
      ['mode', 'prompts delivered', 'prompts/s', 'first to last prompt s', 'scheduled minute to last prompt s'],
      measurements.map((m) => [
        m.mode === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL server',
        `${m.delivered}/${m.prompts}`,
        Math.round(m.promptsPerSecond).toString(),
        m.deliverySeconds.toFixed(1),
        m.secondsToLastPrompt.toFixed(1),
      ]),
    )}`,
  );
  const file = await writeResults(
    'fanout',
    {
      suite: 'fanout',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      settings: { ...settings, adminUrl: redact(settings.adminUrl) },
      measurements,
      skipped,
      failed,
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return failed.length === 0;
}

async function measureMode(
  mode: 'pglite' | 'postgres',
  settings: TSettings,
  cleanup: TCleanup,
  signal: AbortSignal,
): Promise<TMeasurement> {
  const sink = await startSink(cleanup);
  let database: TDatabaseHandle;
  const extra: Record<string, string> = {};
  if (mode === 'postgres') {
    const temp = await createTempDatabase(settings.adminUrl);
    cleanup.add(() => temp.drop());
    database = await openDatabase({ kind: 'postgres', url: temp.url });
    extra.DATABASE_URL = temp.url;
  } else {
    database = await openDatabase({ kind: 'pglite-memory' });
  }
  await migrateDatabase(database);
  // Due at the start of the minute after next, so seeding and start-up fit before it.
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
  const seeded = Date.now();
  await seed(database, settings, due);
  console.log(
    `  seeded ${settings.reports * settings.membersPerReport} members in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const env = await benchServerEnv(cleanup, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}/?pool=true&maxConnections=8&maxMessages=1000000`,
    ...extra,
  });
  const server = await startServer({ env, log: createLogger(env), database });
  cleanup.add(() => server.stop());
  const prompts = settings.reports * settings.membersPerReport;
  console.log(`  waiting for ${due.toISOString()} ...`);
  let stats = await sink.stats();
  const deadline = due.getTime() + 10 * 60_000;
  while (stats.count < prompts && Date.now() < deadline && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    stats = await sink.stats();
  }
  const recorded = await database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emails)
    .where(like(emails.idempotencyKey, 'run:%:prompt'));
  const timeline = await phaseTimeline(database, due);
  console.log(
    `  runs opened ${timeline.runsFrom}-${timeline.runsTo} s after the minute; prompts recorded sent ${timeline.sentFrom}-${timeline.sentTo} s`,
  );
  const deliverySeconds = Math.max((stats.lastAt - stats.firstAt) / 1000, 0.001);
  const measurement: TMeasurement = {
    mode,
    prompts: recorded[0]?.n ?? 0,
    delivered: stats.count,
    secondsToLastPrompt: (stats.lastAt - due.getTime()) / 1000,
    deliverySeconds,
    promptsPerSecond: stats.count / Math.max((stats.lastAt - due.getTime()) / 1000, 0.001),
  };
  console.log(
    `  ${stats.count} prompts; last one ${measurement.secondsToLastPrompt.toFixed(1)} s after the scheduled minute (${Math.round(measurement.promptsPerSecond)} prompts/s)`,
  );
  return measurement;
}

/** When the phases happened, in seconds after the scheduled minute, read from the database. */
async function phaseTimeline(database: TDatabaseHandle, due: Date) {
  const seconds = (value: Date | null | undefined) =>
    value ? ((value.getTime() - due.getTime()) / 1000).toFixed(1) : '-';
  const [runs] = await database.db
    .select({ first: min(reportRuns.openedAt), last: max(reportRuns.openedAt) })
    .from(reportRuns);
  const [sent] = await database.db
    .select({ first: min(emails.sentAt), last: max(emails.sentAt) })
    .from(emails)
    .where(like(emails.idempotencyKey, 'run:%:prompt'));
  return {
    runsFrom: seconds(runs?.first),
    runsTo: seconds(runs?.last),
    sentFrom: seconds(sent?.first),
    sentTo: seconds(sent?.last),
  };
}

/** The reports, all due daily at `due` (UTC), from a two-question form. */
async function seed(database: TDatabaseHandle, settings: TSettings, due: Date): Promise<void> {
  const form = ZReportFormFields.parse({
    name: 'Bench standup',
    config: {
      fields: [
        { type: 'text', value: 'What did you do?' },
        { type: 'text', value: 'What next?' },
      ],
      time_zone: 'UTC',
      hour: due.getUTCHours(),
      minute: due.getUTCMinutes(),
      day_of_week: '*',
    },
  });
  await seedReports(database.db, { reports: settings.reports, membersPerReport: settings.membersPerReport, form });
}

interface TSink {
  port: number;
  stats(): Promise<{ count: number; firstAt: number; lastAt: number }>;
}

async function startSink(cleanup: TCleanup): Promise<TSink> {
  const child = fork(fileURLToPath(new URL('./support/smtp-sink.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanup.add(async () => {
    child.send('stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill();
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
  });
  return {
    port,
    stats: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as { count: number; firstAt: number; lastAt: number }));
        child.send('stats');
      }),
  };
}
