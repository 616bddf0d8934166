/**
 * The domain's view of the job engine: queue names and a `send` that can join the caller's
 * transaction. The engine itself (pg-boss) lives in scheduler/ and implements this port, so the
 * domain never imports it.
 */
import type { TDb } from '../db/client.ts';

export const QUEUE = {
  /** Render and send one recorded email (bot/domain/email). */
  deliverEmail: 'email.deliver',
  /** Daily: delete team content older than each team's retention policy. */
  retentionPurge: 'retention.purge',
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

export interface TJobQueue {
  send(queue: TQueueName, data: object, options?: TSendJobOptions): Promise<string | null>;
}
