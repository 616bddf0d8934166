/**
 * The pages of a keyword search through HTTP: read one after another they hold every match once,
 * newest first, whether a page lies in the window's last days (read from those days' entries,
 * their words checked one by one) or reaches further back (read through the words' index), and
 * the facets and totals are the same on every page; and the counts of a long window taken in two
 * halves at once (a server's second connection) equal the counts taken in one statement.
 * Clock: Monday March 15, 2027 in Toronto.
 */
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TViewer } from '../../../bot/domain/accounts/viewer.ts';
import { viewerOfMember } from '../../../bot/domain/accounts/viewer-of-member.ts';
import { countInsights, INSIGHTS_SPLIT_FROM_DAYS } from '../../../bot/domain/insights/insights-aggregates.ts';
import { loadInsightsScope } from '../../../bot/domain/insights/insights-scope.ts';
import {
  INSIGHTS_STATES,
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
import { buildReportWithRuns } from '../../run-factories.ts';

const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };
/** Runs of the last days and of older ones: 4 of 6 entries a day mention the word. */
const DAYS = ['2027-03-15', '2027-03-14', '2027-03-13', '2027-03-08', '2027-03-01', '2027-02-20'];

let server: TTestServer;
let admin: TestClient;
let adminViewer: TViewer;
let memberIds: string[];
let reportId: string;

async function search(input: TInsightsSearchInput): Promise<TInsightsResult> {
  const response = await admin.get(`/api/v1/insights/search/?${insightsSearchParams(ZInsightsSearch.parse(input))}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZInsightsResult.parse(response.json());
}

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
  const account = await buildAccount(server.db, FAR_TRIAL);
  const { team, members } = await buildTeamWithMembers(server.db, account, 6);
  memberIds = members.map((member) => member.id);
  const seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    runs: DAYS.map((key) => ({
      key,
      entries: members.map((_, n) => ({
        status: 'submitted' as const,
        answers: [n < 4 ? `Zephyr rollout ${key} part ${n}` : `Other work ${key}`, 'Next', 'None'],
      })),
    })),
  });
  reportId = seeded.report.id;
  const signedIn = await signedInClient(server, account, 1, { teams: [team] });
  admin = signedIn.client;
  adminViewer = (await viewerOfMember(server.db, account.id, signedIn.user.id))!;
});
afterAll(() => server.stop());

describe('the pages of a keyword search', () => {
  it('hold every match once, newest first, with the same counts on every page', async () => {
    const first = await search({ q: 'zephyr', range: 'last_30_days' });
    expect(first.total).toBe(24);
    const pages = [first, await search({ q: 'zephyr', range: 'last_30_days', page: 2 })];
    pages.push(await search({ q: 'zephyr', range: 'last_30_days', page: 3 }));
    expect(pages.map((page) => [page.from, page.to, page.hits.length])).toEqual([
      [1, 10, 10],
      [11, 20, 10],
      [21, 24, 4],
    ]);
    const hits = pages.flatMap((page) => page.hits);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(24);
    expect(hits.map((hit) => hit.report_index)).toEqual(DAYS.flatMap((key) => [key, key, key, key]));
    expect(hits.every((hit) => hit.entry_data.rfields[0]!.value.startsWith('Zephyr rollout'))).toBe(true);
    for (const page of pages) {
      expect(page.facets).toEqual(first.facets);
      expect(page.stats).toEqual(first.stats);
      expect(page.chart).toEqual(first.chart);
    }
    // Page 3 reaches back to the oldest day; the chart has one point per day with a match.
    expect(first.chart.map((point) => point.date)).toEqual([...DAYS].reverse());
  });

  it('answers an empty page beyond the last with the totals', async () => {
    const beyond = await search({ q: 'zephyr', range: 'last_30_days', page: 4 });
    expect(beyond).toMatchObject({ total: 24, hits: [], from: 0, to: 0 });
    expect((await search({ q: 'zephyr -rollout', range: 'last_30_days' })).total).toBe(0);
  });
});

describe('the counts of a long window in two halves', () => {
  it('equal the counts in one statement, for words, filters and every state', async () => {
    const now = () => new Date('2027-03-15T16:00:00Z');
    const scope = await loadInsightsScope({ db: server.db, now }, adminViewer, 'last_30_days');
    // 30 days is long enough for the route to count in halves on a server.
    expect(INSIGHTS_SPLIT_FROM_DAYS).toBeLessThanOrEqual(30);
    const searches = [
      { q: 'zephyr' },
      { q: 'work' },
      { q: 'zephyr', members: memberIds.slice(0, 2) },
      { q: 'rollout', reports: [reportId], members: memberIds.slice(1, 4), state: 'Checked in' as const },
      ...INSIGHTS_STATES.map((state) => ({ q: 'zephyr or work', state })),
    ];
    for (const input of searches) {
      const search = ZInsightsSearch.parse({ ...input, range: 'last_30_days' });
      const page = { offset: 10, limit: 10 };
      const once = await countInsights({ db: server.db, now }, scope, search, input.q, page);
      // On PGlite the second handle is the same one: the halves then run one after the other.
      const halves = await countInsights({ db: server.db, now, parallelDb: server.db }, scope, search, input.q, page);
      expect(halves, JSON.stringify(input)).toEqual(once);
    }
  });
});
