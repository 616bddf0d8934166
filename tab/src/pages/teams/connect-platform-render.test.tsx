/** The connect page drawn on the server: the connect-code form for whom it is meant, and its plan lock. */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../../shared/state.ts';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import { ASK_BILLING_OWNER } from '../../components/SeePlansOrAsk.tsx';
import { stateUserFixture } from '../../test-support/state-user-fixture.ts';
import ConnectPlatformPage from './ConnectPlatformPage.tsx';

const USER: TStateUser = stateUserFixture({ stripe: { status: 'trialing', trial_days_left: 20 } });

const ROUTE = PAGE_ROUTES.find((route) => route.path === '/platform/connect') as TPageRoute;

function render(user: Partial<TStateUser>): string {
  const state: TInitialState = {
    user: { ...USER, ...user },
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
        <LoadedStateProvider state={state}>
          <MemoryRouter initialEntries={['/platform/connect/#connect-code']}>
            <ConnectPlatformPage route={ROUTE} />
          </MemoryRouter>
        </LoadedStateProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

describe('the connect-code form on /platform/connect/', () => {
  it('is offered to a user without a platform, as a required connect_code field', () => {
    const html = render({});
    expect(html).toContain('id="connect-code"');
    expect(html).toContain('Have a Team connect code?');
    expect(html).toContain('Connect code');
    expect(html).toMatch(/<input[^>]*name="connect_code"/);
    expect(html).toMatch(/<input[^>]*name="connect_code"[^>]*required=""|required=""[^>]*name="connect_code"/);
    expect(html).toContain('>Continue<');
  });

  it('is offered to a Microsoft Teams user and hidden from Slack, Webex and email users', () => {
    expect(render({ platform: 'MSTEAMS' })).toContain('Have a Team connect code?');
    for (const platform of ['SLACK', 'SPARK', 'EMAIL'] as const) {
      expect(render({ platform })).not.toContain('Have a Team connect code?');
    }
  });

  it('is locked like the Teams card when the plan allows email teams only', () => {
    const html = render({ feature_map: ['EMAIL_TEAM_ONLY'] });
    expect(html).toContain('Have a Team connect code?');
    expect(html).toMatch(/<input[^>]*name="connect_code"[^>]*disabled=""|disabled=""[^>]*name="connect_code"/);
  });

  it('offers who may manage billing See plans under the lock, and tells anyone else who can change the plan', () => {
    for (const account_type_id of [0, 1] as const) {
      const html = render({ feature_map: ['EMAIL_TEAM_ONLY'], account_type_id });
      expect(html).toMatch(/<a[^>]*href="\/billing\/"[^>]*>See plans<\/a>/);
      expect(html).not.toContain(ASK_BILLING_OWNER);
    }
    for (const account_type_id of [2, 3] as const) {
      const html = render({ feature_map: ['EMAIL_TEAM_ONLY'], account_type_id });
      expect(html).toContain(ASK_BILLING_OWNER);
      expect(html).not.toContain('href="/billing/"');
      expect(html).not.toContain('See plans');
    }
  });
});
