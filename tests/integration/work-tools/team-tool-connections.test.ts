/**
 * Personal connections of the team tools (issue 23 §2; part 2 §7 start_auth and disconnect_service,
 * part 3 §7 the panel's searches) through the real doors, against the Asana, Trello and Clubhouse
 * fakes: Asana by OAuth (start_auth -> the fake's authorise page -> /oauth/callback/asana/), Trello
 * by its hash token (the authorise page returns to our Trello callback page with the state, which
 * forwards the token to /oauth/callback/trello/), Clubhouse by an API key checked at once. Each is
 * then shown connected as its account on /api/v1/my/services, answers a task search, and is gone
 * after disconnect_service (the token revoked at the tool where the tool has such a call).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAuthStates, serviceConnections } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeAsana, type TFakeAsana } from '../../fakes/work-tools/asana.ts';
import { startFakeClubhouse, type TFakeClubhouse } from '../../fakes/work-tools/clubhouse.ts';
import { startFakeTrello, type TFakeTrello } from '../../fakes/work-tools/trello.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';
import { authorizeAt, connectThrough } from './connect-fixtures.ts';

const PUBLIC_URL = 'http://rollcall.test';
const SERVICES_PAGE = '/my/settings/services/';
const TRELLO_PAGE = 'https://trello.example.test';
const box = createSecretBox(TEST_SESSION_SECRET);

let asana: TFakeAsana;
let trello: TFakeTrello;
let clubhouse: TFakeClubhouse;
let server: TTestServer;
let account: TAccountRow;

const newPerson = (): Promise<{ client: TestClient; user: TUserRow }> => signedInClient(server, account, 3);

const connectionOf = async (user: TUserRow, service: string) =>
  (
    await server.db
      .select()
      .from(serviceConnections)
      .where(and(eq(serviceConnections.userId, user.id), eq(serviceConnections.service, service)))
  )[0];

const call = async (client: TestClient, name: string, body: object = {}) => {
  const response = await client.post(`/api/v1/service_connection/${name}/`, body);
  return { status: response.statusCode, body: response.json() };
};

const cardOf = async (client: TestClient, service: string) => {
  const response = await client.get('/api/v1/my/services');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tools.find((tool: { service: string }) => tool.service === service);
};

beforeAll(async () => {
  [asana, trello, clubhouse] = await Promise.all([startFakeAsana(), startFakeTrello(), startFakeClubhouse()]);
  server = await startTestServer({
    env: {
      PUBLIC_URL,
      ASANA_CLIENT_ID: asana.clientId,
      ASANA_CLIENT_SECRET: asana.clientSecret,
      ASANA_URL: asana.url,
      TRELLO_API_KEY: trello.apiKey,
      TRELLO_URL: TRELLO_PAGE,
      TRELLO_API_URL: trello.url,
      CLUBHOUSE_API_URL: clubhouse.url,
    },
  });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([asana, trello, clubhouse].map((fake) => fake?.close()));
});

describe('Asana (OAuth with PKCE)', () => {
  it('connects through the authorise page, seals the tokens, searches tasks, and disconnects with a revoke', async () => {
    const { client, user } = await newPerson();
    const { location, messages, authorizeUrl } = await connectThrough(client, 'asana');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${asana.url}/-/oauth_authorize`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/callback/asana/`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location).toBe(SERVICES_PAGE);
    expect(messages).toContainEqual({ level: 'success', message: 'Asana is connected.' });

    // The code went back to Asana with the PKCE verifier and the same redirect URI.
    const exchanged = new URLSearchParams(asana.calls('POST', '/-/oauth_token').at(-1)!.body);
    expect(exchanged.get('grant_type')).toBe('authorization_code');
    expect(exchanged.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/callback/asana/`);
    expect(exchanged.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const row = await connectionOf(user, 'asana');
    expect(row).toMatchObject({ externalId: '9001', externalName: 'Ada Asana', accountId: account.id });
    expect(row!.accessToken).not.toMatch(/^asana-authorized-/);
    expect(box.open(row!.accessToken)).toMatch(/^asana-authorized-\d+$/);
    expect(box.open(row!.refreshToken!)).toMatch(/^asana-r-\d+$/);
    // The state was used up.
    expect(await server.db.select().from(serviceAuthStates).where(eq(serviceAuthStates.userId, user.id))).toEqual([]);

    expect(await cardOf(client, 'asana')).toMatchObject({
      label: 'Asana',
      available: true,
      connected: true,
      account: 'Ada Asana',
      needs_reconnect: false,
    });

    expect((await call(client, 'get_asana_data')).body).toMatchObject({
      ok: true,
      connected: true,
      data: { workspaces: [{ id: '1001', name: 'Acme Workspace' }] },
    });
    const search = await call(client, 'search_asana_tasks', { query: 'launch', workspace_gid: '1001' });
    expect(search).toEqual({
      status: 200,
      body: {
        ok: true,
        tasks: [
          { id: '3001', title: 'Write the launch post', url: 'https://app.asana.com/0/0/3001', detail: 'Launch' },
        ],
      },
    });
    const typeahead = asana.calls('GET', '/api/1.0/workspaces/:gid/typeahead').at(-1)!;
    expect(typeahead.headers.authorization).toBe(`Bearer ${box.open(row!.accessToken)}`);

    const revokesBefore = asana.calls('POST', '/-/oauth_revoke').length;
    expect((await call(client, 'disconnect_service', { service: 'asana' })).body).toEqual({
      ok: true,
      redirect_url: SERVICES_PAGE,
    });
    expect(asana.calls('POST', '/-/oauth_revoke')).toHaveLength(revokesBefore + 1);
    expect(await connectionOf(user, 'asana')).toBeUndefined();
    expect(await cardOf(client, 'asana')).toMatchObject({ connected: false, account: null });
    expect((await call(client, 'search_asana_tasks', { query: 'launch', workspace_gid: '1001' })).body).toMatchObject({
      ok: false,
      tasks: [],
    });
  });

  it('a refused code at the token endpoint lands on the services page with a message and stores nothing', async () => {
    const { client, user } = await newPerson();
    const { callbackPath } = await authorizeAt(client, 'asana');
    // Someone used the code first (Asana's codes are one use).
    asana.codes.clear();
    const landed = await client.get(callbackPath, { accept: 'text/html' });
    expect(landed.headers.location).toBe(SERVICES_PAGE);
    expect((await client.state()).messages).toContainEqual({
      level: 'error',
      message: 'Asana refused the connection. Try connecting again.',
    });
    expect(await connectionOf(user, 'asana')).toBeUndefined();
  });
});

describe('Trello (hash token through our callback page)', () => {
  const TOKEN = 'f0'.repeat(32);

  it('sends the person to Trello, whose token the callback page forwards, then searches cards and disconnects', async () => {
    trello.tokens.set(TOKEN, { id: 'tm-tina', username: 'tina', fullName: 'Tina Trello' });
    const { client, user } = await newPerson();
    const started = await call(client, 'start_auth', { service: 'trello' });
    expect(started.status).toBe(200);
    expect(started.body.ok).toBe(true);
    const authorize = new URL(started.body.redirect_url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${TRELLO_PAGE}/1/authorize`);
    expect(authorize.searchParams.get('key')).toBe(trello.apiKey);
    expect(authorize.searchParams.get('response_type')).toBe('token');
    expect(authorize.searchParams.get('scope')).toBe('read');
    const returnUrl = new URL(authorize.searchParams.get('return_url')!);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${PUBLIC_URL}/team/settings/services/trello-callback/`);
    const state = returnUrl.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // Trello's page returns to ours with #token=...; ours forwards it to the generic callback.
    const landed = await client.get(
      `/oauth/callback/trello/?state=${encodeURIComponent(state)}&code=${encodeURIComponent(TOKEN)}`,
      { accept: 'text/html' },
    );
    expect(landed.headers.location).toBe(SERVICES_PAGE);
    expect((await client.state()).messages).toContainEqual({ level: 'success', message: 'Trello is connected.' });

    const row = await connectionOf(user, 'trello');
    expect(row).toMatchObject({ externalId: 'tm-tina', externalName: 'tina', refreshToken: null, expiresAt: null });
    expect(row!.accessToken).not.toContain(TOKEN);
    expect(box.open(row!.accessToken)).toBe(TOKEN);
    expect(await cardOf(client, 'trello')).toMatchObject({ connected: true, account: 'tina' });

    expect((await call(client, 'get_trello_data')).body).toMatchObject({
      ok: true,
      connected: true,
      data: { workspaces: [{ id: 'org1', name: 'Acme' }] },
    });
    const search = await call(client, 'search_trello_data', { query: 'login', workspace_gid: 'org1' });
    expect(search.body).toEqual({
      ok: true,
      tasks: [{ id: 'card1', title: 'Fix the login bug', url: 'https://trello.com/c/abc', detail: 'Bugs' }],
    });
    // The token travels in the Authorization header, never in a URL.
    expect(trello.requests.every((request) => !request.query.toString().includes(TOKEN))).toBe(true);

    expect((await call(client, 'disconnect_service', { service: 'trello' })).body.ok).toBe(true);
    expect(trello.calls('DELETE', '/1/tokens/:token').map((request) => request.params.token)).toContain(TOKEN);
    expect(await connectionOf(user, 'trello')).toBeUndefined();
    expect(await cardOf(client, 'trello')).toMatchObject({ connected: false });
  });

  it('a token Trello does not know is refused on the services page and stores nothing', async () => {
    const { client, user } = await newPerson();
    const started = await call(client, 'start_auth', { service: 'trello' });
    const state = new URL(new URL(started.body.redirect_url).searchParams.get('return_url')!).searchParams.get(
      'state',
    )!;
    const landed = await client.get(
      `/oauth/callback/trello/?state=${encodeURIComponent(state)}&code=${'9'.repeat(64)}`,
      {
        accept: 'text/html',
      },
    );
    expect(landed.headers.location).toBe(SERVICES_PAGE);
    expect((await client.state()).messages).toContainEqual({
      level: 'error',
      message: 'Trello refused the connection. Try connecting again.',
    });
    expect(await connectionOf(user, 'trello')).toBeUndefined();
  });
});

describe('Clubhouse (API key)', () => {
  it('a good key connects at once as its member, searches stories, and disconnects', async () => {
    clubhouse.tokens.set('ch-key-cleo', 'm-1');
    const { client, user } = await newPerson();
    const started = await call(client, 'start_auth', { service: 'clubhouse', 'api-key': '  ch-key-cleo ' });
    expect(started).toEqual({ status: 200, body: { ok: true, redirect_url: SERVICES_PAGE } });
    const row = await connectionOf(user, 'clubhouse');
    expect(row).toMatchObject({ externalId: 'm-1', externalName: 'Cleo Club' });
    expect(box.open(row!.accessToken)).toBe('ch-key-cleo');
    expect(clubhouse.calls('GET', '/api/v3/member').at(-1)!.headers['shortcut-token']).toBe('ch-key-cleo');
    expect(await cardOf(client, 'clubhouse')).toMatchObject({ connected: true, account: 'Cleo Club' });

    expect((await call(client, 'get_clubhouse_data')).body).toMatchObject({
      ok: true,
      data: { workflows: [{ id: '500', name: 'Engineering' }] },
    });
    const search = await call(client, 'search_clubhouse_tasks', { query: 'onboarding', workflow_id: '500' });
    expect(search.body).toEqual({
      ok: true,
      tasks: [
        {
          id: '42',
          title: 'Ship the onboarding flow',
          url: 'https://app.shortcut.com/acme-eng/story/42',
          detail: 'feature',
        },
      ],
    });

    expect((await call(client, 'disconnect_service', { service: 'clubhouse' })).body).toEqual({
      ok: true,
      redirect_url: SERVICES_PAGE,
    });
    expect(await connectionOf(user, 'clubhouse')).toBeUndefined();
    expect(await cardOf(client, 'clubhouse')).toMatchObject({ connected: false, account: null });
  });

  it("a bad or empty key answers the spec's words and stores nothing", async () => {
    const { client, user } = await newPerson();
    for (const key of ['not-a-key', '   ']) {
      const answer = await call(client, 'start_auth', { service: 'clubhouse', 'api-key': key });
      expect(answer).toEqual({
        status: 200,
        body: { ok: false, error: 'Clubhouse API Key is invalid - please try again' },
      });
    }
    expect(WORK_TOOL_MESSAGES.clubhouseKeyInvalid).toBe('Clubhouse API Key is invalid - please try again');
    expect(await connectionOf(user, 'clubhouse')).toBeUndefined();
    expect(await cardOf(client, 'clubhouse')).toMatchObject({ available: true, connected: false });
  });
});
