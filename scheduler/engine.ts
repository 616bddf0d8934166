/**
 * The job engine (ARCHITECTURE §4): pg-boss on the application's own database. Embedded mode runs
 * it in-process on PGlite; server mode gives it its own small pool. Any process can enqueue; only
 * processes started with workers (ROLE all or worker) fetch jobs and fire schedules, and pg-boss
 * hands each job to exactly one of them.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import {
  type Clock,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  type JobResult,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { TDatabaseHandle } from '../bot/db/client.ts';
import type { TJobQueue, TQueueName, TSendJobOptions } from '../bot/domain/jobs.ts';
import type { TLogger } from '../bot/domain/logger.ts';
import { startDeliveryRecovery, type TDeliveryRecovery } from './delivery-recovery.ts';
import { QUEUE_BATCH_SIZES, QUEUE_OPTIONS, QUEUE_POLLING_SECONDS, SCHEDULES } from './queues.ts';

export type TJobHandler = (data: unknown, job: Job<unknown>) => Promise<void>;
export type TJobHandlers = Partial<Record<TQueueName, TJobHandler>>;

export interface TJobEngine extends TJobQueue {
  /** host:pid of this process, recorded by jobs that want to say who ran them. */
  readonly workerId: string;
  /** Answers when the engine's tables answer; throws otherwise (used by /readyz). */
  ping(): Promise<void>;
  stop(): Promise<void>;
}

export interface TStartJobEngineOptions {
  database: TDatabaseHandle;
  log: TLogger;
  /** Fetch jobs and fire schedules in this process. */
  runWorkers: boolean;
  handlers: TJobHandlers;
  /** Jobs fetched (and run concurrently) per batch, per queue (default 10; see QUEUE_BATCH_SIZES). */
  batchSize?: number;
  /** Source of time for schedules and polling; tests pass pg-boss's TestClock. */
  clock?: Clock;
  /** Called with the engine before workers start, for handlers that enqueue jobs themselves. */
  beforeWorkers?: (engine: TJobEngine) => void;
}

/** Starts pg-boss (installing or migrating its schema), creates the queues and, if asked, the workers. */
export async function startJobEngine(options: TStartJobEngineOptions): Promise<TJobEngine> {
  const { database, log, runWorkers } = options;
  const common = {
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
    useListenNotify: true,
    // Schedules (the minute tick) are evaluated, and the jobs they send picked up, every 2 s: each
    // pass is queries, and at every second they were a good part of an idle server's CPU. The
    // minute tick starts at most ~4 s into its minute.
    cronMonitorIntervalSeconds: 2,
    cronWorkerIntervalSeconds: 2,
    monitorIntervalSeconds: 60,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const boss = database.pglite
    ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.pglite) })
    : new PgBoss({ ...common, connectionString: database.connectionString, max: 4, application_name: 'rollcall-jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job engine warning'));
  await boss.start();

  for (const [name, queueOptions] of Object.entries(QUEUE_OPTIONS)) {
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, queueOptions);
    // A queue made by an older version keeps its options; the wake-up flag follows this one's.
    else if (Boolean(existing.notify) !== Boolean(queueOptions.notify)) {
      await boss.updateQueue(name, { notify: Boolean(queueOptions.notify) });
    }
  }

  const workerId = `${hostname()}:${process.pid}`;
  let recovery: TDeliveryRecovery | undefined;
  const engine = buildEngine(boss, workerId, () => recovery?.stop());
  options.beforeWorkers?.(engine);
  if (runWorkers) {
    for (const { queue, cron, tz } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz, key: 'system' });
    for (const [name, handler] of Object.entries(options.handlers)) {
      if (!handler) continue;
      // Fetch up to a batch at a time and keep fetching while batches come back full, so a
      // report run with hundreds of members drains in seconds; each job succeeds or fails alone.
      await boss.work(
        name,
        {
          batchSize: options.batchSize ?? QUEUE_BATCH_SIZES[name as TQueueName] ?? 10,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: QUEUE_POLLING_SECONDS[name as TQueueName] ?? 2,
          notifyPollingIntervalSeconds: QUEUE_POLLING_SECONDS[name as TQueueName] ?? 10,
        },
        async (batch) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await handler(job.data, job);
                return { id: job.id, status: 'completed' };
              } catch (error) {
                log.warn({ err: error, queue: name, jobId: job.id }, 'job failed; pg-boss will retry it');
                return {
                  id: job.id,
                  status: 'failed',
                  output: { message: error instanceof Error ? error.message : String(error) },
                };
              }
            }),
          ),
      );
    }
    // Deliveries claimed by a worker that died come back within seconds (bot/domain/delivery).
    recovery = startDeliveryRecovery({ db: database.db, jobs: engine, log });
  }

  return engine;
}

const connectionFor = (tx: unknown) =>
  // Both drivers' execute() resolve to { rows }; the shared Drizzle type says unknown.
  tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {};

/** The TJobEngine face of a started pg-boss. */
function buildEngine(boss: PgBoss, workerId: string, beforeStop: () => Promise<void> | undefined): TJobEngine {
  return {
    workerId,
    async sendMany(queue, jobs, sendOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        queue,
        jobs.map((job) => ({ data: job.data, ...(job.startAfter ? { startAfter: job.startAfter } : {}) })),
        connectionFor(sendOptions.tx),
      );
    },
    async schedule(queue, cron, data, scheduleOptions) {
      await boss.schedule(queue, cron, data, { tz: scheduleOptions.tz, key: scheduleOptions.key, missed: 'once' });
    },
    async unschedule(queue, key) {
      await boss.unschedule(queue, key);
    },
    async scheduleKeys(queue) {
      return (await boss.getSchedules(queue)).map((schedule) => schedule.key);
    },
    async send(queue: TQueueName, data: object, sendOptions: TSendJobOptions = {}) {
      const pgBossOptions: SendOptions = {};
      if (sendOptions.tx) pgBossOptions.db = connectionFor(sendOptions.tx).db;
      if (sendOptions.startAfter) pgBossOptions.startAfter = sendOptions.startAfter;
      if (sendOptions.singletonKey) pgBossOptions.singletonKey = sendOptions.singletonKey;
      return boss.send(queue, data, pgBossOptions);
    },
    async ping() {
      await boss.getQueue(Object.keys(QUEUE_OPTIONS)[0] ?? 'email.deliver');
    },
    async stop() {
      await beforeStop();
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
