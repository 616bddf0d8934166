/**
 * The billing pages in the browser (spec part 2 §2.1), each view by the account's status, plan,
 * lab and marketplace subscription (seeded in the database): the page on a server without Stripe,
 * the refusal of a member, the Microsoft-managed view with its inline cancel confirm, and account
 * cancellation end to end. axe finds nothing serious; the pages work by keyboard; screenshots go
 * to test-results/billing-*.png.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, marketplaceSubscriptions } from '../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import { BILLING_MESSAGES } from '../../shared/billing-api.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const DAY = 24 * 3600 * 1000;
let server: TTestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A browser page signed in as a new user of `account` with the role `accountTypeId`. */
async function pageFor(account: TAccountRow, accountTypeId: 0 | 1 | 2 | 3): Promise<Page> {
  const team = await buildTeam(server.db, account);
  const { user } = await buildUser(server.db, { account, accountTypeId, teams: [team], firstName: 'Bea' });
  const [name, value] = (await signIn(server.db, user, account, team)).split('=');
  // bypassCSP: axe is injected as a script tag.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  contexts.push(context);
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  return context.newPage();
}

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

async function expectAccessible(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

describe('/billing/ without Stripe', () => {
  it('tells the admin what the operator sets, with no Subscribe button', async () => {
    const account = await buildAccount(server.db, {
      labs: ['multiplan'],
      trialEndsAt: new Date(Date.now() + 12 * DAY),
    });
    const page = await pageFor(account, 0);
    await page.goto(`${server.url}/billing/`);
    await visible(page, BILLING_MESSAGES.notConfigured);
    await visible(page, 'npm run stripe:sync');
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'billing-not-configured');
  });

  it('refuses a member and says who can help', async () => {
    const account = await buildAccount(server.db);
    const page = await pageFor(account, 3);
    await page.goto(`${server.url}/billing/`);
    await visible(page, 'You cannot open Billing');
    await visible(page, 'Why you cannot open it');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await visible(page, /Only the Account Admins and the Billing Owner of/);
    await expectAccessible(page);
    await screenshot(page, 'billing-refused');
  });
});

describe('/billing/ managed by the Microsoft marketplace', () => {
  it('shows the licensed users, the admin portal and an inline cancel confirm, by keyboard', async () => {
    const subscriptionId = crypto.randomUUID();
    const account = await buildAccount(server.db, { subscriptionStatus: 'active', planKey: 'team' });
    await server.db.insert(marketplaceSubscriptions).values({
      id: subscriptionId,
      accountId: account.id,
      name: 'Rollcall for Contoso',
      offerId: 'rollcall',
      planId: 'team-monthly',
      quantity: 25,
      status: 'Subscribed',
    });
    await server.db.update(accounts).set({ azureSubscriptionId: subscriptionId }).where(eq(accounts.id, account.id));
    const page = await pageFor(account, 1);
    await page.goto(`${server.url}/billing/`);
    await visible(page, 'licensed users');
    const input = page.getByRole('spinbutton', { name: 'Licensed users' });
    await expect.poll(() => input.inputValue()).toBe('25');
    expect(await input.getAttribute('min')).toBe('25');
    const portal = page.getByRole('link', { name: /Microsoft 365 admin center \(opens in a new tab\)/ });
    expect(await portal.getAttribute('href')).toContain(subscriptionId);
    expect(await portal.getAttribute('target')).toBe('_blank');
    await expectAccessible(page);
    await screenshot(page, 'billing-marketplace');

    // Below the licensed count is refused in the page, before anything is sent.
    await input.fill('3');
    await page.getByRole('button', { name: 'Change seats' }).click();
    await visible(page, 'Enter at least 25 seats.');

    // Cancel asks first, inline; 'Keep subscription' steps back; all by keyboard.
    const cancel = page.getByRole('button', { name: 'Cancel subscription' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await visible(page, /Cancel your Rollcall subscription\?/);
    await screenshot(page, 'billing-marketplace-cancel-confirm');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keep subscription' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(1);
  });
});

describe('/accounts/data/delete/', () => {
  it('lists what goes and deletes a trial account once its name is typed', async () => {
    const account = await buildAccount(server.db, { name: 'Doomed Co', trialEndsAt: new Date(Date.now() + 9 * DAY) });
    const page = await pageFor(account, 0);
    await page.goto(`${server.url}/accounts/data/delete/`);
    await visible(page, 'There is no undo.');
    await visible(page, '1 organization: Doomed Co');
    await visible(page, '1 team');
    await visible(page, '1 user');
    await visible(page, '0 report entries');
    await expectAccessible(page);
    await screenshot(page, 'billing-delete');

    const submit = page.getByRole('button', { name: BILLING_MESSAGES.cancelAndRemove });
    await submit.click();
    await visible(page, 'Type the name of your organization to confirm.');
    expect((await server.db.select().from(accounts).where(eq(accounts.id, account.id))).length).toBe(1);

    const field = page.getByRole('textbox', { name: /Type the name of your organization/ });
    await field.fill('Doomed Co');
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/accounts/login/');
    await expect
      .poll(async () => (await server.db.select().from(accounts).where(eq(accounts.id, account.id))).length)
      .toBe(0);
    await screenshot(page, 'billing-delete-done');
  });

  it('sends an active subscriber to support instead of a form', async () => {
    const account = await buildAccount(server.db, {
      subscriptionStatus: 'active',
      planKey: 'pro',
      planInterval: 'month',
    });
    const page = await pageFor(account, 0);
    await page.goto(`${server.url}/accounts/data/delete/`);
    await visible(page, /To cancel it and remove your data, contact/);
    expect(await page.getByRole('button', { name: BILLING_MESSAGES.cancelAndRemove }).count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('the free plan', () => {
  it('converts a trial near its end from /accounts/convert-free-plan/, or steps back to /billing/', async () => {
    const account = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 3 * DAY) });
    const page = await pageFor(account, 0);
    await page.goto(`${server.url}/accounts/convert-free-plan/`);
    await visible(page, 'Up to 10 people');
    await visible(page, /7-day history/);
    await expectAccessible(page);
    await screenshot(page, 'billing-convert-free-plan');
    await page.getByRole('link', { name: BILLING_MESSAGES.changedMind }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/billing/');

    await page.goto(`${server.url}/accounts/convert-free-plan/`);
    await page.getByRole('button', { name: BILLING_MESSAGES.convertToFree }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/billing/');
    await expect
      .poll(async () => (await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]?.planKey)
      .toBe('free');
  });

  it('switches a trial to the free plan from /billing/ near its end, even without Stripe', async () => {
    const account = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 2 * DAY) });
    const page = await pageFor(account, 0);
    await page.goto(`${server.url}/billing/`);
    const button = page.getByRole('button', { name: 'Switch to the free plan' });
    await button.focus();
    await page.keyboard.press('Enter');
    await visible(page, BILLING_MESSAGES.freePlanStarted.trim());
    await expect
      .poll(async () => (await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]?.planKey)
      .toBe('free');
  });
});
