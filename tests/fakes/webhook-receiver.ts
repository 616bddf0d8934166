/**
 * A team's webhook receiver, on the fake-server base: records every POST to /hook and answers the
 * statuses a test queues (200 once the queue is empty). `verifySignature` is what a real receiver
 * does with the documented headers (shared/outgoing-webhooks.ts), so tests check deliveries the
 * way customers will.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signedContent, WEBHOOK_SIGNATURE } from '../../shared/outgoing-webhooks.ts';
import { startFakeServer, type TFakeServer, type TRecordedRequest } from './fake-server.ts';

export interface TWebhookReceiver {
  fake: TFakeServer;
  /** The endpoint URL to register. */
  url: string;
  /** Deliveries received so far. */
  received(): TRecordedRequest[];
  /** Answers the next deliveries with these statuses, in order. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** Starts the receiver on a free loopback port. */
export async function startWebhookReceiver(): Promise<TWebhookReceiver> {
  const queued: number[] = [];
  const fake = await startFakeServer('webhook-receiver', [
    {
      method: 'POST',
      path: '/hook',
      respond: () => {
        const status = queued.shift() ?? 200;
        return { status, body: status < 300 ? { received: true } : { error: `answered ${status}` } };
      },
    },
  ]);
  return {
    fake,
    url: `${fake.url}/hook`,
    received: () => fake.calls('POST', '/hook'),
    answerNext: (...statuses) => queued.push(...statuses),
    close: () => fake.close(),
  };
}

/**
 * Verifies a delivery as a receiver should: HMAC-SHA256 of "<timestamp>.<raw body>" with the
 * endpoint's secret, compared in constant time, and a timestamp no older than the tolerance.
 */
export function verifySignature(request: TRecordedRequest, secret: string, nowSeconds = Date.now() / 1000): boolean {
  const timestamp = request.headers[WEBHOOK_SIGNATURE.timestampHeader.toLowerCase()];
  const signature = request.headers[WEBHOOK_SIGNATURE.signatureHeader.toLowerCase()];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_SIGNATURE.toleranceSeconds) return false;
  const expected = `${WEBHOOK_SIGNATURE.version}=${createHmac('sha256', secret).update(signedContent(timestamp, request.body)).digest('hex')}`;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
