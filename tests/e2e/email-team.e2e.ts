/**
 * Email teams through the browser (issue 4): an admin creates an email team, invites three people
 * (one with an invalid email: that row keeps its error, the others are added and emailed) and
 * changes a member's time zone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { lastEmail } from '../helpers/sent-emails.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let account: TAccountRow;

const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co' });
  const { user } = await buildUser(server.db, { account, accountTypeId: 1, firstName: 'Ola', lastName: 'Admin' });
  const [, token] = (await signIn(server.db, user, account)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an email team in the browser', () => {
  it('goes from setup to a connected email team', async () => {
    await page.goto(`${server.url}/setup/`);
    await visible('Connect your team');
    await screenshot(page, 'team-1-setup');
    await page.goto(`${server.url}/platform/email/`);
    await page.getByRole('button', { name: 'Connect Email' }).click();
    await visible('Team name is required');
    await page.getByLabel(/team name/i).fill('Harbor Support');
    await page.getByRole('button', { name: 'Connect Email' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/team/settings/members/action/add/');
    await visible('Harbor Support is connected to email. Invite its members.');
  });

  it('invites three people; the invalid row keeps its error, the others are added and emailed', async () => {
    await page.getByRole('button', { name: 'Add more' }).click();
    const names = page.getByLabel(/^Name/);
    const emails = page.getByLabel(/^Email/);
    await expect.poll(() => names.count()).toBe(3);
    await names.nth(0).fill('Ana Diaz');
    await emails.nth(0).fill('ana@harbor.test');
    await names.nth(1).fill('Bad Row');
    await emails.nth(1).fill('not-an-email');
    await names.nth(2).fill('Cy Lo');
    await emails.nth(2).fill('cy@harbor.test');
    await page.getByRole('button', { name: 'Invite' }).click();
    await visible('2 members were added and emailed.');
    await visible('not-an-email is not a valid email');
    await expect.poll(() => page.getByLabel(/^Email/).count()).toBe(1);
    await screenshot(page, 'team-2-invited');
    expect(await lastEmail(server.db, 'ana@harbor.test', 'team-member-added')).toBeDefined();
    expect(await lastEmail(server.db, 'cy@harbor.test', 'team-member-added')).toBeDefined();
  });

  it("changes a member's time zone", async () => {
    await page.goto(`${server.url}/team/settings/general/`);
    await visible('Ana Diaz');
    const zone = page.getByRole('combobox', { name: 'Time zone of Ana Diaz' });
    await zone.click();
    await zone.fill('Tokyo');
    await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
    await visible('Timezone for Ana Diaz changed to Asia/Tokyo.');
    await expect.poll(() => zone.inputValue()).toBe('Asia/Tokyo');
    await screenshot(page, 'team-3-settings');
    const general = await page.evaluate(async () => (await fetch('/api/v1/team/settings/general')).json());
    const ana = general.members.find((member: { email: string }) => member.email === 'ana@harbor.test');
    expect(ana.timezone).toBe('Asia/Tokyo');
  });

  it('adds and deletes a hashtag', async () => {
    await page.goto(`${server.url}/team/settings/hashtags/`);
    await visible('no spaces, no # symbol needed');
    await page.getByLabel(/^Hashtag/).fill('two words');
    await page.getByRole('button', { name: 'Add hashtag' }).click();
    await visible(/no spaces, no # symbol needed\./);
    await page.getByLabel(/^Hashtag/).fill('launch');
    await page.getByRole('button', { name: 'Add hashtag' }).click();
    await visible('#launch added.');
    await screenshot(page, 'team-4-hashtags');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this hashtag?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete #launch' }).click();
    await visible('#launch deleted.');
    await visible('No hashtags yet');
  });

  it('toggles team vacation days, saving each click', async () => {
    await page.goto(`${server.url}/team/settings/vacations/`);
    const days = page.locator('button[aria-pressed]');
    await expect.poll(() => days.count()).toBeGreaterThan(27);
    await days.nth(10).click();
    await visible('Saved!');
    await days.nth(11).click();
    await expect.poll(() => page.locator('button[aria-pressed="true"]').count()).toBe(2);
    await screenshot(page, 'team-5-vacations');
    await days.nth(10).click();
    await expect
      .poll(
        async () =>
          (await page.evaluate(async () => (await fetch('/api/v1/team/vacations')).json())).selected_vacations.length,
      )
      .toBe(1);
  });

  it('shares the team with a manager, who then sees the note', async () => {
    const { user: manager } = await buildUser(server.db, {
      account,
      accountTypeId: 2,
      firstName: 'Max',
      lastName: 'Manager',
    });
    await page.goto(`${server.url}/team/settings/security/`);
    await page.getByLabel(/share with/i).fill(manager.email);
    await page.getByRole('button', { name: 'Share' }).click();
    await visible('Max Manager can now open this team.');
    await visible(manager.email);
    await screenshot(page, 'team-6-security');

    const [, token] = (await signIn(server.db, manager, account)).split('=');
    const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await managerContext.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
    const managerPage = await managerContext.newPage();
    await managerPage.goto(`${server.url}/team/settings/security/`);
    await expect
      .poll(() =>
        managerPage
          .getByText('This team has been shared with you by Ola Admin (Admin)')
          .filter({ visible: true })
          .count(),
      )
      .toBeGreaterThan(0);
    await screenshot(managerPage, 'team-7-shared-manager');
    await managerContext.close();
  });

  it('lets the admin pick a personal time zone; an email-only member gets only email notifications', async () => {
    await page.goto(`${server.url}/my/settings/general/`);
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Email notification only' }).isChecked()).toBe(true);
    const zone = page.getByRole('combobox', { name: /time zone/i });
    await zone.click();
    await zone.fill('Lisbon');
    await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
    await expect.poll(() => zone.inputValue()).toBe('Europe/Lisbon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible('Your settings were saved.');
    await screenshot(page, 'team-8-my-general');
    const settings = await page.evaluate(async () => (await fetch('/api/v1/my/settings/general')).json());
    expect(settings.timezone).toBe('Europe/Lisbon');
  });
});
