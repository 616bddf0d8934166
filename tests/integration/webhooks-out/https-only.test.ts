/**
 * Where private networks are not allowed (production's default), an endpoint must be https://:
 * events carry the team's answers. The same server accepts https and says nothing changed on refusal.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outgoingWebhooks } from '../../../bot/db/schema/index.ts';
import { OUTGOING_WEBHOOK_MESSAGES, ZTeamWebhooksContext } from '../../../shared/outgoing-webhooks.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { TestClient } from '../../helpers/test-client.ts';

let built: TTestApp;
let client: TestClient;

beforeAll(async () => {
  built = await buildTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'false' } });
  const account = await buildAccount(built.database.db);
  const team = await buildTeam(built.database.db, account);
  const { user } = await buildUser(built.database.db, { account, accountTypeId: 1, teams: [team] });
  client = new TestClient(built.app);
  client.setCookie(await signIn(built.database.db, user, account, team));
});
afterAll(() => built?.close());

it('refuses an http:// URL with the https message and accepts https', async () => {
  const page = ZTeamWebhooksContext.parse((await client.get('/api/v1/team/webhooks')).json());
  expect(page.allow_http).toBe(false);
  const refused = await client.post('/api/v1/team/webhooks', {
    url: 'http://hooks.example.com/rollcall',
    events: ['checkin.submitted'],
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields.url).toEqual([OUTGOING_WEBHOOK_MESSAGES.urlHttps]);
  expect(await built.database.db.select().from(outgoingWebhooks)).toEqual([]);
  const accepted = await client.post('/api/v1/team/webhooks', {
    url: 'https://hooks.example.com/rollcall',
    events: ['run.summarized', 'checkin.submitted'],
  });
  expect(accepted.statusCode).toBe(200);
  const [row] = await built.database.db.select().from(outgoingWebhooks);
  // Stored in the contract's order, the secret sealed (never the clear text).
  expect(row).toMatchObject({
    url: 'https://hooks.example.com/rollcall',
    events: ['checkin.submitted', 'run.summarized'],
  });
  expect(row!.secret).toMatch(/^v1\./);
});
