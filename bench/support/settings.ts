/** Reading the benchmarks' settings from the environment, and the server settings they run with. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv, type TEnv } from '../../bot/env.ts';
import type { TCleanup } from './cleanup.ts';

/** A whole number >= 1 from `name`, or `fallback` when unset; a bad value stops the run before any server starts. */
export function positiveInteger(source: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name}=${JSON.stringify(raw)}: must be a whole number >= 1`);
  }
  return value;
}

/** The measured server's settings: port 0 on loopback, quiet logs (BENCH_LOG_LEVEL), a throw-away data folder. */
export async function benchServerEnv(cleanup: TCleanup, extra: Record<string, string> = {}): Promise<TEnv> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    ...extra,
  });
}
