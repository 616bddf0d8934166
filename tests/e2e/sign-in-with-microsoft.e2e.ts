/**
 * Sign in with Microsoft and the chat-install signup in the browser (issue 19): the login page
 * offers 'Sign in with Microsoft' when configured; clicking it goes through the local Microsoft
 * identity stand-in's authorize page and lands signed in on `next`; a signed-out visitor of a Teams
 * connect link is offered signing in or the install-register page, whose Microsoft button leads to
 * the signup prefilled from Microsoft. axe finds nothing serious. Screenshots go to test-results/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../bot/db/schema/index.ts';
import { recordMsTeamsInstall } from '../../bot/domain/platforms/msteams/record-install.ts';
import { buildUser } from '../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../fakes/microsoft-identity/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TENANT = '6f1c8a52-3a1e-4a57-9d3b-0c2f7e9b1a01';
let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;
let browser: Browser;
let lin: TFakeMicrosoftUser;
let newcomer: TFakeMicrosoftUser;

beforeAll(async () => {
  microsoft = await startMicrosoftIdentityFake();
  microsoft.addTenant({ id: TENANT });
  lin = microsoft.addUser({ tenantId: TENANT, email: 'lin@kitewing.example', givenName: 'Lin', surname: 'Okafor' });
  newcomer = microsoft.addUser({ tenantId: TENANT, email: 'nia@kitewing.example', givenName: 'Nia', surname: 'Park' });
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
      MICROSOFT_LOGIN_URL: microsoft.loginUrl,
      MICROSOFT_GRAPH_URL: microsoft.graphUrl,
    },
  });
  const login = await buildUser(server.db, {
    email: 'lin.okafor@kitewing.example',
    firstName: 'Lin',
    lastName: 'Okafor',
    accountTypeId: 1,
  });
  await server.db.insert(userIdentities).values({
    provider: 'microsoft',
    subject: `${TENANT}:${lin.objectId}`.toLowerCase(),
    userId: login.user.id,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await microsoft?.close();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
  return { context, page: await context.newPage() };
}

describe('Sign in with Microsoft in the browser', () => {
  it('shows the button, passes axe, and signs in through Microsoft to next', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/accounts/login/?next=%2Freports%2F`);
      const button = page.getByRole('link', { name: 'Sign in with Microsoft' });
      await expect.poll(() => button.count()).toBe(1);
      expect(await button.getAttribute('href')).toBe('/accounts/microsoft/login/?next=%2Freports%2F');
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'microsoft-sign-in-1-login-page');

      microsoft.signInNext(lin);
      await button.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reports/');
      expect(microsoft.authorizeRequests.at(-1)).toMatchObject({
        tenant: 'organizations',
        codeChallengeMethod: 'S256',
      });
      await expect.poll(() => page.getByRole('button', { name: /Lin Okafor/ }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Loading...').count()).toBe(0);
      await screenshot(page, 'microsoft-sign-in-2-signed-in');
    } finally {
      await context.close();
    }
  });

  it('tells an unknown Microsoft person that no account uses it, with a link to sign up with Microsoft', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/accounts/login/`);
      microsoft.signInNext(newcomer);
      await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
      await expect.poll(() => page.url()).toContain('/accounts/login/?sso=no_account&provider=microsoft');
      await expect
        .poll(() => page.getByText('No Rollcall account uses this Microsoft account yet.').count())
        .toBeGreaterThan(0);
      const signUp = page.getByRole('link', { name: 'Sign up with Microsoft' }).first();
      expect(await signUp.getAttribute('href')).toBe('/accounts/microsoft/register/');
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'microsoft-sign-in-3-no-account');
    } finally {
      await context.close();
    }
  });
});

describe('the chat-install signup in the browser', () => {
  it('offers a guest of the confirm link the install-register page, whose Microsoft button starts the signup', async () => {
    const install = await recordMsTeamsInstall(server.db, {
      kind: 'team',
      tenantId: TENANT,
      msTeamId: '19:kitewing@thread.tacv2',
      conversationId: '19:kitewing@thread.tacv2',
      serviceUrl: 'https://smba.trafficmanager.net/emea/',
      teamName: 'Kitewing Crew',
      installerId: '29:nia',
      installerAadId: newcomer.objectId,
      memberCount: 4,
    });
    const { context, page } = await freshPage();
    try {
      await page.goto(`${server.url}/connect/msteams/${install.slug}/confirm/`);
      const create = page.getByRole('link', { name: 'Create a Rollcall account' });
      await expect.poll(() => create.count()).toBe(1);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'install-register-1-guest-choice');

      await create.click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(`/accounts/microsoft/install-register/${install.slug}/`);
      await expect.poll(() => page.getByRole('button', { name: 'Continue with email' }).count()).toBe(1);
      await expect.poll(() => page.getByText('Then connect Kitewing Crew to Rollcall.').count()).toBe(1);
      expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
      await screenshot(page, 'install-register-2-page');

      microsoft.signInNext(newcomer);
      await page.getByRole('link', { name: 'Sign up with Microsoft' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/accounts\/signup\/[\w-]+\/confirm\/$/);
      // Verified by Microsoft: no 'Check your email!', straight to the first of the three steps.
      await expect.poll(() => page.getByRole('textbox').count()).toBeGreaterThan(0);
      expect(await page.getByText('Check your email!').count()).toBe(0);
      await screenshot(page, 'install-register-3-signup');
    } finally {
      await context.close();
    }
  });
});
