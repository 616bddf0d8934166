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

  it('finds by stem, "phrase", or and -word (websearch syntax)', async () => {
    expect(answersOf(await search(admin, { q: 'blocking' }))).toEqual([
      'Fixed the login bug | Release checklist | Blocked by the database migration',
    ]);
    expect((await search(admin, { q: '"database migration"' })).total).toBe(1);
    expect((await search(admin, { q: '"migration database"' })).total).toBe(0);
    const either = await search(admin, { q: 'billing or legal' });
    expect(either.hits.map((hit) => hit.member_id).sort()).toEqual([members[0]!.id, members[1]!.id].sort());
    const without = await search(admin, { q: 'release -docs' });
    expect(without.total).toBe(2);
    expect(answersOf(without).join(' ')).not.toContain('docs');
  });

  it('counts only the matching entries', async () => {
    const result = await search(admin, { q: 'release' });
    expect(result.stats).toMatchObject({ checked_in: 3, not_checked_in: 0, participation_percent: 100 });
    expect(result.facets.states.find((state) => state.value === 'Checked in')?.count).toBe(3);
    expect(result.facets.members.map((member) => [member.label.split(' ')[0], member.count])).toEqual([
      ['Member1', 2],
      ['Member2', 1],
      ['Member3', 0],
      ['Member4', 0],
    ]);
  });

  it('gives 10 hits a page and an empty page beyond the end with the right totals', async () => {
    const first = await search(admin, { range: 'last_30_days' });
    expect(first.total).toBe(9);
    const beyond = await search(admin, { range: 'last_30_days', page: 3 });
    expect(beyond).toMatchObject({ total: 9, hits: [], from: 0, to: 0 });
    expect(beyond.stats).toEqual(first.stats);
    expect(beyond.facets).toEqual(first.facets);
  });

  it('narrows the range to yesterday or today in the viewer zone', async () => {
    expect((await search(admin, { range: 'today' })).total).toBe(4);
    expect((await search(admin, { range: 'yesterday' })).window).toMatchObject({
      from: '2027-03-14',
      to: '2027-03-14',
    });
    expect((await search(admin, { range: 'yesterday' })).total).toBe(0);
  });

  it('links each hit to the member history and the run dashboard, and carries no draft answers', async () => {
    const result = await search(admin, { range: 'today' });
    const [first, draft] = result.hits;
    expect(first).toMatchObject({
      member_link: `/report/history/${standup.report.slug}/member/${members[0]!.slug}/`,
      date_link: `/dashboard/${team.slug}/report/${standup.report.slug}/date/2027-03-15/dashboard/`,
      human_date: 'Mar 15, 2027',
      report_index: '2027-03-15',
      team_slug: team.slug,
      report_name: 'Daily Standup',
      completed: true,
      blocked: true,
      states: ['Checked in', 'Has blockers'],
    });
    expect(first!.report_fields.rfields.map((field) => field.key)).toEqual([
      'What did you do yesterday?',
      'What will you do today?',
      'Anything blocking you?',
    ]);
    expect(draft).toMatchObject({ completed: false, states: ['Not checked in'], entry_data: { rfields: [] } });
    expect(result.hits[3]).toMatchObject({ vacation: true, states: ['On vacation'] });
  });

  it('refuses a malformed search with the schema message, never a 500', async () => {
    const badReport = await admin.get('/api/v1/insights/search/?report=not-a-uuid');
    expect(badReport.statusCode).toBe(400);
    const badRange = await admin.get('/api/v1/insights/search/?range=forever');
    expect(badRange.statusCode).toBe(400);
    const long = await admin.get(`/api/v1/insights/search/?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Search for at most 200 characters.');
    const tooMany = new URLSearchParams();
    for (let n = 0; n < 101; n++) tooMany.append('report', crypto.randomUUID());
    const reports = await admin.get(`/api/v1/insights/search/?${tooMany}`);
    expect(reports.statusCode).toBe(400);
    expect(reports.json().error.message).toBe('Choose at most 100 reports.');
    expect((await admin.get('/api/v1/insights/search/?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/v1/insights/search/?state=Sleeping')).statusCode).toBe(400);
  });

  it('answers hostile keywords with 200 or 400, never 500', async () => {
    const hostile = [
      '"'.repeat(200),
      '-'.repeat(200),
      `${'- '.repeat(99)}x`,
      '-"-'.repeat(66),
      '(((( )))) <-> !!! & | : * \\ \' " or or -or "" -',
      'or',
      '- -',
      ':*',
      'a\u0000b',
      '\u0000',
      '🙂 日本語 Ω ≈ ç',
      `${INSIGHTS_MARK_START}release${INSIGHTS_MARK_END}`,
      '\ud800 broken surrogate',
      '%00%ff',
      "'; drop table checkins; --",
      `"${'x '.repeat(99)}`,
    ];
    for (const q of hostile) {
      const response = await admin.get(`/api/v1/insights/search/?${new URLSearchParams({ q })}`);
      expect([200, 400], `q=${JSON.stringify(q)}: ${response.body}`).toContain(response.statusCode);
    }
    const raw = await admin.get('/api/v1/insights/search/?q=%00%ZZ%E0%A4%A');
    expect([200, 400]).toContain(raw.statusCode);
  });

  it('asks to sign in', async () => {
    const { TestClient } = await import('../../helpers/test-client.ts');
    const response = await new TestClient(server.app).get('/api/v1/insights/search/');
    expect(response.statusCode).toBe(401);
  });
});
