/**
 * Accounts through the browser (issue 3 acceptance): sign up in three steps with the validation
 * messages, verify by email, sign out and in, reset a forgotten password, sign in by magic link,
 * accept an invitation. Screenshots go to test-results/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { linkFromOutbox } from './outbox.ts';

let server: TTestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = 'lin@kitewing.test';
let password = 'harbor-lights-31';

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Toasts are also announced in a hidden live region: look for a visible copy of the text.
const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const atPath = (path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path);

async function signIn(withPassword: string) {
  await page.goto(`${server.url}/accounts/login/`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^Password/).fill(withPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await atPath('/');
}

/** Signs out the way a person does: the user menu's Logout, which posts with the form token. */
async function signOut() {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: /Lin Okafor/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await atPath('/accounts/login/');
}

describe('accounts in the browser', () => {
  it('signs up through the three steps, verifying the email from the outbox', async () => {
    await page.goto(`${server.url}/accounts/signup/`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Get started' }).click();
    await visible('Check your email!');
    await screenshot(page, 'accounts-1-check-email');

    const verifyUrl = await linkFromOutbox(page, server.url, {
      to: email,
      subject: 'Confirm your email',
      linkText: 'Confirm email',
    });
    await page.goto(verifyUrl);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await visible('Organization name');

    await page.getByRole('button', { name: 'Next' }).click();
    await visible('Organization name is required');
    await screenshot(page, 'accounts-2-step1-error');
    await page.getByLabel('Organization name').fill('Kitewing');
    await page.getByRole('button', { name: 'Next' }).click();

    await visible('First name');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible('First name is required');
    await visible('Last name is required');
    await visible('Passwords do not match or invalid');
    await screenshot(page, 'accounts-3-step2-errors');
    await page.getByLabel('First name').fill('Lin');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Next' }).click();

    await visible('Tell us about you');
    await screenshot(page, 'accounts-4-step3-survey');
    await page.getByRole('button', { name: 'Create account' }).click();
    await atPath('/setup/');
    await expect.poll(() => page.getByRole('heading', { name: 'Connect your team' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'accounts-5-signed-up');
  });

  it('signs out and back in', async () => {
    // Opening the sign-out link directly (as another site's link would) does not sign out.
    await page.goto(`${server.url}/accounts/logout/`);
    await visible('Open this link from Rollcall itself.');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/accounts/login/');
    await signOut();
    await visible('You are signed out.');
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/^Password/).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible('Please enter a correct email and password.');
    await screenshot(page, 'accounts-6-login-error');
    await signIn(password);
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    await signOut();
    await page.goto(`${server.url}/accounts/forgot-password/`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Email reset link' }).click();
    await visible(/If an account exists for that email/);
    const resetUrl = await linkFromOutbox(page, server.url, {
      to: email,
      subject: 'Choose a new Rollcall password',
      linkText: 'Choose a new password',
    });
    await page.goto(resetUrl);
    password = 'new-harbor-lights-32';
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await atPath('/accounts/login/');
    await signIn(password);
    await page.goto(resetUrl);
    await visible('Oops! This link is invalid');
    await screenshot(page, 'accounts-7-reset-link-used');
  });

  it('signs in with a one-click link', async () => {
    await signOut();
    await page.goto(`${server.url}/accounts/magic_link/request/`);
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await visible(/we sent a sign-in link/);
    const signInUrl = await linkFromOutbox(page, server.url, {
      to: email,
      subject: 'Your Rollcall sign-in link',
      linkText: 'Sign in to Rollcall',
    });
    await page.goto(signInUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await atPath('/');
    await visible('Lin Okafor');
  });

  it('accepts an invitation in another browser', async () => {
    // Lin, the Account Admin, invites Sam as Team Admin from the members page.
    await page.goto(`${server.url}/accounts/settings/members/`);
    await visible('Invite to organization');
    const inviteForm = page.locator('form', { hasText: 'Send invite' });
    await inviteForm.getByLabel(/email/i).fill('sam@kitewing.test');
    await inviteForm.getByLabel(/role/i).selectOption({ label: 'Team Admin' });
    await inviteForm.getByRole('button', { name: 'Send invite' }).click();
    await visible('Invitation sent to sam@kitewing.test.');
    await screenshot(page, 'accounts-8-members-invited');
    const acceptUrl = await linkFromOutbox(page, server.url, {
      to: 'sam@kitewing.test',
      subject: 'invited you to Kitewing',
      linkText: 'Register & accept your invite',
    });

    const other = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const samPage = await other.newPage();
    await samPage.goto(acceptUrl);
    await expect
      .poll(() =>
        samPage
          .getByText('You were invited by Lin Okafor. Register & accept your invite.')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await samPage.getByLabel('First name').fill('Sam');
    await samPage.getByLabel('Last name').fill('Reyes');
    await samPage.getByLabel(/^Password/).fill('tidal-compass-58');
    await samPage.getByLabel('Confirm password').fill('tidal-compass-58');
    await screenshot(samPage, 'accounts-9-invited-signup');
    await samPage.getByRole('button', { name: 'Accept Invite & Register' }).click();
    await expect.poll(() => new URL(samPage.url()).pathname).toBe('/');
    await expect
      .poll(() =>
        samPage
          .getByText('Sam Reyes')
          .first()
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await expect
      .poll(() => samPage.getByRole('heading', { name: 'Welcome back, Sam', level: 1 }).count())
      .toBeGreaterThan(0);
    await screenshot(samPage, 'accounts-10-invited-home');
    await other.close();
  });
});
