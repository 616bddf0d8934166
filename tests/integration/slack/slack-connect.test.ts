/**
 * Connecting a Slack workspace through the doors a person uses (issue 18, spec part 1 §2.10, part 3
 * §2.9): Connect Slack -> the fake's consent page -> /slack/oauth_redirect -> the confirm screen ->
 * Connect, Overwrite or Create New Team through the one connect path; the roster read on every
 * users.list page (bots, deactivated accounts, guests and people without an email left out),
 * channels from conversations.list; team_join and user_change as signed events; Resync Team.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackInstalls, teamMembers, teams, userIdentities, users } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { SLACK_CONNECT_MESSAGES, SLACK_MESSAGES, ZSlackConnectContext } from '../../../shared/slack.ts';
import { ZTeamSettingsGeneral } from '../../../shared/teams.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../../fakes/slack-api/index.ts';
import { createSlackRequestBuilder } from '../../fakes/slack-api/signed-requests.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { SLACK_TEST_SETTINGS } from './slack-test-kit.ts';

let fake: TFakeSlackApi;
let server: TTestServer;
const events = () =>
  createSlackRequestBuilder({ signingSecret: SLACK_TEST_SETTINGS.SLACK_SIGNING_SECRET, fake, appId: fake.appId });

/** Each test installs its own workspace: 50 members and the 7 people an import must skip. */
let workspaces = 0;
function newWorkspace(members = 50, options: { noFilteredUsers?: boolean } = {}) {
  workspaces += 1;
  const id = `TW${String(workspaces).padStart(3, '0')}`;
  fake.addWorkspace({
    id,
    name: `Workspace ${workspaces}`,
    members,
    ...options,
    channels: [
      { name: 'general' },
      { name: 'standups' },
      { name: 'old-news', isArchived: true },
      { name: 'secret', isPrivate: true },
    ],
  });
  return fake.workspace(id);
}

beforeAll(async () => {
  fake = await startFakeSlackApi({
    clientId: SLACK_TEST_SETTINGS.SLACK_CLIENT_ID,
    clientSecret: SLACK_TEST_SETTINGS.SLACK_CLIENT_SECRET,
  });
  // 20 a page: 57 people are three users.list pages.
  server = await startTestServer({
    env: { ...SLACK_TEST_SETTINGS, SLACK_URL: fake.url, SLACK_ROSTER_PAGE_SIZE: '20' },
  });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** Connect Slack -> consent (as a full member of the workspace) -> back: answers the confirm page path. */
async function install(client: TestClient, teamId: string): Promise<string> {
  fake.signIn(teamId, fake.workspace(teamId).users.find((person) => person.email && !person.isBot)!.id);
  const start = await client.get('/connect/slack/', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
  expect(start.statusCode).toBe(302);
  const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await client.get(`${back.pathname}${back.search}`, { accept: 'text/html' });
  expect(done.statusCode).toBe(303);
  const location = done.headers.location as string;
  expect(location).toMatch(/^\/connect\/slack\/[\w-]+\/confirm\/$/);
  return location;
}

async function admin(account?: TAccountRow, values: Parameters<typeof signedInClient>[3] = {}) {
  const owner = account ?? (await buildAccount(server.db));
  const { client, user } = await signedInClient(server, owner, 1, values);
  return { client, user, account: owner };
}

async function context(client: TestClient, page: string) {
  const response = await client.get(`/api/v1${page}`);
  return { status: response.statusCode, body: response.json() };
}

const slackMembersOf = (teamId: string) => server.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));

describe('Slack connect confirmation', () => {
  it('install -> confirm -> 50 members over several pages, the public channels, no sign-in identities, and Team Info', async () => {
    const workspace = newWorkspace(50);
    const { client, account } = await admin();
    const page = await install(client, workspace.id);

    const shown = await context(client, page);
    expect(shown.status).toBe(200);
    const screen = ZSlackConnectContext.parse(shown.body);
    expect(screen).toMatchObject({
      team_name: workspace.name,
      member_count: 51, // 50 full members and the one without an email: the import says so
      channel_count: 2,
      can_connect: true,
      locked: false,
      current_team: null,
      linked_team_name: null,
      activation_post_url: page,
    });

    const listed = fake.calls('users.list').length;
    const confirmed = await client.post(page, { overwrite: '1' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      ok: true,
      redirect: '/team/settings/general/',
      message: `${workspace.name} is connected to Slack. 50 members were imported, 2 channels found. Not imported: 1 person without an email, 2 guests, 1 deactivated account, 3 bots.`,
    });
    // A second confirm (a double click, another tab) loses: the workspace is connected now.
    const again = await client.post(page, { new_team: '1' });
    expect(again.statusCode).toBe(404);
    const connectedAlready = SLACK_CONNECT_MESSAGES.alreadyConnected.replace('{team}', workspace.name);
    expect(JSON.stringify(again.json())).toContain(connectedAlready);
    expect(JSON.stringify((await context(client, page)).body)).toContain(connectedAlready);
    // Every page: 57 people at 20 a page.
    const pages = fake.calls('users.list').slice(listed);
    expect(pages).toHaveLength(3);
    expect(pages[1]!.args.cursor).toBeTruthy();

    const [row] = await server.db.select().from(slackInstalls).where(eq(slackInstalls.accountId, account.id));
    expect(row).toMatchObject({ status: 'linked', memberCount: 51 });
    expect(row!.channels.map((channel) => channel.name).sort()).toEqual(['general', 'standups']);
    const [team] = await server.db.select().from(teams).where(eq(teams.id, row!.teamId!));
    expect(team).toMatchObject({ service: 'SLACK', name: workspace.name, accountId: account.id });

    const members = await slackMembersOf(team!.id);
    expect(members).toHaveLength(50);
    const full = workspace.users.filter(
      (person) => person.email && !person.isBot && !person.deleted && !person.isRestricted && !person.isUltraRestricted,
    );
    expect(full.filter((person) => person.id !== 'USLACKBOT')).toHaveLength(50);
    expect(new Set(members.map((member) => member.platformUserId))).toEqual(
      new Set(full.filter((person) => person.id !== 'USLACKBOT').map((person) => person.id)),
    );
    // The roster's emails are not proven by Slack: importing links no sign-in identity (only Sign
    // in with Slack does, on an email Slack says is verified), so a workspace admin who sets a
    // member's email to someone else's cannot sign in as them.
    expect(await server.db.select().from(userIdentities)).toHaveLength(0);
    const [person] = await server.db.select().from(users).where(eq(users.email, full[0]!.email!));
    expect(person).toMatchObject({ email: full[0]!.email, platform: 'SLACK' });

    // Team Info: Slack, 50 members, 2 broadcast channels (the admin has access through a share, not a membership).
    const info = ZTeamSettingsGeneral.parse((await client.get('/api/v1/team/settings/general')).json());
    expect(info.team).toMatchObject({ service: 'SLACK', member_count: 50, channel_count: 2 });
  });

  it('matches people by email: an existing user of the account keeps their account and joins the team', async () => {
    const workspace = newWorkspace(3);
    const account = await buildAccount(server.db);
    const known = workspace.users.find((person) => person.email && !person.isBot)!;
    const { client, user } = await admin(account, { email: known.email! });
    await client.post(await install(client, workspace.id), { overwrite: '1' });
    const [member] = await server.db.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
    expect(member!.platformUserId).toBe(known.id);
    expect(await server.db.select().from(users).where(eq(users.email, known.email!))).toHaveLength(1);
  });

  it("shows 'Heads up' data for a one-person workspace", async () => {
    const workspace = newWorkspace(1, { noFilteredUsers: true });
    const { client } = await admin();
    const screen = ZSlackConnectContext.parse((await context(client, await install(client, workspace.id))).body);
    expect(screen.member_count).toBe(1);
  });

  it('Overwrite relinks the current team; Create New Team adds another; the caution names the current team', async () => {
    const account = await buildAccount(server.db);
    const current = await buildTeam(server.db, account, { name: 'Old Teams Crew', service: 'MSTEAMS' });
    const { client } = await admin(account, { teams: [current] });

    const first = newWorkspace(4);
    const page = await install(client, first.id);
    const screen = ZSlackConnectContext.parse((await context(client, page)).body);
    expect(screen.current_team).toEqual({ name: 'Old Teams Crew', service: 'MSTEAMS' });
    const created = await client.post(page, { new_team: '1' });
    expect(created.json().message).toMatch(
      new RegExp(`^${first.name} is connected to Slack\\. 4 members were imported`),
    );
    const [kept] = await server.db.select().from(teams).where(eq(teams.id, current.id));
    expect(kept!.service).toBe('MSTEAMS');
    const accountTeams = await server.db.select().from(teams).where(eq(teams.accountId, account.id));
    expect(accountTeams).toHaveLength(2);

    // The new team is now current; relink the old one with another workspace by switching back.
    const switched = await client.get(`/teams/switch/${current.slug}/`, {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
    });
    expect(switched.statusCode).toBe(303);
    const second = newWorkspace(2);
    const secondPage = await install(client, second.id);
    expect(ZSlackConnectContext.parse((await context(client, secondPage)).body).current_team?.name).toBe(
      'Old Teams Crew',
    );
    const overwritten = await client.post(secondPage, { overwrite: '1' });
    expect(overwritten.json().message).toMatch(/^Old Teams Crew is connected to Slack\. 2 members were imported/);
    const [relinked] = await server.db.select().from(teams).where(eq(teams.id, current.id));
    expect(relinked!.service).toBe('SLACK');
    expect(await server.db.select().from(teams).where(eq(teams.accountId, account.id))).toHaveLength(2);
  });

  it("refuses a non-admin (the spec's permission message) and another organization's admin", async () => {
    const workspace = newWorkspace(2);
    const { client, account } = await admin();
    const page = await install(client, workspace.id);

    const { client: member } = await signedInClient(server, account, 3);
    const seen = ZSlackConnectContext.parse((await context(member, page)).body);
    expect(seen.can_connect).toBe(false);
    const refused = await member.post(page, { overwrite: '1' });
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).toContain(SLACK_MESSAGES.noPermission);

    const { client: stranger } = await admin();
    const strangerView = await context(stranger, page);
    expect(strangerView.status).toBe(403);
    expect(JSON.stringify(strangerView.body)).toContain(SLACK_CONNECT_MESSAGES.otherAccount);
    const stolen = await stranger.post(page, { new_team: '1' });
    expect(stolen.statusCode).toBe(403);

    const [row] = await server.db.select().from(slackInstalls).where(eq(slackInstalls.accountId, account.id));
    expect(row).toMatchObject({ status: 'pending', teamId: null });
    expect(await server.db.select().from(teams).where(eq(teams.accountId, account.id))).toHaveLength(0);

    const unknown = await context(client, '/connect/slack/no-such-install/confirm/');
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(SLACK_CONNECT_MESSAGES.linkInvalid);
  });

  it('team_join adds a member at once (guests and bots are left out); user_change deactivation takes them out', async () => {
    const workspace = newWorkspace(3);
    const { client, account } = await admin();
    await client.post(await install(client, workspace.id), { overwrite: '1' });
    const [row] = await server.db.select().from(slackInstalls).where(eq(slackInstalls.accountId, account.id));
    const teamId = row!.teamId!;
    expect(await slackMembersOf(teamId)).toHaveLength(3);

    const newcomer = fake.addMember(workspace.id, { realName: 'Nia Newcomer', email: 'nia@newcomer.example' });
    const joined = events().teamJoin(workspace.id, newcomer);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/slack/events',
      headers: joined.headers,
      payload: joined.body,
    });
    expect(answer.statusCode).toBe(200);
    const members = await slackMembersOf(teamId);
    expect(members.map((member) => member.platformUserId)).toContain(newcomer.id);
    expect(
      await server.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, `${workspace.id}:${newcomer.id}`)),
    ).toHaveLength(0);

    const guest = fake.addMember(workspace.id, { email: 'guest@outside.example', isRestricted: true });
    const guestJoined = events().teamJoin(workspace.id, guest);
    await server.app.inject({
      method: 'POST',
      url: '/slack/events',
      headers: guestJoined.headers,
      payload: guestJoined.body,
    });
    expect(await slackMembersOf(teamId)).toHaveLength(4);

    newcomer.deleted = true;
    const changed = events().eventCallback(workspace.id, {
      type: 'user_change',
      user: { id: newcomer.id, team_id: workspace.id, name: newcomer.name, deleted: true, profile: {} },
    });
    await server.app.inject({ method: 'POST', url: '/slack/events', headers: changed.headers, payload: changed.body });
    const after = await slackMembersOf(teamId);
    expect(after.map((member) => member.platformUserId)).not.toContain(newcomer.id);
    expect(after).toHaveLength(3);
  });

  it('Resync Team re-reads members and channels of a Slack team', async () => {
    const workspace = newWorkspace(5);
    const { client, account } = await admin();
    await client.post(await install(client, workspace.id), { overwrite: '1' });
    const [row] = await server.db.select().from(slackInstalls).where(eq(slackInstalls.accountId, account.id));

    const joiner = fake.addMember(workspace.id, { realName: 'Rae Resync', email: 'rae@resync.example' });
    const leaver = workspace.users.find((person) => person.email && !person.isBot && !person.deleted)!;
    leaver.deleted = true;
    fake.addChannel(workspace.id, { name: 'retro' });

    const resynced = await client.get('/resync', { accept: 'application/json', 'sec-fetch-site': 'same-origin' });
    expect(resynced.statusCode).toBe(200);
    expect(resynced.json().message).toMatch(
      new RegExp(`^${workspace.name} was resynced with Slack: 5 members, 3 channels\\.`),
    );
    const members = (await slackMembersOf(row!.teamId!)).map((member) => member.platformUserId);
    expect(members).toContain(joiner.id);
    expect(members).not.toContain(leaver.id);
    const [after] = await server.db
      .select()
      .from(slackInstalls)
      .where(and(eq(slackInstalls.id, row!.id), eq(slackInstalls.status, 'linked')));
    expect(after!.channels.map((channel) => channel.name).sort()).toEqual(['general', 'retro', 'standups']);
  });
});
