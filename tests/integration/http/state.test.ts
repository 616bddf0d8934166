import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInitialState } from '../../../shared/state.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/state', () => {
  it('answers a guest state with a CSRF token and no user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/state' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const state = ZInitialState.parse(response.json());
    expect(state.user).toBeNull();
    expect(state.team).toBeNull();
    expect(state.csrftoken.length).toBeGreaterThan(20);
    expect(state.messages).toEqual([]);
  });

  it('presents the signed-in user, their role, trial and teams', async () => {
    const account = await buildAccount(t.database.db, { trialEndsAt: new Date(Date.now() + 10.5 * 24 * 3600 * 1000) });
    const alpha = await buildTeam(t.database.db, account, { name: 'Alpha' });
    const beta = await buildTeam(t.database.db, account, { name: 'Beta', service: 'NONE' });
    const { user } = await buildUser(t.database.db, {
      account,
      accountTypeId: 2,
      teams: [alpha, beta],
      firstName: 'Ada',
      lastName: 'Byron',
    });
    const cookie = await signIn(t.database.db, user, account, beta);

    const state = ZInitialState.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/state', headers: { cookie } })).json(),
    );
    expect(state.user).toMatchObject({
      name: 'Ada Byron',
      email: user.email,
      type: 'MANAGER',
      account_type: 'Team Admin',
      account_type_id: 2,
      account_name: account.name,
      active_teams: 2,
      current_team_name: 'Beta',
      current_team_service: 'NONE',
      other_teams: [{ slug: alpha.slug, team_name: 'Alpha' }],
      stripe: { status: 'trialing', trial_days_left: 11 },
      feature_map: [],
      is_demo: false,
    });
    expect(state.team).toEqual({ slug: beta.slug, team_name: 'Beta', service: 'NONE', account_admin: false });
  });

  it('shows a member only the teams they belong to, and an account admin all of them', async () => {
    const account = await buildAccount(t.database.db);
    const mine = await buildTeam(t.database.db, account, { name: 'Mine' });
    await buildTeam(t.database.db, account, { name: 'Theirs' });
    const member = await buildUser(t.database.db, { account, accountTypeId: 3, teams: [mine] });
    const admin = await buildUser(t.database.db, { account, accountTypeId: 1 });

    const read = async (cookie: string) =>
      ZInitialState.parse((await t.app.inject({ method: 'GET', url: '/api/v1/state', headers: { cookie } })).json());
    const memberState = await read(await signIn(t.database.db, member.user, account));
    expect(memberState.user?.active_teams).toBe(1);
    expect(memberState.user?.current_team_name).toBe('Mine');
    const adminState = await read(await signIn(t.database.db, admin.user, account));
    expect(adminState.user?.active_teams).toBe(2);
    expect(adminState.team?.account_admin).toBe(true);
  });

  it('carries the plan flags of an active account', async () => {
    const account = await buildAccount(t.database.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const { user } = await buildUser(t.database.db, { account, accountTypeId: 1 });
    const cookie = await signIn(t.database.db, user, account);
    const state = ZInitialState.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/state', headers: { cookie } })).json(),
    );
    expect(state.user?.feature_map).toContain('ONE_REPORT_LIMIT');
    expect(state.user?.stripe).toMatchObject({ status: 'active', trial_days_left: 0, plan_key: 'basic' });
  });

  it('treats an unknown or forged session cookie as a guest', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/state',
      headers: { cookie: 'rollcall_session=forged' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();
  });
});
