/**
 * Sends one recorded delivery (the webhook.deliver job). The row is claimed first (status sending,
 * a lease in next_attempt_at), so two workers never send it at once and a delivered or failed row
 * is never sent again; a worker that died (or failed) mid-send leaves a lease that ends before the
 * job's first retry, which takes it over. A try that finds the lease still running is tried again
 * later ('retry'), never completed, so no row is left sending. At least once: a receiver may get an
 * event twice (same Rollcall-Delivery id) when a worker died after sending and before recording.
 * 2xx: delivered. 3xx and 4xx other than 408/429: failed (the receiver refused; waiting will not
 * change it). 5xx, 408, 429 and network errors: 'retry' (the job throws and pg-boss tries again
 * with backoff), or failed on the last attempt. A private destination is refused and failed.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import {
  OUTGOING_WEBHOOK_LIMITS,
  OUTGOING_WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE,
} from '../../../shared/outgoing-webhooks.ts';
import type { TDatabase } from '../../db/client.ts';
import { outgoingWebhookDeliveries, outgoingWebhooks } from '../../db/schema/index.ts';
import type { TLogger } from '../logger.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';
import { postWebhook, type TWebhookPost, type TWebhookPostResult } from './webhook-http.ts';
import { webhookSignature } from './webhook-secret.ts';

export interface TDeliverWebhookDeps {
  db: TDatabase;
  box: TSecretBox;
  log: TLogger;
  now: () => Date;
  allowPrivate: boolean;
  /** The HTTP attempt (tests may wrap it); postWebhook by default. */
  post?: (post: TWebhookPost) => Promise<TWebhookPostResult>;
}

export type TDeliverOutcome = 'delivered' | 'failed' | 'retry' | 'skipped';

/**
 * How long a claim holds before another try may take the row over: an attempt takes at most
 * OUTGOING_WEBHOOK_LIMITS.timeoutMs (10 s) and its two writes; pg-boss retries a failed job no
 * sooner than the queue's retryDelay (30 s), so the retry of a crashed try always finds it over.
 */
export const WEBHOOK_LEASE_MS = OUTGOING_WEBHOOK_LIMITS.timeoutMs + 15_000;

const RETRIED_STATUSES = new Set([408, 429]);

/** Sends the delivery once; `finalAttempt` turns a retryable failure into failed. */
export async function deliverWebhook(
  deps: TDeliverWebhookDeps,
  deliveryId: string,
  options: { finalAttempt: boolean },
): Promise<TDeliverOutcome> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(outgoingWebhookDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${outgoingWebhookDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + WEBHOOK_LEASE_MS),
    })
    .where(
      and(
        eq(outgoingWebhookDeliveries.id, deliveryId),
        or(
          eq(outgoingWebhookDeliveries.status, 'queued'),
          and(eq(outgoingWebhookDeliveries.status, 'sending'), lte(outgoingWebhookDeliveries.nextAttemptAt, now)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    // Gone (endpoint deleted), delivered or failed: nothing to do. Being sent by another try right
    // now: come back later (that try may yet die), rather than end this job with the row unfinished.
    const [row] = await deps.db
      .select({ status: outgoingWebhookDeliveries.status })
      .from(outgoingWebhookDeliveries)
      .where(eq(outgoingWebhookDeliveries.id, deliveryId))
      .limit(1);
    return row?.status === 'sending' ? 'retry' : 'skipped';
  }
  const [endpoint] = await deps.db
    .select()
    .from(outgoingWebhooks)
    .where(eq(outgoingWebhooks.id, claimed.webhookId))
    .limit(1);
  if (!endpoint) return 'skipped';
  const record = (values: Partial<typeof outgoingWebhookDeliveries.$inferInsert>) =>
    deps.db.update(outgoingWebhookDeliveries).set(values).where(eq(outgoingWebhookDeliveries.id, deliveryId));
  if (!endpoint.active) {
    await record({ status: 'failed', lastError: OUTGOING_WEBHOOK_MESSAGES.disabledAtSend, nextAttemptAt: null });
    return 'failed';
  }
  const secret = deps.box.open(endpoint.secret);
  if (secret === null) {
    await record({ status: 'failed', lastError: 'The signing secret cannot be read: rotate it.', nextAttemptAt: null });
    return 'failed';
  }
  const body = JSON.stringify({
    id: claimed.eventId,
    event: claimed.event,
    created_at: claimed.createdAt.toISOString(),
    data: claimed.payload,
  });
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const result = await (deps.post ?? postWebhook)({
    url: endpoint.url,
    body,
    timeoutMs: OUTGOING_WEBHOOK_LIMITS.timeoutMs,
    allowPrivate: deps.allowPrivate,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Rollcall-Webhooks/1',
      [WEBHOOK_SIGNATURE.eventHeader]: claimed.event,
      [WEBHOOK_SIGNATURE.deliveryHeader]: claimed.eventId,
      [WEBHOOK_SIGNATURE.timestampHeader]: String(timestamp),
      [WEBHOOK_SIGNATURE.signatureHeader]: webhookSignature(secret, timestamp, body),
    },
  });
  const bound = (text: string) => text.slice(0, OUTGOING_WEBHOOK_LIMITS.errorChars);
  if (result.kind === 'private') {
    await record({
      status: 'failed',
      lastStatusCode: null,
      lastError: OUTGOING_WEBHOOK_MESSAGES.privateAddress,
      nextAttemptAt: null,
    });
    deps.log.warn({ deliveryId, address: result.address }, 'outgoing webhook refused: private destination');
    return 'failed';
  }
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
    await record({
      status: 'delivered',
      lastStatusCode: result.status,
      lastError: null,
      deliveredAt: deps.now(),
      nextAttemptAt: null,
    });
    return 'delivered';
  }
  const permanent = result.kind === 'answered' && result.status < 500 && !RETRIED_STATUSES.has(result.status);
  const error =
    result.kind === 'network'
      ? bound(result.error)
      : bound(
          result.status >= 300 && result.status < 400
            ? `Redirected (HTTP ${result.status}); redirects are not followed: use the final URL.`
            : `HTTP ${result.status}${result.bodySnippet.trim() ? `: ${result.bodySnippet.trim()}` : ''}`,
        );
  const giveUp = permanent || options.finalAttempt;
  await record({
    status: giveUp ? 'failed' : 'queued',
    lastStatusCode: result.kind === 'answered' ? result.status : null,
    lastError: error,
    nextAttemptAt: null,
  });
  return giveUp ? 'failed' : 'retry';
}
