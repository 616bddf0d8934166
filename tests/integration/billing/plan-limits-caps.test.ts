/**
 * The plan caps on every door, through the HTTP app (spec part 2 §5, §9; shared/plans.ts
 * PLAN_LIMITS): teams (Free/Basic 1, Team 2, Business 3, trial unlimited) on Connect Email,
 * reports (Free/Basic 1) on the wizard's create, people (Free/Basic 10) on the organisation invite
 * and the team's member rows, and the state's limits the header's lock reads.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships } from '../../../bot/db/schema/index.ts';
import { inviteToOrganization } from '../../../bot/domain/accounts/invitations.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { expireTrials } from '../../../bot/domain/billing/plan-limits/expire-trials.ts';
import { importRoster } from '../../../bot/domain/platforms/import-roster.ts';
import { addTeamLocked, PLAN_LIMIT_MESSAGES, rosterCapNote } from '../../../shared/plan-limits.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ownPageJson = { 'sec-fetch-site': 'same-origin' };
const paid = (planKey: string) => ({ planKey, subscriptionStatus: 'active' });

async function addTeams(account: TAccountRow, count: number) {
  const { client } = await signedInClient(server, account, 1);
  const codes: number[] = [];
  for (let index = 0; index < count; index++) {
    codes.push((await client.get(`/connect/email/?team_name=Team${index}`, ownPageJson)).statusCode);
  }
  return { client, codes };
}

describe('the team cap', () => {
  it.each([
    ['free', 1],
    ['basic', 1],
    ['team', 2],
    ['business', 3],
  ])('%s allows %i team(s), then refuses with the upgrade message', async (plan, teams) => {
    const account = await buildAccount(server.db, paid(plan));
    const { client, codes } = await addTeams(account, teams);
    expect(codes).toEqual(Array(teams).fill(200));
    const refused = await client.get('/connect/email/?team_name=OneTooMany', ownPageJson);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FEATURE_LOCKED',
      message:
        teams === 1
          ? 'Your plan allows one team. Upgrade on the billing page to add more.'
          : `Your plan allows ${teams} teams. Upgrade on the billing page to add more.`,
    });
    const { user } = await client.state();
    expect(user?.limits).toMatchObject({ teams, team_count: teams });
    expect(addTeamLocked(user!)).toBe(true);
  });

  it('leaves organization and trials unlimited', async () => {
    for (const values of [paid('organization'), {}]) {
      const account = await buildAccount(server.db, values);
      const { client, codes } = await addTeams(account, 4);
      expect(codes).toEqual([200, 200, 200, 200]);
      const { user } = await client.state();
      expect(user?.limits?.teams).toBeNull();
      expect(addTeamLocked(user!)).toBe(false);
    }
  });
});

describe('the report cap', () => {
  it('allows one report on Basic and says so on the list; Team allows more', async () => {
    for (const [plan, second] of [
      ['basic', 403],
      ['team', 200],
    ] as const) {
      const account = await buildAccount(server.db, { ...paid(plan), billedParticipants: 10 });
      const { team, members } = await buildTeamWithMembers(server.db, account, 2);
      const { client } = await signedInClient(server, account, 1, { teams: [team] });
      expect((await client.post('/api/v1/report/create_new/', reportForm(members))).statusCode).toBe(200);
      const again = await client.post('/api/v1/report/create_new/', reportForm(members, { name: 'Retro' }));
      expect(again.statusCode).toBe(second);
      if (second === 403) {
        expect(again.json().error.message).toBe('Your plan includes one report. Upgrade to create more.');
      }
      expect((await client.get('/api/v1/reports')).json().create_locked).toBe(second === 403);
    }
  });
});

describe('the people cap', () => {
  async function accountWithPeople(plan: string, people: number) {
    const account = await buildAccount(server.db, paid(plan));
    const team = await buildTeam(server.db, account);
    const { client } = await signedInClient(server, account, 1, { teams: [team] });
    for (let index = 1; index < people; index++) await buildUser(server.db, { account });
    return { account, team, client };
  }

  const countPeople = async (account: TAccountRow) =>
    (await server.db.select().from(memberships).where(eq(memberships.accountId, account.id))).length;

  it('adds team members up to 10 on Free, then answers the seat message on the row', async () => {
    const { account, client } = await accountWithPeople('free', 9);
    const response = await client.post('/team/settings/members/action/add/', {
      name: ['Tenth Person', 'Eleventh Person'],
      email: ['tenth@caps.example', 'eleventh@caps.example'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      { index: 0, status: 'added' },
      { index: 1, status: 'error', message: 'You need to upgrade your seats.' },
    ]);
    expect(await countPeople(account)).toBe(10);
  });

  it('refuses an invitation past 10 people with the seat message', async () => {
    // Through HTTP the invite form of Free and Basic is locked first (LIMIT_PERMISSION_ROLES, 403);
    // the cap guards the use case itself, whoever calls it.
    const { account } = await accountWithPeople('basic', 10);
    const { user: admin } = await buildUser(server.db, { account, accountTypeId: 1 });
    const viewer = { sessionId: 'none', user: admin, account, accountTypeId: 1 as const, teams: [], currentTeam: null };
    const deps = { db: server.db, jobs: server.jobs, publicUrl: server.url, signupDomainTrialLimit: 0 };
    await expect(
      inviteToOrganization(deps, viewer, { email: 'new@caps.example', accountTypeId: 2 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PLAN_LIMIT_MESSAGES.userCap });
    const { client } = await signedInClient(server, account, 1);
    const locked = await client.post('/accounts/settings/members/', {
      'invite-email': 'new@caps.example',
      'invite-role': 2,
      account_uuid: account.id,
    });
    expect(locked.statusCode).toBe(403);
  });

  it('imports a chat roster up to the cap and names who was left out', async () => {
    const { account, team } = await accountWithPeople('basic', 8);
    const roster = ['Ann', 'Bob', 'Cid', 'Dee'].map((name, index) => ({
      id: `U${index}`,
      name,
      givenName: name,
      surname: null,
      email: `${name.toLowerCase()}@roster.example`,
    }));
    const result = await server.db.transaction((tx) =>
      importRoster(tx, { accountId: account.id, teamId: team.id, service: 'SLACK' }, roster),
    );
    expect(result.imported).toBe(2);
    expect(result.skipped).toEqual([
      { name: 'Cid', reason: 'plan-limit' },
      { name: 'Dee', reason: 'plan-limit' },
    ]);
    expect(rosterCapNote(result)).toBe(
      ' Not imported because your plan allows up to 10 people: Cid, Dee. You need to upgrade your seats.',
    );
    expect(await countPeople(account)).toBe(10);
  });
});

describe('the trial expiry', () => {
  it('marks every ended trial inactive in batches, and only once', async () => {
    const past = new Date(Date.now() - 3600_000);
    const ended = await Promise.all([1, 2, 3].map(() => buildAccount(server.db, { trialEndsAt: past })));
    const running = await buildAccount(server.db);
    const paidLongAgo = await buildAccount(server.db, { trialEndsAt: past, subscriptionStatus: 'active' });
    const expired = await expireTrials(server.db, new Date(), 2);
    expect(expired.sort()).toEqual(ended.map((account) => account.id).sort());
    expect(await expireTrials(server.db, new Date(), 2)).toEqual([]);
    const statuses = new Map(
      (await server.db.select().from(accounts)).map((row) => [row.id, row.subscriptionStatus] as const),
    );
    expect(statuses.get(running.id)).toBe('trialing');
    expect(statuses.get(paidLongAgo.id)).toBe('active');
  });
});
