import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { lastEmail } from '../../helpers/sent-emails.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

// Connect Email and team switching are links that change data: they run only from our own pages.
const ownPage = { accept: 'text/html', 'sec-fetch-site': 'same-origin' };
const ownPageJson = { 'sec-fetch-site': 'same-origin' };

const clientFor = (account: TAccountRow, accountTypeId: TAccountTypeId, values: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, account, accountTypeId, values);

describe('connecting an email team', () => {
  it('creates the team, makes it current and sends its creator on to invite members', async () => {
    const account = await buildAccount(server.db);
    const { client } = await clientFor(account, 1, { firstName: 'Eve' });
    const response = await client.get('/connect/email/?team_name=Support%20Desk', ownPage);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/team/settings/members/action/add/');
    const state = await client.state();
    expect(state.team).toMatchObject({ team_name: 'Support Desk', service: 'EMAIL' });
    expect(state.messages).toEqual([
      { level: 'success', message: 'Support Desk is connected to email. Invite its members.' },
    ]);
    const general = (await client.get('/api/v1/team/settings/general')).json();
    expect(general.team).toMatchObject({
      team_name: 'Support Desk',
      service: 'EMAIL',
      member_count: 1,
      channel_count: 0,
    });
  });

  it('asks for a team name', async () => {
    const { client } = await clientFor(await buildAccount(server.db), 1);
    const response = await client.get('/connect/email/?team_name=%20', ownPage);
    expect(response.headers.location).toBe('/platform/email/');
    expect((await client.state()).messages).toEqual([{ level: 'error', message: 'Team name is required' }]);
  });

  it('allows one team under ONE_TEAM_LIMIT', async () => {
    const account = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
    const { client } = await clientFor(account, 1);
    expect((await client.get('/connect/email/?team_name=First', ownPageJson)).statusCode).toBe(200);
    const second = await client.get('/connect/email/?team_name=Second', ownPageJson);
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('FEATURE_LOCKED');
  });

  it('is not for members or billing owners', async () => {
    const account = await buildAccount(server.db);
    for (const type of [0, 3] as const) {
      const { client } = await clientFor(account, type);
      expect((await client.get('/connect/email/?team_name=Nope', ownPageJson)).statusCode).toBe(403);
    }
  });
});

describe('team settings', () => {
  it('adds members row by row: bad rows are reported, good rows are added and emailed', async () => {
    const account = await buildAccount(server.db, { name: 'Rowtest' });
    const team = await buildTeam(server.db, account, { name: 'Ops' });
    const { client } = await clientFor(account, 2, { teams: [team], firstName: 'Tess', lastName: 'Admin' });
    const response = await client.post('/team/settings/members/action/add/', {
      name: ['Ana Diaz', 'Bad Row', '', 'Cy Lo', 'Ana Again'],
      email: ['ana@rowtest.test', 'not-an-email', '', 'cy@rowtest.test', 'ANA@rowtest.test'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      rows: [
        { index: 0, status: 'added' },
        { index: 1, status: 'error', message: 'not-an-email is not a valid email' },
        { index: 2, status: 'skipped' },
        { index: 3, status: 'added' },
        { index: 4, status: 'error', message: 'ana@rowtest.test is already in this list' },
      ],
      message: '2 members were added and emailed.',
    });
    expect((await lastEmail(server.db, 'ana@rowtest.test', 'team-member-added'))?.variables).toMatchObject({
      inviterName: 'Tess Admin',
      teamName: 'Ops',
    });
    const again = await client.post('/team/settings/members/action/add/', {
      name: ['Ana'],
      email: ['ana@rowtest.test'],
    });
    expect(again.json().rows).toEqual([
      { index: 0, status: 'error', message: 'ana@rowtest.test is already a member of this team' },
    ]);
    const general = (await client.get('/api/v1/team/settings/general')).json();
    expect(general.members.map((m: { name: string }) => m.name)).toEqual(['Tess Admin', 'Ana Diaz', 'Cy Lo']);
  });

  it('changes a member’s time zone with the spec messages', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const { client } = await clientFor(account, 1, { teams: [team] });
    const member = await buildUser(server.db, { account, teams: [team], firstName: 'Zed', lastName: 'Q' });
    const ok = await client.post('/api/v1/settings/', {
      type: 'change_tz',
      timezone: 'Asia/Tokyo',
      email: member.user.email,
    });
    expect(ok.json()).toEqual({ status: 'ok', message: 'Timezone for Zed Q changed to Asia/Tokyo.' });
    const row = (await client.get('/api/v1/team/settings/general'))
      .json()
      .members.find((m: { email: string }) => m.email === member.user.email);
    expect(row.timezone).toBe('Asia/Tokyo');
    const reset = await client.post('/api/v1/settings/', {
      type: 'change_tz',
      timezone: 'default',
      email: member.user.email,
    });
    expect(reset.json().message).toBe('Timezone for Zed Q changed to Default in Report.');
    expect(
      (
        await client.post('/api/v1/settings/', {
          type: 'change_tz',
          timezone: 'Mars/Olympus',
          email: member.user.email,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/v1/settings/', { type: 'change_tz', timezone: 'UTC', email: 'stranger@example.test' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes the current team only from Rollcall’s own pages', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account, { name: 'Doomed' });
    const { client } = await clientFor(account, 1, { teams: [team] });
    const forged = await client.get('/teams/delete/', { accept: 'text/html', 'sec-fetch-site': 'cross-site' });
    // Refused: a page gets a redirect home with the reason as a toast; nothing is deleted.
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/');
    expect((await client.state()).team?.team_name).toBe('Doomed');
    const deleted = await client.get('/teams/delete/', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe('/setup/');
    const state = await client.state();
    expect(state.team).toBeNull();
    expect(state.messages).toEqual([{ level: 'info', message: 'Doomed was deleted.' }]);
  });

  it('keeps members (type 3) out of team settings and their calls', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const { client, user } = await clientFor(account, 3, { teams: [team] });
    expect((await client.get('/api/v1/team/settings/general')).statusCode).toBe(403);
    expect(
      (await client.post('/api/v1/settings/', { type: 'change_tz', timezone: 'UTC', email: user.email })).statusCode,
    ).toBe(403);
    expect(
      (await client.post('/team/settings/members/action/add/', { name: ['A'], email: ['a@x.test'] })).statusCode,
    ).toBe(403);
    expect((await client.get('/teams/delete/', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
  });

  it('never shows or changes another account’s team', async () => {
    const a = await buildAccount(server.db);
    const b = await buildAccount(server.db);
    const bTeam = await buildTeam(server.db, b);
    const bMember = await buildUser(server.db, { account: b, teams: [bTeam] });
    const { client } = await clientFor(a, 1);
    expect((await client.get('/api/v1/team/settings/general')).statusCode).toBe(404);
    expect((await client.get(`/teams/switch/${bTeam.slug}/`, ownPageJson)).statusCode).toBe(404);
    expect(
      (await client.post('/api/v1/settings/', { type: 'change_tz', timezone: 'UTC', email: bMember.user.email }))
        .statusCode,
    ).toBe(404);
  });
});
