/**
 * The `http` suite: GET /readyz and GET /api/v1/state under autocannon, once on embedded PGlite
 * (in memory) and once on a fresh database of a PostgreSQL server. Speed is measured and
 * reported, never asserted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type TDatabaseHandle } from '../bot/db/client.ts';
import { loadEnv, type TEnv } from '../bot/env.ts';
import { createLogger } from '../bot/logger.ts';
import { startServer } from '../bot/server.ts';
import { createCleanup, describeError, type TCleanup } from './support/cleanup.ts';
import { runLoad, type TLoadResult } from './support/load.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';
import { createTempDatabase, redact, ServerUnreachableError } from './support/temp-database.ts';

const PATHS = ['/readyz', '/api/v1/state'] as const;
const WARMUP_SECONDS = 2;
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface TSettings {
  durationSeconds: number;
  connections: number;
  /** Where `rollcall_bench_<random>` is created and dropped. */
  adminUrl: string;
}

interface TMode {
  name: 'pglite' | 'postgres';
  label: string;
  /** Starts a server for this mode and answers its 127.0.0.1 base URL; undo steps go to cleanup. */
  start(settings: TSettings, cleanup: TCleanup): Promise<string>;
}

interface TMeasurement {
  mode: TMode['name'];
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

interface TOutcome {
  measurements: TMeasurement[];
  skipped: Array<{ mode: TMode['name']; reason: string }>;
  failed: Array<{ mode: TMode['name']; error: string }>;
}

const MODES: TMode[] = [
  { name: 'pglite', label: 'PGlite (in memory)', start: startPgliteServer },
  { name: 'postgres', label: 'PostgreSQL server', start: startPostgresServer },
];

/** The suite bench/run.ts starts for `npm run bench -- http`. */
export const httpSuite: TBenchSuite = { run: runHttpSuite };

async function runHttpSuite({ signal }: TBenchContext): Promise<boolean> {
  const settings = readSettings(process.env);
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(
    `Load: ${settings.connections} connections, ${WARMUP_SECONDS} s warm-up, ${settings.durationSeconds} s measured\n`,
  );

  const outcome: TOutcome = { measurements: [], skipped: [], failed: [] };
  for (const mode of MODES) {
    if (signal.aborted) break;
    await benchMode(mode, settings, signal, outcome);
  }

  console.log(`\n${machineLine(machine)}\n${resultsTable(outcome.measurements)}`);
  for (const { mode, reason } of outcome.skipped) console.log(`Skipped ${mode}: ${reason}`);
  for (const { mode, error } of outcome.failed) console.log(`Failed ${mode}: ${error}`);

  const file = await writeResults(
    'http',
    {
      suite: 'http',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      interrupted: signal.aborted,
      machine,
      settings: { ...settings, adminUrl: redact(settings.adminUrl), warmupSeconds: WARMUP_SECONDS },
      ...outcome,
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return outcome.failed.length === 0 && !signal.aborted;
}

/** Reads BENCH_DURATION, BENCH_CONNECTIONS and the admin URL; a bad number stops the run before any server starts. */
function readSettings(source: NodeJS.ProcessEnv): TSettings {
  return {
    durationSeconds: positiveInteger(source, 'BENCH_DURATION', 10),
    connections: positiveInteger(source, 'BENCH_CONNECTIONS', 10),
    adminUrl: source.BENCH_DATABASE_URL || source.DATABASE_URL || DEFAULT_ADMIN_URL,
  };
}

async function benchMode(mode: TMode, settings: TSettings, signal: AbortSignal, outcome: TOutcome): Promise<void> {
  console.log(`${mode.label}:`);
  const cleanup = createCleanup();
  try {
    const baseUrl = await mode.start(settings, cleanup);
    for (const urlPath of PATHS) {
      outcome.measurements.push(await measurePath(mode, baseUrl, urlPath, settings, signal));
    }
  } catch (error) {
    if (error instanceof ServerUnreachableError) {
      const reason = `cannot reach the PostgreSQL server (${error.message})`;
      console.log(`  skipped: ${reason}`);
      outcome.skipped.push({ mode: mode.name, reason });
    } else {
      console.error(`  failed: ${describeError(error)}`);
      outcome.failed.push({ mode: mode.name, error: describeError(error) });
    }
  } finally {
    await cleanup.run();
  }
}

async function measurePath(
  mode: TMode,
  baseUrl: string,
  urlPath: string,
  settings: TSettings,
  signal: AbortSignal,
): Promise<TMeasurement> {
  const url = `${baseUrl}${urlPath}`;
  const load = { url, connections: settings.connections, signal };
  console.log(`  GET ${urlPath}: ${WARMUP_SECONDS} s warm-up, then ${settings.durationSeconds} s measured`);
  await runLoad({ ...load, durationSeconds: WARMUP_SECONDS });
  const result = await runLoad({ ...load, durationSeconds: settings.durationSeconds });
  return toMeasurement(mode.name, urlPath, result);
}

function toMeasurement(mode: TMode['name'], urlPath: string, result: TLoadResult): TMeasurement {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    mode,
    path: urlPath,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    durationSeconds: result.duration,
  };
}

function resultsTable(measurements: TMeasurement[]): string {
  const labels = new Map(MODES.map((mode) => [mode.name, mode.label]));
  return markdownTable(
    ['mode', 'path', 'requests/s', 'p50 ms', 'p99 ms', 'errors/non-2xx'],
    measurements.map((m) => [
      labels.get(m.mode) ?? m.mode,
      `GET ${m.path}`,
      Math.round(m.requestsPerSecond).toString(),
      m.latencyMs.p50.toString(),
      m.latencyMs.p99.toString(),
      `${m.errors}/${m.non2xx}`,
    ]),
  );
}

async function startPgliteServer(_settings: TSettings, cleanup: TCleanup): Promise<string> {
  const env = benchEnv(await makeDataDir(cleanup), {});
  const database = await openDatabase({ kind: 'pglite-memory' });
  // From here startServer owns the database: it closes it on stop() and when it fails to start.
  return startBenchServer(env, cleanup, database);
}

async function startPostgresServer(settings: TSettings, cleanup: TCleanup): Promise<string> {
  const database = await createTempDatabase(settings.adminUrl);
  cleanup.add(() => database.drop());
  console.log(`  created database ${database.name}`);
  const env = benchEnv(await makeDataDir(cleanup), { DATABASE_URL: database.url });
  return startBenchServer(env, cleanup);
}

async function startBenchServer(env: TEnv, cleanup: TCleanup, database?: TDatabaseHandle): Promise<string> {
  const server = await startServer({ env, log: createLogger(env), database });
  cleanup.add(() => server.stop());
  if (!server.url) throw new Error('the server did not report a URL');
  // startServer answers http://localhost:<port>; the load goes to the address it listens on.
  return `http://127.0.0.1:${new URL(server.url).port}`;
}

function benchEnv(dataDir: string, extra: Record<string, string>): TEnv {
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    ...extra,
  });
}

async function makeDataDir(cleanup: TCleanup): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
