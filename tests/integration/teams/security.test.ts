import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamVacations } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow } from '../../../bot/domain/accounts/viewer.ts';
import { purgeExpiredData, retentionCutoff } from '../../../bot/domain/teams/purge-expired-data.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function clientFor(
  account: TAccountRow,
  accountTypeId: TAccountTypeId,
  options: { team?: TTeamRow; firstName?: string } = {},
) {
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId,
    teams: options.team ? [options.team] : [],
    firstName: options.firstName,
  });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, options.team));
  return { client, user };
}

describe('shared team access', () => {
  it('shares a team with a manager, who then opens it and sees who shared it', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account, { name: 'Design' });
    const admin = await clientFor(account, 1, { team, firstName: 'Ada' });
    const manager = await clientFor(account, 2, { firstName: 'Max' });
    expect((await manager.client.state()).user?.active_teams).toBe(0);

    const shared = await admin.client.post('/teams/invite/', {
      share_email: manager.user.email.toUpperCase(),
      team_slug: team.slug,
    });
    expect(shared.json()).toEqual({ ok: true, message: expect.stringContaining('can now open this team.') });
    const managerState = await manager.client.state();
    expect(managerState.team?.team_name).toBe('Design');
    const security = (await manager.client.get('/api/v1/team/settings/security')).json();
    expect(security).toMatchObject({
      shared_by_note: expect.stringMatching(/^This team has been shared with you by Ada .* \(Admin\)$/),
      can_see_shared: false,
      shared_users: [],
      can_share: true,
    });
    const adminView = (await admin.client.get('/api/v1/team/settings/security')).json();
    expect(adminView.shared_users).toEqual([expect.objectContaining({ email: manager.user.email })]);

    expect(
      (await admin.client.get(`/teams/uninvite/${manager.user.email}/`, { 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    const revoked = await admin.client.get(`/teams/uninvite/${manager.user.email}/`, {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
    });
    expect(revoked.statusCode).toBe(303);
    expect((await manager.client.state()).team).toBeNull();
  });

  it('shares only with people of the organisation, and only Team or Account Admins share', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, { team });
    const outsider = await buildUser(server.db, { accountTypeId: 2 });
    const refused = await admin.client.post('/teams/invite/', {
      share_email: outsider.user.email,
      team_slug: team.slug,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.share_email[0]).toContain('is not in your organization yet');
    expect(
      (await admin.client.post('/teams/invite/', { share_email: 'nope', team_slug: team.slug })).json().error.fields,
    ).toEqual({
      share_email: ['Invalid email address'],
    });
    const member = await clientFor(account, 3, { team });
    expect(
      (await member.client.post('/teams/invite/', { share_email: outsider.user.email, team_slug: team.slug }))
        .statusCode,
    ).toBe(403);
    expect((await member.client.get('/api/v1/team/settings/security')).statusCode).toBe(403);
    const otherAccountTeam = await buildTeam(server.db, await buildAccount(server.db));
    const manager = await clientFor(account, 2);
    expect(
      (await admin.client.post('/teams/invite/', { share_email: manager.user.email, team_slug: otherAccountTeam.slug }))
        .statusCode,
    ).toBe(404);
  });
});

describe('data retention', () => {
  it('saves a policy for admins, locked by LIMIT_CUSTOM_RETENTION', async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const admin = await clientFor(account, 1, { team });
    expect((await admin.client.post('/teams/save_data_retention/', { retention_policy: '3m' })).json()).toEqual({
      ok: true,
      message: 'Data retention saved.',
    });
    expect((await admin.client.get('/api/v1/team/settings/security')).json().retention_policy).toBe('3m');
    expect((await admin.client.post('/teams/save_data_retention/', { retention_policy: '5y' })).statusCode).toBe(400);
    const manager = await clientFor(account, 2, { team });
    expect((await manager.client.post('/teams/save_data_retention/', { retention_policy: '1m' })).statusCode).toBe(403);

    const teamPlan = await buildAccount(server.db, { planKey: 'team', subscriptionStatus: 'active' });
    const lockedTeam = await buildTeam(server.db, teamPlan);
    const lockedAdmin = await clientFor(teamPlan, 1, { team: lockedTeam });
    expect((await lockedAdmin.client.get('/api/v1/team/settings/security')).json().retention_locked).toBe(true);
    expect(
      (await lockedAdmin.client.post('/teams/save_data_retention/', { retention_policy: '1m' })).json().error.code,
    ).toBe('FEATURE_LOCKED');
  });

  it('purges, with a controlled clock, exactly what each policy says has expired', async () => {
    const now = new Date('2027-06-15T03:17:00Z');
    const account = await buildAccount(server.db);
    const policies = ['disabled', '2w', '1m', '3m', '6m', '1y', '2y'] as const;
    const days = [
      '2025-06-01',
      '2026-06-14',
      '2026-06-16',
      '2026-12-14',
      '2026-12-16',
      '2027-03-14',
      '2027-03-16',
      '2027-05-14',
      '2027-05-16',
      '2027-05-31',
      '2027-06-02',
      '2027-06-14',
    ];
    const teamsByPolicy = new Map<string, TTeamRow>();
    for (const policy of policies) {
      const team = await buildTeam(server.db, account, { retentionPolicy: policy });
      teamsByPolicy.set(policy, team);
      await server.db.insert(teamVacations).values(days.map((day) => ({ teamId: team.id, day })));
    }
    await purgeExpiredData(server.db, now);
    const left = async (policy: string) =>
      (
        await server.db
          .select({ day: teamVacations.day })
          .from(teamVacations)
          .where(sql`${teamVacations.teamId} = ${teamsByPolicy.get(policy)!.id}`)
      )
        .map((row) => row.day)
        .sort();
    expect(await left('disabled')).toEqual(days);
    for (const policy of policies.filter((p) => p !== 'disabled')) {
      const cutoff = retentionCutoff(policy, now).toISOString().slice(0, 10);
      expect(await left(policy), policy).toEqual(days.filter((day) => day >= cutoff));
    }
    expect(retentionCutoff('2w', now).toISOString().slice(0, 10)).toBe('2027-06-01');
    expect(retentionCutoff('1y', now).toISOString().slice(0, 10)).toBe('2026-06-15');
  });

  it('is scheduled daily on the job engine', async () => {
    const schedules = await server.db.execute(sql`select name, cron, timezone from pgboss.schedule`);
    const rows = ((schedules as { rows?: unknown[] }).rows ?? schedules) as Array<{
      name: string;
      cron: string;
      timezone: string;
    }>;
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'retention.purge', cron: '17 3 * * *', timezone: 'UTC' }),
    );
  });
});
