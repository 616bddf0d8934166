/**
 * The team's integrations through HTTP (spec part 3 §2.10) with Asana, Trello and Clubhouse faked:
 * the services page's data (webhook URLs from the slug and the team uuid, secrets for managers
 * only), configure and disable Asana and Trello through the admin's own connection, connect
 * Clubhouse with a good and a bad key, replace a webhook secret, a member refused, LIMIT_SERVICES
 * refused on the server, and the poll recording Asana and Trello events once when run twice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityItems, serviceConnections, teamServiceSettings } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import { createSecretBox } from '../../../bot/domain/secrets/secret-box.ts';
import { pollTeamTools, queueTeamToolPolls } from '../../../bot/domain/team-tools/poll-team-tools.ts';
import { findWebhookSecret } from '../../../bot/domain/webhooks-in/webhook-secrets.ts';
import { ZTeamServicesView } from '../../../shared/team-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startFakeAsana, type TFakeAsana } from '../../fakes/work-tools/asana.ts';
import { startFakeClubhouse, type TFakeClubhouse } from '../../fakes/work-tools/clubhouse.ts';
import { startFakeTrello, type TFakeTrello } from '../../fakes/work-tools/trello.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
let asana: TFakeAsana;
let trello: TFakeTrello;
let clubhouse: TFakeClubhouse;
let account: TAccountRow;
let team: TTeamRow;
let admin: TestClient;
let adminUser: TUserRow;
let member: TestClient;
let memberUser: TUserRow;
const box = createSecretBox(TEST_SESSION_SECRET);
const TRELLO_TOKEN = 'c'.repeat(64);

async function services(client: TestClient) {
  const response = await client.get('/api/v1/team/services');
  expect(response.statusCode, response.body).toBe(200);
  return ZTeamServicesView.parse(response.json());
}

async function setting(service: string) {
  const [row] = await server.db
    .select()
    .from(teamServiceSettings)
    .where(and(eq(teamServiceSettings.teamId, team.id), eq(teamServiceSettings.service, service)));
  return row;
}

beforeAll(async () => {
  [asana, trello, clubhouse] = await Promise.all([startFakeAsana(), startFakeTrello(), startFakeClubhouse()]);
  server = await startTestServer({
    env: {
      PUBLIC_URL: 'http://rollcall.test',
      ASANA_CLIENT_ID: asana.clientId,
      ASANA_CLIENT_SECRET: asana.clientSecret,
      ASANA_URL: asana.url,
      TRELLO_API_KEY: trello.apiKey,
      TRELLO_URL: 'https://trello.example.test',
      TRELLO_API_URL: trello.url,
      CLUBHOUSE_API_URL: clubhouse.url,
    },
  });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Platform' });
  ({ client: admin, user: adminUser } = await signedInClient(server, account, 2, { teams: [team] }));
  ({ client: member, user: memberUser } = await signedInClient(server, account, 3, {
    teams: [team],
    email: 'ada@example.test',
  }));
  // The admin's own Asana and Trello connections (made through start_auth in the product).
  asana.tokens.set('admin-asana', { gid: '9002', name: 'Admin', email: 'admin@example.test' });
  trello.tokens.set(TRELLO_TOKEN, { id: 'tm-admin', username: 'admin', fullName: 'Admin' });
  await server.db.insert(serviceConnections).values([
    {
      accountId: account.id,
      userId: adminUser.id,
      service: 'asana',
      accessToken: box.seal('admin-asana'),
      externalId: '9002',
    },
    {
      accountId: account.id,
      userId: adminUser.id,
      service: 'trello',
      accessToken: box.seal(TRELLO_TOKEN),
      externalId: 'tm-admin',
    },
    // The member linked their Trello account: their board actions are theirs in the feed.
    {
      accountId: account.id,
      userId: memberUser.id,
      service: 'trello',
      accessToken: box.seal('d'.repeat(64)),
      externalId: 'tm-ada',
      externalName: 'ada',
    },
  ]);
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([asana?.close(), trello?.close(), clubhouse?.close()]);
});

describe('the services page data', () => {
  it('shows every sender’s URL from its slug and the team uuid, and the secrets to a manager only', async () => {
    const forAdmin = await services(admin);
    expect(forAdmin.webhooks.map((w) => w.slug)).toEqual([
      'zapier',
      'atlassian-jira',
      'github',
      'azure-devops',
      'gitlab',
      'bitbucket',
      'clubhouse',
    ]);
    expect(forAdmin.webhooks[2]).toMatchObject({ url: `http://rollcall.test/webhooks/github/${team.uuid}/` });
    expect(forAdmin.webhooks.every((w) => w.secret && w.secret.length >= 40)).toBe(true);
    expect(forAdmin.webhooks[2]!.secret).toBe(await findWebhookSecret({ db: server.db, box }, team.id, 'github'));
    expect(forAdmin).toMatchObject({ can_manage: true, locked: false, team_uuid: team.uuid });
    expect(forAdmin.asana).toMatchObject({
      connected: false,
      personal_connected: true,
      workspaces: [{ id: '1001', name: 'Acme Workspace' }],
    });

    const forMember = await services(member);
    expect(forMember.can_manage).toBe(false);
    expect(forMember.webhooks.every((w) => w.secret === null)).toBe(true);
    expect(forMember.asana.workspaces).toEqual([]);
  });

  it('replaces a secret for a manager; the old one stops', async () => {
    const before = await findWebhookSecret({ db: server.db, box }, team.id, 'gitlab');
    const response = await admin.post('/team/settings/services/replace-secret', { slug: 'gitlab' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await findWebhookSecret({ db: server.db, box }, team.id, 'gitlab')).not.toBe(before);
    expect((await admin.post('/team/settings/services/replace-secret', { slug: 'nope' })).statusCode).toBe(400);
  });
});

describe('Asana configuration', () => {
  it('lists the projects of a workspace through the admin’s connection', async () => {
    const response = await admin.get('/api/v1/team/services/asana-projects?workspace_gid=1001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, choices: [{ id: '2001', name: 'Launch' }] });
  });

  it('refuses a workspace or project the admin does not reach, and stores nothing', async () => {
    const bad = await admin.post('/team/settings/services/configure-asana', { workspace_gid: '666' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.workspace_gid).toEqual(['Choose a workspace from the list.']);
    const badProject = await admin.post('/team/settings/services/configure-asana', {
      workspace_gid: '1001',
      project_gid: '666',
    });
    expect(badProject.statusCode).toBe(400);
    expect(await setting('asana')).toBeUndefined();
  });

  it('configures, shows and disables Asana', async () => {
    const response = await admin.post('/team/settings/services/configure-asana', {
      workspace_gid: '1001',
      project_gid: '2001',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, redirect: '/team/settings/services/' });
    const row = await setting('asana');
    expect(row!.config).toMatchObject({
      workspace_gid: '1001',
      workspace_name: 'Acme Workspace',
      project_gid: '2001',
      project_name: 'Launch',
    });
    expect(row!.token).not.toContain('admin-asana');
    expect((await services(member)).asana).toMatchObject({ connected: true, project_name: 'Launch' });

    expect((await admin.post('/team/settings/services/disable-asana')).statusCode).toBe(200);
    expect(await setting('asana')).toBeUndefined();
  });
});

describe('Trello configuration', () => {
  it('lists boards and configures the chosen ones with Trello’s names', async () => {
    const boards = await admin.get('/api/v1/team/services/trello-boards');
    expect(boards.json().choices.map((b: { id: string }) => b.id)).toEqual(['board1', 'board2']);
    const response = await admin.post('/team/settings/services/configure-trello', {
      board_items: ['board2|Renamed <b>'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await setting('trello'))!.config).toMatchObject({ boards: [{ id: 'board2', name: 'Bugs' }] });
    const unknown = await admin.post('/team/settings/services/configure-trello', { board_items: 'nope|Nope' });
    expect(unknown.statusCode).toBe(400);
    expect((await services(admin)).trello).toMatchObject({ connected: true, boards: [{ id: 'board2', name: 'Bugs' }] });
  });

  it('disables Trello', async () => {
    expect((await admin.post('/team/settings/services/disable-trello')).statusCode).toBe(200);
    expect(await setting('trello')).toBeUndefined();
  });
});

describe('Clubhouse connection', () => {
  it('refuses a bad key with the spec’s words and stores nothing', async () => {
    const response = await admin.post('/team/settings/services/connect-clubhouse', { clubhouse_token: 'wrong-key' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(WORK_TOOL_MESSAGES.clubhouseKeyInvalid);
    expect(await setting('clubhouse')).toBeUndefined();
  });

  it('connects with a good key: workspace and active members kept, token sealed; then disables', async () => {
    clubhouse.tokens.set('ch-team-key', 'm-1');
    const response = await admin.post('/team/settings/services/connect-clubhouse', { clubhouse_token: 'ch-team-key' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await setting('clubhouse');
    expect(row!.config).toEqual({
      workspace: 'acme-eng',
      members: [{ id: 'm-1', name: 'Cleo Club', email: 'cleo@example.test' }],
    });
    expect(box.open(row!.token!)).toBe('ch-team-key');
    expect((await services(member)).clubhouse).toMatchObject({ connected: true, workspace: 'acme-eng' });
    expect((await admin.post('/team/settings/services/disable-clubhouse')).statusCode).toBe(200);
    expect((await services(admin)).clubhouse.connected).toBe(false);
  });
});

describe('who may change the settings', () => {
  it('refuses a team member every change', async () => {
    for (const [url, body] of [
      ['/team/settings/services/configure-asana', { workspace_gid: '1001' }],
      ['/team/settings/services/disable-asana', {}],
      ['/team/settings/services/configure-trello', { board_items: 'board1|Roadmap' }],
      ['/team/settings/services/connect-clubhouse', { clubhouse_token: 'ch-team-key' }],
      ['/team/settings/services/replace-secret', { slug: 'github' }],
    ] as const) {
      const response = await member.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(
        'Only team admins and account admins can change this team’s integrations.',
      );
    }
    expect((await member.get('/api/v1/team/services/trello-boards')).statusCode).toBe(403);
  });

  it('refuses LIMIT_SERVICES on the server and hides the secrets', async () => {
    const basic = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const basicTeam = await buildTeam(server.db, basic);
    const { client } = await signedInClient(server, basic, 1, { teams: [basicTeam] });
    clubhouse.tokens.set('ch-basic', 'm-1');
    const response = await client.post('/team/settings/services/connect-clubhouse', { clubhouse_token: 'ch-basic' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FEATURE_LOCKED');
    expect(
      await server.db.select().from(teamServiceSettings).where(eq(teamServiceSettings.teamId, basicTeam.id)),
    ).toEqual([]);
    const view = await services(client);
    expect(view).toMatchObject({ locked: true, zapier_locked: true });
    expect(view.webhooks.every((w) => w.secret === null)).toBe(true);
  });
});

describe('the poll', () => {
  it('records Asana task events and Trello card actions once, under the matched member, when run twice', async () => {
    await admin.post('/team/settings/services/configure-asana', { workspace_gid: '1001', project_gid: '2001' });
    await admin.post('/team/settings/services/configure-trello', { board_items: ['board1|Roadmap'] });
    const deps = {
      db: server.db,
      box,
      env: server.env,
      log: { info() {}, warn() {}, error() {} } as never,
      jobs: { sendMany: async () => {} },
    };

    const sent: unknown[] = [];
    expect(
      await queueTeamToolPolls({ ...deps, jobs: { sendMany: async (queue, jobs) => void sent.push(queue, jobs) } }),
    ).toBe(1);
    expect(sent).toEqual([QUEUE.teamToolsPoll, [{ data: { teamId: team.id } }]]);

    // The first read of Asana only takes a sync token; events after it are read by the next poll.
    expect(await pollTeamTools(deps, team.id)).toBe(0);
    const soon = new Date(Date.now() + 60_000).toISOString();
    asana.events.set('2001', [
      {
        user: { gid: '9001', name: 'Ada Asana' },
        resource: { gid: '3001', name: 'Write the launch post', resource_type: 'task' },
        parent: { gid: '2001', resource_type: 'project' },
        action: 'added',
        created_at: soon,
      },
      {
        user: { gid: '9001', name: 'Ada Asana' },
        resource: { gid: '3001', name: 'Write the launch post', resource_type: 'task' },
        action: 'changed',
        created_at: soon,
        change: { field: 'completed', action: 'changed', new_value: true },
      },
      {
        user: null,
        resource: { gid: '77', name: 'a comment', resource_type: 'story' },
        action: 'added',
        created_at: soon,
      },
    ]);
    // Ada's Asana account is linked to her Rollcall user.
    await server.db.insert(serviceConnections).values({
      accountId: account.id,
      userId: memberUser.id,
      service: 'asana',
      accessToken: box.seal('x'),
      externalId: '9001',
    });
    trello.actions.set('board1', [
      {
        id: 'act1',
        type: 'createCard',
        date: soon,
        idMemberCreator: 'tm-ada',
        memberCreator: { id: 'tm-ada', username: 'ada', fullName: 'Ada T' },
        data: { card: { id: 'c1', name: 'Plan Q3', shortLink: 'q3' }, board: { id: 'board1', name: 'Roadmap' } },
      },
      {
        id: 'act2',
        type: 'updateCard',
        date: soon,
        idMemberCreator: 'tm-zed',
        memberCreator: { id: 'tm-zed', username: 'zed', fullName: 'Zed Outsider' },
        data: {
          card: { id: 'c1', name: 'Plan Q3', shortLink: 'q3' },
          listBefore: { name: 'To do' },
          listAfter: { name: 'Doing' },
        },
      },
    ]);

    expect(await pollTeamTools(deps, team.id)).toBe(4);
    expect(await pollTeamTools(deps, team.id)).toBe(0);
    const items = await server.db.select().from(activityItems).where(eq(activityItems.teamId, team.id));
    const byVerb = Object.fromEntries(items.map((item) => [item.verb, item]));
    expect(Object.keys(byVerb).sort()).toEqual([
      'asana-completed-task',
      'asana-created-task',
      'trello-created-card',
      'trello-moved-card',
    ]);
    expect(byVerb['asana-created-task']).toMatchObject({
      userId: memberUser.id,
      source: 'asana',
      data: { title: 'Write the launch post', project: 'Launch' },
    });
    expect(byVerb['trello-created-card']).toMatchObject({
      userId: memberUser.id,
      data: { title: 'Plan Q3', url: 'https://trello.example.test/c/q3', project: 'Roadmap' },
    });
    expect(byVerb['trello-moved-card']).toMatchObject({
      userId: null,
      actorLabel: 'Zed Outsider',
      data: { from: 'To do', to: 'Doing' },
    });
    // The second Trello read asked only for actions after the newest one read.
    expect(trello.calls('GET', '/1/boards/:id/actions').at(-1)!.query.get('since')).toBe('act2');
  });
});
