/**
 * The insights search through HTTP (spec part 2 §2.5, §3, §9) with the engine's clock fixed on
 * Monday March 15, 2027 in Toronto: keywords (words, stems, "phrases", or, -word) over submitted
 * answers only, the default 14-day window, facets whose counts equal the hits of their selection,
 * the §9 percentages, snippets, pages, and another account's entries never reached.
 */
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import {
  INSIGHTS_MARK_END,
  INSIGHTS_MARK_START,
  type INSIGHTS_STATES,
  insightsSearchParams,
  type TInsightsResult,
  type TInsightsSearchInput,
  ZInsightsResult,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let standup: TSeededReport;
let admin: TestClient;
let otherAdmin: TestClient;
let otherReportId: string;

const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };

/** The search's answer, parsed by the contract (200 expected). */
async function search(client: TestClient, input: TInsightsSearchInput = {}): Promise<TInsightsResult> {
  const params = insightsSearchParams(ZInsightsSearch.parse(input));
  const response = await client.get(`/api/v1/insights/search/?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZInsightsResult.parse(response.json());
}

/** The answers of every hit, joined, to tell hits apart by their words. */
function answersOf(result: TInsightsResult): string[] {
  return result.hits.map((hit) => hit.entry_data.rfields.map((field) => field.value).join(' | '));
}

beforeAll(async () => {
  // Monday March 15, 2027, 12:00 in Toronto.
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
  account = await buildAccount(server.db, FAR_TRIAL);
  ({ team, members } = await buildTeamWithMembers(server.db, account, 4));
  standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { goal_tracking_enabled: true },
    runs: [
      // Older than the default 14 days (March 2 is the window's first day).
      {
        key: '2027-03-01',
        entries: [{ status: 'submitted', answers: ['Old news about the release', 'Nothing', 'None'] }],
      },
      {
        key: '2027-03-12',
        entries: [
          { status: 'submitted', answers: ['Worked on billing', 'Deploy the release', 'None'], goalCompleted: true },
          {
            status: 'submitted',
            answers: ['Wrote docs for the release', 'Pair with design', 'Waiting on legal'],
            blocked: true,
          },
          { status: 'submitted', answers: ['Interviewed candidates', 'Plan the offsite', 'No'], goalCompleted: true },
          'vacation',
        ],
      },
      {
        key: '2027-03-15',
        entries: [
          {
            status: 'submitted',
            answers: ['Fixed the login bug', 'Release checklist', 'Blocked by the database migration'],
            blocked: true,
          },
          { status: 'draft', answers: ['A secret draft about the release', '', ''] },
          'sent',
          'vacation',
        ],
      },
    ],
  });
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team] }));

  const otherAccount = await buildAccount(server.db, FAR_TRIAL);
  const other = await buildTeamWithMembers(server.db, otherAccount, 1);
  const otherReport = await buildReportWithRuns(server.db, {
    account: otherAccount,
    team: other.team,
    owner: null,
    members: other.members,
    runs: [{ key: '2027-03-15', entries: [{ status: 'submitted', answers: ['Release of the competitor', '', ''] }] }],
  });
  otherReportId = otherReport.report.id;
  ({ client: otherAdmin } = await signedInClient(server, otherAccount, 1, { teams: [other.team] }));
});
afterAll(() => server.stop());

describe('GET /api/v1/insights/search/', () => {
  it('answers every entry of the last 14 days, newest first, with the §9 percentages', async () => {
    const result = await search(admin);
    expect(result.total).toBe(8);
    expect(result.window).toEqual({ from: '2027-03-02', to: '2027-03-15', clipped_by_plan: false });
    expect(result.hits.map((hit) => hit.report_index)).toEqual([
      ...Array(4).fill('2027-03-15'),
      ...Array(4).fill('2027-03-12'),
    ]);
    expect(result.hits.slice(0, 4).map((hit) => hit.member_id)).toEqual(members.map((member) => member.id));
    // 4 checked in, 2 not (a draft and a sent prompt), 2 on vacation: 4 / 6; goals 2 / 4; blockers 2 / 4.
    expect(result.stats).toEqual({
      checked_in: 4,
      not_checked_in: 2,
      participation_percent: 67,
      goal_percent: 50,
      blocker_percent: 50,
    });
    expect(result.chart.map((point) => [point.date, point.participation_percent])).toEqual([
      ['2027-03-12', 100],
      ['2027-03-15', 33],
    ]);
    expect(result).toMatchObject({ from: 1, to: 8, locked: false });
  });

  it('finds a word in submitted answers only, never in a draft', async () => {
    const result = await search(admin, { q: 'release' });
    expect(answersOf(result)).toHaveLength(3);
    expect(answersOf(result).join(' ')).not.toContain('secret');
    expect((await search(admin, { q: 'secret' })).total).toBe(0);
  });

  it('marks the matches in a snippet', async () => {
    const result = await search(admin, { q: 'migration' });
    expect(result.total).toBe(1);
    const field = result.hits[0]!.entry_data.rfields.find((candidate) => candidate.snippet !== null);
    expect(field?.snippet).toContain(`${INSIGHTS_MARK_START}migration${INSIGHTS_MARK_END}`);
  });

  it('never shows another account its entries, even by report id', async () => {
    expect((await search(admin, { q: 'competitor' })).total).toBe(0);
    expect((await search(admin, { reports: [otherReportId] })).total).toBe(0);
    const other = await search(otherAdmin, { q: 'release' });
    expect(other.total).toBe(1);
    expect(other.facets.reports.map((report) => report.value)).toEqual([otherReportId]);
  });

  it('counts each facet value as the total of its selection alone', async () => {
    const base = await search(admin);
    for (const state of base.facets.states) {
      expect((await search(admin, { state: state.value as (typeof INSIGHTS_STATES)[number] })).total).toBe(state.count);
    }
    for (const member of base.facets.members) {
      expect((await search(admin, { members: [member.value] })).total).toBe(member.count);
    }
    expect(base.facets.reports).toEqual([{ value: standup.report.id, label: 'Daily Standup', count: 8 }]);
  });
});
