/**
 * Buying and running a subscription in the browser, against the Stripe fake (tests/fakes/stripe):
 * the multi-plan purchase view, Subscribe through the fake's hosted Checkout page (Pay) back to
 * /billing/?checkout=success, which waits for the webhook and then shows the licence view; a seat
 * change (Preview, Confirm Upgrade), a plan change (automatic preview, Confirm Plan Change) and
 * the invoices; and the single-plan purchase to 'Billing & Account Usage'. axe on each view,
 * keyboard use, screenshots in test-results/billing-*.png.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOf } from '../../bot/adapters/stripe/stripe-client.ts';
import { syncStripePrices } from '../../bot/adapters/stripe/stripe-sync.ts';
import { accounts } from '../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import { BILLING_MESSAGES } from '../../shared/billing-api.ts';
import { PAYMENT_PLANS } from '../../shared/plans.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeStripe, type TFakeStripe } from '../fakes/stripe/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let stripe: TFakeStripe;
let server: TTestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Keys bot/env.ts accepts (the fake's defaults have underscores after the prefix, which it refuses).
  stripe = await startFakeStripe({
    secretKey: 'sk_test_rollcallbillingweb',
    webhookSecret: 'whsec_rollcallbillingweb',
  });
  const env = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_URL: stripe.url,
  };
  server = await startTestServer({ env });
  stripe.webhookUrl = `${server.url}/stripe/webhook`;
  // What `npm run stripe:sync` does on a real account.
  await syncStripePrices(stripeClientOf(env)!, PAYMENT_PLANS);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

async function pageFor(account: TAccountRow): Promise<Page> {
  const team = await buildTeam(server.db, account);
  const { user } = await buildUser(server.db, { account, accountTypeId: 0, teams: [team], firstName: 'Bea' });
  const [name, value] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  contexts.push(context);
  // The browser asks every site for its icon; the fake's hosted pages have none (and it counts
  // any request it does not expect as a failure).
  await context.route(`${stripe.url}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  return context.newPage();
}

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const accountRow = async (id: string) => (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

async function expectAccessible(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

/** Pays on the fake's hosted Checkout page and waits to be back on /billing/. */
async function payOnHostedPage(page: Page): Promise<void> {
  await expect.poll(() => page.url()).toContain('/c/pay/');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/billing/?checkout=success');
}

describe('the multi-plan purchase and licence views', () => {
  let account: TAccountRow;
  let page: Page;

  beforeAll(async () => {
    account = await buildAccount(server.db, { labs: ['multiplan'], name: 'Harbor Co' });
    page = await pageFor(account);
  });

  it('offers Team monthly by default and subscribes through the hosted Checkout page, by keyboard', async () => {
    await page.goto(`${server.url}/billing/`);
    await visible(page, '30-day free trial with full feature access');
    await visible(page, 'Your card is not charged until your trial ends.');
    expect(await page.getByRole('radio', { name: /^Team:/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    await visible(page, 'Total: $50.00 per month for 10 seats');
    await expectAccessible(page);
    await screenshot(page, 'billing-purchase');

    // Keyboard: Yearly in the cycle group, 12 seats, then Enter submits the form.
    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: `Yearly (${BILLING_MESSAGES.saveYearly})` }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    const seats = page.getByRole('spinbutton', { name: 'Seats' });
    await seats.fill('12');
    await visible(page, 'Total: $60.00 per month for 12 seats');
    await seats.press('Enter');
    await payOnHostedPage(page);
    await visible(page, 'Payment received');
    await visible(page, 'Your subscription is active.');
    await visible(page, 'Step 1: Change seats');
    const row = await accountRow(account.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      planKey: 'team',
      planInterval: 'month',
      billedParticipants: 12,
    });
    await expectAccessible(page);
    await screenshot(page, 'billing-licence-after-checkout');
  });

  it('previews and confirms a seat change; changing the number clears the preview', async () => {
    await page.goto(`${server.url}/billing/`);
    const seats = page.getByRole('spinbutton', { name: 'Number of seats' });
    await expect.poll(() => seats.inputValue()).toBe('12');
    await seats.fill('15');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await visible(page, 'Prorated for this cycle');
    await screenshot(page, 'billing-seat-preview');
    await seats.fill('14');
    await expect.poll(() => page.getByText('Prorated for this cycle').count()).toBe(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Upgrade' }).click();
    await visible(page, 'Your seats are being updated.');
    await expect.poll(async () => (await accountRow(account.id)).billedParticipants, { timeout: 20_000 }).toBe(14);
    // The page reloads after 500 ms and shows the new count.
    await expect
      .poll(() => page.getByRole('spinbutton', { name: 'Number of seats' }).inputValue(), { timeout: 20_000 })
      .toBe('14');
  });

  it('previews a plan change as soon as another plan is picked, and confirms it', async () => {
    await page.goto(`${server.url}/billing/`);
    await visible(page, 'This is your current plan.');
    await page.getByRole('radio', { name: /^Business:/ }).check();
    await visible(page, 'Next invoice');
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Plan Change' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'billing-plan-preview');
    await page.getByRole('button', { name: 'Confirm Plan Change' }).click();
    await visible(page, BILLING_MESSAGES.changingPlan);
    await expect.poll(async () => (await accountRow(account.id)).planKey, { timeout: 20_000 }).toBe('business');
    await visible(page, 'Business, billed monthly');
  });

  it('lists the invoices and offers the free plan downgrade as a link', async () => {
    await page.goto(`${server.url}/billing/`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').count())
      .toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Free: $0' }).check();
    const downgrade = page.getByRole('link', { name: BILLING_MESSAGES.downgradeToFree });
    expect(await downgrade.getAttribute('href')).toBe('/accounts/convert-free-plan/');
    expect(await page.getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/accounts/data/delete/',
    );
    await expectAccessible(page);
    await screenshot(page, 'billing-licence');
  });

  it('warns of a failed payment with Update Card', async () => {
    await server.db.update(accounts).set({ paymentFailedAt: new Date() }).where(eq(accounts.id, account.id));
    await page.goto(`${server.url}/billing/`);
    await visible(page, BILLING_MESSAGES.paymentFailed);
    await page.getByRole('button', { name: 'Update Card' }).click();
    await expect.poll(() => page.url()).toContain(stripe.url);
    await screenshot(page, 'billing-update-card');
  });
});

describe('the single-plan purchase and Billing & Account Usage', () => {
  it('subscribes to Pro and lands on Billing & Account Usage', async () => {
    const account = await buildAccount(server.db, { name: 'Solo Co' });
    const page = await pageFor(account);
    await page.goto(`${server.url}/billing/`);
    await visible(page, '$7 per user per month billed annually (save 15%) or $8.05 monthly');
    await visible(page, 'Total: $80.50 per month for 10 seats');
    await expectAccessible(page);
    await screenshot(page, 'billing-purchase-single');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await payOnHostedPage(page);
    await visible(page, BILLING_MESSAGES.usageTitle);
    await visible(page, 'Pro, billed monthly');
    const seats = page.getByRole('spinbutton', { name: 'Number of seats' });
    await seats.fill('11');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await visible(page, 'Prorated for this cycle');
    await expectAccessible(page);
    await screenshot(page, 'billing-upgrade');
  });
});
