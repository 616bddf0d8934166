/**
 * Microsoft Planner (issue 23 §2): connects through the Microsoft identity platform's fake with
 * PKCE, and search_planner_tasks reads the person's assigned tasks (following Graph's next links)
 * and keeps those whose title holds the query, case-insensitively. It has no data call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceConnections } from '../../../bot/db/schema/index.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { buildAccount } from '../../factories.ts';
import { startPlannerFake, type TPlannerFake } from '../../fakes/work-tools/planner.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';
import { connectThrough } from './connect-fixtures.ts';

let planner: TPlannerFake;
let server: TTestServer;

beforeAll(async () => {
  planner = await startPlannerFake();
  server = await startTestServer({ env: planner.env });
});

afterAll(async () => {
  await server?.stop();
  await planner?.close();
});

it('connects Planner, searches assigned tasks by title, refreshes an expired token, disconnects', async () => {
  const account = await buildAccount(server.db);
  const { client, user } = await signedInClient(server, account, 3);
  const { location, messages, authorizeUrl } = await connectThrough(client, 'planner');
  expect(location).toBe('/my/settings/services/');
  expect(messages).toContainEqual({ level: 'success', message: 'Microsoft Planner is connected.' });
  expect(authorizeUrl.searchParams.get('scope')).toBe('User.Read Tasks.Read offline_access');
  const [row] = await server.db.select().from(serviceConnections).where(eq(serviceConnections.userId, user.id));
  expect(row).toMatchObject({ service: 'planner', externalName: 'bob@contoso.example' });
  expect(planner.oauth.accessTokens).toContain(createSecretBox(TEST_SESSION_SECRET).open(row!.accessToken));

  const search = await client.post('/api/v1/service_connection/search_planner_tasks/', { query: 'review' });
  expect(search.json()).toEqual({
    ok: true,
    tasks: [
      {
        id: 'pla-task-01',
        title: 'Prepare the quarterly review deck',
        url: 'https://tasks.office.com/Home/Task/pla-task-01',
        detail: '50% complete',
      },
      {
        id: 'pla-task-02',
        title: 'Book the REVIEW room',
        url: 'https://tasks.office.com/Home/Task/pla-task-02',
        detail: '0% complete',
      },
    ],
  });
  // Three tasks, two to a page: the next link was followed.
  expect(planner.server.calls('GET', '/v1.0/me/planner/tasks')).toHaveLength(2);

  planner.oauth.expireAccessTokens();
  await server.db
    .update(serviceConnections)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(serviceConnections.id, row!.id));
  const after = await client.post('/api/v1/service_connection/search_planner_tasks/', { query: 'badges' });
  expect(after.json().tasks.map((task: { id: string }) => task.id)).toEqual(['pla-task-03']);
  const refresh = planner.server.calls('POST', '/organizations/oauth2/v2.0/token').at(-1)!;
  expect(new URLSearchParams(refresh.body).get('grant_type')).toBe('refresh_token');

  const gone = await client.post('/api/v1/service_connection/disconnect_service/', { service: 'planner' });
  expect(gone.json()).toEqual({ ok: true, redirect_url: '/my/settings/services/' });
  expect(await server.db.select().from(serviceConnections).where(eq(serviceConnections.userId, user.id))).toEqual([]);
});
