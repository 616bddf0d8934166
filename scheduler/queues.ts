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
};
