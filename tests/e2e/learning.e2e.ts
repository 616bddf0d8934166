/**
 * The learning area and release notes in the browser (issue 22 point 3): the welcome screen and
 * the Beginner topic for an Account Admin and a Team Member (their tabs differ), Next through the
 * steps with the step in the URL, Back, Close to where the person came from, the other topics, an
 * unknown topic; the release notes newest first with 'Read on' to a note; the header's What's new
 * link and its unread dot; axe and the keyboard on each page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let team: TTeamRow;
const consoleErrors: string[] = [];

async function openAs(user: TUserRow | null, path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  if (user) {
    const [, token] = (await signIn(server.db, user, account)).split('=');
    await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

async function userOf(type: TAccountTypeId, firstName: string): Promise<TUserRow> {
  return (await buildUser(server.db, { account, accountTypeId: type, firstName, lastName: 'Reed', teams: [team] }))
    .user;
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect.poll(() => page.getByRole('heading', { name, level }).count()).toBeGreaterThan(0);
const tabLabels = (page: Page) => page.getByRole('tab').allInnerTexts();
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).innerText();

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Lumen Labs', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Lumen Web' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the learning area', () => {
  it('gives an Account Admin the admin guides: Next through Beginner, Back, then Close to where they came from', async () => {
    const page = await openAs(await userOf(1, 'Ada'), '/');
    await heading(page, /Welcome back/, 1);
    await page.getByRole('link', { name: 'Learning center' }).click();
    await heading(page, 'Welcome to the learning center', 1);
    for (const topic of ['Beginner', 'Collaboration', 'Power User'])
      expect(await page.getByRole('heading', { name: topic, level: 2 }).count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'learning-welcome-admin');

    await page.getByRole('link', { name: 'Beginner' }).click();
    await heading(page, 'Beginner', 1);
    await expect
      .poll(() => tabLabels(page))
      .toEqual(['Overview', 'Setting Up Your Account', 'Connect a Platform', 'Create A Standup', 'Check-in']);
    await heading(page, 'Welcome to Rollcall', 2);
    await expectAxeClean(page);
    await screenshot(page, 'learning-beginner-admin-step1');

    // Next on steps one to four, each in the URL, with focus on the new step's title.
    const titles = ['Setting up your account', 'Connecting your platform', 'Creating a standup', 'Your first check-in'];
    for (const [index, title] of titles.entries()) {
      await page.getByRole('button', { name: 'Next' }).click();
      await heading(page, title, 2);
      await expect.poll(() => page.url()).toContain(`/onboarding/beginner/?step=${index + 2}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title);
      expect(await selectedTab(page)).toBe(
        ['Setting Up Your Account', 'Connect a Platform', 'Create A Standup', 'Check-in'][index],
      );
    }
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Next topic: Collaboration' }).count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'learning-beginner-admin-step5');

    await page.goBack();
    await heading(page, 'Creating a standup', 2);
    expect(await selectedTab(page)).toBe('Create A Standup');

    // An in-app link inside the content opens the page without a reload.
    await page.getByRole('main').getByRole('link', { name: 'Templates' }).first().click();
    await expect.poll(() => page.url()).toContain('/reports/presets/');
    await page.goBack();
    await heading(page, 'Creating a standup', 2);

    await page.getByRole('link', { name: 'Close', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await heading(page, /Welcome back/, 1);
  });

  it('gives a Team Member the member guides, every topic reachable and the keyboard enough', async () => {
    const page = await openAs(await userOf(3, 'Max'), '/onboarding/');
    await heading(page, 'Welcome to the learning center', 1);
    await screenshot(page, 'learning-welcome-member');

    // Keyboard only: Tab to the first card's link and open it with Enter.
    const beginner = page.getByRole('link', { name: 'Beginner' });
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await beginner.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await beginner.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await heading(page, 'Beginner', 1);
    await expect
      .poll(() => tabLabels(page))
      .toEqual(['Overview', 'Filling Out Your Standups', 'Timezones', 'Notification Settings', 'Profile Settings']);
    await heading(page, 'Welcome to Rollcall', 2);

    // A tab picks its step, in the URL.
    await page.getByRole('tab', { name: 'Timezones' }).click();
    await heading(page, 'Time zones', 2);
    await expect.poll(() => page.url()).toContain('/onboarding/beginner/?step=3');
    await expectAxeClean(page);
    await screenshot(page, 'learning-beginner-member-timezones');

    await page.getByRole('link', { name: 'Learning center home' }).click();
    await heading(page, 'Welcome to the learning center', 1);
    await page.getByRole('link', { name: 'Collaboration' }).click();
    await expect.poll(() => tabLabels(page)).toEqual(['Team Activity', 'Analytics']);
    await heading(page, 'Following your team', 2);

    await page.goto(`${server.url}/onboarding/power-user/?step=2`);
    await expect.poll(() => tabLabels(page)).toEqual(['Calendar Sync', 'Hashtags']);
    await heading(page, 'Hashtags', 2);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'learning-power-user-member');

    // Close without a page to go back to goes home.
    await page.getByRole('link', { name: 'Close', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('shows a step that names no step as step one, and an unknown topic as a clear not-found', async () => {
    const page = await openAs(null, '/onboarding/beginner/?step=9');
    await heading(page, 'Welcome to Rollcall', 2);
    await expect.poll(() => page.url()).toMatch(/\/onboarding\/beginner\/$/);
    expect(await selectedTab(page)).toBe('Overview');

    await page.goto(`${server.url}/onboarding/advanced/`);
    await heading(page, 'This topic does not exist', 1);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Back to the learning center' }).click();
    await heading(page, 'Welcome to the learning center', 1);
  });
});

describe('the release notes', () => {
  it('lists both categories newest first, opens a note with Read on, and clears the header’s dot', async () => {
    const page = await openAs(await userOf(2, 'Tia'), '/');
    const whatsNew = page.getByRole('link', { name: "What's new (new release notes)" });
    await expect.poll(() => whatsNew.count()).toBe(1);
    await screenshot(page, 'whats-new-header-dot');
    await whatsNew.click();

    await heading(page, "What's new", 1);
    await heading(page, 'Product Updates', 2);
    await heading(page, 'Internal Updates', 2);
    const times = await page
      .locator('main time')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));
    expect(times.length).toBeGreaterThanOrEqual(6);
    const product = await page
      .getByRole('region', { name: 'Product Updates' })
      .locator('time')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));
    expect(product).toEqual([...product].sort().reverse());
    // 'llll': "Mon, Nov 23, 2026 9:00 AM" in the browser's zone.
    const shown = await page.locator('main time').first().innerText();
    expect(shown).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 2026 \d{1,2}:\d{2} (AM|PM)$/);
    const images = page.locator('main img');
    expect(await images.count()).toBe(times.length);
    for (const alt of await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('alt'))))
      expect(alt).toBeTruthy();
    await expect
      .poll(() =>
        images.evaluateAll((elements) => elements.every((element) => (element as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Share feedback on these updates' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: "What's new", exact: true }).count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'whats-new-list');

    await page.getByRole('link', { name: 'Read on: Search every standup with Insights' }).click();
    await heading(page, 'Search every standup with Insights', 1);
    await expect.poll(() => page.url()).toContain('/whats-new/search-with-insights/');
    await expectAxeClean(page);
    await screenshot(page, 'whats-new-post');
    await page.getByRole('link', { name: 'All release notes' }).click();
    await heading(page, "What's new", 1);

    await page.goto(`${server.url}/whats-new/no-such-note/`);
    await heading(page, 'This release note does not exist', 1);
  });

  it('keeps the link in the phone menu, and is read by guests too', async () => {
    const phone = await openAs(await userOf(3, 'Pia'), '/', { width: 390, height: 844 });
    await phone.getByRole('button', { name: /menu/i }).first().click();
    await expect.poll(() => phone.getByRole('link', { name: /What's new/ }).count()).toBeGreaterThan(0);
    await screenshot(phone, 'whats-new-phone-menu');

    const guest = await openAs(null, '/whats-new/');
    await heading(guest, "What's new", 1);
    expect(await guest.getByRole('link', { name: /What's new/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
