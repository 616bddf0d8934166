/**
 * The domain's view of the job engine: queue names and a `send` that can join the caller's
 * transaction. The engine itself (pg-boss) lives in scheduler/ and implements this port, so the
 * domain never imports it.
 */
import type { TDb } from '../db/client.ts';

export const QUEUE = {
  /** Render and send one recorded email (bot/domain/email). */
  deliverEmail: 'email.deliver',
  /** Send recorded chat messages (Teams) through the platform's rate limiter (bot/domain/chat). */
  deliverChat: 'chat.deliver',
  /** Daily: delete team content older than each team's retention policy. */
  retentionPurge: 'retention.purge',
  /** Opening report runs: the minute tick (one pg-boss cron, UTC), or a chunk of due reports it swept. */
  reportRun: 'report.run',
  /** The first or final reminder of a run. */
  reportReminder: 'report.reminder',
  /** A run's summary (and, with open_next_report, the next run). */
  reportSummary: 'report.summary',
  /** Profile photos of an account's Microsoft Teams members, from Graph (after consent or a resync). */
  microsoftPhotos: 'microsoft.photos',
  /** Outlook out-of-office days: the daily tick (no data) fans out one job per connected person. */
  outlookSync: 'outlook.sync',
  /** Daily: trialing accounts whose trial ended become inactive (bot/domain/billing/plan-limits). */
  trialExpiry: 'trial.expiry',
  /** A poll of a marketplace operation Rollcall started (seat change, cancel) until Microsoft settles it. */
  marketplaceOperation: 'marketplace.operation',
  /** Daily: the tick (no data) fans out one job per activated marketplace subscription, read back and repaired. */
  marketplaceReconcile: 'marketplace.reconcile',
  /** Build one refined insights export (insights_exports row) and email it (bot/domain/insights). */
  insightsExport: 'insights.export',
  /** Send one outgoing webhook delivery (outgoing_webhook_deliveries row), retried with backoff. */
  outgoingWebhook: 'webhook.deliver',
  /** Every few minutes: the tick fans out one job per team with Asana or Trello configured, to read new events. */
  teamToolsPoll: 'team-tools.poll',
} as const;

export type TQueueName = (typeof QUEUE)[keyof typeof QUEUE];

export interface TSendJobOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: TDb;
  /** Run no earlier than this instant. */
  startAfter?: Date;
  /** At most one queued job with this key. */
  singletonKey?: string;
}

export interface TScheduleOptions {
  /** IANA zone the cron expression is read in. */
  tz: string;
  /** One schedule per (queue, key): scheduling again replaces it. */
  key: string;
}

export interface TJobQueue {
  send(queue: TQueueName, data: object, options?: TSendJobOptions): Promise<string | null>;
  /** Enqueues many jobs in one statement (inside `tx` when given). */
  sendMany(queue: TQueueName, jobs: Array<{ data: object; startAfter?: Date }>, options?: { tx?: TDb }): Promise<void>;
  /** Creates or replaces a recurring schedule. Not transactional: call after the commit. */
  schedule(queue: TQueueName, cron: string, data: object, options: TScheduleOptions): Promise<void>;
  /** Removes a schedule; a no-op when it does not exist. */
  unschedule(queue: TQueueName, key: string): Promise<void>;
  /** Keys of the schedules of a queue (to reconcile them with the database). */
  scheduleKeys(queue: TQueueName): Promise<string[]>;
}
