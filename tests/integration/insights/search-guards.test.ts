/**
 * The insights search's guards and its window, through HTTP with the engine's clock fixed on
 * Monday March 15, 2027, 16:00 UTC (already Tuesday 05:00 in Auckland): a viewer who follows each
 * report's zone sees the window over every report's dates (not UTC's), clipped by the plan the
 * same way; one person may run 120 searches a minute and is then told to wait; a statement the
 * bound stops answers 503 with words, never 500 (the embedded database has no statement timer).
 */
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../../bot/db/sql-arrays.ts';
import {
  INSIGHTS_SEARCH_TOO_SLOW_MESSAGE,
  stoppedByStatementTimeout,
  withInsightsStatementTimeout,
} from '../../../bot/domain/insights/insights-statement-timeout.ts';
import { SEARCHES_PER_MINUTE } from '../../../bot/http/routes/insights/insights-search-route.ts';
import { isAppError } from '../../../shared/errors.ts';
import {
  insightsSearchParams,
  type TInsightsResult,
  type TInsightsSearchInput,
  ZInsightsResult,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { onServer } from '../../helpers/test-database.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns } from '../../run-factories.ts';

const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };
const QUESTIONS = ['Done?', 'Next?', 'Blocked?'].map((value) => ({ type: 'text' as const, value }));

let server: TTestServer;

async function search(client: TestClient, input: TInsightsSearchInput = {}): Promise<TInsightsResult> {
  const response = await client.get(`/api/v1/insights/search/?${insightsSearchParams(ZInsightsSearch.parse(input))}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZInsightsResult.parse(response.json());
}

/** An account with a Toronto and an Auckland report, and a viewer of the given zone. */
async function twoZones(accountValues: Parameters<typeof buildAccount>[1], viewerZone: string) {
  const account = await buildAccount(server.db, accountValues);
  const { team, members } = await buildTeamWithMembers(server.db, account, 1);
  const entry = (text: string) => [{ status: 'submitted' as const, answers: [text, '', ''] }];
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { name: 'Toronto Standup', config: { fields: QUESTIONS, time_zone: 'America/Toronto' } },
    runs: [
      { key: '2027-03-02', entries: entry('Toronto first day') },
      { key: '2027-03-15', entries: entry('Toronto Monday') },
    ],
  });
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { name: 'Auckland Standup', config: { fields: QUESTIONS, time_zone: 'Pacific/Auckland' } },
    runs: [{ key: '2027-03-16', entries: entry('Auckland Tuesday') }],
  });
  const { client } = await signedInClient(server, account, 1, { teams: [team], timeZone: viewerZone });
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
});
afterAll(() => server.stop());

describe('the window of a viewer who follows each report’s zone', () => {
  it('runs from the earliest report’s first day to the latest report’s today', async () => {
    const client = await twoZones(FAR_TRIAL, 'default');
    const result = await search(client);
    // Toronto: March 2 to 15; Auckland: March 3 to 16. UTC alone would have said March 2 to 15.
    expect(result.window).toEqual({ from: '2027-03-02', to: '2027-03-16', clipped_by_plan: false });
    expect(result.hits.map((hit) => hit.report_index)).toEqual(['2027-03-16', '2027-03-15', '2027-03-02']);
    expect(result.hits[0]!.entry_data.rfields[0]!.value).toBe('Auckland Tuesday');
  });

  it('says the plan clipped it when it clipped a report’s range, over the same reports', async () => {
    // Free: 7 days of history in each report's zone (Toronto March 9-15, Auckland March 10-16).
    const client = await twoZones({ planKey: 'free', subscriptionStatus: 'active' }, 'default');
    const result = await search(client);
    expect(result.window).toEqual({ from: '2027-03-09', to: '2027-03-16', clipped_by_plan: true });
    expect(result.hits.map((hit) => hit.report_index)).toEqual(['2027-03-16', '2027-03-15']);
  });

  it('stays in the viewer’s own zone when they have one', async () => {
    const client = await twoZones(FAR_TRIAL, 'America/Toronto');
    const result = await search(client);
    expect(result.window).toEqual({ from: '2027-03-02', to: '2027-03-15', clipped_by_plan: false });
    expect(result.hits.map((hit) => hit.report_index)).toEqual(['2027-03-15', '2027-03-02']);
  });
});

describe('guards of the search route', () => {
  it(`lets one person search ${SEARCHES_PER_MINUTE} times a minute, then says to wait`, async () => {
    const account = await buildAccount(server.db, FAR_TRIAL);
    const { team } = await buildTeamWithMembers(server.db, account, 0);
    const { client } = await signedInClient(server, account, 3, { teams: [team] });
    const { client: colleague } = await signedInClient(server, account, 3, { teams: [team] });
    for (let n = 0; n < SEARCHES_PER_MINUTE; n++) {
      const response = await client.get('/api/v1/insights/search/');
      expect(response.statusCode, `search ${n + 1}`).toBe(200);
    }
    const refused = await client.get('/api/v1/insights/search/?q=release');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    // Counted per person: a colleague behind the same address still searches.
    expect((await colleague.get('/api/v1/insights/search/')).statusCode).toBe(200);
  });

  it.skipIf(!onServer)('stops a statement past the bound with a 503 that says what to do', async () => {
    const stopped = await withInsightsStatementTimeout(
      server.db,
      (tx) => tx.execute(sql`select pg_sleep(2)`),
      100,
    ).catch((error: unknown) => error);
    expect(isAppError(stopped)).toBe(true);
    expect(stopped).toMatchObject({ code: 'UNAVAILABLE', message: INSIGHTS_SEARCH_TOO_SLOW_MESSAGE });
    // The bound was local to that transaction: the next statement runs unbounded.
    const [row] = resultRows<{ value: string }>(
      await server.db.execute(sql`select current_setting('statement_timeout') as value`),
    );
    expect(row!.value).toBe('0');
  });

  it('tells a stopped statement from other failures, and passes the others on unchanged', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(stoppedByStatementTimeout(new Error('Failed query', { cause: cancelled }))).toBe(true);
    expect(stoppedByStatementTimeout(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    const failure = new Error('something else');
    await expect(
      withInsightsStatementTimeout(server.db, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await withInsightsStatementTimeout(server.db, async () => 'answered')).toBe('answered');
  });
});
