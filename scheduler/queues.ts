/** Retry and retention policy of every queue; created (idempotently) when the engine starts. */
import type { QueueOptions } from 'pg-boss';
import { QUEUE, type TQueueName } from '../bot/domain/jobs.ts';

export const QUEUE_OPTIONS: Record<TQueueName, QueueOptions & { notify?: boolean }> = {
  [QUEUE.deliverEmail]: {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  [QUEUE.deliverChat]: {
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  [QUEUE.reportRun]: {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 30 * 24 * 3600,
  },
  [QUEUE.reportReminder]: {
    retryLimit: 5,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  [QUEUE.reportSummary]: {
    retryLimit: 8,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 30 * 24 * 3600,
  },
  [QUEUE.retentionPurge]: {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 3600,
    deleteAfterSeconds: 30 * 24 * 3600,
  },
};

/**
 * Jobs fetched per batch where 10 is not right: a report run fans out one email per member, so
 * delivery workers take bigger batches (each job still succeeds or fails alone).
 */
export const QUEUE_BATCH_SIZES: Partial<Record<TQueueName, number>> = {};

/** Recurring jobs: queue, cron expression and IANA zone; (re)installed by every worker process. */
export const SCHEDULES: Array<{ queue: TQueueName; cron: string; tz: string }> = [
  // 03:17 UTC: off the hour, when few teams run reports.
  { queue: QUEUE.retentionPurge, cron: '17 3 * * *', tz: 'UTC' },
];
