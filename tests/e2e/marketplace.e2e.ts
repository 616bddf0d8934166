/**
 * The Microsoft marketplace landing and activation pages in the browser (spec part 1 §2.8): a buyer
 * opens the signup page with the marketplace's token, continues with Microsoft (identity fake),
 * lands on the activation page that names the subscription, confirms, and the organization is
 * active; a bad token shows the spec's message. axe finds nothing serious. Screenshots go to
 * test-results/.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import { BILLING_MESSAGES } from '../../shared/billing-api.ts';
import { buildUser } from '../factories.ts';
import { startMarketplaceFake, type TMarketplaceFake } from '../fakes/marketplace/index.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../fakes/microsoft-identity/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const PUBLISHER_TENANT = '3c5e2a10-8f4b-4d6e-9a1c-7b2d0e4f6a81';
const BUYER_TENANT = '9d1f4b7a-2c6e-4a8b-b3d5-0e7f1a2c4b69';
let identity: TMicrosoftIdentityFake;
let marketplace: TMarketplaceFake;
let server: TTestServer;
let browser: Browser;
let ada: TFakeMicrosoftUser;
let account: TAccountRow;

beforeAll(async () => {
  identity = await startMicrosoftIdentityFake();
  identity.addTenant({ id: PUBLISHER_TENANT });
  ada = identity.addUser({ tenantId: BUYER_TENANT, email: 'ada@fabrikam.example', givenName: 'Ada', surname: 'Moss' });
  marketplace = await startMarketplaceFake({ identity, publisherTenantId: PUBLISHER_TENANT, appUrl: () => server.url });
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: identity.clientId,
      MICROSOFT_CLIENT_SECRET: identity.clientSecret,
      MICROSOFT_LOGIN_URL: identity.loginUrl,
      MICROSOFT_GRAPH_URL: identity.graphUrl,
      MARKETPLACE_TENANT_ID: PUBLISHER_TENANT,
      MARKETPLACE_URL: marketplace.url,
    },
  });
  ({ account } = await buildUser(server.db, {
    email: 'ada@fabrikam.example',
    firstName: 'Ada',
    lastName: 'Moss',
    accountTypeId: 0,
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await marketplace?.close();
  await identity?.close();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
  return { context, page: await context.newPage() };
}

describe('Microsoft marketplace pages in the browser', () => {
  it('takes a buyer from the signup page through Microsoft to an activated subscription', async () => {
    const { subscription, token } = marketplace.purchase({
      planId: 'team-monthly',
      quantity: 15,
      name: 'Rollcall for Fabrikam',
      // Ada signs in with a Microsoft account of the buyer's tenant: she belongs to the purchase.
      tenantId: BUYER_TENANT,
    });
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/accounts/msteams/marketplace/?token=${encodeURIComponent(token)}`);
      const button = page.getByRole('link', { name: 'Continue with Microsoft' });
      await expect.poll(() => button.count()).toBe(1);
      expect(await button.getAttribute('href')).toBe(
        `/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(token)}`,
      );
      await expect.poll(() => page.getByText("'Manage Account'", { exact: false }).count()).toBe(1);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'marketplace-1-signup');

      identity.signInNext(ada);
      await button.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts/marketplace/activate/');
      const confirm = page.getByRole('button', { name: 'Confirm and activate' });
      await expect.poll(() => confirm.count()).toBe(1);
      await expect.poll(() => page.getByText('Rollcall for Fabrikam').count()).toBe(1);
      expect(await page.locator('input[type=hidden][name=token]').getAttribute('value')).toBe(token);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'marketplace-2-activate');

      // Keyboard: the button is reachable and activates with Enter.
      await confirm.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/billing/');
      const [row] = await server.db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(row).toMatchObject({
        azureSubscriptionId: subscription.id,
        subscriptionStatus: 'active',
        billedParticipants: 15,
      });
      expect(marketplace.subscription(subscription.id)?.saasSubscriptionStatus).toBe('Subscribed');
    } finally {
      await context.close();
    }
  });

  it('says the subscription cannot be found for a bad token', async () => {
    const { context, page } = await freshPage();
    try {
      // Sign in through the landing link with a token the marketplace does not know.
      identity.signInNext(ada);
      await page.goto(`${server.url}/accounts/microsoft/marketplace/auth?token=unknown-token`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts/marketplace/activate/');
      await expect.poll(() => page.getByText(BILLING_MESSAGES.invalidMarketplaceSubscription).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Confirm and activate' }).count()).toBe(0);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'marketplace-3-invalid');
    } finally {
      await context.close();
    }
  });
});
