/** Signing secrets of outgoing webhooks: made here, stored sealed, signed with HMAC-SHA256. */
import { createHmac, randomBytes } from 'node:crypto';
import { signedContent, WEBHOOK_SIGNATURE } from '../../../shared/outgoing-webhooks.ts';

/** A new secret: 32 random bytes, prefixed so people can tell what it is when they paste it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The Rollcall-Signature header value of a body signed at `timestamp` (unix seconds). */
export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  const hex = createHmac('sha256', secret).update(signedContent(timestamp, rawBody)).digest('hex');
  return `${WEBHOOK_SIGNATURE.version}=${hex}`;
}
