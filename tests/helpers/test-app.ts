/**
 * The HTTP app alone, for tests of the HTTP layer itself (errors, policies, CSRF): a clean
 * database, a job queue that records sends, and the chance to add routes before it is ready.
 */
import type { FastifyInstance } from 'fastify';
import type { TQueueName } from '../../bot/domain/jobs.ts';
import { buildApp } from '../../bot/http/app.ts';
import type { TRegisteredRoute } from '../../bot/http/policy.ts';
import { createLogger } from '../../bot/logger.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';
import { testEnv } from './test-server.ts';

export interface TTestApp {
  app: FastifyInstance;
  routes: TRegisteredRoute[];
  database: TTestDatabase;
  sentJobs: Array<{ queue: TQueueName; data: object }>;
  /** Makes readiness probes of the job engine fail, to test /readyz. */
  failJobsPing(fail: boolean): void;
  close(): Promise<void>;
}

/** Builds the app; `extend` may add routes before it becomes ready. */
export async function buildTestApp(
  options: { env?: Record<string, string>; webAppDir?: string; extend?: (app: FastifyInstance) => void } = {},
): Promise<TTestApp> {
  const env = testEnv(options.env);
  const database = await createTestDatabase();
  const sentJobs: TTestApp['sentJobs'] = [];
  let jobsFail = false;
  const built = buildApp({
    env,
    database,
    log: createLogger(env),
    webAppDir: options.webAppDir ?? '/nonexistent-web-app',
    jobs: {
      send: async (queue, data) => {
        sentJobs.push({ queue, data });
        return `job-${sentJobs.length}`;
      },
      sendMany: async (queue, jobs) => {
        for (const job of jobs) sentJobs.push({ queue, data: job.data });
      },
      schedule: async () => {},
      unschedule: async () => {},
      scheduleKeys: async () => [],
      ping: async () => {
        if (jobsFail) throw new Error('job engine down');
      },
    },
  });
  let app: FastifyInstance;
  let routes: TRegisteredRoute[];
  try {
    ({ app, routes } = await built);
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    routes,
    database,
    sentJobs,
    failJobsPing: (fail) => {
      jobsFail = fail;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
