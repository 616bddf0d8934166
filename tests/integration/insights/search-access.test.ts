/**
 * Who the insights search shows what (spec part 3 §6, part 2 §2.5, §9), through HTTP with the
 * engine's clock fixed on Monday March 15, 2027 in Toronto: a private report's entries reach only
 * their respondent, team admins and the report's owner (never returned, counted or charted for
 * anyone else); a member reaches only their teams; the plan's history window bounds every search
 * whatever its range; LIMIT_SEARCH_INSIGHTS answers only the default search.
 */
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { countInsights } from '../../../bot/domain/insights/insights-aggregates.ts';
import { queryInsightsHits } from '../../../bot/domain/insights/insights-hits.ts';
import { loadInsightsScope } from '../../../bot/domain/insights/insights-scope.ts';
import { findViewer } from '../../../bot/domain/sessions/find-viewer.ts';
import {
  INSIGHTS_MESSAGES,
  insightsSearchParams,
  type TInsightsResult,
  type TInsightsSearchInput,
  ZInsightsResult,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let memberUser: TUserRow;
let standup: TSeededReport;
let retro: TSeededReport;
let teamUReport: TSeededReport;
const clients: Record<'member' | 'owner' | 'teamAdmin' | 'admin' | 'billingOwner' | 'otherTeam', TestClient> =
  {} as never;

async function search(client: TestClient, input: TInsightsSearchInput = {}): Promise<TInsightsResult> {
  const response = await client.get(`/api/v1/insights/search/?${insightsSearchParams(ZInsightsSearch.parse(input))}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZInsightsResult.parse(response.json());
}

beforeAll(async () => {
  // Monday March 15, 2027, 12:00 in Toronto.
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
  account = await buildAccount(server.db, FAR_TRIAL);
  ({ team, members } = await buildTeamWithMembers(server.db, account, 2));
  let owner: TUserRow;
  ({ client: clients.member, user: memberUser } = await signedInClient(server, account, 3, {
    teams: [team],
    firstName: 'Zed',
  }));
  ({ client: clients.owner, user: owner } = await signedInClient(server, account, 3, { teams: [team] }));
  ({ client: clients.teamAdmin } = await signedInClient(server, account, 2, { teams: [team] }));
  ({ client: clients.admin } = await signedInClient(server, account, 1, { teams: [team] }));
  ({ client: clients.billingOwner } = await signedInClient(server, account, 0));
  standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [members[0]!, memberUser],
    runs: [
      {
        key: '2027-03-12',
        entries: [
          { status: 'submitted', answers: ['Shipped the release', '', ''] },
          { status: 'submitted', answers: ['Reviewed the release', '', ''] },
        ],
      },
    ],
  });
  retro = await buildReportWithRuns(server.db, {
    account,
    team,
    owner,
    members: [members[0]!, memberUser, members[1]!],
    form: { name: 'Retro', private_reports_enabled: true, goal_tracking_enabled: true },
    runs: [
      {
        key: '2027-03-10',
        entries: [
          { status: 'submitted', answers: ['Private worry about the release', '', ''], blocked: true },
          { status: 'submitted', answers: ['My retro about the release', '', ''], goalCompleted: true },
          'sent',
        ],
      },
    ],
  });
  const teamU = await buildTeamWithMembers(server.db, account, 0);
  let otherTeamUser: TUserRow;
  ({ client: clients.otherTeam, user: otherTeamUser } = await signedInClient(server, account, 3, {
    teams: [teamU.team],
  }));
  teamUReport = await buildReportWithRuns(server.db, {
    account,
    team: teamU.team,
    owner: null,
    members: [otherTeamUser],
    form: { name: 'Team U standup' },
    runs: [{ key: '2027-03-11', entries: [{ status: 'submitted', answers: ['Team U release', '', ''] }] }],
  });
});
afterAll(() => server.stop());

describe('private reports', () => {
  it('show a member only their own entries: never returned, counted or charted', async () => {
    const result = await search(clients.member);
    expect(result.total).toBe(3);
    expect(result.hits.every((hit) => hit.report_id === standup.report.id || hit.member_id === memberUser.id)).toBe(
      true,
    );
    // The other respondent's blocker and the unanswered prompt stay out of the numbers.
    expect(result.stats).toEqual({
      checked_in: 3,
      not_checked_in: 0,
      participation_percent: 100,
      goal_percent: 33,
      blocker_percent: 0,
    });
    expect(result.facets.reports).toEqual([
      { value: standup.report.id, label: 'Daily Standup', count: 2 },
      { value: retro.report.id, label: 'Retro', count: 1 },
    ]);
    expect(result.facets.members.find((member) => member.value === members[0]!.id)?.count).toBe(1);
    expect(result.facets.members.map((member) => member.value)).not.toContain(members[1]!.id);
    expect((await search(clients.member, { q: 'worry' })).total).toBe(0);
    expect((await search(clients.member, { reports: [retro.report.id], members: [members[0]!.id] })).total).toBe(0);
  });

  it('show the report owner, team admins and account admins every entry', async () => {
    for (const client of [clients.owner, clients.teamAdmin, clients.admin]) {
      const result = await search(client, { reports: [retro.report.id] });
      expect(result.total).toBe(3);
      expect(result.stats).toMatchObject({ checked_in: 2, not_checked_in: 1, blocker_percent: 50 });
      expect((await search(client, { q: 'worry' })).total).toBe(1);
    }
  });

  it('show a Billing Owner who is neither owner nor respondent no private entry', async () => {
    const result = await search(clients.billingOwner);
    expect(result.facets.reports.find((report) => report.value === retro.report.id)?.count).toBe(0);
    expect(result.total).toBe(3);
  });
});

describe('teams', () => {
  it('reach only the teams the viewer may open', async () => {
    const other = await search(clients.otherTeam);
    expect(other.total).toBe(1);
    expect(other.facets.reports.map((report) => report.value)).toEqual([teamUReport.report.id]);
    expect((await search(clients.otherTeam, { reports: [standup.report.id] })).total).toBe(0);
    expect((await search(clients.otherTeam, { members: [members[0]!.id] })).total).toBe(0);
    expect((await search(clients.member)).facets.reports.map((report) => report.value)).not.toContain(
      teamUReport.report.id,
    );
    // An Account Admin opens every team of the account.
    expect((await search(clients.admin)).total).toBe(6);
  });
});

describe('plans', () => {
  /** An account on `planKey` (paid, active) with one member and entries on these days. */
  async function planAccount(planKey: string, keys: string[]) {
    const planned = await buildAccount(server.db, { planKey, subscriptionStatus: 'active' });
    const { team: planTeam, members: planMembers } = await buildTeamWithMembers(server.db, planned, 1);
    await buildReportWithRuns(server.db, {
      account: planned,
      team: planTeam,
      owner: null,
      members: planMembers,
      runs: keys.map((key) => ({ key, entries: [{ status: 'submitted', answers: [`Entry of ${key}`, '', ''] }] })),
    });
    const { client, user } = await signedInClient(server, planned, 1, { teams: [planTeam] });
    return { planned, client, user };
  }

  it('answers only the default search under LIMIT_SEARCH_INSIGHTS, clipped to the plan history', async () => {
    // Free: 7 days of history (March 9 to 15); March 5 is outside, whatever the search asks.
    const { client } = await planAccount('free', ['2027-03-05', '2027-03-09', '2027-03-15']);
    const result = await search(client);
    expect(result).toMatchObject({
      locked: true,
      total: 2,
      window: { from: '2027-03-09', to: '2027-03-15', clipped_by_plan: true },
    });
    expect(result.hits.map((hit) => hit.report_index)).toEqual(['2027-03-15', '2027-03-09']);
    expect(result.facets.states.find((state) => state.value === 'Checked in')?.count).toBe(2);
    expect((await client.get('/api/v1/insights/search/?page=2')).statusCode).toBe(200);
    for (const refined of ['q=entry', 'range=last_365_days', 'state=Checked+in', `member=${crypto.randomUUID()}`]) {
      const refused = await client.get(`/api/v1/insights/search/?${refined}`);
      expect(refused.statusCode, refined).toBe(403);
      expect(refused.json().error.message).toBe(INSIGHTS_MESSAGES.locked);
    }
  });

  it('never reaches an entry outside the plan history window, even for a year-long range', async () => {
    // Basic: 30 days (February 14 to March 15). The scope itself holds, below the plan lock.
    const { planned, user } = await planAccount('basic', ['2027-02-03', '2027-02-14', '2027-03-01']);
    const token = (await signIn(server.db, user, planned)).split('=')[1]!;
    const viewer = (await findViewer(server.db, token))!;
    const deps = { db: server.db, now: () => new Date('2027-03-15T16:00:00Z') };
    const search = ZInsightsSearch.parse({ range: 'last_365_days' });
    const scope = await loadInsightsScope(deps, viewer, search.range);
    expect(scope.window).toEqual({ from: '2027-02-14', to: '2027-03-15', clipped_by_plan: true });
    const hits = await queryInsightsHits(deps, scope, search, '', { offset: 0, limit: 1000 });
    expect(hits.map((hit) => hit.report_index)).toEqual(['2027-03-01', '2027-02-14']);
    const counts = await countInsights(deps, scope, search, '');
    expect(counts.total).toBe(2);
    expect(counts.chart.map((point) => point.date)).toEqual(['2027-02-14', '2027-03-01']);
    expect((await countInsights(deps, scope, search, '"Entry of 2027-02-14"')).total).toBe(1);
    expect((await countInsights(deps, scope, search, '"Entry of 2027-02-03"')).total).toBe(0);
  });

  it('answers every search on a plan with insights search', async () => {
    const { client } = await planAccount('business', ['2026-06-01', '2027-03-15']);
    const result = await search(client, { q: 'entry', range: 'last_365_days' });
    expect(result).toMatchObject({ locked: false, total: 2, window: { clipped_by_plan: false } });
  });
});
