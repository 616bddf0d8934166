/**
 * The Slack page in the browser (issue 18, spec part 3 §2.8): with the Slack app configured,
 * 'Connect Slack' goes to /connect/slack/, on to the (fake) Slack consent page and back to
 * /connect/slack/{slug}/confirm/; a cancelled consent comes back to the Slack page as a toast.
 * Without the settings the button is disabled and says who can set Slack up.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK_MESSAGES } from '../../shared/slack.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../fakes/slack-api/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { SLACK_TEST_SETTINGS } from '../integration/slack/slack-test-kit.ts';
import { launchBrowser, screenshot } from './browser.ts';

let fake: TFakeSlackApi;
let withSlack: TTestServer;
let withoutSlack: TTestServer;
let browser: Browser;

/** A page signed in as a new Account Admin of a new account on the server. */
async function adminPage(server: TTestServer): Promise<Page> {
  const account = await buildAccount(server.db, {
    name: 'Slackers Inc',
    trialEndsAt: new Date('2099-01-01T00:00:00Z'),
  });
  const team = await buildTeam(server.db, account, { name: 'Slackers by email', service: 'EMAIL' });
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Sam',
    lastName: 'Admin',
    teams: [team],
  });
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  return context.newPage();
}

beforeAll(async () => {
  fake = await startFakeSlackApi({
    clientId: SLACK_TEST_SETTINGS.SLACK_CLIENT_ID,
    clientSecret: SLACK_TEST_SETTINGS.SLACK_CLIENT_SECRET,
  });
  fake.addWorkspace({ id: 'TBROWSER', name: 'Browser Workspace', members: 3 });
  withSlack = await startTestServer({ env: { ...SLACK_TEST_SETTINGS, SLACK_URL: fake.url } });
  withoutSlack = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await withSlack?.stop();
  await withoutSlack?.stop();
  await fake?.close();
});

describe('the Slack page', () => {
  it('connects a workspace through Slack’s consent page and lands on the confirm screen', async () => {
    const page = await adminPage(withSlack);
    await page.goto(`${withSlack.url}/platform/slack/`);
    const connect = page.getByRole('link', { name: 'Connect Slack' });
    await expect.poll(() => connect.count()).toBe(1);
    await expect.poll(() => page.getByText('Slack is ready on this server').count()).toBe(1);
    await screenshot(page, 'slack-page-ready');
    await connect.click();
    await page.waitForURL(/\/connect\/slack\/[\w-]+\/confirm\/$/);
    expect(fake.authorizeRequests.at(-1)).toMatchObject({ kind: 'oauth', code: expect.any(String) });
  });

  it('brings a cancelled consent back to the Slack page with a toast', async () => {
    const page = await adminPage(withSlack);
    await page.goto(`${withSlack.url}/platform/slack/`);
    fake.denyAuthorize(1);
    await page.getByRole('link', { name: 'Connect Slack' }).click();
    await page.waitForURL(/\/platform\/slack\/$/);
    await expect.poll(() => page.getByText(SLACK_MESSAGES.accessDenied).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: 'Connect Slack' }).count()).toBe(1);
    await screenshot(page, 'slack-page-cancelled');
  });

  it('disables Connect Slack with the reason when the server has no Slack app settings', async () => {
    const page = await adminPage(withoutSlack);
    await page.goto(`${withoutSlack.url}/platform/slack/`);
    const button = page.getByRole('button', { name: 'Connect Slack' });
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByText('Slack is not configured on this server').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Connect Slack' }).count()).toBe(0);
    await screenshot(page, 'slack-page-not-configured');
  });
});
