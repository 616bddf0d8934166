/**
 * Webex signs each webhook delivery (ARCHITECTURE §6): `X-Spark-Signature` is the hex HMAC-SHA1 of
 * the exact raw body with the webhook's secret. Checked on the bytes as they arrived, before any
 * parsing, in constant time; a missing, malformed or wrong signature is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Webex puts the signature in (Node lower-cases header names). */
export const WEBEX_SIGNATURE_HEADER = 'x-spark-signature';

/** The signature Webex would send for these bytes (the fake signs independently, with node:crypto). */
export function webexSignatureOf(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody).digest('hex');
}

/** Whether the delivery's signature header holds for its raw body. */
export function webexSignatureHolds(rawBody: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{40}$/i.test(header)) return false;
  const expected = Buffer.from(webexSignatureOf(rawBody, secret), 'hex');
  const given = Buffer.from(header, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
