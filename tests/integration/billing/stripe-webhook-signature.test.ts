/**
 * POST /stripe/webhook's door: the signature over the raw body is the only authentication. Forged,
 * tampered, stale and unsigned events are refused with 400 and change nothing; a signed event of a
 * type Rollcall does not act on is acknowledged. (Events that change accounts: stripe-billing.test.ts.)
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../../../bot/db/schema/index.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
const stripe = new Stripe('sk_test_unused', { telemetry: false });

let server: TTestServer;
beforeAll(async () => {
  // Nothing here reaches Stripe's API: STRIPE_URL points at a closed loopback port.
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_URL: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => server.stop());

const eventBody = (id: string, type = 'customer.created') =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: 'cus_1', object: 'customer' } },
  });

const post = (payload: string, signature?: string, contentType = 'application/json') =>
  server.app.inject({
    method: 'POST',
    url: '/stripe/webhook',
    headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('the Stripe webhook signature', () => {
  it('acknowledges a signed event it does not act on', async () => {
    const payload = eventBody('evt_ignored_1');
    const response = await post(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuses unsigned, wrongly signed, tampered and stale events with 400, recording nothing', async () => {
    const payload = eventBody('evt_forged_1', 'invoice.paid');
    const tampered = payload.replace('evt_forged_1', 'evt_forged_2');
    const refusals = [
      await post(payload),
      await post(payload, sign(payload, 'whsec_anothersecret999')),
      await post(tampered, sign(payload)),
      await post(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
      await post(payload, 'garbage'),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals[0]?.json().error.message).toBe('The Stripe-Signature header is missing.');
    expect(refusals[1]?.json().error.message).toBe('The webhook signature is not valid.');
    expect(await server.db.select().from(billingEvents)).toEqual([]);
  });

  it('needs no session or CSRF token, and refuses a body over 1 MB', async () => {
    const big = JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(1024 * 1024) });
    const response = await post(big, sign(big));
    expect(response.statusCode).toBe(413);
  });
});
