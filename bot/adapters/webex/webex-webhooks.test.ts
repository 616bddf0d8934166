/**
 * keepWebexWebhooks against the fake Webex: webhooks Webex switched off while the server runs are
 * switched back on at the next check (no restart), a failed check is tried again, and stop() ends
 * the checks.
 */
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeWebexApi, type TFakeWebexApi } from '../../../tests/fakes/webex-api/index.ts';
import { waitFor } from '../../../tests/helpers/wait-for.ts';
import { createWebexRateLimiter } from './delivery/webex-rate-limiter.ts';
import { createWebexClient } from './webex-client.ts';
import { keepWebexWebhooks } from './webex-webhooks.ts';

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((one) => one.close()));
});

async function setUp(): Promise<TFakeWebexApi> {
  const fake = await startFakeWebexApi({ echoBotMessages: false });
  running.push(fake);
  return fake;
}

const settings = { publicUrl: () => 'https://rollcall.example', secret: 'webhook-secret-0123456789' };
const log = pino({ level: 'silent' });
const active = (fake: TFakeWebexApi) => fake.webhooks.filter((hook) => hook.status === 'active').length;

describe('keepWebexWebhooks', () => {
  it('switches back on, at the next check, a webhook Webex turned inactive while the server runs', async () => {
    const fake = await setUp();
    const client = createWebexClient({ baseUrl: fake.url, token: fake.botToken, limiter: createWebexRateLimiter(300) });
    const keeper = keepWebexWebhooks(client, settings, log, { checkMs: 30, retryFirstMs: 10 });
    running.push({ close: async () => keeper.stop() });
    await waitFor(
      () => active(fake),
      (count) => count === 3,
      { what: 'the three webhooks' },
    );

    for (const hook of fake.webhooks) hook.status = 'inactive';
    await waitFor(
      () => active(fake),
      (count) => count === 3,
      { what: 'the webhooks switched back on' },
    );
    expect(fake.webhooks).toHaveLength(3);
  });

  it('tries again after a failure, and checks nothing more once stopped', async () => {
    const fake = await setUp();
    const client = createWebexClient({ baseUrl: fake.url, token: fake.botToken, limiter: createWebexRateLimiter(300) });
    fake.failNext(1, { status: 503, route: 'GET /webhooks' });
    const keeper = keepWebexWebhooks(client, settings, log, { checkMs: 30, retryFirstMs: 10 });
    await waitFor(
      () => active(fake),
      (count) => count === 3,
      { what: 'the webhooks after a failed try' },
    );
    keeper.stop();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(30); // a check already on the wire when stop() ran ends
    const listed = () => fake.calls.filter((call) => call.method === 'GET' && call.path === '/webhooks').length;
    const before = listed();
    await pause(150);
    expect(listed()).toBe(before);
  });
});
