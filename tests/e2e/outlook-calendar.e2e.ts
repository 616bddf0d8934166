/**
 * The Outlook calendar connection in the browser (spec part 2 §2.4, issue 19): from My vacations,
 * 'Sync with Outlook' goes through the fake Microsoft consent to the calendar choice page; picking
 * a calendar and 'Sync Calendar' fills the out-of-office days, shown outlined on the vacation
 * calendar, where a click posts only the days picked by hand; disconnecting asks first. Pages are checked with axe; screenshots go to test-results/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userVacations } from '../../bot/db/schema/index.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { startMicrosoftIdentityFake, type TMicrosoftIdentityFake } from '../fakes/microsoft-identity/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { microsoftEnv } from '../integration/microsoft/graph-consent-fixtures.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TENANT = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;
let browser: Browser;
let page: Page;

/** YYYY-MM-DD of today plus `days` (UTC): the member's zone is UTC here. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  microsoft = await startMicrosoftIdentityFake();
  microsoft.addTenant({ id: TENANT });
  server = await startTestServer({ env: microsoftEnv(microsoft) });
  const account = await buildAccount(server.db);
  const { user } = await buildUser(server.db, {
    account,
    email: 'noor@contoso.example',
    firstName: 'Noor',
    timeZone: 'UTC',
  });
  const outlook = microsoft.addUser({
    tenantId: TENANT,
    email: user.email,
    givenName: 'Noor',
    surname: 'Haddad',
    calendars: [{ name: 'Team leave' }],
  });
  outlook.events.push({
    id: 'leave',
    calendarId: outlook.calendars[1]!.id,
    subject: 'Leave',
    start: dayFromNow(2),
    end: dayFromNow(5),
    isAllDay: true,
    showAs: 'oof',
  });
  const [name, value] = (await signIn(server.db, user, account)).split('=');
  browser = await launchBrowser();
  // bypassCSP: axe is injected as a script tag.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await microsoft?.close();
});

const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

describe('Outlook calendar in the browser', () => {
  it('connects from My vacations, picks a calendar and syncs', async () => {
    await page.goto(`${server.url}/my/settings/vacations/`);
    await page.getByRole('link', { name: 'Sync with Outlook' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my/settings/vacations/calendars/');
    await visible('Outlook is connected. Pick the calendar to sync.');
    await visible('noor@contoso.example');
    await page.getByRole('radio', { name: 'Team leave' }).check();
    await page.getByRole('button', { name: 'Sync Calendar' }).click();
    await visible('Your Outlook calendar was synced: 3 out-of-office days in the next 60 days.');
    await expect.poll(() => page.getByText('Out-of-office days ahead').count()).toBe(1);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'outlook-1-calendars');
  });

  it('outlines the Outlook days on My vacations', async () => {
    await page.goto(`${server.url}/my/settings/vacations/`);
    await visible(/3 days come from your Outlook calendar/);
    const away = page.getByRole('button', { name: /away in Outlook/ });
    await expect.poll(() => away.count()).toBeGreaterThan(0);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'outlook-2-vacations');
    // Picking a day posts the picked days only: the Outlook days stay Outlook's.
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/v1/account/settings/'));
    await page.getByRole('button', { name: /\(today\)/ }).click();
    expect((await posted).postDataJSON()).toEqual({ type: 'set_vacations', selected_vacations: [dayFromNow(0)] });
    await visible('Saved!');
    const rows = await server.db.select({ day: userVacations.day, source: userVacations.source }).from(userVacations);
    expect(rows.map((row) => `${row.day} ${row.source}`).sort()).toEqual([
      `${dayFromNow(0)} manual`,
      `${dayFromNow(2)} outlook`,
      `${dayFromNow(3)} outlook`,
      `${dayFromNow(4)} outlook`,
    ]);
  });

  it('disconnects from Outlook activity after a confirmation', async () => {
    await page.goto(`${server.url}/my/settings/outlook-activity/`);
    await page.getByRole('button', { name: 'Disconnect Outlook' }).click();
    await visible('Disconnect Outlook?');
    await screenshot(page, 'outlook-3-disconnect-dialog');
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await visible('Outlook is disconnected. The days it added to your vacations were removed.');
    await visible('Outlook is not connected.');
    // The dialog hides the page from assistive technology until it has finished closing.
    await expect.poll(() => page.locator('#root[aria-hidden="true"]').count()).toBe(0);
    await screenshot(page, 'outlook-4-disconnected');
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
  });
});
