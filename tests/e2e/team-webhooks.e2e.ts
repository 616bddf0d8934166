/**
 * The team's outgoing webhooks page in the browser (issue 23 §5): a team admin adds an endpoint
 * (a bad URL first: the field says why), sends a test event and sees it delivered in the recent
 * deliveries, reveals the secret, disables the endpoint; a member sees who can change it. Axe on
 * every state; screenshots in test-results/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { OUTGOING_WEBHOOK_MESSAGES } from '../../shared/outgoing-webhooks.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startWebhookReceiver, type TWebhookReceiver, verifySignature } from '../fakes/webhook-receiver.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let receiver: TWebhookReceiver;
let account: TAccountRow;
let team: TTeamRow;
let admin: TUserRow;
let member: TUserRow;

const pageUrl = () => `${server.url}/team/settings/webhooks/`;

async function pageFor(user: TUserRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
  account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  ({ user: admin } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
  }));
  ({ user: member } = await buildUser(server.db, {
    account,
    accountTypeId: 3,
    firstName: 'Bo',
    lastName: 'Member',
    teams: [team],
  }));
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await server?.stop();
});

describe('the team webhooks page', () => {
  it('adds an endpoint, sends a test event and shows it delivered', async () => {
    const page = await pageFor(admin);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(pageUrl());
    await expect.poll(() => page.getByRole('heading', { name: 'Outgoing webhooks', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText(/No endpoints yet/).count()).toBe(1);
    // The side menu has the Webhooks tab.
    await expect.poll(() => page.getByRole('link', { name: 'Webhooks' }).count()).toBeGreaterThan(0);
    await expectAxeClean(page);

    const url = page.getByLabel('Endpoint URL');
    await url.fill('not a url');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => page.getByText(OUTGOING_WEBHOOK_MESSAGES.urlInvalid).count()).toBe(1);
    await screenshot(page, 'team-webhooks-invalid-url');

    await url.fill(receiver.url);
    await page.getByRole('checkbox', { name: /Run summarized/ }).uncheck();
    await page.getByRole('checkbox', { name: /Check-in submitted/ }).uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => page.getByText(OUTGOING_WEBHOOK_MESSAGES.eventsRequired).count()).toBe(1);
    await page.getByRole('checkbox', { name: /Check-in submitted/ }).check();
    expect(await page.getByRole('checkbox', { name: /Run summarized/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const card = page.getByRole('article', { name: `Webhook endpoint ${receiver.url}` });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByText('Events: Check-in submitted').count()).toBe(1);

    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received().length, { timeout: 20_000 }).toBe(1);
    // The page refreshes while a delivery is on its way.
    await expect.poll(() => card.getByRole('table').getByText('Delivered').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => card.getByRole('row', { name: /ping .* Delivered 200 1/ }).count()).toBe(1);

    await card.getByRole('button', { name: 'Reveal secret' }).click();
    const secretField = card.getByLabel('Signing secret');
    await expect.poll(() => secretField.count()).toBe(1);
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(verifySignature(receiver.received()[0]!, secret)).toBe(true);
    await expectAxeClean(page);
    await screenshot(page, 'team-webhooks-delivered');

    await card.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => card.getByText('Disabled', { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByRole('button', { name: 'Send test event' }).isDisabled()).toBe(true);
    await screenshot(page, 'team-webhooks-disabled');

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(() => page.getByText(/No endpoints yet/).count()).toBe(1);
    await page.context().close();
  });

  it('tells a member who can change the webhooks', async () => {
    const page = await pageFor(member);
    await page.goto(pageUrl());
    await expect.poll(() => page.getByText(OUTGOING_WEBHOOK_MESSAGES.notAllowed).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Add endpoint' }).count()).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'team-webhooks-member');
    await page.context().close();
  });
});
