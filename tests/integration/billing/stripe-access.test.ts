/**
 * The billing routes without Stripe configured, and who may call them: the context and its view
 * rule, the 'not set up' answer, the webhook route absent, roles and CSRF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceSubscriptions } from '../../../bot/db/schema/index.ts';
import { BILLING_MESSAGES, ZBillingContext } from '../../../shared/billing-api.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DAY = 24 * 3600 * 1000;

describe('the billing context without Stripe', () => {
  it('says Stripe is not configured and picks the view by status and the multiplan lab', async () => {
    const trialing = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 3 * DAY) });
    const owner = await signedInClient(server, trialing, 0);
    const context = ZBillingContext.parse((await owner.client.get('/api/v1/billing/')).json());
    expect(context).toMatchObject({
      view: 'purchase-single',
      stripe_configured: false,
      status: 'trialing',
      trial_days_left: 3,
      free_plan_offered: true,
      total_active_members: 0,
      next_invoice_date: null,
      plan_id: null,
      is_managed_by_azure: false,
      marketplace: null,
    });
    expect(context.usage_plans.map((plan) => plan.id)).toEqual(['pro-monthly', 'pro-yearly']);
    // A trial (here one restarted after a yearly plan) has no billing cycle, in the state as on the page.
    const afterYear = await buildAccount(server.db, {
      planKey: 'team',
      planInterval: 'year',
      trialEndsAt: new Date(Date.now() + 9 * DAY),
    });
    const afterYearOwner = await signedInClient(server, afterYear, 0);
    expect((await afterYearOwner.client.get('/api/v1/billing/')).json().plan_interval).toBeNull();
    expect((await afterYearOwner.client.state()).user?.stripe).toMatchObject({
      status: 'trialing',
      plan_interval: null,
    });

    const lab = await buildAccount(server.db, { labs: ['multiplan'], trialEndsAt: new Date(Date.now() + 20 * DAY) });
    const labContext = (await (await signedInClient(server, lab, 1)).client.get('/api/v1/billing/')).json();
    expect(labContext.view).toBe('purchase');
    expect(labContext.free_plan_offered).toBe(false);
    expect(labContext.usage_plans.map((plan: { key: string }) => plan.key)).toEqual([
      'basic',
      'basic',
      'team',
      'team',
      'business',
      'business',
    ]);

    const paid = await buildAccount(server.db, {
      labs: ['multiplan'],
      subscriptionStatus: 'active',
      planKey: 'team',
      planInterval: 'year',
      billedParticipants: 12,
    });
    const paidContext = (await (await signedInClient(server, paid, 0)).client.get('/api/v1/billing/')).json();
    expect(paidContext).toMatchObject({ view: 'licence', plan_id: 'team-yearly', billed_participants: 12 });
    const paidState = await (await signedInClient(server, paid, 0)).client.state();
    expect(paidState.user?.stripe).toMatchObject({
      status: 'active',
      plan_id: 'team-yearly',
      plan_key: 'team',
      plan_interval: 'year',
      billed_participants: 12,
      azure_sub_id: null,
      is_managed_by_azure: false,
    });

    const single = await buildAccount(server.db, {
      subscriptionStatus: 'active',
      planKey: 'pro',
      planInterval: 'month',
    });
    expect((await (await signedInClient(server, single, 0)).client.get('/api/v1/billing/')).json().view).toBe(
      'upgrade',
    );
  });

  it('shows the marketplace view with the subscription and its admin portal link', async () => {
    const azureId = '3b0e7a2c-55f1-4c1c-9d7e-0a8c4b0f9e11';
    const account = await buildAccount(server.db, {
      subscriptionStatus: 'active',
      planKey: 'pro',
      azureSubscriptionId: azureId,
    });
    await server.db.insert(marketplaceSubscriptions).values({
      id: azureId,
      accountId: account.id,
      name: 'Rollcall for Contoso',
      offerId: 'rollcall',
      planId: 'pro-yearly',
      quantity: 25,
      status: 'Subscribed',
    });
    const { client } = await signedInClient(server, account, 1);
    const context = (await client.get('/api/v1/billing/')).json();
    expect(context).toMatchObject({
      view: 'marketplace',
      azure_sub_id: azureId,
      is_managed_by_azure: true,
      marketplace: {
        name: 'Rollcall for Contoso',
        quantity: 25,
        status: 'Subscribed',
        admin_portal_url: `https://admin.microsoft.com/Adminportal/Home#/subscriptions/webdirect/${azureId}`,
      },
    });
  });

  it('answers 503 with the not-set-up message to the Stripe calls, and has no webhook route', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 0);
    const checkout = await client.post('/api/v1/stripe_checkout_session/', {
      plan_id: 'pro-monthly',
      billed_participants: 10,
      planType: 'singleplan',
      plan_key: 'pro',
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error.message).toBe(BILLING_MESSAGES.notConfigured);
    // No customer yet: nothing to list, whether or not Stripe is configured.
    expect((await client.post('/api/v1/invoices/', {})).json()).toEqual({ invoices: [] });
    const webhook = await server.app.inject({ method: 'POST', url: '/stripe/webhook', payload: { id: 'evt_1' } });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('who may use billing', () => {
  it('refuses members (3) and team admins (2) on every billing call', async () => {
    const account = await buildAccount(server.db);
    for (const type of [2, 3] as const) {
      const { client } = await signedInClient(server, account, type);
      expect((await client.get('/api/v1/billing/')).statusCode).toBe(403);
      for (const url of [
        '/api/v1/stripe_checkout_session/',
        '/api/v1/multi_seat_change/',
        '/api/v1/preview_plan/',
        '/api/v1/upgrade_confirm/',
        '/api/v1/invoices/',
      ]) {
        expect((await client.post(url, {})).statusCode).toBe(403);
      }
    }
  });

  it('refuses a call without the CSRF token, and validates bodies with the shared schemas', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 1);
    const forged = await client.post('/api/v1/invoices/', {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    const bad = await client.post('/api/v1/multi_seat_change/', {
      view_mode: 'preview-seat-change',
      billed_participants: 0,
      plan_id: 'team-monthly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.billed_participants).toEqual(['Enter at least 1 seat.']);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/billing/' })).statusCode).toBe(401);
  });
});
