/** The 'Tasks & Activity' panel drawn on the server: its tools, results, links and crash message. */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TCheckinContext } from '../../../../../shared/checkins.ts';
import { WORK_TOOL_MESSAGES } from '../../../../../shared/work-tools.ts';
import { CheckinCallsContext } from '../checkin-calls.ts';
import { SidePanel } from '../side-panel.tsx';
import { TaskResults } from './task-results.tsx';
import { ToolPanelsBoundary } from './tool-panels-boundary.tsx';

const CONTEXT: TCheckinContext = {
  hash: 'h'.repeat(32),
  key: '2027-03-17',
  date: 'Wednesday, March 17, 2027',
  time_zone: 'UTC',
  report_name: 'Daily Standup',
  team_name: 'Harbor',
  member: { name: 'Bo Lee', initials: 'BL', photo_url: null },
  form: { rfields: [{ key: 'q1', slug: 'q1', type: 'text', text: 'What did you do?' }] },
  answers: { q1: '' },
  goal_completed: false,
  blocked: false,
  goal_tracking_enabled: false,
  is_draft: true,
  last_entry_data: null,
  previous: null,
  next: null,
  is_asana_connected: false,
  is_clubhouse_connected: false,
  is_azuredevops_connected: false,
  is_jira_connected: false,
  is_trello_connected: false,
  is_github_connected: false,
  is_planner_connected: false,
};

function draw(node: ReactNode): string {
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/checkin/x/']}>{node}</MemoryRouter>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  ).replace(/<!-- -->/g, '');
}

const panel = (context: Partial<TCheckinContext> = {}) => (
  <SidePanel
    id="side"
    context={{ ...CONTEXT, ...context }}
    question={CONTEXT.form.rfields[0]!}
    onInsertLink={vi.fn()}
  />
);

describe("the check-in's Tasks & Activity panel", () => {
  it("offers 'Connect your tool' to /my/settings/services/ and says no tool is connected", () => {
    const html = draw(panel());
    expect(html).toContain('Tasks &amp; Activity');
    expect(html).toContain('No tool is connected yet.');
    expect(html).toMatch(/<a[^>]*href="\/my\/settings\/services\/"[^>]*>Connect your tool<\/a>/);
  });

  it('draws one closed panel per connected tool, each a toggle that controls its body', () => {
    const html = draw(panel({ is_github_connected: true, is_jira_connected: true }));
    expect(html).not.toContain('No tool is connected yet.');
    for (const name of ['GitHub', 'Jira']) {
      expect(html).toMatch(new RegExp(`<h3[^>]*><button[^>]*aria-expanded="false"[^>]*>.*?${name}</button></h3>`));
    }
    expect(html).not.toContain('Asana');
    expect(html).not.toContain('Search issues');
    expect(html).toContain('Connect your tool');
  });

  it('leaves the services link out of the demo tour, where it would leave the tour', () => {
    const sandbox = {
      saveQuestion: vi.fn(),
      updateGoalBlocker: vi.fn(),
      saveQuestionOnUnload: vi.fn(),
    };
    const html = draw(<CheckinCallsContext.Provider value={sandbox}>{panel()}</CheckinCallsContext.Provider>);
    expect(html).toContain('No tool is connected yet.');
    expect(html).not.toContain('Connect your tool');
  });
});

describe('the results of a tool search', () => {
  const results = (tasks: Array<{ id: string; title: string; url: string; detail?: string }>) =>
    draw(<TaskResults id="p" toolName="GitHub" state={{ status: 'done', query: 'login', tasks }} onPick={vi.fn()} />);

  it('lists each result as a button to pick it, with its detail and a link that opens it in a new tab', () => {
    const html = results([
      { id: '1', title: 'Fix login', url: 'https://github.com/acme/app/issues/1', detail: 'acme/app #1 · open' },
    ]);
    expect(html).toContain('1 result. Choose one to add its link to your answer.');
    expect(html).toMatch(/<ul[^>]*aria-label="GitHub results"/);
    expect(html).toMatch(
      /<button[^>]*aria-describedby="p-results-hint"[^>]*>.*Fix login.*acme\/app #1 · open.*<\/button>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/github.com\/acme\/app\/issues\/1"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*aria-label="Open Fix login in GitHub \(new tab\)"/,
    );
  });

  it('shows hostile titles as text and gives no link to an address that is not a web address', () => {
    const html = results([{ id: '1', title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('javascript:');
  });

  it('says when nothing matches, while it searches, before a search, and why a search failed', () => {
    expect(results([])).toContain('Nothing in GitHub matches &quot;login&quot;.');
    const draws = (state: Parameters<typeof TaskResults>[0]['state']) =>
      draw(<TaskResults id="p" toolName="GitHub" state={state} onPick={vi.fn()} />);
    expect(draws({ status: 'loading', query: 'x' })).toContain('Searching GitHub...');
    expect(draws({ status: 'idle' })).toContain('Type to search GitHub, then pick a result');
    expect(draws({ status: 'failed', message: WORK_TOOL_MESSAGES.reconnect })).toContain(WORK_TOOL_MESSAGES.reconnect);
    expect(draws({ status: 'invalid', message: 'Choose where to search.' })).toContain('Choose where to search.');
  });
});

describe('the tool panels boundary', () => {
  it("turns a crash into 'Oh no! Something went wrong' with what to do", () => {
    expect(ToolPanelsBoundary.getDerivedStateFromError()).toEqual({ crashed: true });
    const boundary = new ToolPanelsBoundary({ children: <p>panels</p> });
    expect(draw(boundary.render())).toContain('panels');
    boundary.state = { crashed: true };
    const html = draw(boundary.render());
    expect(html).toContain(WORK_TOOL_MESSAGES.panelCrashTitle);
    expect(html).toContain(WORK_TOOL_MESSAGES.panelCrash);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('panels</p>');
  });
});
