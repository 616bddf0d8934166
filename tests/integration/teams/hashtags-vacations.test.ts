import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { HASHTAG_MESSAGES } from '../../../shared/teams.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function clientFor(account: TAccountRow, accountTypeId: TAccountTypeId, team?: TTeamRow) {
  const { user } = await buildUser(server.db, { account, accountTypeId, teams: team ? [team] : [] });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, team));
  return client;
}

describe('hashtags', () => {
  it('adds with the rules, refuses repeats, deletes only from own pages', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, team);
    expect((await admin.post('/team/settings/hashtags/', { tag: 'release' })).json()).toEqual({
      ok: true,
      message: '#release added.',
    });
    expect((await admin.post('/team/settings/hashtags/', { tag: 'Release' })).json().error.fields).toEqual({
      tag: [HASHTAG_MESSAGES.duplicate],
    });
    expect((await admin.post('/team/settings/hashtags/', { tag: '#two words' })).json().error.fields).toEqual({
      tag: [HASHTAG_MESSAGES.invalid],
    });
    expect((await admin.post('/team/settings/hashtags/', { tag: '' })).json().error.fields).toEqual({
      tag: [HASHTAG_MESSAGES.required],
    });
    expect((await admin.get('/api/v1/team/settings/hashtags')).json()).toMatchObject({
      hashtags: [{ tag: 'release', entries_link: expect.stringMatching(/^\/dashboard\/[^/]+\/hashtag\/release\/$/) }],
      can_edit: true,
      locked: false,
    });
    expect(
      (await admin.get('/team/settings/hashtags/delete/release/', { 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    const deleted = await admin.get('/team/settings/hashtags/delete/RELEASE/', {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
    });
    expect(deleted.statusCode).toBe(303);
    expect((await admin.get('/api/v1/team/settings/hashtags')).json().hashtags).toEqual([]);
    expect(
      (await admin.get('/team/settings/hashtags/delete/ghost/', { 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(404);
  });

  it('lets team admins read but only admins change; members see nothing', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const manager = await clientFor(account, 2, team);
    expect((await manager.get('/api/v1/team/settings/hashtags')).json().can_edit).toBe(false);
    expect((await manager.post('/team/settings/hashtags/', { tag: 'nope' })).statusCode).toBe(403);
    const member = await clientFor(account, 3, team);
    expect((await member.get('/api/v1/team/settings/hashtags')).statusCode).toBe(403);
  });

  it('is locked by LIMIT_HASHTAGS', async () => {
    const account = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, team);
    expect((await admin.get('/api/v1/team/settings/hashtags')).json().locked).toBe(true);
    const response = await admin.post('/team/settings/hashtags/', { tag: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FEATURE_LOCKED');
  });
});

describe('vacations', () => {
  it('keeps exactly the selected days, mine and the team’s apart', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, team);
    const mine = await admin.post('/api/v1/account/settings/', {
      type: 'set_vacations',
      selected_vacations: ['2026-12-24', '2026-12-25', '2026-12-24'],
    });
    expect(mine.json()).toEqual({ status: 'ok', selected_vacations: ['2026-12-24', '2026-12-25'] });
    await admin.post('/api/v1/account/settings/', {
      type: 'set_vacations',
      selected_vacations: ['2026-12-25', '2026-12-31'],
    });
    expect((await admin.get('/api/v1/my/vacations')).json().selected_vacations).toEqual(['2026-12-25', '2026-12-31']);
    await admin.post('/api/v1/account/settings/', { type: 'set_team_vacations', selected_vacations: ['2027-01-01'] });
    expect((await admin.get('/api/v1/team/vacations')).json()).toEqual({
      selected_vacations: ['2027-01-01'],
      can_edit: true,
      locked: false,
    });
    expect((await admin.get('/api/v1/my/vacations')).json().selected_vacations).toEqual(['2026-12-25', '2026-12-31']);
    await admin.post('/api/v1/account/settings/', { type: 'set_team_vacations', selected_vacations: [] });
    expect((await admin.get('/api/v1/team/vacations')).json().selected_vacations).toEqual([]);
  });

  it('refuses malformed days, and members changing the team’s days', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const member = await clientFor(account, 3, team);
    expect(
      (await member.post('/api/v1/account/settings/', { type: 'set_vacations', selected_vacations: ['2026-02-30'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await member.post('/api/v1/account/settings/', { type: 'set_vacations', selected_vacations: ['tomorrow'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await member.post('/api/v1/account/settings/', {
          type: 'set_team_vacations',
          selected_vacations: ['2026-12-01'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await member.post('/api/v1/account/settings/', { type: 'set_vacations', selected_vacations: ['2026-12-01'] }))
        .statusCode,
    ).toBe(200);
  });

  it('is locked by LIMIT_VACATION_TRACKING', async () => {
    const account = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
    const member = await clientFor(account, 3);
    expect((await member.get('/api/v1/my/vacations')).json().locked).toBe(true);
    const response = await member.post('/api/v1/account/settings/', {
      type: 'set_vacations',
      selected_vacations: ['2026-12-01'],
    });
    expect(response.json().error.code).toBe('FEATURE_LOCKED');
  });
});
