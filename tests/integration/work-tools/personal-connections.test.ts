/**
 * Personal task-tool connections (issue 23 §2; part 2 §7 start_auth and disconnect_service, part 3
 * §7 the editor's data and search calls): GitHub, GitLab, Jira and Azure DevOps connect through
 * their fakes (start_auth -> the tool's authorize page -> /oauth/callback/{service}/), store the
 * tokens sealed, answer the panel's data and searches, refresh an expired token, ask to reconnect
 * when the tool refuses it, and disconnect. The state is one use, per person and short-lived; the
 * plan's LIMIT_SERVICES refuses; another account's person never reaches a connection.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, serviceAuthStates, serviceConnections } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { applyTextEdit } from '../../../tab/src/pages/checkin/text-edit.ts';
import { linkInsertEdit, taskMarkdownLink } from '../../../tab/src/pages/checkin/tool-panels/task-link.ts';
import { buildAccount, buildTeam, signIn } from '../../factories.ts';
import { startAtlassianFake, type TAtlassianFake } from '../../fakes/work-tools/atlassian.ts';
import { startAzureDevopsFake, type TAzureDevopsFake } from '../../fakes/work-tools/azure-devops.ts';
import { startGithubFake, type TGithubFake } from '../../fakes/work-tools/github.ts';
import { startGitlabFake, type TGitlabFake } from '../../fakes/work-tools/gitlab.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns } from '../../run-factories.ts';
import { authorizeAt, connectThrough } from './connect-fixtures.ts';

const SERVICES_PAGE = '/my/settings/services/';
const box = createSecretBox(TEST_SESSION_SECRET);

let github: TGithubFake;
let gitlab: TGitlabFake;
let atlassian: TAtlassianFake;
let azure: TAzureDevopsFake;
let server: TTestServer;
let account: TAccountRow;

async function newPerson(onAccount = account): Promise<{ client: TestClient; user: TUserRow }> {
  return signedInClient(server, onAccount, 3);
}

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

beforeAll(async () => {
  [github, gitlab, atlassian, azure] = await Promise.all([
    startGithubFake(),
    startGitlabFake(),
    startAtlassianFake(),
    startAzureDevopsFake(),
  ]);
  server = await startTestServer({ env: { ...github.env, ...gitlab.env, ...atlassian.env, ...azure.env } });
  account = await buildAccount(server.db);
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([github, gitlab, atlassian, azure].map((fake) => fake?.close()));
});

describe('connecting each tool through its fake', () => {
  it('GitHub: connects, seals the token, lists repos, searches issues and pull requests, disconnects', async () => {
    const { client, user } = await newPerson();
    const { location, messages, authorizeUrl } = await connectThrough(client, 'github');
    expect(authorizeUrl.searchParams.get('scope')).toBe('repo read:user');
    expect(location).toBe(SERVICES_PAGE);
    expect(messages).toContainEqual({ level: 'success', message: 'Github is connected.' });

    const row = await connectionOf(user, 'github');
    expect(row).toMatchObject({ externalId: '583231', externalName: 'octo-ada', accountId: account.id });
    expect(github.oauth.accessTokens).not.toContain(row!.accessToken);
    expect(github.oauth.accessTokens).toContain(box.open(row!.accessToken));

    const services = (await client.get('/api/v1/my/services')).json();
    expect(services.locked).toBe(false);
    expect(services.tools.find((tool: { service: string }) => tool.service === 'github')).toMatchObject({
      label: 'Github',
      available: true,
      connected: true,
      account: 'octo-ada',
    });
    // Without a client id (no ASANA_CLIENT_ID here): not set up.
    expect(services.tools.find((tool: { service: string }) => tool.service === 'asana').available).toBe(false);

    const data = await call(client, 'get_github_data');
    expect(data.body).toEqual({
      ok: true,
      connected: true,
      data: {
        repos: [
          { id: 'acme/rocket', name: 'acme/rocket', url: 'https://github.com/acme/rocket' },
          { id: 'acme/launchpad', name: 'acme/launchpad', url: 'https://github.com/acme/launchpad' },
        ],
      },
    });
    const issues = await call(client, 'search_github', { query: 'fuel', type: 'issue', repo: 'acme/rocket' });
    expect(issues.body).toEqual({
      ok: true,
      tasks: [
        {
          id: '1001',
          title: '#42 Fuel gauge reads empty after restart',
          url: 'https://github.com/acme/rocket/issues/42',
          detail: 'acme/rocket · open',
        },
      ],
    });
    const prs = await call(client, 'search_github', { query: 'fuel', type: 'pr', repo: 'acme/rocket' });
    expect(prs.body.tasks.map((task: { url: string }) => task.url)).toEqual(['https://github.com/acme/rocket/pull/43']);
    const sent = github.server.calls('GET', '/search/issues').at(-1)!;
    expect(sent.query.get('q')).toBe('fuel repo:acme/rocket is:pr');

    const gone = await call(client, 'disconnect_service', { service: 'github' });
    expect(gone.body).toEqual({ ok: true, redirect_url: SERVICES_PAGE });
    expect(await connectionOf(user, 'github')).toBeUndefined();
    expect(github.server.calls('DELETE', '/applications/:clientId/grant')).toHaveLength(1);
    expect((await call(client, 'get_github_data')).body).toMatchObject({ ok: false, connected: false });
  });

  it('GitLab: PKCE, projects, issue search, refresh of an expired token, disconnect revokes', async () => {
    const { client, user } = await newPerson();
    const { location, authorizeUrl } = await connectThrough(client, 'gitlab');
    expect(location).toBe(SERVICES_PAGE);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const token = gitlab.server.calls('POST', '/oauth/token').at(-1)!;
    expect(new URLSearchParams(token.body).get('code_verifier')).toBeTruthy();
    const row = await connectionOf(user, 'gitlab');
    expect(row).toMatchObject({ externalName: 'gl-grace' });
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 7000 * 1000);
    expect(box.open(row!.refreshToken!)).toMatch(/^rt_/);

    expect((await call(client, 'get_gitlab_data')).body.data.repos.map((repo: { name: string }) => repo.name)).toEqual([
      'acme/orbiter',
      'acme/ground-control',
    ]);

    // The token expires: the next search refreshes it first (rotating the refresh token) and works.
    gitlab.oauth.expireAccessTokens();
    await server.db
      .update(serviceConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceConnections.id, row!.id));
    const search = await call(client, 'search_gitlab', { query: 'telemetry', repo: '278964' });
    expect(search.body).toEqual({
      ok: true,
      tasks: [
        {
          id: '9001',
          title: '#12 Telemetry drops every hour',
          url: 'https://gitlab.example.com/acme/orbiter/-/issues/12',
          detail: 'opened',
        },
      ],
    });
    const refreshed = await connectionOf(user, 'gitlab');
    expect(box.open(refreshed!.accessToken)).not.toBe(box.open(row!.accessToken));
    expect(box.open(refreshed!.refreshToken!)).not.toBe(box.open(row!.refreshToken!));
    expect(refreshed!.expiresAt!.getTime()).toBeGreaterThan(Date.now());

    expect((await call(client, 'disconnect_service', { service: 'gitlab' })).body.ok).toBe(true);
    expect(gitlab.server.calls('POST', '/oauth/revoke')).toHaveLength(1);
    expect(await connectionOf(user, 'gitlab')).toBeUndefined();
  });

  it('Jira: 3LO with its audience and scopes, token sealed, sites as workspaces, JQL search, reconnect when the refresh is refused, disconnect', async () => {
    const { client, user } = await newPerson();
    const { location, authorizeUrl } = await connectThrough(client, 'jira');
    expect(location).toBe(SERVICES_PAGE);
    expect(authorizeUrl.searchParams.get('audience')).toBe('api.atlassian.com');
    expect(authorizeUrl.searchParams.get('scope')).toBe('read:jira-work read:jira-user offline_access');
    const row = await connectionOf(user, 'jira');
    expect(row).toMatchObject({ externalId: '5b10ac8d82e05b22cc7d4ef5', externalName: 'Linus Ops' });
    expect(atlassian.oauth.accessTokens).not.toContain(row!.accessToken);
    expect(atlassian.oauth.accessTokens).toContain(box.open(row!.accessToken));

    const data = await call(client, 'get_jira_data');
    const [site] = data.body.data.workspaces;
    expect(site).toEqual({
      id: '11223344-a1b2-3b33-c444-def123456789',
      name: 'acme',
      url: 'https://acme.atlassian.net',
    });
    const search = await call(client, 'search_jira_issues', { query: 'staging "db', workspace_gid: site.id });
    expect(search.body).toEqual({ ok: true, tasks: [] });
    const jql = atlassian.server.calls('GET', '/ex/jira/:cloudId/rest/api/3/search/jql').at(-1)!.query.get('jql');
    expect(jql).toBe('text ~ "staging \\"db" ORDER BY updated DESC');
    const found = await call(client, 'search_jira_issues', { query: 'certificates', workspace_gid: site.id });
    expect(found.body.tasks).toEqual([
      {
        id: '10042',
        title: 'OPS-42 Rotate the staging certificates',
        url: 'https://acme.atlassian.net/browse/OPS-42',
        detail: 'Operations · In Progress',
      },
    ]);

    // The person revoked the app at Atlassian: the refresh is refused; nothing is deleted, reconnect is asked.
    atlassian.oauth.revokeUser('5b10ac8d82e05b22cc7d4ef5');
    await server.db
      .update(serviceConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceConnections.id, row!.id));
    const refused = await call(client, 'search_jira_issues', { query: 'x', workspace_gid: site.id });
    expect(refused).toEqual({ status: 200, body: { ok: false, tasks: [], error: WORK_TOOL_MESSAGES.reconnect } });
    const kept = await connectionOf(user, 'jira');
    expect(kept?.meta).toMatchObject({ needs_reconnect: true });
    expect((await call(client, 'get_jira_data')).body).toMatchObject({
      ok: false,
      connected: true,
      error: WORK_TOOL_MESSAGES.reconnect,
    });
    // The services page says so, and connecting again clears it.
    const card = (await client.get('/api/v1/my/services'))
      .json()
      .tools.find((tool: { service: string }) => tool.service === 'jira');
    expect(card).toMatchObject({ connected: true, needs_reconnect: true });
    // Disconnecting forgets it, even one the tool no longer accepts.
    expect((await call(client, 'disconnect_service', { service: 'jira' })).body).toEqual({
      ok: true,
      redirect_url: SERVICES_PAGE,
    });
    expect(await connectionOf(user, 'jira')).toBeUndefined();
  });

  it('Azure DevOps: Microsoft sign-in with PKCE, token sealed, organisations as accounts, WIQL search, disconnect', async () => {
    const { client, user } = await newPerson();
    const { location, authorizeUrl } = await connectThrough(client, 'azure-devops');
    expect(location).toBe(SERVICES_PAGE);
    expect(authorizeUrl.pathname).toBe('/organizations/oauth2/v2.0/authorize');
    expect(authorizeUrl.searchParams.get('scope')).toBe('499b84ac-1321-427f-aa17-267ca6975798/vso.work offline_access');
    const row = await connectionOf(user, 'azure-devops');
    expect(row).toMatchObject({ externalName: 'ada@contoso.example' });
    expect(azure.oauth.accessTokens).not.toContain(row!.accessToken);
    expect(azure.oauth.accessTokens).toContain(box.open(row!.accessToken));

    const data = await call(client, 'get_azure_data');
    expect(data.body.data.accounts.map((one: { id: string }) => one.id)).toEqual(['contoso-dev']);
    const search = await call(client, 'search_azure_tasks', { query: "checkout's page", org: 'contoso-dev' });
    expect(search.body).toEqual({ ok: true, tasks: [] });
    const wiql = azure.server.calls('POST', '/:org/_apis/wit/wiql').at(-1)!.json as { query: string };
    expect(wiql.query).toContain("[System.Title] CONTAINS 'checkout''s page'");
    const found = await call(client, 'search_azure_tasks', { query: 'checkout', org: 'contoso-dev' });
    expect(found.body.tasks).toEqual([
      {
        id: '314',
        title: '314 Checkout page times out',
        url: `${azure.server.url}/contoso-dev/_workitems/edit/314`,
        detail: 'Shop · Bug · Active',
      },
    ]);
    // An organisation name that is not one is refused before any call.
    expect((await call(client, 'search_azure_tasks', { query: 'x', org: '../evil' })).body).toEqual({
      ok: true,
      tasks: [],
    });
    expect((await call(client, 'disconnect_service', { service: 'azure-devops' })).body.ok).toBe(true);
    expect(await connectionOf(user, 'azure-devops')).toBeUndefined();
    expect((await call(client, 'get_azure_data')).body).toMatchObject({ ok: false, connected: false });
  });
});

describe('the state of an authorisation', () => {
  it('is used once: the same callback a second time is refused and stores nothing new', async () => {
    const { client, user } = await newPerson();
    const { callbackPath } = await authorizeAt(client, 'github');
    expect((await client.get(callbackPath, { accept: 'text/html' })).headers.location).toBe(SERVICES_PAGE);
    await server.db.delete(serviceConnections).where(eq(serviceConnections.userId, user.id));
    const again = await client.get(callbackPath, { accept: 'text/html' });
    expect(again.headers.location).toBe(SERVICES_PAGE);
    expect((await client.state()).messages).toContainEqual({
      level: 'error',
      message: 'This Github connection request has expired or was already used. Connect Github again.',
    });
    expect(await connectionOf(user, 'github')).toBeUndefined();
  });

  it('expires after 10 minutes', async () => {
    const { client, user } = await newPerson();
    const { callbackPath } = await authorizeAt(client, 'github');
    await server.db
      .update(serviceAuthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceAuthStates.userId, user.id));
    await client.get(callbackPath, { accept: 'text/html' });
    expect((await client.state()).messages.at(-1)?.message).toMatch(/has expired or was already used/);
    expect(await connectionOf(user, 'github')).toBeUndefined();
  });

  it("belongs to the person who started it: someone else's browser is refused and the state stays", async () => {
    const ada = await newPerson();
    const mallory = await newPerson();
    const outsider = await newPerson(await buildAccount(server.db));
    const { callbackPath } = await authorizeAt(ada.client, 'github');
    const stolen = await mallory.client.get(callbackPath, { accept: 'text/html' });
    expect(stolen.headers.location).toBe(SERVICES_PAGE);
    expect((await mallory.client.state()).messages.at(-1)?.message).toMatch(/was started by someone else/);
    expect(await connectionOf(mallory.user, 'github')).toBeUndefined();
    // Someone of another account does not even learn that the state exists.
    await outsider.client.get(callbackPath, { accept: 'text/html' });
    expect((await outsider.client.state()).messages.at(-1)?.message).toMatch(/has expired or was already used/);
    expect(await connectionOf(outsider.user, 'github')).toBeUndefined();
    // Ada can still finish her own.
    expect((await ada.client.get(callbackPath, { accept: 'text/html' })).headers.location).toBe(SERVICES_PAGE);
    expect(await connectionOf(ada.user, 'github')).toBeDefined();
  });

  it('belongs to the account it was started in: switching accounts before the callback attaches nothing there', async () => {
    const ada = await newPerson();
    const other = await buildAccount(server.db);
    await server.db.insert(memberships).values({ accountId: other.id, userId: ada.user.id, accountTypeId: 3 });
    const { callbackPath } = await authorizeAt(ada.client, 'github');
    // The same person, now signed in to the other account (as after switching accounts).
    const inOther = new TestClient(server.app);
    inOther.setCookie(await signIn(server.db, ada.user, other));
    const landed = await inOther.get(callbackPath, { accept: 'text/html' });
    expect(landed.headers.location).toBe(SERVICES_PAGE);
    expect((await inOther.state()).messages.at(-1)?.message).toMatch(/has expired or was already used/);
    expect(await connectionOf(ada.user, 'github')).toBeUndefined();
    // Back in the account it was started in, the same callback connects there.
    expect((await ada.client.get(callbackPath, { accept: 'text/html' })).headers.location).toBe(SERVICES_PAGE);
    expect(await connectionOf(ada.user, 'github')).toMatchObject({ accountId: account.id });
  });

  it('a refusal at the tool (access_denied) lands on the services page with a message', async () => {
    const { client, user } = await newPerson();
    github.oauth.denyNext();
    const { location, messages } = await connectThrough(client, 'github');
    expect(location).toBe(SERVICES_PAGE);
    expect(messages).toContainEqual({ level: 'error', message: 'Github was not connected: access was not allowed.' });
    expect(await connectionOf(user, 'github')).toBeUndefined();
  });

  it('a signed-out callback asks to sign in and comes back', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/oauth/callback/github/?code=x&state=y',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/accounts/login/?next=${encodeURIComponent('/oauth/callback/github/?code=x&state=y')}`,
    );
  });

  it('returns to the check-in it started from, whose context then shows the tool connected', async () => {
    const { client, user } = await newPerson();
    const team = await buildTeam(server.db, account);
    const seeded = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: user,
      members: [user],
      runs: [{ key: '2026-05-04', entries: ['sent'] }],
    });
    const hash = seeded.checkins.get('2026-05-04')!.get(user.id)!.hash;
    const before = (await client.get(`/api/v1/checkin/${hash}/`)).json();
    expect(before.is_github_connected).toBe(false);
    const { location } = await connectThrough(client, 'github', { 'checkin-hash': hash });
    expect(location).toBe(`/checkin/${hash}/`);
    const after = (await client.get(`/api/v1/checkin/${hash}/`)).json();
    expect(after).toMatchObject({ is_github_connected: true, is_jira_connected: false });
  });

  it('a found issue picked in the editor is saved into the answer as its Markdown link, and submitted', async () => {
    const { client, user } = await newPerson();
    const team = await buildTeam(server.db, account);
    const seeded = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: user,
      members: [user],
      runs: [{ key: '2026-05-05', entries: ['sent'] }],
    });
    const hash = seeded.checkins.get('2026-05-05')!.get(user.id)!.hash;
    await connectThrough(client, 'github', { 'checkin-hash': hash });
    const context = (await client.get(`/api/v1/checkin/${hash}/`)).json();
    const keys: string[] = context.form.rfields.map((field: { key: string }) => field.key);
    // The panel's search, then the editor's own pick: the link goes at the caret the member left.
    const found = await call(client, 'search_github', { query: 'fuel', type: 'issue', repo: 'acme/rocket' });
    const task = found.body.tasks[0];
    const link = taskMarkdownLink(task)!;
    expect(link).toBe('[#42 Fuel gauge reads empty after restart](https://github.com/acme/rocket/issues/42)');
    const typed = 'Worked on today';
    const caret = 'Worked on'.length;
    const edited = applyTextEdit(
      typed,
      linkInsertEdit({ value: typed, selectionStart: caret, selectionEnd: caret }, link, true),
    );
    expect(edited.value).toBe(`Worked on ${link} today`);
    const saved = await client.post('/api/v1/checkin/save_question/', {
      hash,
      key: keys[0],
      content: edited.value,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const key of keys.slice(1)) {
      const more = await client.post('/api/v1/checkin/save_question/', { hash, key, content: 'Nothing else' });
      expect(more.statusCode, more.body).toBe(200);
    }
    const submitted = await client.post('/api/v1/checkin/save_question/', {
      hash,
      key: keys[0],
      content: edited.value,
      submit: true,
    });
    expect(submitted.json()).toMatchObject({ ok: true, is_draft: false });
    const reread = (await client.get(`/api/v1/checkin/${hash}/`)).json();
    expect(reread.answers[keys[0]!]).toBe(`Worked on ${link} today`);
    expect(reread.is_draft).toBe(false);
  });

  it('a return_to off this site is ignored (no open redirect)', async () => {
    const { client } = await newPerson();
    const { location } = await connectThrough(client, 'github', { return_to: '//evil.example/x' });
    expect(location).toBe(SERVICES_PAGE);
  });
});

describe('refusals', () => {
  it('a revoked token answers reconnect, never a 500', async () => {
    const { client } = await newPerson();
    github.oauth.signInAs('octo-bob');
    github.users.set('octo-bob', { id: 99, login: 'octo-bob', name: 'Bob' });
    await connectThrough(client, 'github');
    github.oauth.signInAs('octo-ada');
    github.oauth.revokeUser('octo-bob');
    expect(await call(client, 'get_github_data')).toEqual({
      status: 200,
      body: { ok: false, connected: true, data: {}, error: WORK_TOOL_MESSAGES.reconnect },
    });
    expect((await call(client, 'search_github', { query: 'x', repo: 'acme/rocket' })).body).toEqual({
      ok: false,
      tasks: [],
      error: WORK_TOOL_MESSAGES.reconnect,
    });
  });

  it('LIMIT_SERVICES refuses start_auth and the panel calls with the plan words (disconnecting stays possible)', async () => {
    const basic = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active', trialEndsAt: null });
    const { client } = await newPerson(basic);
    for (const [name, body] of [
      ['start_auth', { service: 'github' }],
      ['get_github_data', {}],
      ['search_github', { query: 'x', repo: 'acme/rocket' }],
    ] as const) {
      const answer = await call(client, name, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 'FEATURE_LOCKED', message: WORK_TOOL_MESSAGES.servicesLocked });
    }
    expect((await client.get('/api/v1/my/services')).json().locked).toBe(true);
    expect((await call(client, 'disconnect_service', { service: 'github' })).body.ok).toBe(true);
  });

  it("another account's person never uses your connection", async () => {
    const ada = await newPerson();
    await connectThrough(ada.client, 'github');
    const stranger = await newPerson(await buildAccount(server.db));
    expect((await call(stranger.client, 'get_github_data')).body).toMatchObject({ ok: false, connected: false });
    expect((await call(stranger.client, 'search_github', { query: 'fuel', repo: 'acme/rocket' })).body).toMatchObject({
      ok: false,
      tasks: [],
    });
  });

  it('bad input is a clear 400; signed out is 401; no CSRF token is 403', async () => {
    const { client } = await newPerson();
    const unknown = await call(client, 'start_auth', { service: 'myspace' });
    expect(unknown.status).toBe(400);
    const long = await call(client, 'search_github', { query: 'x'.repeat(201), repo: 'acme/rocket' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Search for at most 200 characters.');
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/v1/service_connection/get_github_data/',
      payload: {},
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    const noCsrf = await client.post('/api/v1/service_connection/get_github_data/', {}, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('a tool this server has no client id for (or not in the registry) answers notConfigured', async () => {
    const { client } = await newPerson();
    expect((await call(client, 'start_auth', { service: 'asana' })).body).toEqual({
      ok: false,
      error: WORK_TOOL_MESSAGES.notConfigured,
    });
    expect((await call(client, 'get_asana_data')).body).toMatchObject({
      ok: false,
      connected: false,
      error: WORK_TOOL_MESSAGES.notConfigured,
    });
  });
});
