/**
 * GET /api/v1/home by role (issue 17): open check-ins, today's runs with participation and
 * blockers, managed reports with members not reached and delivery failures, shortcuts per role,
 * the waiting view of a Team Member in no report, and nothing from another account or team.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { HOME_REASONS, HOME_SHORTCUTS, type THomeOverview, type THomeWaiting, ZHome } from '../../../shared/home.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor } from '../dashboard/dashboard-fixtures.ts';

const TODAY = '2026-11-17';
let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let seeded: TSeededReport;

async function home(client: TestClient) {
  const response = await client.get('/api/v1/home');
  expect(response.statusCode).toBe(200);
  return ZHome.parse(response.json());
}

async function overviewOf(type: TAccountTypeId, teams: TTeamRow[] = [team]): Promise<THomeOverview> {
  const { client } = await signedInClient(server, account, type, { teams, firstName: `Type${type}` });
  const answer = await home(client);
  if (answer.view !== 'home') throw new Error(`type ${type} got the ${answer.view} view`);
  return answer;
}

beforeAll(async () => {
  // Tuesday November 17, 2026, 12:00 in Toronto: two hours after that day's run went out.
  server = await startTestServer({ clock: new TestClock('2026-11-17T17:00:00Z') });
  account = await buildAccount(server.db, { name: 'Acme Home' });
  ({ team, members } = await buildTeamWithMembers(server.db, account, 5, { name: 'Platform' }));
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    runs: [
      { key: '2026-11-16', entries: ['submitted', 'submitted', 'submitted', 'submitted', 'submitted'] },
      {
        key: TODAY,
        entries: [
          { status: 'submitted', blocked: true },
          { status: 'sent', channels: ['msteams'] },
          { status: 'sent', channels: ['msteams', 'email'] },
          'pending',
          { status: 'sent', channels: ['email'] },
        ],
      },
    ],
  });
  const today = seeded.checkins.get(TODAY)!;
  const run = seeded.runs.find((candidate) => candidate.key === TODAY)!;
  // Member2: Teams refused their only channel. Member3: Teams refused, the email went.
  for (const member of [members[1]!, members[2]!])
    await server.db
      .update(checkins)
      .set({ msgStatusPlatform: 'msteams', msgStatusCode: 403, msgStatusErrorCode: null })
      .where(eq(checkins.id, today.get(member.id)!.id));
  // Member5: the prompt email failed.
  await server.db.insert(emails).values({
    idempotencyKey: `run:${run.id}:member:${members[4]!.id}:prompt`,
    toAddress: members[4]!.email,
    template: 'checkin-prompt',
    status: 'failed',
    accountId: account.id,
  });
});
afterAll(() => server.stop());

describe('the home of a manager', () => {
  it('lists today’s run with participation, blockers and its dashboard', async () => {
    const answer = await overviewOf(1);
    expect(answer.account_name).toBe('Acme Home');
    expect(answer.today_runs).toEqual([
      expect.objectContaining({
        report_name: 'Daily Standup',
        team_name: 'Platform',
        run_date: TODAY,
        long_date: 'Tuesday, November 17, 2026',
        time_zone: 'America/Toronto',
        answered: 1,
        asked: 5,
        blockers: 1,
        dashboard_link: `/dashboard/${team.slug}/report/${seeded.report.slug}/date/${TODAY}/dashboard/`,
        own_checkin: null,
      }),
    ]);
  });

  it('names the members the run did not reach and the delivery failures, with why', async () => {
    const answer = await overviewOf(2);
    expect(answer.managed_reports_total).toBe(1);
    const [report] = answer.managed_reports!;
    expect(report).toMatchObject({
      report_name: 'Daily Standup',
      latest_run_date: TODAY,
      manage_link: `/report/manage/${seeded.report.slug}/`,
      not_reached_count: 3,
      delivery_failure_count: 1,
    });
    const teamsFailed = HOME_REASONS.chatFailed('Microsoft Teams', '403');
    expect(report!.not_reached).toEqual([
      { name: `${members[1]!.firstName} ${members[1]!.lastName}`, email: members[1]!.email, reason: teamsFailed },
      {
        name: `${members[3]!.firstName} ${members[3]!.lastName}`,
        email: members[3]!.email,
        reason: HOME_REASONS.notAsked,
      },
      {
        name: `${members[4]!.firstName} ${members[4]!.lastName}`,
        email: members[4]!.email,
        reason: HOME_REASONS.emailFailed,
      },
    ]);
    expect(report!.delivery_failures).toEqual([
      { name: `${members[2]!.firstName} ${members[2]!.lastName}`, email: members[2]!.email, reason: teamsFailed },
    ]);
  });

  it('gives each role the shortcuts of part 1 §6', async () => {
    for (const type of [0, 1, 2] as const) {
      const answer = await overviewOf(type);
      expect(answer.shortcuts).toEqual(HOME_SHORTCUTS[type]);
    }
    expect(HOME_SHORTCUTS[0].map((link) => link.label)).toEqual(['Dashboard', 'Account Usage', 'Account Members']);
    expect(HOME_SHORTCUTS[3].map((link) => link.label)).not.toContain('Reports');
  });

  it('shows a Billing Owner the account’s reports without being a team member', async () => {
    const answer = await overviewOf(0, []);
    expect(answer.today_runs.map((run) => run.report_name)).toEqual(['Daily Standup']);
    expect(answer.managed_reports).toHaveLength(1);
  });
});

describe('the home of a Team Member', () => {
  it('shows their open check-ins and their run, without the managers’ list', async () => {
    const client = await clientFor(server, members[1]!, account, team);
    const answer = await home(client);
    expect(answer.view).toBe('home');
    const overview = answer as THomeOverview;
    const own = seeded.checkins.get(TODAY)!.get(members[1]!.id)!;
    expect(overview.open_checkins).toEqual([
      { link: `/checkin/${own.hash}`, report_name: 'Daily Standup', team_name: 'Platform' },
    ]);
    expect(overview.today_runs).toEqual([
      expect.objectContaining({ own_checkin: { link: `/checkin/${own.hash}/`, submitted: false }, answered: 1 }),
    ]);
    expect(overview.managed_reports).toBeNull();
    expect(overview.shortcuts).toEqual(HOME_SHORTCUTS[3]);
  });

  it('in no report, gets the waiting view naming who can add them', async () => {
    const { user: accountAdmin } = await buildUser(server.db, { account, accountTypeId: 1, firstName: 'Ada' });
    const { user: teamAdmin } = await buildUser(server.db, {
      account,
      accountTypeId: 2,
      teams: [team],
      firstName: 'Tom',
    });
    const otherTeam = await buildTeam(server.db, account, { name: 'Elsewhere' });
    await buildUser(server.db, { account, accountTypeId: 2, teams: [otherTeam], firstName: 'Olga' });
    const { client } = await signedInClient(server, account, 3, { teams: [team], firstName: 'Newbie' });
    const answer = (await home(client)) as THomeWaiting;
    expect(answer.view).toBe('waiting');
    expect(answer.first_name).toBe('Newbie');
    const names = answer.admins.map((admin) => admin.email);
    expect(names).toContain(accountAdmin.email);
    expect(names).toContain(teamAdmin.email);
    expect(answer.admins.find((admin) => admin.email === teamAdmin.email)?.role).toBe('Team Admin');
    expect(answer.admins.some((admin) => admin.name.startsWith('Olga'))).toBe(false);
  });
});

describe('isolation', () => {
  it('never shows another account’s runs or reports', async () => {
    const other = await buildAccount(server.db, { name: 'Other Co' });
    const { team: otherTeam, members: otherMembers } = await buildTeamWithMembers(server.db, other, 2);
    await buildReportWithRuns(server.db, {
      account: other,
      team: otherTeam,
      owner: null,
      members: otherMembers,
      form: { name: 'Secret Sync' },
      runs: [{ key: TODAY, entries: ['pending', 'sent'] }],
    });
    const ours = await overviewOf(1);
    expect(JSON.stringify(ours)).not.toContain('Secret Sync');
    const { client } = await signedInClient(server, other, 1, { teams: [otherTeam] });
    const theirs = (await home(client)) as THomeOverview;
    expect(theirs.today_runs.map((run) => run.report_name)).toEqual(['Secret Sync']);
    expect(JSON.stringify(theirs)).not.toContain('Daily Standup');
    expect(JSON.stringify(theirs)).not.toContain(members[1]!.email);
  });

  it('shows a Team Admin only the reports of their own teams', async () => {
    const elsewhere = await buildTeam(server.db, account, { name: 'Elsewhere Two' });
    const answer = await overviewOf(2, [elsewhere]);
    expect(answer.today_runs).toEqual([]);
    expect(answer.managed_reports).toEqual([]);
  });

  it('asks guests to sign in', async () => {
    const response = await new TestClient(server.app).get('/api/v1/home');
    expect(response.statusCode).toBe(401);
  });
});
