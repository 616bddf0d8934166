/**
 * The tour's steps drawn on the server (no browser here): inside the sandbox nothing links out of
 * the tour (a visitor's #hashtag stays text, the check-in has no Back, View profile or Back to
 * Rollcall), while the same components on the real pages keep their links.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildDemoSample } from '../../../../shared/demo-sample.ts';
import type { TInitialState } from '../../../../shared/state.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { CheckinCallsContext } from '../checkin/checkin-calls.ts';
import { CheckinConfirmation } from '../checkin/checkin-confirmation.tsx';
import { CheckinWorkspace } from '../checkin/checkin-workspace.tsx';
import { AnswerHtml } from '../dashboard/AnswerHtml.tsx';
import { DemoTour } from './DemoTour.tsx';
import { DemoSandbox } from './demo-sandbox.ts';

const NOW = new Date('2026-11-18T19:30:00Z');
const hash = 'demo';

/** A guest, as the tour is usually seen. */
const GUEST: TInitialState = {
  user: null,
  team: null,
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

function draw(node: ReactNode, url = '/demo/'): string {
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <LoadedStateProvider state={GUEST}>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
          </QueryClientProvider>
        </LoadedStateProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

async function submitted(): Promise<DemoSandbox> {
  const sandbox = new DemoSandbox(buildDemoSample(NOW), () => NOW);
  await sandbox.checkinCalls.saveQuestion({ hash, key: 'since', content: 'Got the #launch checklist done' });
  await sandbox.checkinCalls.saveQuestion({ hash, key: 'today', content: 'More #launch prep' });
  await sandbox.checkinCalls.saveQuestion({ hash, key: 'blockers', content: 'None', submit: true });
  return sandbox;
}

describe('the tour keeps the visitor in the tour', () => {
  it('draws a visitor’s #hashtag on the dashboard step as text, not a link', async () => {
    const html = draw(<DemoTour step="dashboard" sandbox={await submitted()} onSkip={() => undefined} />);
    expect(html).toContain('#launch checklist done');
    expect(html).not.toContain('data-hashtag');
    expect(html).not.toContain('/hashtag/');
  });

  it('draws the check-in step without Back and View profile', async () => {
    const sandbox = new DemoSandbox(buildDemoSample(NOW), () => NOW);
    const html = draw(<DemoTour step="checkin" sandbox={sandbox} onSkip={() => undefined} />, '/demo/?step=checkin');
    expect(html).toContain('What did you do since the last standup?');
    // The callout's own Back (to the previous step) stays; the check-in's Back to the app is gone.
    expect(html).not.toContain('href="/"');
    expect(html).not.toContain('View profile');
  });

  it('draws the check-in’s confirmation in the tour without Back to Rollcall', () => {
    const sandbox = new DemoSandbox(buildDemoSample(NOW), () => NOW);
    const html = draw(
      <CheckinCallsContext.Provider value={sandbox.checkinCalls}>
        <CheckinConfirmation onEdit={() => undefined} />
      </CheckinCallsContext.Provider>,
    );
    expect(html).toContain('Edit check-in');
    expect(html).not.toContain('Back to Rollcall');
  });
});

describe('the real pages keep their links', () => {
  it('links hashtags, and the check-in has Back, View profile and Back to Rollcall', () => {
    const sample = buildDemoSample(NOW);
    expect(draw(<AnswerHtml markdown="More #launch prep" teamSlug="core" />)).toContain(
      'href="/dashboard/core/hashtag/launch/"',
    );
    const checkin = draw(<CheckinWorkspace context={sample.checkin} />, '/checkin/abc/');
    expect(checkin).toMatch(/<a[^>]*href="\/"[^>]*>.*?Back</);
    expect(checkin).toContain('View profile');
    expect(draw(<CheckinConfirmation onEdit={() => undefined} />)).toContain('Back to Rollcall');
  });
});
