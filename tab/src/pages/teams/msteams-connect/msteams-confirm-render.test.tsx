/**
 * The Microsoft Teams confirm screen drawn on the server (no browser here), from contexts shaped
 * by the contract: loading, a refused link, the plan lock, a viewer who may not connect, and the
 * admin's choices.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  MSTEAMS_MESSAGES,
  type TMsTeamsConnectContext,
  ZMsTeamsConnectContext,
} from '../../../../../shared/msteams.ts';
import { PAGE_ROUTES } from '../../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../../shared/state.ts';
import { ApiError } from '../../../api/api-error.ts';
import { LoadedStateProvider } from '../../../app/loaded-state.tsx';
import { ASK_BILLING_OWNER } from '../../../components/SeePlansOrAsk.tsx';
import { stateUserFixture } from '../../../test-support/state-user-fixture.ts';
import { connectGuestQuery, msTeamsConnectQuery } from './connect-queries.ts';
import MsTeamsConfirmPage from './MsTeamsConfirmPage.tsx';

const SLUG_URL = '/connect/msteams/inst-42/confirm/';
const LONG_URL =
  '/connect/msteams/19%3Aabc%40thread.tacv2/team-1/29%3Aadmin/tenant-1/https%3A%2F%2Fsmba.trafficmanager.net%2Famer%2F/Dev%20Team/?sig=s1';

const CONTEXT: TMsTeamsConnectContext = ZMsTeamsConnectContext.parse({
  team_name: 'Dev Team',
  member_count: 6,
  activation_post_url: '/connect/msteams/inst-42/confirm/',
  activation_slug: 'inst-42',
  activation_link: 'https://rollcall.example/connect/msteams/inst-42/confirm/',
  can_connect: true,
  locked: false,
  current_team: null,
  linked_team_name: null,
});

const VIEWER: TStateUser = stateUserFixture({
  active_teams: 0,
  current_team_name: '',
  stripe: { status: 'trialing', trial_days_left: 20 },
});

/** The loaded state of a signed-in viewer, or of a guest (user null). */
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

/** A seeded answer: the context (or the guest's slug), a refusal of the read, or nothing yet. */
type TSeed = { context: TMsTeamsConnectContext } | { guest: string } | { error: Error } | 'loading';

function render(seed: TSeed, url = SLUG_URL, viewer: TStateUser = VIEWER): string {
  // No refetch on mount, so a seeded failure is drawn as it is.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const [pathname = '', query = ''] = url.split('?');
  const search = query === '' ? '' : `?${query}`;
  const guest = seed !== 'loading' && 'guest' in seed;
  const { queryKey } = guest ? connectGuestQuery(pathname, search) : msTeamsConnectQuery(pathname, search);
  if (guest) client.setQueryData(queryKey, { activation_slug: seed.guest });
  if (seed !== 'loading' && 'context' in seed) client.setQueryData(queryKey, seed.context);
  if (seed !== 'loading' && 'error' in seed) {
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: seed.error, errorUpdatedAt: 1, fetchStatus: 'idle' });
  }
  const routes = PAGE_ROUTES.filter((route) => route.path.startsWith('/connect/msteams/'));
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <LoadedStateProvider state={stateOf(guest ? null : viewer)}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={<MsTeamsConfirmPage route={route} />} />
                ))}
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </LoadedStateProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

const withContext = (overrides: Partial<TMsTeamsConnectContext>, viewer: TStateUser = VIEWER) =>
  render({ context: { ...CONTEXT, ...overrides } }, SLUG_URL, viewer);

/** React escapes apostrophes and ampersands in text. */
const text = (message: string) => message.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('the Microsoft Teams confirm screen', () => {
  it('offers a signed-out visitor signing in back to this link, or the chat-install signup', () => {
    const html = render({ guest: 'inst-42' }, LONG_URL);
    expect(html).toContain(`href="/accounts/login/?next=${encodeURIComponent(LONG_URL)}"`);
    expect(html).toContain('href="/accounts/microsoft/install-register/inst-42/"');
    expect(html).toContain('Create a Rollcall account');
  });

  it('says it is loading until the context arrives', () => {
    expect(render('loading')).toContain('Loading...');
  });

  it("shows the server's reason for a refused link, with the way to start over", () => {
    const html = render({ error: new ApiError(404, 'NOT_FOUND', MSTEAMS_MESSAGES.linkInvalid) });
    expect(html).toContain('Oops! This link is invalid');
    expect(html).toContain(MSTEAMS_MESSAGES.linkInvalid);
    expect(html).toContain('href="/platform/msteams/"');
  });

  it('says a spent link was used and leads to the team settings', () => {
    const html = render({ error: new ApiError(404, 'NOT_FOUND', MSTEAMS_MESSAGES.linkUsed) });
    expect(html).toContain('This link was already used');
    expect(html).toContain(text(MSTEAMS_MESSAGES.linkUsed));
    expect(html).toContain('href="/team/settings/general/"');
    expect(html).not.toContain('Connect team');
  });

  it('says an old link expired, and another organization’s team is not theirs to connect', () => {
    const expired = render({ error: new ApiError(404, 'NOT_FOUND', MSTEAMS_MESSAGES.linkExpired) });
    expect(expired).toContain('This link has expired');
    expect(expired).toContain(text(MSTEAMS_MESSAGES.linkExpired));
    expect(expired).toContain('href="/platform/msteams/"');
    const elsewhere = render({ error: new ApiError(403, 'FORBIDDEN', MSTEAMS_MESSAGES.linkedElsewhere) });
    expect(elsewhere).toContain('This team is connected to another organization');
    expect(elsewhere).toContain(text(MSTEAMS_MESSAGES.linkedElsewhere));
    expect(elsewhere).not.toContain('Overwrite');
  });

  it('offers a retry for a failure that is not about the link', () => {
    const html = render({ error: new ApiError(503, 'UNAVAILABLE', 'The server answered 503') });
    expect(html).toContain('This page could not load.');
    expect(html).toContain('Retry');
  });

  it('reads the long link form, encoded segments and signature included', () => {
    const [pathname = '', query = ''] = LONG_URL.split('?');
    expect(msTeamsConnectQuery(pathname, `?${query}`).queryKey).toContain(
      '/api/v1/connect/msteams/19%3Aabc%40thread.tacv2/team-1/29%3Aadmin/tenant-1/https%3A%2F%2Fsmba.trafficmanager.net%2Famer%2F/Dev%20Team/?sig=s1',
    );
    const html = render({ context: CONTEXT }, LONG_URL);
    expect(html).toMatch(/<h1[^>]*>Connect Dev Team<\/h1>/);
  });

  it('locks the body under EMAIL_TEAM_ONLY, with the reason and the plans', () => {
    const html = withContext({ locked: true });
    expect(html).toContain(text(MSTEAMS_MESSAGES.emailOnly));
    expect(html).toMatch(/<a[^>]*href="\/billing\/"[^>]*>See plans<\/a>/);
    expect(html).not.toContain(ASK_BILLING_OWNER);
    expect(html).toMatch(/aria-hidden="true" inert=""/);
  });

  it('under the lock, tells a Member who may not open the billing page who can change the plan', () => {
    const html = withContext(
      { locked: true },
      { ...VIEWER, type: 'MEMBER', account_type: 'Member', account_type_id: 3 },
    );
    expect(html).toContain(text(MSTEAMS_MESSAGES.emailOnly));
    expect(html).toContain(ASK_BILLING_OWNER);
    expect(html).not.toContain('href="/billing/"');
    expect(html).not.toContain('See plans');
  });

  it('tells a viewer who may not connect to send the link to their admin', () => {
    const html = withContext({ can_connect: false });
    expect(html).toContain(MSTEAMS_MESSAGES.noPermission);
    expect(html).toContain(MSTEAMS_MESSAGES.sendToAdmin);
    expect(html).toMatch(
      /<input[^>]*readonly=""[^>]*value="https:\/\/rollcall.example\/connect\/msteams\/inst-42\/confirm\/"/i,
    );
    expect(html).toContain('>Copy<');
    expect(html).not.toContain('Connect team');
  });

  it('offers one Connect team button when the viewer has no linked team', () => {
    const html = withContext({});
    expect(html).toMatch(/<h1[^>]*>Connect Dev Team<\/h1>/);
    expect(html).toContain('Microsoft Teams');
    expect(html).toContain('Dev Team has 6 members in Microsoft Teams.');
    expect(html).toContain('>Connect team<');
    expect(html).not.toContain('Overwrite');
    expect(html).not.toContain('Heads up!');
    expect(withContext({ current_team: { name: 'Core', service: 'NONE' } })).toContain('>Connect team<');
  });

  it('warns about a team of one', () => {
    const html = withContext({ member_count: 1 });
    expect(html).toContain('Dev Team has 1 member in Microsoft Teams.');
    expect(html).toContain(MSTEAMS_MESSAGES.headsUp.replace('{team_name}', 'Dev Team'));
  });

  it('notes which Rollcall team already has this Microsoft Teams team', () => {
    expect(withContext({ linked_team_name: 'Platform' })).toContain(
      'Dev Team is already connected to the Rollcall team Platform.',
    );
  });

  it('offers Overwrite and Create New Team when the current team is linked to a platform', () => {
    const html = withContext({ current_team: { name: 'Core & Co', service: 'SLACK' } });
    expect(html).toContain(text(MSTEAMS_MESSAGES.alreadyLinked.replace('{team}', 'Core & Co')));
    expect(html).toContain('>Overwrite<');
    expect(html).toContain('>Create New Team<');
    expect(html).not.toContain('>Connect team<');
  });

  it('tells an email team what each choice does instead of calling it already linked', () => {
    const html = withContext({ current_team: { name: 'Core & Co', service: 'EMAIL' } });
    expect(html).toContain(text(MSTEAMS_MESSAGES.emailTeamChoice.replaceAll('{team}', 'Core & Co')));
    expect(html).not.toContain('already linked');
    expect(html).toContain('>Overwrite<');
    expect(html).toContain('>Create New Team<');
  });
});
