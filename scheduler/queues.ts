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
    // The minute tick and the sweep's chunks wake the workers at once: every report's run opens
    // within seconds of its minute while the idle poll stays slow.
    notify: true,
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
  // Graph failures are recorded on the grant and shown on the pages; a retry only helps when
  // Microsoft was unreachable, and the daily sync comes round anyway.
  [QUEUE.microsoftPhotos]: {
    retryLimit: 2,
    retryDelay: 120,
    expireInSeconds: 1800,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  [QUEUE.outlookSync]: {
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  [QUEUE.trialExpiry]: {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 3600,
    deleteAfterSeconds: 30 * 24 * 3600,
  },
  // A poll that could not reach Microsoft is retried; the next poll is queued by the handler (startAfter).
  [QUEUE.marketplaceOperation]: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  [QUEUE.marketplaceReconcile]: {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 600,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  // A failed build is recorded on the export row and told to the person; retries cover a dead worker.
  // The expiry leaves even the largest file (100,000 entries, loaded 1,000 at a time) ample room, so
  // a slow build is not retried while it still runs; a try the engine gives up on stops itself.
  [QUEUE.insightsExport]: {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  // An endpoint that fails (5xx, timeout, refused) is tried again with backoff: 30 s, 1 min, 2 min,
  // ... about 16 min after the last of 6 retries; the delivery row records every attempt.
  [QUEUE.outgoingWebhook]: {
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  // A failed poll is simply read again at the next tick (the tool's sync token is kept on success only).
  [QUEUE.teamToolsPoll]: {
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 300,
    deleteAfterSeconds: 24 * 3600,
  },
};

/**
 * Jobs fetched per batch where 10 is not right: a report run fans out one email per member, so
 * delivery workers take bigger batches (each job still succeeds or fails alone).
 */
export const QUEUE_BATCH_SIZES: Partial<Record<TQueueName, number>> = {};

/**
 * How often an idle worker asks each queue for jobs, in seconds. Every ask is a query, and on the
 * embedded database a query is CPU in this very process, so an idle server asked 7 times a second
 * and burned ~3% of a core. The delivery queues are also woken at once by NOTIFY when a message is
 * queued (QUEUE_OPTIONS notify), so their polling only catches what NOTIFY missed. report.run
 * carries the minute tick, whose lateness adds to every report's: it is woken by NOTIFY too; a reminder
 * says the time left from the moment it runs (floored to the minute), so it is fetched within the
 * second it is due.
 */
export const QUEUE_POLLING_SECONDS: Record<TQueueName, number> = {
  [QUEUE.deliverEmail]: 10,
  [QUEUE.deliverChat]: 10,
  [QUEUE.reportRun]: 2,
  [QUEUE.reportReminder]: 1,
  [QUEUE.reportSummary]: 2,
  [QUEUE.retentionPurge]: 60,
  [QUEUE.microsoftPhotos]: 10,
  [QUEUE.outlookSync]: 30,
  [QUEUE.trialExpiry]: 60,
  [QUEUE.marketplaceOperation]: 5,
  [QUEUE.marketplaceReconcile]: 60,
  [QUEUE.insightsExport]: 10,
  [QUEUE.outgoingWebhook]: 5,
  [QUEUE.teamToolsPoll]: 30,
};

/** Recurring jobs: queue, cron expression and IANA zone; (re)installed by every worker process. */
export const SCHEDULES: Array<{ queue: TQueueName; cron: string; tz: string }> = [
  // 03:17 UTC: off the hour, when few teams run reports.
  { queue: QUEUE.retentionPurge, cron: '17 3 * * *', tz: 'UTC' },
  // 02:43 UTC: Outlook out-of-office days, before the morning runs of most of the world's zones.
  { queue: QUEUE.outlookSync, cron: '43 2 * * *', tz: 'UTC' },
  // 00:07 UTC: trials that ended yesterday become inactive (reports already stop at trial_ends_at).
  { queue: QUEUE.trialExpiry, cron: '7 0 * * *', tz: 'UTC' },
  // 04:29 UTC: marketplace subscriptions read back from Microsoft and repaired.
  { queue: QUEUE.marketplaceReconcile, cron: '29 4 * * *', tz: 'UTC' },
  // Every 5 minutes: the teams' Asana events and Trello board actions into the activity feed.
  { queue: QUEUE.teamToolsPoll, cron: '*/5 * * * *', tz: 'UTC' },
];
