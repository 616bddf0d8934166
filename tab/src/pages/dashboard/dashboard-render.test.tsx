/**
 * The dashboards drawn on the server (no browser here): the pages come out with the names,
 * states and links the spec asks for, from data shaped by the contract.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type TMemberDashboard,
  type TRunDashboard,
  ZMemberDashboard,
  ZRunDashboard,
} from '../../../../shared/dashboard.ts';
import { reportStats } from '../../../../shared/reports.ts';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState } from '../../../../shared/state.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { DASHBOARD_QUERY_KEYS } from './dashboard-queries.ts';
import GridDashboardPage from './GridDashboardPage.tsx';
import MemberDashboardPage from './MemberDashboardPage.tsx';
import QuestionDashboardPage from './QuestionDashboardPage.tsx';
import { testEntry } from './test-entries.ts';

const STATE: TInitialState = {
  user: {
    id: 'viewer-uuid',
    name: 'Vic Viewer',
    email: 'vic@example.com',
    slug: 'vic',
    photo_url: null,
    platform: 'EMAIL',
    type: 'ADMIN',
    account_type: 'Account Admin',
    account_type_id: 1,
    account_name: 'Acme',
    account_uuid: 'account-uuid',
    is_demo: false,
    active_teams: 1,
    current_team_name: 'Core',
    current_team_service: 'EMAIL',
    other_teams: [],
    open_checkins: [],
    stripe: { status: 'active', trial_days_left: 0 },
    feature_map: [],
    enabled_labs: [],
    time_zone: 'Europe/Berlin',
  },
  team: { slug: 'core', team_name: 'Core', service: 'EMAIL', account_admin: true },
  csrftoken: 'token',
  messages: [],
  config: {
    help_desk_url: '',
    feedback_url: '',
    sign_in: { microsoft: false, slack: false },
    platforms: { slack: false },
  },
  context: {},
  reports: [],
  completed_users: [],
};

const QUESTIONS = [
  { key: 'q1', slug: 'yesterday', text: 'What did you do yesterday?' },
  { key: 'q2', slug: 'today', text: 'What will you do today?' },
];

const RUN: TRunDashboard = ZRunDashboard.parse({
  entry_date: '2026-11-23',
  long_date: 'Monday, November 23, 2026',
  time_zone: 'Europe/Berlin',
  report_name: 'Daily standup',
  report_id: 'report-uuid',
  report_slug: 'daily',
  team_slug: 'core',
  team_name: 'Core',
  key: '2026-11-23',
  previous_report_key: '2026-11-22',
  next_report_key: null,
  other_reports: [],
  is_private_report: false,
  goal_tracking_enabled: true,
  dashboard_actions: {
    broadcast_label: '',
    channel_label: '',
    is_email_summary_scheduled: true,
    is_email_summary_sent: false,
    email_label: '',
    summary_at: '2026-11-23T16:00:00.000Z',
  },
  links: {
    history: '/report/history/daily/',
    manage: '/report/manage/daily/',
    checkin: null,
    resend_summary: '/report/resend_summary/report-uuid/2026-11-23/',
    question_view: '/dashboard/core/report/daily/date/2026-11-23/dashboard-alternative/',
    grid_view: '/dashboard/core/report/daily/date/2026-11-23/dashboard/',
  },
  permissions: { can_manage: true, own_checkin_link: null },
  questions: QUESTIONS,
  entries: [
    testEntry(
      {
        id: 'ann',
        goal_completed: true,
        blocked: true,
        comments_count: 2,
        reactions: { '+1': { 'viewer-uuid': 'Vic Viewer', bo: 'Bo Chen' } },
      },
      { q1: 'Shipped **#Release** notes', q2: 'Reviews' },
    ),
    testEntry({ id: 'cy', name: 'Cy Away', givenName: 'Cy', completed: false, vacation: true }),
    testEntry({
      id: 'dee',
      name: 'Dee Late',
      completed: false,
      last_link_sent_difference: null,
      remind_link: '/report/send_reminder/dee/',
      msgStatusPlatform: 'MSTEAMS',
      msgStatusCode: 403,
    }),
    testEntry({ id: 'eve', name: 'Eve Private', answers_hidden: true }),
  ],
  summary: {
    total: 4,
    answered: 2,
    report_name: 'Daily standup',
    goal_tracking_enabled: true,
    stats: reportStats({ entries: 2, links: 4, goals: 1, blocked: 1 }),
  },
});

function routeOf(path: string): TPageRoute {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`No route ${path}`);
  return route;
}

function render(url: string, routePath: string, page: ReactNode, seed: (client: QueryClient) => void): string {
  const client = new QueryClient();
  seed(client);
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={client}>
          <LoadedStateProvider state={STATE}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={routePath} element={page} />
              </Routes>
            </MemoryRouter>
          </LoadedStateProvider>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

const GRID_ROUTE = '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard';
const QUESTION_ROUTE = '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard-alternative';

function renderRun(run: TRunDashboard, view: 'grid' | 'question'): string {
  const routePath = view === 'grid' ? GRID_ROUTE : QUESTION_ROUTE;
  const url = routePath.replace(':teamId', 'core').replace(':reportId', 'daily').replace(':reportKey', 'latest');
  const Page = view === 'grid' ? GridDashboardPage : QuestionDashboardPage;
  return render(url, routePath, <Page route={routeOf(routePath)} />, (client) =>
    client.setQueryData(DASHBOARD_QUERY_KEYS.run('core', 'daily', 'latest'), run),
  );
}

describe('the grid view', () => {
  const html = renderRun(RUN, 'grid');

  it('heads the page with the report, the date and its zone, and the header links', () => {
    expect(html).toMatch(/<h1[^>]*>Daily standup<\/h1>/);
    expect(html).toContain('Monday, November 23, 2026');
    expect(html).toContain('Time zone: Europe/Berlin');
    expect(html).toContain('href="/dashboard/core/report/daily/date/2026-11-22/dashboard/"');
    expect(html).toMatch(
      /aria-label="Next report"[^>]*aria-disabled="true"|aria-disabled="true"[^>]*aria-label="Next report"/,
    );
    expect(html).toContain('href="/report/resend_summary/report-uuid/2026-11-23/"');
    expect(html).toContain('Other reports');
    expect(html).toMatch(/aria-current="page"[^>]*>.*?Grid/);
  });

  it('shows the summary with stats and the scheduled summary in the report zone', () => {
    expect(html).toContain('2 of 4');
    expect(html).toContain('Scheduled for Nov 23, 2026, 5:00 PM (Europe/Berlin)');
  });

  it('draws an answered card with dots, coloured answers, linked tags, reactions and comments', () => {
    expect(html).toContain('aria-label="Goal completed"');
    expect(html).toContain('aria-label="Blocked"');
    expect(html).toContain('What did you do yesterday?');
    expect(html).toContain('data-hashtag="release"');
    expect(html).toContain('Comments (2)');
    expect(html).toMatch(/aria-pressed="true"[^>]*>👍 2/);
    expect(html).toContain('aria-label="Add reaction"');
  });

  it('fades vacation and waiting cards, with their notes', () => {
    expect(html).toContain('>vacation<');
    expect(html).toContain('Cy is on vacation.');
    expect(html).toContain('Not sent yet');
    expect(html).toContain('Failed to send through Microsoft Teams. Code - 403');
    expect(html).toContain('href="/report/send_reminder/dee/"');
    expect(html).toContain('aria-label="Remind Dee Late"');
  });

  it('shows a Webex delivery failure with its platform and code', () => {
    const entry = testEntry({
      id: 'fay',
      name: 'Fay Webex',
      completed: false,
      last_link_sent_difference: null,
      remind_link: '/report/send_reminder/fay/',
      msgStatusPlatform: 'SPARK',
      msgStatusCode: 404,
      msgStatusErrorCode: null,
    });
    const webex = renderRun(ZRunDashboard.parse({ ...RUN, entries: [entry] }), 'grid');
    expect(webex).toContain('Failed to send through Cisco Webex Teams. Code - 404');
  });

  it('hides private answers', () => {
    expect(html).toContain('Answers of this private report are visible only to the respondent');
  });

  it('says it is waiting when the run has no entries', () => {
    const empty = renderRun({ ...RUN, entries: [] }, 'grid');
    expect(empty).toContain('Waiting for the first check-in...');
    expect(empty).toContain('No entries yet ...');
  });
});

describe('a run where members were away for a public holiday', () => {
  const away = (id: string, name: string) =>
    testEntry({
      id,
      name,
      givenName: name.split(' ')[0],
      completed: false,
      vacation: true,
      away_reason: 'holiday',
      holiday_name: 'Christmas Day',
    });
  const everyone = ZRunDashboard.parse({
    ...RUN,
    entries: [away('cy', 'Cy Away'), away('di', 'Di Home')],
    away_note: 'Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).',
  });

  it('says why nobody was asked, above the entries', () => {
    const html = renderRun(everyone, 'grid');
    expect(html).toContain('Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).');
    expect(html).toContain('Cy is on vacation (public holiday: Christmas Day).');
    const question = renderRun(everyone, 'question');
    expect(question).toContain('Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).');
    expect(question).toContain('On vacation (public holiday: Christmas Day)');
  });

  it('names the holiday on each away entry when others were asked, and no note', () => {
    const some = ZRunDashboard.parse({ ...RUN, entries: [...RUN.entries, away('di', 'Di Home')] });
    const html = renderRun(some, 'grid');
    expect(html).not.toContain('Nobody was asked');
    expect(html).toContain('Di is on vacation (public holiday: Christmas Day).');
    expect(html).toContain('Cy is on vacation.');
  });

  it('reads runs from before holidays (no reason, no note) as before', () => {
    const { away_note: _note, ...old } = everyone;
    const entries = old.entries.map(({ away_reason: _reason, holiday_name: _name, ...entry }) => entry);
    const html = renderRun(ZRunDashboard.parse({ ...old, entries }), 'grid');
    expect(html).toContain('Cy is on vacation.');
    expect(html).not.toContain('Nobody was asked');
  });
});

describe('the question view', () => {
  const html = renderRun(RUN, 'question');

  it('groups answers under each question and lists the others at the end', () => {
    expect(html).toMatch(/<h2[^>]*>What did you do yesterday\?<\/h2>/);
    expect(html).toContain('Not answered yet');
    expect(html).toContain('On vacation');
    expect(html).toContain('Private answers');
    expect(html).toMatch(/aria-current="page"[^>]*>.*?By question/);
  });
});

describe('the member view', () => {
  const member: TMemberDashboard = ZMemberDashboard.parse({
    report_name: 'Daily standup',
    report_id: 'report-uuid',
    report_slug: 'daily',
    team_slug: 'core',
    team_name: 'Core',
    is_private_report: false,
    goal_tracking_enabled: true,
    member: {
      member_id: 'ann',
      name: 'Ann Lee',
      photo: null,
      initials: 'AL',
      email: 'ann@example.com',
      history_link: '/report/history/daily/member/ann/',
    },
    links: { history: '/report/history/daily/', latest: '/dashboard/core/report/daily/date/latest/dashboard/' },
    questions: QUESTIONS,
    entries: [testEntry({ id: 'ann-23' }, { q1: 'Done' })],
    next_before: '2026-11-23',
  });
  const routePath = '/dashboard/:teamId/report/:reportId/members/:memberId/dashboard';
  const html = render(
    '/dashboard/core/report/daily/members/ann/dashboard/',
    routePath,
    <MemberDashboardPage route={routeOf(routePath)} />,
    (client) =>
      client.setQueryData(DASHBOARD_QUERY_KEYS.member('core', 'daily', 'ann'), { pages: [member], pageParams: [null] }),
  );

  it("heads the page with the member and names each card by its run's date", () => {
    expect(html).toMatch(/<h1[^>]*>Ann Lee<\/h1>/);
    expect(html).toContain('href="/report/history/daily/member/ann/"');
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/dashboard\/team\/report\/daily\/date\/2026-11-23\/dashboard\/"/);
    expect(html).toContain('Load older entries');
  });
});
