/**
 * The Webex page (/platform/webex/, spec part 3 §2.8) drawn on the server: the five install steps
 * with the bot's address when this server runs a Webex bot, who sets it up when it does not, the
 * plan lock, and Webex's own pages opening in a new tab.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../shared/state.ts';
import { type TWebexSetup, WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { stateUserFixture } from '../../test-support/state-user-fixture.ts';
import WebexPage, { WEBEX_APP_DIRECTORY_URL, WEBEX_LEARN_MORE_URL } from './WebexPage.tsx';
import { webexSetupQuery } from './webex-connect/webex-queries.ts';

const ROUTE = PAGE_ROUTES.find((route) => route.path === '/platform/webex') as TPageRoute;
const ADMIN: TStateUser = stateUserFixture({});
const RUNNING: TWebexSetup = { bot_running: true, bot_email: 'rollcall@webex.bot', bot_name: 'Rollcall' };

function render(setup: TWebexSetup | null, user: TStateUser = ADMIN): string {
  const client = new QueryClient();
  if (setup !== null) client.setQueryData(webexSetupQuery().queryKey, setup);
  const state: TInitialState = {
    user,
    team: null,
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
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={client}>
          <LoadedStateProvider state={state}>
            <MemoryRouter initialEntries={['/platform/webex/']}>
              <WebexPage route={ROUTE} />
            </MemoryRouter>
          </LoadedStateProvider>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

/** The visible words of the page, tags and React's comment markers left out. */
const wordsOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the Webex page', () => {
  it('says it is loading until the server says how it runs Webex', () => {
    expect(render(null)).toContain('Loading...');
  });

  it('gives the five install steps and the bot address to add when the bot runs', () => {
    const html = render(RUNNING);
    const words = wordsOf(html);
    expect(words).toContain('Cisco Webex Teams is ready on this server');
    expect(html).toMatch(/<input[^>]*readonly=""[^>]*value="rollcall@webex.bot"/i);
    expect(html.match(/<li[ >]/g)?.length).toBe(5);
    expect(words).toContain('add Rollcall by its address');
    expect(words).toContain('welcome message with a link: follow it');
    expect(words).toContain('Register your Rollcall account');
    expect(words).toContain('Confirm the connection');
    expect(words).toContain('The bot posts a success message in the space');
    expect(words).not.toContain('not available');
    expect(words).not.toContain('Connect Email instead');
  });

  it('still gives the steps when the server does not know the bot address', () => {
    const words = wordsOf(render({ bot_running: true, bot_email: null, bot_name: null }));
    expect(words).toContain('add the Rollcall bot to it as a member');
    expect(words).toContain("ask the administrator of this Rollcall server for the bot's address");
  });

  it('says plainly that this server has no Webex bot, and who can set it up, instead of the steps', () => {
    const html = render({ bot_running: false, bot_email: null, bot_name: null });
    const words = wordsOf(html);
    expect(words).toContain('Cisco Webex Teams is not set up on this server');
    expect(words).toContain(WEBEX_MESSAGES.notConfigured);
    expect(words).not.toContain('five steps');
    expect(words).toContain('Connect Email instead');
  });

  it('tells a Member that an admin confirms the connection', () => {
    const member = { ...ADMIN, type: 'MEMBER', account_type: 'Member', account_type_id: 3 } as TStateUser;
    expect(wordsOf(render(RUNNING, member))).toContain('an Account Admin or a Team Admin of');
  });

  it('locks the install under EMAIL_TEAM_ONLY', () => {
    const html = render(RUNNING, { ...ADMIN, feature_map: [...ADMIN.feature_map, 'EMAIL_TEAM_ONLY'] });
    expect(html).toContain('Connect Cisco WebEx Teams');
    expect(html).not.toContain('rollcall@webex.bot');
  });

  it("links Webex's own pages in a new tab, and says so", () => {
    const html = render(RUNNING);
    for (const url of [WEBEX_LEARN_MORE_URL, WEBEX_APP_DIRECTORY_URL]) {
      expect(url).toMatch(/^https:\/\/[a-z.]*webex\.com\//);
      expect(html).toMatch(new RegExp(`<a[^>]*href="${url}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"`));
    }
    expect(wordsOf(html).match(/\(opens in a new tab\)/g)?.length).toBe(2);
  });
});
