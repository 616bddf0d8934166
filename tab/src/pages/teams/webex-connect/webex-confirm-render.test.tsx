/**
 * The Webex confirm screen (/connect/spark/{slug}/confirm/, spec part 1 §2.10 SPARK variant) drawn
 * on the server, from contexts shaped by the contract: a signed-out visitor, loading, refused
 * welcome links in Webex's words, the plan lock, a viewer who may not connect, and an admin's choices.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../../shared/state.ts';
import { type TWebexConnectContext, WEBEX_MESSAGES, ZWebexConnectContext } from '../../../../../shared/webex.ts';
import { ApiError } from '../../../api/api-error.ts';
import { LoadedStateProvider } from '../../../app/loaded-state.tsx';
import { stateUserFixture } from '../../../test-support/state-user-fixture.ts';
import { TEAM_PAGES } from '../index.ts';
import { connectGuestQuery } from '../msteams-connect/connect-queries.ts';
import WebexConfirmPage from './WebexConfirmPage.tsx';
import { webexConnectQuery } from './webex-queries.ts';

const SLUG = 'wbx-42';
const URL = `/connect/spark/${SLUG}/confirm/`;

const CONTEXT: TWebexConnectContext = ZWebexConnectContext.parse({
  team_name: 'Design Space',
  member_count: 30,
  activation_post_url: URL,
  activation_slug: SLUG,
  activation_link: `https://rollcall.example${URL}`,
  can_connect: true,
  locked: false,
  current_team: null,
  linked_team_name: null,
});

const VIEWER: TStateUser = stateUserFixture({ active_teams: 0, current_team_name: '' });

function stateOf(user: TStateUser | null): TInitialState {
  return {
    user,
    team: null,
    csrftoken: 'token',
    messages: [],
    config: {
      help_desk_url: '',
      feedback_url: '',
      sign_in: { microsoft: true, slack: false },
      platforms: { slack: false },
    },
    context: {},
    reports: [],
    completed_users: [],
  };
}

type TSeed = { context: TWebexConnectContext } | { guest: string } | { error: Error; guest?: true } | 'loading';

function render(seed: TSeed, viewer: TStateUser | null = VIEWER): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const { queryKey } = viewer === null ? connectGuestQuery(URL, '') : webexConnectQuery(SLUG);
  if (seed !== 'loading' && 'guest' in seed && typeof seed.guest === 'string')
    client.setQueryData(queryKey, { activation_slug: seed.guest });
  if (seed !== 'loading' && 'context' in seed) client.setQueryData(queryKey, seed.context);
  if (seed !== 'loading' && 'error' in seed)
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: seed.error, errorUpdatedAt: 1, fetchStatus: 'idle' });
  const route = PAGE_ROUTES.find((candidate) => candidate.path === '/connect/spark/:slug/confirm')!;
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <LoadedStateProvider state={stateOf(viewer)}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[URL]}>
              <Routes>
                <Route path={route.path} element={<WebexConfirmPage route={route} />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </LoadedStateProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

const withContext = (overrides: Partial<TWebexConnectContext>, viewer: TStateUser = VIEWER) =>
  render({ context: { ...CONTEXT, ...overrides } }, viewer);

/** React escapes apostrophes and ampersands in text. */
const text = (message: string) => message.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('the Webex confirm screen', () => {
  it('is the page of its route', () => {
    expect(TEAM_PAGES['/connect/spark/:slug/confirm']).toBeDefined();
    expect(PAGE_ROUTES.some((route) => route.path === '/connect/spark/:slug/confirm')).toBe(true);
  });

  it('reads the context of its welcome link', () => {
    expect(webexConnectQuery(SLUG).queryKey).toContain('/api/v1/connect/spark/wbx-42/confirm/');
    expect(connectGuestQuery(URL, '').queryKey).toContain('/api/v1/connect/spark/wbx-42/confirm/guest/');
  });

  it('offers a signed-out visitor signing in back to this link, or the chat-install signup', () => {
    const html = render({ guest: SLUG }, null);
    expect(html).toContain('Connect your Cisco Webex Teams space');
    expect(html).toContain(`href="/accounts/login/?next=${encodeURIComponent(URL)}"`);
    expect(html).toContain('>Sign in to connect<');
    expect(html).toContain(`href="/accounts/microsoft/install-register/${SLUG}/"`);
    expect(html).toContain('Create a Rollcall account');
    expect(html).toContain('href="/platform/webex/"');
    expect(html).not.toContain('Microsoft Teams');
  });

  it("shows a signed-out visitor the link's refusal in Webex's words", () => {
    const html = render({ error: new ApiError(404, 'NOT_FOUND', WEBEX_MESSAGES.linkExpired), guest: true }, null);
    expect(html).toContain('This link has expired');
    expect(html).toContain(text(WEBEX_MESSAGES.linkExpired));
    expect(html).toContain('How to connect Cisco Webex Teams');
  });

  it('says it is loading until the context arrives', () => {
    expect(render('loading')).toContain('Loading...');
  });

  it('explains each refused welcome link and where to go next', () => {
    const invalid = render({ error: new ApiError(404, 'NOT_FOUND', WEBEX_MESSAGES.linkInvalid) });
    expect(invalid).toContain('Oops! This link is invalid');
    expect(invalid).toContain(WEBEX_MESSAGES.linkInvalid);
    expect(invalid).toContain('href="/platform/webex/"');
    const used = render({ error: new ApiError(404, 'NOT_FOUND', WEBEX_MESSAGES.linkUsed) });
    expect(used).toContain('This link was already used');
    expect(used).toContain(text(WEBEX_MESSAGES.linkUsed));
    expect(used).toContain('href="/team/settings/general/"');
    const elsewhere = render({ error: new ApiError(403, 'FORBIDDEN', WEBEX_MESSAGES.linkedElsewhere) });
    expect(elsewhere).toContain('This space is connected to another organization');
    expect(elsewhere).toContain(text(WEBEX_MESSAGES.linkedElsewhere));
    expect(elsewhere).not.toContain('Overwrite');
    const empty = render({ error: new ApiError(404, 'NOT_FOUND', '') });
    expect(empty).toContain(WEBEX_MESSAGES.linkInvalid);
  });

  it('offers a retry for a failure that is not about the link', () => {
    const html = render({ error: new ApiError(503, 'UNAVAILABLE', WEBEX_MESSAGES.unavailable) });
    expect(html).toContain('This page could not load.');
    expect(html).toContain('Retry');
  });

  it('offers one Connect team button to an admin with no linked team', () => {
    const html = withContext({});
    expect(html).toMatch(/<h1[^>]*>Connect Design Space<\/h1>/);
    expect(html).toContain('Cisco Webex Teams');
    expect(html).toContain('Design Space has 30 members in Cisco Webex Teams.');
    expect(html).toContain('>Connect team<');
    expect(html).not.toContain('Heads up!');
    expect(html).not.toContain('Microsoft Teams');
  });

  it("warns about a space of one with Webex's Heads up", () => {
    const html = withContext({ member_count: 1 });
    expect(html).toContain('Design Space has 1 member in Cisco Webex Teams.');
    expect(html).toContain(text(WEBEX_MESSAGES.headsUp.replace('{team_name}', 'Design Space')));
  });

  it('offers Overwrite and Create New Team when the current team is linked to a platform', () => {
    const html = withContext({ current_team: { name: 'Core & Co', service: 'MSTEAMS' } });
    expect(html).toContain(text(WEBEX_MESSAGES.alreadyLinked.replace('{team}', 'Core & Co')));
    expect(html).toContain('>Overwrite<');
    expect(html).toContain('>Create New Team<');
    expect(html).not.toContain('>Connect team<');
  });

  it('tells an email team what each choice does', () => {
    const html = withContext({ current_team: { name: 'Crew', service: 'EMAIL' } });
    expect(html).toContain(WEBEX_MESSAGES.emailTeamChoice.replaceAll('{team}', 'Crew'));
    expect(html).toContain('>Create New Team<');
  });

  it('tells a viewer who may not connect to send the welcome link to their admin', () => {
    const html = withContext({ can_connect: false });
    expect(html).toContain(WEBEX_MESSAGES.noPermission);
    expect(html).toContain(WEBEX_MESSAGES.sendToAdmin);
    expect(html).toMatch(
      /<input[^>]*readonly=""[^>]*value="https:\/\/rollcall.example\/connect\/spark\/wbx-42\/confirm\/"/i,
    );
    expect(html).not.toContain('Connect team');
  });

  it('locks the body under EMAIL_TEAM_ONLY with the reason', () => {
    const html = withContext({ locked: true });
    expect(html).toContain(WEBEX_MESSAGES.emailOnly);
    expect(html).toMatch(/aria-hidden="true" inert=""/);
  });

  it('draws hostile space names as text', () => {
    const html = withContext({ team_name: '<img src=x onerror=alert(1)> **Space**' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **Space**');
  });
});
