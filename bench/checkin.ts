/**
 * The `checkin` suite (issue: check-in page): autosave throughput and latency of
 * POST /api/v1/checkin/save_question/ on the server, once on embedded PGlite (in memory) and once
 * on a fresh database of a PostgreSQL server. Seeds reports x members with one open run each, then
 * autosaves a ~300-character Markdown answer to every check-in in turn from a load generator in a
 * child process (bench/support/checkin-load.ts). Measured and printed, never asserted.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../bot/db/client.ts';
import { checkins, reportRuns } from '../bot/db/schema/index.ts';
import { resultRows } from '../bot/db/sql-arrays.ts';
import { createReportRuns } from '../bot/domain/reports/create-report-run.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { ZReportFormFields } from '../shared/reports.ts';
import {
  BENCH_MODE_LABELS,
  benchAdminUrl,
  benchModes,
  measureEachMode,
  openBenchDatabase,
  type TBenchMode,
} from './support/bench-database.ts';
import type {
  TCheckinLoadOptions,
  TCheckinLoadReply,
  TCheckinLoadRequest,
  TCheckinTarget,
} from './support/checkin-load.ts';
import type { TCleanup } from './support/cleanup.ts';
import type { TLoadResult } from './support/load.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedReports } from './support/seed-reports.ts';
import { benchServerEnv, positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { redact } from './support/temp-database.ts';

const SAVE_PATH = '/api/v1/checkin/save_question/';
const WARMUP_SECONDS = 3;
/** The issue's goal, printed next to the figures (never asserted): on the PostgreSQL server. */
const GOAL = { savesPerSecond: 2000, p99Ms: 25 } as const;
const QUESTIONS = ['What did you do yesterday?', 'What will you do today?', 'Anything blocking you?'];

interface TSettings {
  durationSeconds: number;
  connections: number;
  reports: number;
  membersPerReport: number;
  modes: TBenchMode[];
  /** Where `rollcall_bench_<random>` is created and dropped. */
  adminUrl: string;
}

interface TMeasurement {
  mode: TBenchMode;
  /** 2xx answers per second of the measured run. */
  savesPerSecond: number;
  /** Latency of 2xx answers (autocannon records whole milliseconds). */
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: number;
  responses2xx: number;
  /** 2xx answers that kept the edit ({"saved":true}) and those a newer edit beat. */
  saved: number;
  notSaved: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  /** Read from the database after the run. */
  database: { checkins: number; answeredCheckins: number; answers: number };
}

/** The suite bench/run.ts starts for `npm run bench -- checkin`. */
export const checkinSuite: TBenchSuite = { run: runCheckinSuite };

async function runCheckinSuite({ signal }: TBenchContext): Promise<boolean> {
  const settings = readSettings(process.env);
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(
    `POST ${SAVE_PATH}: ${settings.reports} reports x ${settings.membersPerReport} members, ` +
      `${settings.connections} connections, ${WARMUP_SECONDS} s warm-up, ${settings.durationSeconds} s measured\n`,
  );

  const outcome = await measureEachMode(settings.modes, signal, (mode, cleanup) =>
    measureMode(mode, settings, cleanup, signal),
  );

  console.log(`\n${machineLine(machine)}\n${resultsTable(outcome.measurements)}`);
  const server = outcome.measurements.find((m) => m.mode === 'postgres');
  if (server) console.log(goalLine(server));
  for (const { mode, reason } of outcome.skipped) console.log(`Skipped ${mode}: ${reason}`);
  for (const { mode, error } of outcome.failed) console.log(`Failed ${mode}: ${error}`);

  const file = await writeResults(
    'checkin',
    {
      suite: 'checkin',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      interrupted: signal.aborted,
      machine,
      settings: { ...settings, adminUrl: redact(settings.adminUrl), warmupSeconds: WARMUP_SECONDS, path: SAVE_PATH },
      goal: GOAL,
      ...outcome,
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return outcome.failed.length === 0 && !signal.aborted;
}

/** BENCH_DURATION, BENCH_CONNECTIONS, BENCH_REPORTS, BENCH_MEMBERS, BENCH_MODES and the admin URL. */
function readSettings(source: NodeJS.ProcessEnv): TSettings {
  return {
    durationSeconds: positiveInteger(source, 'BENCH_DURATION', 10),
    connections: positiveInteger(source, 'BENCH_CONNECTIONS', 20),
    reports: positiveInteger(source, 'BENCH_REPORTS', 100),
    membersPerReport: positiveInteger(source, 'BENCH_MEMBERS', 10),
    modes: benchModes(source),
    adminUrl: benchAdminUrl(source),
  };
}

async function measureMode(
  mode: TBenchMode,
  settings: TSettings,
  cleanup: TCleanup,
  signal: AbortSignal,
): Promise<TMeasurement> {
  const { database, env: extra, handOver } = await openBenchDatabase(mode, settings.adminUrl, cleanup);
  const seedStarted = Date.now();
  const targets = await seed(database.db, settings);
  console.log(
    `  seeded ${settings.reports} reports x ${settings.membersPerReport} members with an open run each ` +
      `(${targets.length} check-ins) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const env = await benchServerEnv(cleanup, extra);
  handOver();
  const server = await startServer({ env, log: createLogger(env), database });
  cleanup.add(() => server.stop());
  if (!server.url) throw new Error('the server did not report a URL');
  // startServer answers http://localhost:<port>; the load goes to the address it listens on.
  const baseUrl = `http://127.0.0.1:${new URL(server.url).port}`;

  const headers = { 'content-type': 'application/json', ...(await fetchCsrf(baseUrl)) };
  await checkOneSave(baseUrl, headers, targets[0]!);

  const load = await startLoadProcess(cleanup);
  const options: TCheckinLoadOptions = {
    baseUrl,
    path: SAVE_PATH,
    connections: settings.connections,
    durationSeconds: WARMUP_SECONDS,
    headers,
    targets,
  };
  console.log(`  ${WARMUP_SECONDS} s warm-up, then ${settings.durationSeconds} s measured`);
  await load.run(options, signal);
  const measured = await load.run({ ...options, durationSeconds: settings.durationSeconds }, signal);

  const stored = await storedAnswers(database.db);
  const measurement = toMeasurement(mode, measured, stored);
  console.log(
    `  ${Math.round(measurement.savesPerSecond)} saves/s, p50 ${measurement.latencyMs.p50} ms, ` +
      `p99 ${measurement.latencyMs.p99} ms; ${measurement.non2xx} non-2xx, ${measurement.errors} errors`,
  );
  console.log(
    `  in the database: ${stored.answeredCheckins} of ${stored.checkins} check-ins answered, ${stored.answers} answers`,
  );
  if (measurement.saved > 0 && stored.answeredCheckins === 0) {
    throw new Error(`${measurement.saved} saves answered saved:true, but no check-in has an answer in the database`);
  }
  return measurement;
}

/**
 * One account with an email team of every member, `reports` weekly reports of `membersPerReport`
 * members each (scheduled half a day away, so no run opens during the load), and one open run per
 * report created the way the engine does (createReportRuns). Answers every check-in with its keys.
 */
async function seed(db: TDatabase, settings: TSettings): Promise<TCheckinTarget[]> {
  const now = new Date();
  const form = ZReportFormFields.parse({
    name: 'Bench check-in',
    config: {
      fields: QUESTIONS.map((value) => ({ type: 'text', value })),
      time_zone: 'UTC',
      hour: (now.getUTCHours() + 12) % 24,
      minute: 0,
      day_of_week: '*',
    },
  });
  const runKey = now.toISOString().slice(0, 10);
  await seedReports(db, {
    reports: settings.reports,
    membersPerReport: settings.membersPerReport,
    form,
    afterBatch: (batch) =>
      db.transaction(async (tx) => {
        await createReportRuns(
          tx,
          batch.map((report) => ({
            report,
            key: runKey,
            scheduledFor: now,
            summaryAt: new Date(now.getTime() + 86_400_000),
            openedBy: 'trigger' as const,
          })),
        );
      }),
  });
  const rows = await db
    .select({ hash: checkins.hash, questions: reportRuns.questions })
    .from(checkins)
    .innerJoin(reportRuns, eq(reportRuns.id, checkins.runId));
  return rows.map((row) => ({ hash: row.hash, keys: row.questions.map((question) => question.key) }));
}

/** The CSRF token and cookie, loaded as the check-in page does: GET /api/v1/state. */
async function fetchCsrf(baseUrl: string): Promise<{ 'x-csrf-token': string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/v1/state`);
  if (!response.ok) throw new Error(`GET /api/v1/state answered ${response.status}`);
  const { csrftoken } = (await response.json()) as { csrftoken?: string };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('rollcall_csrf='));
  if (!csrftoken || !cookie) throw new Error('GET /api/v1/state gave no CSRF token or rollcall_csrf cookie');
  return { 'x-csrf-token': csrftoken, cookie };
}

/** One save before the load, so a broken route or CSRF setup fails with its answer, not as 100% non-2xx. */
async function checkOneSave(baseUrl: string, headers: Record<string, string>, target: TCheckinTarget): Promise<void> {
  // edited_at 1: older than every edit of the load, so it never stands in the way of one.
  const body = JSON.stringify({ hash: target.hash, key: target.keys[0], content: 'Bench check', edited_at: 1 });
  const response = await fetch(`${baseUrl}${SAVE_PATH}`, { method: 'POST', headers, body });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('"ok":true')) {
    throw new Error(`a first save answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

async function storedAnswers(db: TDatabase): Promise<TMeasurement['database']> {
  const [row] = resultRows<{ checkins: number; answered: number; answers: number }>(
    await db.execute(sql`
      select count(*)::int as checkins,
        (count(*) filter (where ${checkins.answers} <> '{}'::jsonb))::int as answered,
        coalesce(sum((select count(*) from jsonb_object_keys(${checkins.answers}))), 0)::int as answers
      from ${checkins}`),
  );
  return { checkins: row?.checkins ?? 0, answeredCheckins: row?.answered ?? 0, answers: row?.answers ?? 0 };
}

interface TLoadProcess {
  /** One autocannon run in the child; rejects when `signal` aborts (the child stops its load). */
  run(options: TCheckinLoadOptions, signal: AbortSignal): Promise<Extract<TCheckinLoadReply, { type: 'result' }>>;
}

/** Forks bench/support/checkin-load.ts and waits until it listens; cleanup disconnects it. */
async function startLoadProcess(cleanup: TCleanup): Promise<TLoadProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./support/checkin-load.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanup.add(async () => {
    if (child.connected) child.disconnect();
    const timer = setTimeout(() => child.kill(), 2000);
    await exited;
    clearTimeout(timer);
  });
  const next = () =>
    new Promise<TCheckinLoadReply>((resolve, reject) => {
      const onMessage = (message: TCheckinLoadReply) => {
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null, signalName: string | null) => {
        child.off('message', onMessage);
        reject(new Error(`the load process exited (${signalName ?? `code ${code}`})`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`the load process said ${JSON.stringify(ready)} instead of ready`);
  return {
    run: async (options, signal) => {
      signal.throwIfAborted();
      const reply = next();
      const abort = () => child.send({ type: 'stop' } satisfies TCheckinLoadRequest);
      signal.addEventListener('abort', abort, { once: true });
      try {
        child.send({ type: 'run', options } satisfies TCheckinLoadRequest);
        const message = await reply;
        signal.throwIfAborted();
        if (message.type === 'error') throw new Error(`load: ${message.message}`);
        if (message.type !== 'result') throw new Error(`the load process said ${JSON.stringify(message)}`);
        return message;
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
  };
}

function toMeasurement(
  mode: TBenchMode,
  reply: Extract<TCheckinLoadReply, { type: 'result' }>,
  stored: TMeasurement['database'],
): TMeasurement {
  const result: TLoadResult = reply.result;
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const responses2xx = result['2xx'];
  return {
    mode,
    savesPerSecond: responses2xx / Math.max(result.duration, 0.001),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    responses2xx,
    saved: reply.saved,
    notSaved: reply.notSaved,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    database: stored,
  };
}

function resultsTable(measurements: TMeasurement[]): string {
  return markdownTable(
    ['mode', 'saves/s (2xx)', 'p50 ms', 'p99 ms', 'saved/2xx', 'non-2xx', 'errors', 'answered check-ins'],
    measurements.map((m) => [
      BENCH_MODE_LABELS[m.mode],
      Math.round(m.savesPerSecond).toString(),
      m.latencyMs.p50.toString(),
      m.latencyMs.p99.toString(),
      `${m.saved}/${m.responses2xx}`,
      nonSuccessCodes(m.statusCodes),
      `${m.errors + m.timeouts}`,
      `${m.database.answeredCheckins}/${m.database.checkins}`,
    ]),
  );
}

/** `0`, or the count per status: `12 x 429, 1 x 500`. */
function nonSuccessCodes(statusCodes: Record<string, number>): string {
  const codes = Object.entries(statusCodes).filter(([code]) => !code.startsWith('2'));
  return codes.length === 0 ? '0' : codes.map(([code, n]) => `${n} x ${code}`).join(', ');
}

function goalLine(m: TMeasurement): string {
  const met = m.savesPerSecond >= GOAL.savesPerSecond && m.latencyMs.p99 <= GOAL.p99Ms;
  return (
    `Goal on the PostgreSQL server (>= ${GOAL.savesPerSecond} saves/s, p99 <= ${GOAL.p99Ms} ms): ` +
    `${met ? 'met' : 'not met'} (${Math.round(m.savesPerSecond)} saves/s, p99 ${m.latencyMs.p99} ms)`
  );
}
