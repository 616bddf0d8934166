/**
 * Who is offered 'See plans', drawn on the server: Billing Owners and Account Admins (the roles the
 * server lets open /billing/) get the link; Team Admins and Members get who can change the plan.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HEADER_LINKS } from '../../../shared/navigation.ts';
import { ZReportForm } from '../../../shared/reports.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { PAGE_ROUTES, type TPageRoute } from '../../../shared/routes.ts';
import type { TInitialState, TStateUser } from '../../../shared/state.ts';
import { LoadedStateProvider } from '../app/loaded-state.tsx';
import { resetTrialQuery } from '../pages/accounts/account-queries.ts';
import ResetTrialPage from '../pages/accounts/ResetTrialPage.tsx';
import { RemindersField } from '../pages/reports/wizard/share-notifications.tsx';
import { LockedAction } from '../pages/teams/LockedAction.tsx';
import { stateUserFixture } from '../test-support/state-user-fixture.ts';
import { AddTeamLink } from './header/AddTeamLink.tsx';
import { LockedFeature } from './LockedFeature.tsx';
import { ASK_BILLING_OWNER, SeePlansOrAsk } from './SeePlansOrAsk.tsx';

const USER: TStateUser = stateUserFixture();

const MAY_MANAGE_BILLING: readonly TAccountTypeId[] = [0, 1];
const MAY_NOT: readonly TAccountTypeId[] = [2, 3];

function stateOf(user: TStateUser | null): TInitialState {
  return {
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
}

/** Draws `node` for a viewer of this account type (null: no loaded state at all). */
function render(accountTypeId: TAccountTypeId | null, node: ReactNode, client = new QueryClient()): string {
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        {accountTypeId === null ? (
          tree
        ) : (
          <LoadedStateProvider state={stateOf({ ...USER, account_type_id: accountTypeId })}>{tree}</LoadedStateProvider>
        )}
      </FluentProvider>
    </SSRProvider>,
  );
}

const REPORT_FORM = ZReportForm.parse({
  config: { fields: [{ type: 'text', value: 'What did you do?' }] },
  users: ['u1'],
});

const SEE_PLANS_LINK = /<a[^>]*href="\/billing\/"[^>]*>See plans<\/a>/;

function expectLink(html: string): void {
  expect(html).toMatch(SEE_PLANS_LINK);
  expect(html).not.toContain(ASK_BILLING_OWNER);
}

function expectAsk(html: string): void {
  expect(html).toContain(ASK_BILLING_OWNER);
  expect(html).not.toContain('href="/billing/"');
  expect(html).not.toContain('See plans');
}

describe("'See plans' or who can change the plan", () => {
  it('names both roles that may change the plan', () => {
    expect(ASK_BILLING_OWNER).toBe('The Billing Owner or an Account Admin of your organization can change the plan.');
  });

  it('links Billing Owners and Account Admins to /billing/', () => {
    for (const type of MAY_MANAGE_BILLING) expectLink(render(type, <SeePlansOrAsk />));
  });

  it('tells Team Admins, Members and a viewer without a loaded user who can change the plan', () => {
    for (const type of MAY_NOT) expectAsk(render(type, <SeePlansOrAsk />));
    expectAsk(render(null, <SeePlansOrAsk />));
  });

  it('under a locked feature card', () => {
    const locked = (
      <LockedFeature locked message="Hashtags are not in your plan.">
        <p>content</p>
      </LockedFeature>
    );
    for (const type of MAY_MANAGE_BILLING) expectLink(render(type, locked));
    for (const type of MAY_NOT) expectAsk(render(type, locked));
  });

  it('beside a locked action', () => {
    for (const type of MAY_MANAGE_BILLING) expectLink(render(type, <LockedAction label="Connect Slack" />));
    for (const type of MAY_NOT) expectAsk(render(type, <LockedAction label="Connect Slack" />));
  });

  it('on the locked report reminders: a link for who may manage billing, a lock going nowhere for others', () => {
    const field = <RemindersField form={REPORT_FORM} update={() => undefined} errors={{}} locked={true} />;
    for (const type of MAY_MANAGE_BILLING)
      expect(render(type, field)).toMatch(/<a[^>]*href="\/billing\/"[^>]*>.*See plans<\/a>/);
    for (const type of MAY_NOT) {
      const html = render(type, field);
      expect(html).toContain('Not in your plan');
      expect(html).not.toContain('href="/billing/"');
    }
  });

  it('on the locked add-team link: to /billing/ for who may manage billing, a disabled lock for others', () => {
    const link = { ...HEADER_LINKS.addTeam, locked: true };
    for (const type of MAY_MANAGE_BILLING) {
      const html = render(type, <AddTeamLink link={link} />);
      expect(html).toMatch(/<a[^>]*href="\/billing\/"/);
    }
    const html = render(2, <AddTeamLink link={link} />);
    expect(html).not.toContain('href="/billing/"');
    expect(html).toMatch(
      /<button[^>]*aria-disabled="true"[^>]*aria-label="Add a team"|aria-label="Add a team"[^>]*aria-disabled="true"/,
    );
  });

  it("in the reset-trial page's footer", () => {
    const route = PAGE_ROUTES.find((candidate) => candidate.path === '/accounts/reset-trial') as TPageRoute;
    const page = (type: TAccountTypeId) => {
      const client = new QueryClient();
      client.setQueryData(resetTrialQuery().queryKey, { can_reset: true, reason: null, trial_days_left: 5 });
      return render(type, <ResetTrialPage route={route} />, client);
    };
    for (const type of MAY_MANAGE_BILLING) {
      expect(page(type)).toMatch(/<a[^>]*href="\/billing\/"[^>]*>Choose a plan on the billing page<\/a>/);
    }
    for (const type of MAY_NOT) {
      const html = page(type);
      expect(html).toContain(ASK_BILLING_OWNER);
      expect(html).not.toContain('href="/billing/"');
    }
  });
});
