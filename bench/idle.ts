/**
 * The `idle` suite (issue 17, a lean process): starts the real embedded process (`npm start`:
 * dist/server/main.mjs, PGlite in a data folder, the demo seeded) as a child, with 0 and then 1,000 enabled reports, and
 * prints the time until /readyz answers, resident memory (steady and peak) and the CPU it burns
 * while nobody uses it, against the goals. Measured, never asserted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../bot/db/client.ts';
import { migrateDatabase } from '../bot/db/migrate.ts';
import { ZReportFormFields } from '../shared/reports.ts';
import { createCleanup, describeError, type TCleanup } from './support/cleanup.ts';
import { commandLineOf, descendantsOf, processCpuSeconds, processMemory } from './support/proc.ts';
import { describeMachine, machineLine, markdownTable, writeResults } from './support/report.ts';
import { seedReports } from './support/seed-reports.ts';
import { positiveInteger } from './support/settings.ts';
import type { TBenchContext, TBenchSuite } from './support/suite.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const IDLE_GOALS = {
  readySeconds: 3,
  steadyRssMiB: 500,
  peakRssMiB: 700,
  idleCpuPercent: 2,
} as const;

interface TSettings {
  /** Seconds over which idle CPU is measured. */
  idleSeconds: number;
  /** Seconds left after ready before measuring, for start-up work (demo run, first sweep) to finish. */
  settleSeconds: number;
  reports: number;
}

interface TMeasurement {
  reports: number;
  /** First start on an empty folder: migrations and the demo seed included. */
  firstReadySeconds: number;
  /** Start on the same folder again: what `npm start` costs once installed. */
  readySeconds: number;
  readyCpuSeconds: number;
  steadyRssMiB: number;
  /** Peak of the running server (the restart): what the goal counts. */
  peakRssMiB: number;
  /** Peak of the first start, when PGlite creates the database and the demo is seeded. */
  firstPeakRssMiB: number;
  idleCpuPercent: number;
}

/** The suite bench/run.ts starts for `npm run bench -- idle`. */
export const idleSuite: TBenchSuite = { run: runIdle };

async function runIdle({ signal }: TBenchContext): Promise<boolean> {
  const settings: TSettings = {
    idleSeconds: positiveInteger(process.env, 'BENCH_IDLE_SECONDS', 60),
    settleSeconds: positiveInteger(process.env, 'BENCH_SETTLE_SECONDS', 15),
    reports: positiveInteger(process.env, 'BENCH_REPORTS', 1000),
  };
  const machine = describeMachine();
  const startedAt = new Date();
  console.log(machineLine(machine));
  console.log(
    `npm start with PGlite and the demo seed; idle CPU over ${settings.idleSeconds} s after ${settings.settleSeconds} s of settling\n`,
  );
  const measurements: TMeasurement[] = [];
  const failed: Array<{ reports: number; error: string }> = [];
  for (const reports of [0, settings.reports]) {
    if (signal.aborted) break;
    const cleanup = createCleanup();
    try {
      console.log(`${reports} enabled reports:`);
      measurements.push(await measure(reports, settings, cleanup, signal));
    } catch (error) {
      failed.push({ reports, error: describeError(error) });
      console.error(`  failed: ${describeError(error)}`);
    } finally {
      await cleanup.run();
    }
  }
  const goal = (value: string, target: string, ok: boolean) => `${value} (goal ${target}${ok ? '' : ', MISSED'})`;
  console.log(
    `\n${machineLine(machine)}\n${markdownTable(
      [
        'reports',
        'first start s',
        'ready s',
        'CPU to ready s',
        'RSS steady MiB',
        'RSS peak MiB',
        'first start peak MiB',
        'idle CPU % of a core',
      ],
      measurements.map((m) => [
        m.reports.toString(),
        m.firstReadySeconds.toFixed(1),
        goal(m.readySeconds.toFixed(1), `<= ${IDLE_GOALS.readySeconds}`, m.readySeconds <= IDLE_GOALS.readySeconds),
        m.readyCpuSeconds.toFixed(1),
        goal(m.steadyRssMiB.toFixed(0), `<= ${IDLE_GOALS.steadyRssMiB}`, m.steadyRssMiB <= IDLE_GOALS.steadyRssMiB),
        goal(m.peakRssMiB.toFixed(0), `<= ${IDLE_GOALS.peakRssMiB}`, m.peakRssMiB <= IDLE_GOALS.peakRssMiB),
        m.firstPeakRssMiB.toFixed(0),
        goal(
          m.idleCpuPercent.toFixed(2),
          `<= ${IDLE_GOALS.idleCpuPercent}`,
          m.idleCpuPercent <= IDLE_GOALS.idleCpuPercent,
        ),
      ]),
    )}`,
  );
  const file = await writeResults(
    'idle',
    {
      suite: 'idle',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      settings,
      goals: IDLE_GOALS,
      measurements,
      failed,
    },
    startedAt,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  return failed.length === 0;
}

async function measure(reports: number, settings: TSettings, cleanup: TCleanup, signal: AbortSignal) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-idle-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  if (reports > 0) {
    await seedInto(dataDir, reports);
    console.log(`  seeded ${reports} reports`);
  }
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    NODE_ENV: 'development',
  };
  const first = await startProcess(env, cleanup);
  // The seed and its first report run finish just after ready; their peak counts too.
  await sleep(settings.settleSeconds * 1000, signal);
  first.peakRssMiB = processMemory(first.pid).peakRssMiB;
  console.log(`  first start (migrations, demo seed) ready in ${first.readySeconds.toFixed(1)} s`);
  await first.stop();
  const started = await startProcess(env, cleanup);
  console.log(
    `  restart ready in ${started.readySeconds.toFixed(1)} s (${started.readyCpuSeconds.toFixed(1)} s of CPU)`,
  );
  await sleep(settings.settleSeconds * 1000, signal);
  const cpuBefore = processCpuSeconds(started.pid);
  const wallBefore = performance.now();
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(processMemory(started.pid).rssMiB), 1000);
  await sleep(settings.idleSeconds * 1000, signal);
  clearInterval(sampler);
  const idleCpuPercent =
    ((processCpuSeconds(started.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000)) * 100;
  const memory = processMemory(started.pid);
  rssSamples.sort((a, b) => a - b);
  const measurement: TMeasurement = {
    reports,
    firstReadySeconds: first.readySeconds,
    readySeconds: started.readySeconds,
    readyCpuSeconds: started.readyCpuSeconds,
    steadyRssMiB: rssSamples[Math.floor(rssSamples.length / 2)] ?? memory.rssMiB,
    peakRssMiB: memory.peakRssMiB,
    firstPeakRssMiB: first.peakRssMiB,
    idleCpuPercent,
  };
  console.log(
    `  RSS ${measurement.steadyRssMiB.toFixed(0)} MiB steady, ${measurement.peakRssMiB.toFixed(0)} MiB peak (first start ${measurement.firstPeakRssMiB.toFixed(0)} MiB); idle CPU ${idleCpuPercent.toFixed(2)} % of a core`,
  );
  await started.stop();
  return measurement;
}

/** The reports, enabled and due daily at 09:00 UTC, written straight into the data folder. */
async function seedInto(dataDir: string, reports: number): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const form = ZReportFormFields.parse({
      name: 'Idle standup',
      config: {
        fields: [{ type: 'text', value: 'What did you do?' }],
        time_zone: 'UTC',
        hour: 9,
        minute: 0,
        day_of_week: '*',
      },
    });
    await seedReports(database.db, { reports, membersPerReport: 2, form });
  } finally {
    await database.close();
  }
}

interface TStartedProcess {
  pid: number;
  readySeconds: number;
  /** CPU seconds the server process used until ready: steadier than wall time on a busy machine. */
  readyCpuSeconds: number;
  /** VmHWM when ready (the child's peak so far). */
  peakRssMiB: number;
  stop(): Promise<void>;
}

/**
 * Runs `npm start` (its build step finds everything built) in a process group of its own, and
 * answers when /readyz says ready. The port comes from the banner the process prints; the
 * figures are those of the server process (node bot/start.mjs) under npm.
 */
async function startProcess(env: Record<string, string>, cleanup: TCleanup): Promise<TStartedProcess> {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = () => stopGroup(child);
  cleanup.add(stop);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  while (!(await isReady(url))) await sleep(25);
  const readySeconds = (performance.now() - began) / 1000;
  const pid = descendantsOf(child.pid ?? -1).find((id) => /^\S*node \S*bot\/start\.mjs/.test(commandLineOf(id)));
  if (pid === undefined) throw new Error('no server process (node bot/start.mjs) under npm start');
  return {
    pid,
    readySeconds,
    readyCpuSeconds: processCpuSeconds(pid),
    peakRssMiB: processMemory(pid).peakRssMiB,
    stop,
  };
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

/** Stops npm start and the server under it: SIGTERM to the group it leads, SIGKILL after 10 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const group = -child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
