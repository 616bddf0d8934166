/**
 * The chat-install signup page (spec part 1 §2.7) drawn on the server: Microsoft Teams installs
 * get the Microsoft button when it is configured, Cisco Webex installs (SPARK) get the Webex email
 * text and no Microsoft button, and both lead back to their own confirm screen.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { INSTALL_REGISTER_TEXTS, type TInstallRegisterContext } from '../../../../shared/install-register.ts';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../shared/state.ts';
import { WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { ApiError } from '../../api/api-error.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { stateUserFixture } from '../../test-support/state-user-fixture.ts';
import { installRegisterQuery } from './account-queries.ts';
import InstallRegisterPage, { installRegisterText } from './InstallRegisterPage.tsx';

const ROUTE = PAGE_ROUTES.find((route) => route.path === '/accounts/microsoft/install-register/:slug') as TPageRoute;
const SLUG = 'wbx-7';
const WEBEX: TInstallRegisterContext = { platform: 'SPARK', team_name: 'Design Space', microsoft: false };
const TEAMS: TInstallRegisterContext = { platform: 'MSTEAMS', team_name: 'Design Crew', microsoft: true };

function render(seed: TInstallRegisterContext | Error, user: TStateUser | null = null): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const { queryKey } = installRegisterQuery(SLUG);
  if (seed instanceof Error)
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: seed, errorUpdatedAt: 1, fetchStatus: 'idle' });
  else client.setQueryData(queryKey, seed);
  const state: TInitialState = {
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
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={client}>
          <LoadedStateProvider state={state}>
            <MemoryRouter initialEntries={[`/accounts/microsoft/install-register/${SLUG}/`]}>
              <Routes>
                <Route path={ROUTE.path} element={<InstallRegisterPage route={ROUTE} />} />
              </Routes>
            </MemoryRouter>
          </LoadedStateProvider>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

const text = (message: string) => message.replaceAll("'", '&#x27;');

describe('the chat-install signup page', () => {
  it('gives a Webex installer the Webex email text, the email form and no Microsoft button', () => {
    const html = render(WEBEX);
    expect(installRegisterText(WEBEX)).toBe(INSTALL_REGISTER_TEXTS.webex);
    expect(html).toContain(INSTALL_REGISTER_TEXTS.webex);
    expect(html).toContain('Then connect Design Space to Rollcall.');
    expect(html).toContain(INSTALL_REGISTER_TEXTS.emailButton);
    expect(html).not.toContain('Sign up with Microsoft');
    expect(html).not.toContain('/microsoft/install-register/wbx-7/microsoft/');
  });

  it("signs a Webex installer in back to the Webex confirm screen, not Teams'", () => {
    expect(render(WEBEX)).toContain(
      `href="/accounts/login/?next=${encodeURIComponent('/connect/spark/wbx-7/confirm/')}"`,
    );
  });

  it('leads a signed-in Webex installer to the Webex confirm screen', () => {
    const html = render(WEBEX, stateUserFixture({}));
    expect(html).toContain('You are signed in');
    expect(html).toContain('href="/connect/spark/wbx-7/confirm/"');
    expect(html).not.toContain(INSTALL_REGISTER_TEXTS.emailButton);
  });

  it('keeps the Microsoft button for a Teams installer', () => {
    const html = render(TEAMS);
    expect(html).toContain('Sign up with Microsoft');
    expect(html).toContain(INSTALL_REGISTER_TEXTS.msteams);
  });

  it("shows a used Webex welcome link's refusal in Webex's words", () => {
    const html = render(new ApiError(404, 'NOT_FOUND', WEBEX_MESSAGES.linkUsed));
    expect(html).toContain('This link was already used');
    expect(html).toContain(text(WEBEX_MESSAGES.linkUsed));
    expect(html).toContain('href="/team/settings/general/"');
    const elsewhere = render(new ApiError(403, 'FORBIDDEN', WEBEX_MESSAGES.linkedElsewhere));
    expect(elsewhere).toContain('This space is connected to another organization');
    expect(elsewhere).toContain('href="/platform/webex/"');
  });
});
