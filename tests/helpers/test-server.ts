/**
 * Starts the real Rollcall process in-process for a test file: a clean database, the job engine
 * with workers, and the HTTP server on a free loopback port. Tests call it through inject() or
 * fetch, the same doors users and platforms use.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Clock } from 'pg-boss';
import { loadEnv, type TEnv } from '../../bot/env.ts';
import { createLogger } from '../../bot/logger.ts';
import { startServer, type TRunningServer } from '../../bot/server.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export interface TTestServer extends TRunningServer {
  env: TEnv;
  database: TTestDatabase;
  /** Shortcut for database.db, so the server can be passed as domain deps ({ db, jobs }). */
  db: TTestDatabase['db'];
  app: NonNullable<TRunningServer['app']>;
  url: string;
}

export interface TStartTestServerOptions {
  /** Extra or overriding environment variables. */
  env?: Record<string, string>;
  webAppDir?: string;
  /** pg-boss's TestClock, to drive schedules by hand. */
  clock?: Clock;
}

/** Builds the test environment: quiet logs, port 0, no demo seed unless asked. */
export function testEnv(overrides: Record<string, string> = {}): TEnv {
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rollcall-test-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...overrides,
  });
}

/** Starts the whole server on a clean database; call `stop()` in afterAll. */
export async function startTestServer(options: TStartTestServerOptions = {}): Promise<TTestServer> {
  const env = testEnv(options.env);
  const database = await createTestDatabase();
  const server = await startServer({
    env,
    log: createLogger(env),
    database,
    webAppDir: options.webAppDir,
    clock: options.clock,
  });
  if (!server.app || !server.url) throw new Error('test server started without HTTP');
  return { ...server, env, database, db: database.db, app: server.app, url: server.url };
}
