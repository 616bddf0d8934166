/**
 * Sign in with Slack in the browser (issue 18 acceptance): the login page offers 'Sign in with
 * Slack' only when Slack is configured; clicking it goes through the local Slack stand-in's
 * authorize page and lands signed in; an unknown Slack person gets the notice with a sign-up link;
 * axe finds nothing serious on either page. Screenshots go to test-results/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../bot/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../fakes/slack-api/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TEAM = 'T0KITE';
let slack: TFakeSlackApi;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  slack = await startFakeSlackApi({ limits: false });
  slack.addWorkspace({
    id: TEAM,
    name: 'Kitewing',
    noFilteredUsers: true,
    members: [
      { id: 'U0LIN', realName: 'Lin Okafor', firstName: 'Lin', lastName: 'Okafor', email: 'lin@kitewing.example' },
      { id: 'U0SAM', realName: 'Sam Stranger', email: 'sam@kitewing.example' },
    ],
  });
  server = await startTestServer({
    env: {
      SLACK_CLIENT_ID: slack.clientId,
      SLACK_CLIENT_SECRET: slack.clientSecret,
      SLACK_SIGNING_SECRET: 'fake-slack-signing-secret',
      SLACK_URL: slack.url,
    },
  });
  const lin = await buildUser(server.db, {
    email: 'lin.okafor@kitewing.example',
    firstName: 'Lin',
    lastName: 'Okafor',
    accountTypeId: 1,
  });
  await server.db.insert(userIdentities).values({ provider: 'slack', subject: `${TEAM}:U0LIN`, userId: lin.user.id });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await slack?.close();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
  return { context, page: await context.newPage() };
}

const slackButton = (page: Page) => page.getByRole('link', { name: 'Sign in with Slack' });

describe('Sign in with Slack in the browser', () => {
  it('shows the button, passes axe, and signs in through Slack', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/accounts/login/?next=%2Freports%2F`);
      await expect.poll(() => slackButton(page).count()).toBe(1);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'slack-sign-in-1-login-page');

      slack.signIn(TEAM, 'U0LIN');
      await slackButton(page).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reports/');
      expect(slack.authorizeRequests.at(-1)).toMatchObject({ kind: 'openid', scopes: ['openid', 'email', 'profile'] });
      await expect.poll(() => page.getByRole('button', { name: /Lin Okafor/ }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
      await screenshot(page, 'slack-sign-in-2-signed-in');
    } finally {
      await context.close();
    }
  });

  it('tells an unknown Slack person that no account uses it, with a link to sign up', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/accounts/login/`);
      slack.signIn(TEAM, 'U0SAM');
      await slackButton(page).click();
      await expect.poll(() => page.url()).toContain('/accounts/login/?sso=no_account');
      await expect
        .poll(() => page.getByText('No Rollcall account uses this Slack account yet.').count())
        .toBeGreaterThan(0);
      const signUp = page.getByRole('link', { name: 'Sign up with Slack' });
      expect(await signUp.getAttribute('href')).toBe('/accounts/slack/register/');
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'slack-sign-in-3-no-account');
    } finally {
      await context.close();
    }
  });

  it('offers no Slack button when Slack is not configured', async () => {
    const plain = await startTestServer();
    const { context, page } = await freshPage();
    try {
      await page.goto(`${plain.url}/accounts/login/`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      expect(await slackButton(page).count()).toBe(0);
      await page.goto(`${plain.url}/accounts/signup/`);
      await expect.poll(() => page.getByRole('button', { name: 'Get started' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Sign up with Slack' }).count()).toBe(0);
    } finally {
      await context.close();
      await plain.stop();
    }
  });
});
