/**
 * The insights page drawn on the server (no browser here) from answers shaped by the contract: the
 * snippet renderer (hostile text stays text, markers only ever make <mark>), the hits, the empty
 * state, the locked state, the plan's window note and the URL's search in the filters.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  INSIGHTS_MARK_END as END,
  INSIGHTS_MESSAGES,
  INSIGHTS_MARK_START as START,
  type TInsightsHit,
  type TInsightsResult,
  type TInsightsSearch,
  ZInsightsResult,
} from '../../../../shared/insights.ts';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../shared/state.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { ASK_BILLING_OWNER } from '../../components/SeePlansOrAsk.tsx';
import { stateUserFixture } from '../../test-support/state-user-fixture.ts';
import InsightsPage from './InsightsPage.tsx';
import { INSIGHTS_QUERY_KEYS } from './insights-queries.ts';
import { DEFAULT_INSIGHTS_SEARCH, searchFromUrl } from './insights-url.ts';
import { SnippetText } from './SnippetText.tsx';
import { snippetParts } from './snippet-parts.ts';

const ROUTE = PAGE_ROUTES.find((route) => route.path === '/team/insights') as TPageRoute;
const REPORT_ID = '7b0e4a52-9a43-4a8e-9f5e-0c4d3a3f6a01';
const MEMBER_ID = '5f2d1c3e-1b2a-4c5d-8e9f-0a1b2c3d4e5f';

function stateFor(user: TStateUser): TInitialState {
  return {
    user,
    team: { slug: 'core', team_name: 'Core', service: 'EMAIL', account_admin: true },
    csrftoken: 'token',
    messages: [],
    config: {
      help_desk_url: '/help/',
      feedback_url: 'https://feedback.example.com/rollcall',
      sign_in: { microsoft: false, slack: false },
      platforms: { slack: false },
    },
    context: {},
    reports: [],
    completed_users: [],
  };
}

function hit(overrides: Partial<TInsightsHit> = {}): TInsightsHit {
  return {
    id: 'c0a80101-0000-4000-8000-000000000001',
    completed: true,
    entry_data: {
      rfields: [
        { slug: 'q1', key: 'What did you do yesterday?', value: 'Shipped the **login** fix', snippet: null },
        {
          slug: 'q2',
          key: 'Anything blocking you?',
          value: 'Waiting on the release',
          snippet: `Waiting on the ${START}release${END}`,
        },
      ],
    },
    report_fields: {
      rfields: [
        { slug: 'q1', key: 'What did you do yesterday?' },
        { slug: 'q2', key: 'Anything blocking you?' },
      ],
    },
    vacation: false,
    goal_completed: true,
    blocked: true,
    photo_url: null,
    member_id: MEMBER_ID,
    member_name: 'Bo Chen',
    member_link: '/report/history/daily/member/bo/',
    report_id: REPORT_ID,
    report_name: 'Daily Standup',
    date_link: '/dashboard/core/report/daily/date/2026-11-23/dashboard/',
    human_date: 'Nov 23, 2026',
    report_index: '2026-11-23',
    date_timestamp: 1_795_000_000,
    team_slug: 'core',
    team_name: 'Core',
    states: ['Checked in', 'Goal completed', 'Has blockers'],
    ...overrides,
  };
}

function result(overrides: Partial<TInsightsResult> = {}, search: Partial<TInsightsSearch> = {}): TInsightsResult {
  const hits = overrides.hits ?? [hit()];
  return ZInsightsResult.parse({
    search: { ...DEFAULT_INSIGHTS_SEARCH, ...search },
    hits,
    total: hits.length,
    from: hits.length === 0 ? 0 : 1,
    to: hits.length,
    facets: {
      states: [
        { value: 'Checked in', label: 'Checked in', count: 7 },
        { value: 'Not checked in', label: 'Not checked in', count: 2 },
        { value: 'Goal completed', label: 'Goal completed', count: 3 },
        { value: 'Has blockers', label: 'Has blockers', count: 1 },
        { value: 'On vacation', label: 'On vacation', count: 1 },
      ],
      reports: [{ value: REPORT_ID, label: 'Daily Standup', count: 11 }],
      members: [{ value: MEMBER_ID, label: 'Bo Chen', count: 4 }],
    },
    stats: { checked_in: 7, not_checked_in: 2, participation_percent: 78, goal_percent: 43, blocker_percent: 14 },
    chart: [
      {
        date: '2026-11-20',
        human_date: 'Nov 20, 2026',
        participation_percent: 75,
        goal_percent: 50,
        blocker_percent: 0,
      },
      {
        date: '2026-11-23',
        human_date: 'Nov 23, 2026',
        participation_percent: 80,
        goal_percent: 40,
        blocker_percent: 20,
      },
    ],
    window: { from: '2026-11-10', to: '2026-11-23', clipped_by_plan: false },
    locked: false,
    ...overrides,
  });
}

function draw(node: ReactNode, options: { url?: string; user?: TStateUser; client?: QueryClient } = {}): string {
  const client = options.client ?? new QueryClient();
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <LoadedStateProvider state={stateFor(options.user ?? stateUserFixture())}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[options.url ?? '/team/insights/']}>{node}</MemoryRouter>
          </QueryClientProvider>
        </LoadedStateProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

/** The page at `url` with `answer` already loaded for the URL's search. */
function drawPage(answer: TInsightsResult, options: { url?: string; user?: TStateUser } = {}): string {
  const url = options.url ?? '/team/insights/';
  const client = new QueryClient();
  const search = searchFromUrl(new URL(url, 'http://localhost').searchParams);
  client.setQueryData(INSIGHTS_QUERY_KEYS.search(search), answer);
  return draw(<InsightsPage route={ROUTE} />, { ...options, url, client });
}

/** The opening tag of the pagination's Next button, if drawn. */
function nextButtonTag(html: string): string | undefined {
  return /<button[^>]*>Next</.exec(html)?.[0];
}

describe('the snippet renderer', () => {
  it('cuts a snippet into plain and marked pieces', () => {
    expect(snippetParts(`a ${START}b${END} c ${START}d${END}`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c ', marked: false },
      { text: 'd', marked: true },
    ]);
  });

  it('never draws a marker, and a stray or nested one only starts or ends a highlight', () => {
    const parts = snippetParts(`${END}x ${START}${START}y${END}${END} z${START}w`);
    expect(parts).toEqual([
      { text: 'x ', marked: false },
      { text: 'y', marked: true },
      { text: ' z', marked: false },
      { text: 'w', marked: true },
    ]);
    for (const part of parts) expect(part.text).not.toMatch(/[\uE000\uE001]/);
  });

  it('keeps hostile text as text: no tag, attribute or entity of it reaches the HTML', () => {
    const hostile = `<img src=x onerror="alert(1)"> ${START}<script>alert(2)</script>${END} &amp; <mark>fake</mark>`;
    const html = draw(<SnippetText snippet={hostile} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;</mark>');
    expect(html).toContain('&amp;amp;');
    // Typed '<mark>' is text; the one real highlight is the marked piece.
    expect(html.match(/<mark/g)).toHaveLength(1);
    expect(html).toContain('&lt;mark&gt;fake&lt;/mark&gt;');
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });
});

describe('the insights page', () => {
  it('shows hits with links, states, a highlighted snippet and the Markdown of an answer without one', () => {
    const html = drawPage(result());
    expect(html).toContain('<h1');
    expect(html).toContain('Insights');
    expect(html).toMatch(/<a[^>]*href="\/report\/history\/daily\/member\/bo\/"[^>]*>Bo Chen<\/a>/);
    expect(html).toMatch(
      /<a[^>]*href="\/dashboard\/core\/report\/daily\/date\/2026-11-23\/dashboard\/"[^>]*>Nov 23, 2026<\/a>/,
    );
    expect(html).toContain('Daily Standup');
    for (const state of ['Checked in', 'Goal completed', 'Has blockers']) expect(html).toContain(state);
    expect(html).toMatch(/<mark[^>]*>release<\/mark>/);
    expect(html).toContain('<strong>login</strong>');
    expect(html).toContain('Showing 1 to 1 of 1 results');
    expect(html).toContain('Previous');
    expect(html).toContain('Next');
    expect(html).toContain('Export');
  });

  it('shows the stats of part 2 §9, the chart and the window searched in the viewer’s zone', () => {
    const html = drawPage(result());
    expect(html).toContain('78%');
    expect(html).toContain('7 of 9 checked in');
    expect(html).toContain('43%');
    expect(html).toContain('14%');
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Chart of participation, goals and blockers percent per day/,
    );
    expect(html).toContain('Entries from Nov 10 – Nov 23, 2026, your time zone (Europe/Berlin).');
  });

  it('shows the New feature banner with Leave feedback to the configured page', () => {
    const html = drawPage(result());
    expect(html).toContain(INSIGHTS_MESSAGES.newFeature);
    expect(html).toMatch(/<a[^>]*href="https:\/\/feedback.example.com\/rollcall"[^>]*>Leave feedback<\/a>/);
  });

  it('escapes hostile answers drawn from Markdown', () => {
    const evil = hit({
      entry_data: {
        rfields: [
          {
            slug: 'q1',
            key: '<b>Question</b>',
            value: '<script>alert(1)</script> [x](javascript:alert(2))',
            snippet: null,
          },
        ],
      },
    });
    const html = drawPage(result({ hits: [evil] }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;b&gt;Question&lt;/b&gt;');
  });

  it('says what a vacation or a missing check-in was', () => {
    const away = hit({
      id: 'a',
      completed: false,
      vacation: true,
      entry_data: { rfields: [] },
      states: ['On vacation'],
    });
    const missing = hit({ id: 'b', completed: false, entry_data: { rfields: [] }, states: ['Not checked in'] });
    const html = drawPage(result({ hits: [away, missing] }));
    expect(html).toContain('On vacation for this run.');
    expect(html).toContain('Did not check in for this run.');
  });

  it('shows No matching entries for an empty search, without pagination', () => {
    const html = drawPage(result({ hits: [], total: 0, from: 0, to: 0 }, { q: 'nothing' }), {
      url: '/team/insights/?q=nothing',
    });
    expect(html).toContain(INSIGHTS_MESSAGES.emptyTitle);
    expect(html).toContain(INSIGHTS_MESSAGES.emptyText);
    expect(html).not.toContain('Showing 0 to 0');
  });

  it('past the last page shows no empty state and no pagination, only the move to the last page', () => {
    const html = drawPage(result({ hits: [], total: 42, from: 0, to: 0 }, { page: 9 }), {
      url: '/team/insights/?page=9',
    });
    expect(html).not.toContain(INSIGHTS_MESSAGES.emptyTitle);
    expect(html).toContain('Going to the last page...');
    expect(html).not.toContain('Showing 0 to 0');
    expect(nextButtonTag(html)).toBeUndefined();
  });

  it('disables Next on the last page and keeps it on the pages before', () => {
    const hits = Array.from({ length: 2 }, (_, index) => hit({ id: `c0a80101-0000-4000-8000-00000000000${index}` }));
    const last = drawPage(result({ hits, total: 42, from: 41, to: 42 }, { page: 5 }), {
      url: '/team/insights/?page=5',
    });
    expect(last).toContain('Showing 41 to 42 of 42 results');
    expect(nextButtonTag(last)).toContain('aria-disabled="true"');
    const before = drawPage(result({ hits, total: 42, from: 31, to: 40 }, { page: 4 }), {
      url: '/team/insights/?page=4',
    });
    expect(nextButtonTag(before)).not.toContain('aria-disabled');
  });

  it('carries the URL’s search into the filters', () => {
    const url = `/team/insights/?q=release&range=last_7_days&report=${REPORT_ID}&state=Has+blockers`;
    const html = drawPage(
      result({}, { q: 'release', range: 'last_7_days', reports: [REPORT_ID], state: 'Has blockers' }),
      {
        url,
      },
    );
    expect(html).toMatch(/<input[^>]*value="release"/);
    expect(html).toContain('Last 7 days');
    expect(html).toMatch(/<input[^>]*value="Daily Standup"/);
    expect(html).toContain('Has blockers (1)');
    expect(html).toContain(INSIGHTS_MESSAGES.searchPlaceholder);
  });

  it('draws the filters locked, with See plans for who may manage billing, and still the list', () => {
    const html = drawPage(result({ locked: true }));
    expect(html).toContain(INSIGHTS_MESSAGES.locked);
    expect(html).toMatch(/<a[^>]*href="\/billing\/"[^>]*>See plans<\/a>/);
    expect(html).toMatch(/aria-hidden="true"[^>]*inert|inert[^>]*aria-hidden="true"/);
    expect(html).toContain('Bo Chen');
    const member = drawPage(result({ locked: true }), {
      user: stateUserFixture({ account_type_id: 3, type: 'MEMBER' }),
    });
    expect(member).toContain(ASK_BILLING_OWNER);
    expect(member).not.toContain('href="/billing/"');
  });

  it('says when the plan clipped the window', () => {
    const user = stateUserFixture({
      limits: { teams: null, team_count: 1, reports: null, users: null, history_days: 7 },
    });
    const html = drawPage(result({ window: { from: '2026-11-17', to: '2026-11-23', clipped_by_plan: true } }), {
      user,
    });
    expect(html).toContain('Your plan shows the last 7 days.');
    expect(html).toMatch(/<a[^>]*href="\/billing\/"[^>]*>See plans<\/a>/);
  });
});

describe('the search in the URL', () => {
  it('keeps the readable parts of a link someone edited', () => {
    const params = new URLSearchParams(
      `q=release&range=forever&report=${REPORT_ID}&report=not-a-uuid&state=Bogus&page=-3`,
    );
    expect(searchFromUrl(params)).toEqual({
      ...DEFAULT_INSIGHTS_SEARCH,
      q: 'release',
      reports: [REPORT_ID],
    });
  });
});
