/**
 * Job handler for webhook.deliver: sends one outgoing webhook delivery. A retryable failure throws
 * so pg-boss tries again with backoff (QUEUE_OPTIONS: 6 retries); the last try records failed instead.
 */
import { z } from 'zod';
import { QUEUE } from '../../bot/domain/jobs.ts';
import { deliverWebhook, type TDeliverWebhookDeps } from '../../bot/domain/webhooks-out/deliver-webhook.ts';
import type { TJobHandler } from '../engine.ts';
import { QUEUE_OPTIONS } from '../queues.ts';

const ZOutgoingWebhookJob = z.object({ deliveryId: z.uuid() });

/** Builds the handler with its dependencies (database, secret box, private-network rule). */
export function outgoingWebhookJob(deps: TDeliverWebhookDeps): TJobHandler {
  const retryLimit = QUEUE_OPTIONS[QUEUE.outgoingWebhook]?.retryLimit ?? 0;
  return async (data, job) => {
    const { deliveryId } = ZOutgoingWebhookJob.parse(data);
    const outcome = await deliverWebhook(deps, deliveryId, { finalAttempt: job.retryCount >= retryLimit });
    if (outcome === 'retry') throw new Error(`outgoing webhook ${deliveryId} not accepted yet; retrying`);
  };
}
