/**
 * A server without the three SLACK_* settings (issue 18): Slack is off. The state says so (the
 * Slack page disables its button with the reason), Connect Slack comes back to the Slack page
 * with that reason, and the events endpoint answers 503 without touching Bolt.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SLACK_MESSAGES } from '../../../shared/slack.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { SLACK_TEST_SETTINGS, signedHeaders } from './slack-test-kit.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

it('says Slack is not set up, on the state, on Connect Slack and on the events endpoint', async () => {
  const account = await buildAccount(server.db);
  const { client } = await signedInClient(server, account, 1);
  expect((await client.state()).config.platforms.slack).toBe(false);

  const connect = await client.get('/connect/slack/', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
  expect(connect.statusCode).toBe(303);
  expect(connect.headers.location).toBe('/platform/slack/');
  expect((await client.state()).messages.map((m) => m.message)).toContain(SLACK_MESSAGES.notConfigured);

  const body = JSON.stringify({ type: 'url_verification', challenge: 'c' });
  const events = await server.app.inject({
    method: 'POST',
    url: '/slack/events',
    headers: signedHeaders(body, { secret: SLACK_TEST_SETTINGS.SLACK_SIGNING_SECRET }),
    payload: body,
  });
  expect(events.statusCode).toBe(503);
});
