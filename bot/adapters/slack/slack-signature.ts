/**
 * Slack's request signing (v0): HMAC-SHA256 of `v0:{X-Slack-Request-Timestamp}:{raw body}` with
 * the app's signing secret, sent hex in `X-Slack-Signature: v0=<hex>`. We check it ourselves, on
 * the exact bytes received, before anything is parsed: a request that is unsigned, forged, altered
 * after signing or older than five minutes (a replay) is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from our clock (Slack's documented window). */
export const SLACK_SIGNATURE_WINDOW_SECONDS = 5 * 60;

export interface TSignedRequest {
  /** X-Slack-Request-Timestamp (seconds since the epoch). */
  timestamp: string | undefined;
  /** X-Slack-Signature ('v0=' + 64 hex digits). */
  signature: string | undefined;
  rawBody: Buffer;
}

export type TSignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/** The v0 signature Slack would send for this timestamp and body. */
export function slackSignatureOf(signingSecret: string, timestamp: string, rawBody: Buffer | string): string {
  const hmac = createHmac('sha256', signingSecret);
  hmac.update(`v0:${timestamp}:`);
  hmac.update(rawBody);
  return `v0=${hmac.digest('hex')}`;
}

/** Verifies a request's signature and freshness in constant time. */
export function verifySlackSignature(signingSecret: string, request: TSignedRequest, nowMs: number): TSignatureCheck {
  const { timestamp, signature } = request;
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SLACK_SIGNATURE_WINDOW_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(slackSignatureOf(signingSecret, timestamp, request.rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}
