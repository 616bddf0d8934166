/**
 * The billing pages drawn on the server (no browser here) from data shaped by the contracts of
 * shared/billing-api.ts: each /billing/ view, the refusal, the page without Stripe, the way back
 * from Checkout, and the cancel and free plan pages, with the spec's words.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  type TBillingContext,
  type TConvertFreePlanContext,
  type TDeleteAccountContext,
  type TInvoicesAnswer,
  ZBillingContext,
} from '../../../../shared/billing-api.ts';
import { PAYMENT_PLANS } from '../../../../shared/plans.ts';
import { PAGE_ROUTES, type TPageRoute } from '../../../../shared/routes.ts';
import type { TInitialState } from '../../../../shared/state.ts';
import { ApiError } from '../../api/api-error.ts';
import { CurrentRouteProvider } from '../../app/current-route.tsx';
import { LoadedStateProvider } from '../../app/loaded-state.tsx';
import BillingPage from './BillingPage.tsx';
import { BILLING_QUERY_KEYS } from './billing-queries.ts';
import ConvertFreePlanPage from './ConvertFreePlanPage.tsx';
import DeleteAccountPage from './DeleteAccountPage.tsx';

const STATE: TInitialState = {
  user: {
    id: 'viewer-uuid',
    name: 'Bea Owner',
    email: 'bea@example.com',
    slug: 'bea',
    photo_url: null,
    platform: 'EMAIL',
    type: 'ADMIN',
    account_type: 'Billing Owner',
    account_type_id: 0,
    account_name: 'Acme',
    account_uuid: 'account-uuid',
    is_demo: false,
    active_teams: 1,
    current_team_name: 'Core',
    current_team_service: 'EMAIL',
    other_teams: [],
    open_checkins: [],
    stripe: { status: 'trialing', trial_days_left: 20 },
    feature_map: [],
    enabled_labs: [],
    time_zone: 'UTC',
  },
  team: { slug: 'core', team_name: 'Core', service: 'EMAIL', account_admin: true },
  csrftoken: 'token',
  messages: [],
  config: {
    help_desk_url: 'https://help.example.com/',
    feedback_url: 'https://survey.example.com/exit',
    sign_in: { microsoft: false, slack: false },
    platforms: { slack: false },
  },
  context: {},
  reports: [],
  completed_users: [],
};

const plansOf = (keys: readonly string[]) =>
  PAYMENT_PLANS.filter((plan) => keys.includes(plan.key)).map(({ lookupKey: _lookupKey, ...plan }) => plan);

const TRIAL: TBillingContext = ZBillingContext.parse({
  view: 'purchase',
  stripe_configured: true,
  user_name: 'Bea Owner',
  org_name: 'Acme',
  status: 'trialing',
  plan_key: 'business',
  plan_id: null,
  plan_interval: null,
  billed_participants: null,
  trial_days_left: 20,
  total_active_members: 4,
  next_invoice_date: null,
  next_invoice_cost: null,
  usage_plans: plansOf(['basic', 'team', 'business']),
  free_plan_offered: false,
  payment_failed: false,
  has_customer: false,
  azure_sub_id: null,
  is_managed_by_azure: false,
  marketplace: null,
});

const LICENCE: TBillingContext = {
  ...TRIAL,
  view: 'licence',
  status: 'active',
  plan_key: 'team',
  plan_id: 'team-monthly',
  plan_interval: 'month',
  billed_participants: 12,
  trial_days_left: 0,
  next_invoice_date: '2026-12-24T10:00:00.000Z',
  next_invoice_cost: 6000,
  usage_plans: plansOf(['basic', 'team', 'business', 'organization']),
  has_customer: true,
};

function routeOf(path: string): TPageRoute {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`No route ${path}`);
  return route;
}

function render(url: string, page: ReactNode, seed: (client: QueryClient) => void): string {
  // retryOnMount off: a seeded failure is drawn as it is instead of a new attempt.
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  seed(client);
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={client}>
          <LoadedStateProvider state={STATE}>
            <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
          </LoadedStateProvider>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

const billing = (context: TBillingContext, url = '/billing/', invoices?: TInvoicesAnswer) =>
  render(url, <BillingPage route={routeOf('/billing')} />, (client) => {
    client.setQueryData(BILLING_QUERY_KEYS.context, context);
    if (invoices) client.setQueryData(BILLING_QUERY_KEYS.invoices, invoices);
  });

/** The visible text, without tags, entities decoded, so assertions read like the page. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the purchase view (multi-plan)', () => {
  it('says the trial has full feature access and the card waits for its end, and picks Team monthly with 10 seats', () => {
    const html = billing(TRIAL);
    const page = text(html);
    expect(page).toContain('30-day free trial with full feature access');
    expect(page).toContain('Your card is not charged until your trial ends.');
    expect(page).toContain('Basic: $3 per user / month');
    expect(page).toContain('Team: $5 per user / month');
    expect(page).toContain('Business: $7 per user / month');
    expect(page).toContain('Yearly (Save 20%)');
    expect(html).toMatch(/<input[^>]*value="team"[^>]*checked=""|checked=""[^>]*value="team"/);
    expect(html).toMatch(/<input[^>]*value="month"[^>]*checked=""|checked=""[^>]*value="month"/);
    expect(html).toMatch(/name="billed_participants"[^>]*value="10"|value="10"[^>]*name="billed_participants"/);
    expect(page).toContain('Total: $50.00 per month for 10 seats');
    expect(page).toContain('Subscribe');
    expect(page).toContain('Coupon code');
    // Savings: 10 × (9.6×50 − 7 − 0.48×50) = $4,490 a month, $53,880 a year.
    expect(page).toContain('$4,490');
    expect(page).toContain('$53,880');
    expect(page).toContain('4 active users in the reports of Acme');
    expect(page).toContain(
      'The free plan (up to 10 people, email only, 7-day history) is available in the last 5 days',
    );
    expect(html).toContain('href="/accounts/data/delete/"');
  });

  it('greets by name once the trial has expired, and offers the free plan switch near its end', () => {
    expect(text(billing({ ...TRIAL, status: 'inactive', trial_days_left: 0 }))).toContain(
      'Hi Bea Owner, your trial has expired.',
    );
    expect(text(billing({ ...TRIAL, trial_days_left: 3, free_plan_offered: true }))).toContain(
      'Switch to the free plan',
    );
  });

  it('never starts below the people already in reports', () => {
    expect(billing({ ...TRIAL, total_active_members: 14 })).toMatch(/value="14"/);
  });
});

describe('the single-plan purchase view', () => {
  it('shows the Pro card and subscribes by seat', () => {
    const page = text(billing({ ...TRIAL, view: 'purchase-single', plan_key: 'pro', usage_plans: plansOf(['pro']) }));
    expect(page).toContain('$7 per user per month billed annually (save 15%) or $8.05 monthly');
    expect(page).toContain('Pay for seats active in standups: $7 per unique user per month.');
    expect(page).toContain('Total: $80.50 per month for 10 seats');
    expect(page).toContain('30-day free trial with full feature access');
  });
});

describe('the licence view', () => {
  it('changes seats, then plan (open by default), lists invoices and links Cancel subscription', () => {
    const html = billing(LICENCE, '/billing/', {
      invoices: [
        {
          invoice_id: 'in_1',
          number: 'A1-0002',
          period_start: '2026-11-24T10:00:00.000Z',
          period_end: '2026-12-24T10:00:00.000Z',
          status: 'open',
          total: 6000,
          pdf_url: null,
        },
        {
          invoice_id: 'in_0',
          number: 'A1-0001',
          period_start: '2026-10-24T10:00:00.000Z',
          period_end: '2026-11-24T10:00:00.000Z',
          status: 'paid',
          total: 6000,
          pdf_url: 'https://pay.example.com/in_0.pdf',
        },
      ],
    });
    const page = text(html);
    expect(page).toContain('Team, billed monthly');
    expect(page).toContain('Step 1: Change seats');
    expect(page).toContain('Preview');
    expect(html).toMatch(/value="12"/);
    expect(page).toContain('$60.00 on Dec 24, 2026');
    expect(page).toContain('UTC');
    expect(page).toContain('Change plan or billing cycle');
    expect(html).toMatch(/aria-expanded="true"/);
    expect(page).toContain('This is your current plan.');
    expect(page).toContain('Organization: $10 per user / month');
    expect(page).toContain(BILLING_MESSAGES.invoiceNotAvailable);
    expect(html).toContain('href="https://pay.example.com/in_0.pdf"');
    expect(page).toContain('Cancel subscription');
    expect(html).toContain('href="/accounts/data/delete/"');
    expect(page).not.toContain(BILLING_MESSAGES.paymentFailed);
  });

  it("says 'Loading...' while the invoices load and 'No invoices yet' when there are none", () => {
    expect(text(billing(LICENCE))).toContain(BILLING_MESSAGES.invoicesLoading);
    expect(text(billing(LICENCE, '/billing/', { invoices: [] }))).toContain(BILLING_MESSAGES.noInvoices);
  });

  it('warns of a failed payment with Update Card', () => {
    const page = text(billing({ ...LICENCE, payment_failed: true }));
    expect(page).toContain(BILLING_MESSAGES.paymentFailed);
    expect(page).toContain('Update Card');
  });

  it('offers the plans to buy on the free plan', () => {
    const page = text(
      billing({ ...LICENCE, plan_key: 'free', plan_id: null, plan_interval: null, has_customer: false }),
    );
    expect(page).toContain('You are on the free plan');
    expect(page).toContain('Choose a paid plan');
    expect(page).toContain('Subscribe');
    expect(page).not.toContain('Update Card');
  });
});

describe('Billing & Account Usage (single-plan, active)', () => {
  it('shows seats, invoices and the usage page', () => {
    const html = billing(
      { ...LICENCE, view: 'upgrade', plan_key: 'pro', plan_id: 'pro-monthly', usage_plans: plansOf(['pro']) },
      '/billing/',
      { invoices: [] },
    );
    const page = text(html);
    expect(page).toContain(BILLING_MESSAGES.usageTitle);
    expect(page).toContain('Pro, billed monthly');
    expect(page).toContain('Preview');
    expect(page).toContain(BILLING_MESSAGES.noInvoices);
    expect(html).toContain('href="/accounts/settings/general/"');
  });
});

describe('the marketplace view', () => {
  const marketplace: TBillingContext = {
    ...LICENCE,
    view: 'marketplace',
    azure_sub_id: 'sub-guid',
    is_managed_by_azure: true,
    usage_plans: [],
    marketplace: {
      name: 'Rollcall for Contoso',
      status: 'Subscribed',
      quantity: null,
      plan_id: 'plus-yearly',
      admin_portal_url: 'https://admin.microsoft.com/Adminportal/Home#/subscriptions/webdirect/sub-guid',
    },
  };

  it('shows 10 licensed users when unknown, the admin portal in a new tab, proration and Cancel', () => {
    const html = billing(marketplace);
    const page = text(html);
    expect(page).toContain('10 licensed users');
    expect(page).toContain('Change seats');
    expect(html).toContain('href="https://admin.microsoft.com/Adminportal/Home#/subscriptions/webdirect/sub-guid"');
    expect(html).toContain('target="_blank"');
    expect(page).toContain('(opens in a new tab)');
    expect(page).toContain('prorates');
    expect(page).toContain('Cancel subscription');
    expect(html).toContain('href="/accounts/settings/general/"');
  });

  it('starts the input at the licensed count, which is also its minimum', () => {
    const html = billing({ ...marketplace, marketplace: { ...marketplace.marketplace!, quantity: 25 } });
    expect(html).toMatch(/min="25"/);
    expect(text(html)).toContain('25 licensed users');
  });

  it('is drawn even without Stripe', () => {
    expect(text(billing({ ...marketplace, stripe_configured: false }))).toContain('Change seats');
  });
});

describe('the billing page around the views', () => {
  it('explains what the operator sets when Stripe is not configured, with no Subscribe', () => {
    const page = text(billing({ ...TRIAL, stripe_configured: false }));
    expect(page).toContain(BILLING_MESSAGES.notConfigured);
    expect(page).toContain('STRIPE_SECRET_KEY');
    expect(page).toContain('STRIPE_WEBHOOK_SECRET');
    expect(page).toContain('npm run stripe:sync');
    expect(page).not.toContain('Subscribe');
  });

  it('waits after a paid Checkout until the account is active, then shows the licence view', () => {
    const waiting = text(billing(TRIAL, '/billing/?checkout=success'));
    expect(waiting).toContain('Payment received');
    expect(waiting).toContain('We are activating your subscription.');
    expect(waiting).not.toContain('Subscribe');
    const done = text(billing(LICENCE, '/billing/?checkout=success'));
    expect(done).toContain('Your subscription is active.');
    expect(done).toContain('Step 1: Change seats');
  });

  it('notes a cancelled Checkout and keeps the purchase view', () => {
    const page = text(billing(TRIAL, '/billing/?checkout=cancelled'));
    expect(page).toContain('Checkout cancelled');
    expect(page).toContain('Subscribe');
  });

  it('refuses a viewer who may not manage billing, and says who can help', () => {
    const page403 = (
      <CurrentRouteProvider route={routeOf('/billing')}>
        <BillingPage route={routeOf('/billing')} />
      </CurrentRouteProvider>
    );
    const html = render('/billing/', page403, (client) => {
      const cache = client.getQueryCache();
      const query = cache.build(client, { queryKey: BILLING_QUERY_KEYS.context });
      query.setState({ status: 'error', error: new ApiError(403, 'FORBIDDEN', BILLING_MESSAGES.billingRefused) });
    });
    const page = text(html);
    expect(page).toContain('You cannot open Billing');
    expect(page).toContain(BILLING_MESSAGES.billingRefused);
    expect(page).toContain('Only the Account Admins and the Billing Owner of Acme can open this page.');
  });
});

describe('/accounts/data/delete/', () => {
  const context: TDeleteAccountContext = {
    org_name: 'Acme',
    status: 'trialing',
    is_managed_by_azure: false,
    can_delete: true,
    team_count: 1,
    report_count: 2,
    users_count: 1,
    report_entry_count: 0,
  };
  const draw = (value: TDeleteAccountContext) =>
    render('/accounts/data/delete/', <DeleteAccountPage route={routeOf('/accounts/data/delete')} />, (client) =>
      client.setQueryData(BILLING_QUERY_KEYS.deleteAccount, value),
    );

  it('lists what goes, in the singular and the plural, with no undo, the exit survey and the form', () => {
    const html = draw(context);
    const page = text(html);
    expect(page).toContain('1 organization: Acme');
    expect(page).toContain('1 team');
    expect(page).toContain('2 reports');
    expect(page).toContain('1 user');
    expect(page).toContain('0 report entries');
    expect(page).toContain('There is no undo.');
    expect(html).toContain('href="https://survey.example.com/exit"');
    expect(html).toContain('href="https://help.example.com/"');
    expect(html).toContain('name="confirm_name"');
    expect(page).toContain(BILLING_MESSAGES.cancelAndRemove);
  });

  it('sends an active subscriber to support, with no form', () => {
    const page = text(draw({ ...context, status: 'active', can_delete: false }));
    expect(page).toContain('To cancel it and remove your data, contact');
    expect(page).not.toContain(BILLING_MESSAGES.cancelAndRemove);
  });

  it('sends a marketplace subscriber to the marketplace cancel on /billing/', () => {
    const html = draw({ ...context, status: 'active', is_managed_by_azure: true, can_delete: false });
    expect(text(html)).toContain('Cancel it on the billing page');
    expect(html).toContain('href="/billing/"');
  });
});

describe('/accounts/convert-free-plan/', () => {
  const context: TConvertFreePlanContext = {
    can_convert: true,
    reason: null,
    status: 'trialing',
    plan_key: 'business',
    trial_days_left: 3,
    total_active_members: 12,
  };
  const draw = (value: TConvertFreePlanContext) =>
    render(
      '/accounts/convert-free-plan/',
      <ConvertFreePlanPage route={routeOf('/accounts/convert-free-plan')} />,
      (client) => client.setQueryData(BILLING_QUERY_KEYS.convertFreePlan, value),
    );

  it('lists the effects, with the button and the way back', () => {
    const html = draw(context);
    const page = text(html);
    expect(page).toContain('Up to 10 people');
    expect(page).toContain('Email only');
    expect(page).toContain('7-day history');
    expect(page).toContain('Only 10 of them can stay');
    expect(page).toContain(BILLING_MESSAGES.convertToFree);
    expect(page).toContain(BILLING_MESSAGES.changedMind);
    expect(html).toContain('href="/billing/"');
  });

  it('says why not when the switch is not possible now', () => {
    const page = text(
      draw({ ...context, can_convert: false, reason: 'The free plan is offered in the last 5 days of your trial.' }),
    );
    expect(page).toContain('The free plan is offered in the last 5 days of your trial.');
    expect(page).not.toContain(BILLING_MESSAGES.convertToFree);
  });
});
