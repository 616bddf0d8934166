/** The X-Spark-Signature check against an independent HMAC-SHA1 and the ways a delivery is forged. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webexSignatureHolds } from './webex-signature.ts';

const secret = 'webhook-secret-0123456789';
const body = Buffer.from('{"id":"wh","resource":"messages","event":"created","data":{"id":"m1"}}');
const good = createHmac('sha1', secret).update(body).digest('hex');

describe('webexSignatureHolds', () => {
  it('takes the hex HMAC-SHA1 of the raw body, in either case', () => {
    expect(webexSignatureHolds(body, good, secret)).toBe(true);
    expect(webexSignatureHolds(body, good.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing, malformed, repeated or wrong signature and a changed body', () => {
    expect(webexSignatureHolds(body, undefined, secret)).toBe(false);
    expect(webexSignatureHolds(body, '', secret)).toBe(false);
    expect(webexSignatureHolds(body, 'zz', secret)).toBe(false);
    expect(webexSignatureHolds(body, [good, good], secret)).toBe(false);
    expect(webexSignatureHolds(body, good.slice(0, 39), secret)).toBe(false);
    expect(webexSignatureHolds(body, createHmac('sha1', 'other').update(body).digest('hex'), secret)).toBe(false);
    expect(webexSignatureHolds(Buffer.concat([body, Buffer.from(' ')]), good, secret)).toBe(false);
  });
});
