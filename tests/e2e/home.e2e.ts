/**
 * The home page in the browser (issue 17): the home of each role (Billing Owner, Account Admin,
 * Team Admin, Team Member) on a Daily Standup run today with a member not reached and a delivery
 * failure, the waiting page of a Team Member in no report, and the guest landing page.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins } from '../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../shared/roles.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../run-factories.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TODAY = '2026-11-17';
let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let team: TTeamRow;
let people: Record<'bo' | 'cy' | 'di', TUserRow>;
let seeded: TSeededReport;
const consoleErrors: string[] = [];

async function openAs(user: TUserRow | null, path = '/', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
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

async function userOf(type: TAccountTypeId, firstName: string, teams: TTeamRow[] = [team]): Promise<TUserRow> {
  return (await buildUser(server.db, { account, accountTypeId: type, firstName, lastName: 'Lee', teams })).user;
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect.poll(() => page.getByRole('heading', { name, level }).count()).toBeGreaterThan(0);
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

beforeAll(async () => {
  // Tuesday November 17, 2026, 12:00 in Toronto: two hours after that day's run went out.
  server = await startTestServer({ clock: new TestClock('2026-11-17T17:00:00Z') });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  const member = async (firstName: string, lastName: string) =>
    (await buildUser(server.db, { account, firstName, lastName, teams: [team] })).user;
  people = { bo: await member('Bo', 'Chen'), cy: await member('Cy', 'Diaz'), di: await member('Di', 'Evans') };
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [people.bo, people.cy, people.di],
    form: { name: 'Daily Standup' },
    runs: [
      {
        key: TODAY,
        entries: [
          { status: 'submitted', blocked: true },
          { status: 'sent', channels: ['msteams'] },
          { status: 'sent', channels: ['msteams', 'email'] },
        ],
      },
    ],
  });
  // Teams refused Cy's only channel (not reached) and Di's card (Di still got the email).
  for (const user of [people.cy, people.di])
    await server.db
      .update(checkins)
      .set({ msgStatusPlatform: 'msteams', msgStatusCode: 403 })
      .where(eq(checkins.id, seeded.checkins.get(TODAY)!.get(user.id)!.id));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the home page of each role', () => {
  it('shows an Account Admin today’s run and the members it did not reach', async () => {
    const page = await openAs(await userOf(1, 'Ada'));
    await heading(page, 'Welcome back, Ada', 1);
    await heading(page, "Today's runs", 2);
    await visible(page, '1 of 3 answered');
    await visible(page, '1 blocker');
    await visible(page, /Opened Nov 17, 2026, 10:00 AM \(America\/Toronto\)/);
    await heading(page, 'Reports you manage: 1 needs you', 2);
    await visible(page, '1 member not reached on Nov 17, 2026');
    await visible(page, '1 delivery failure on Nov 17, 2026');
    await visible(page, /Failed to send through Microsoft Teams\. Code - 403/);
    expect(await page.getByRole('link', { name: 'Account Members' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await screenshot(page, 'home-account-admin');
    await page.getByRole('link', { name: 'Open dashboard' }).first().click();
    await expect.poll(() => page.url()).toContain(`/report/${seeded.report.slug}/date/${TODAY}/dashboard/`);
  });

  it('shows a Billing Owner the account pages among the shortcuts', async () => {
    const page = await openAs(await userOf(0, 'Bea', []));
    await heading(page, 'Welcome back, Bea', 1);
    await visible(page, '1 of 3 answered');
    await heading(page, 'Shortcuts', 2);
    expect(await page.getByRole('link', { name: 'Account Usage' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Create a report' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your check-ins' }).count()).toBe(0);
    await screenshot(page, 'home-billing-owner');
  });

  it('shows a Team Admin their team’s reports, and keyboard reaches the actions', async () => {
    const page = await openAs(await userOf(2, 'Tess'));
    await heading(page, 'Welcome back, Tess', 1);
    await visible(page, '1 member not reached on Nov 17, 2026');
    expect(await page.getByRole('main').getByRole('link', { name: 'Create a report' }).count()).toBe(1);
    const manage = page.getByRole('link', { name: 'Manage' });
    await manage.focus();
    expect(await manage.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'home-team-admin');
    const phone = await openAs(await userOf(2, 'Pat'), '/', { width: 390, height: 844 });
    await heading(phone, 'Welcome back, Pat', 1);
    await visible(phone, '1 member not reached on Nov 17, 2026');
    await screenshot(phone, 'home-team-admin-phone');
  });

  it('shows a Team Member their open check-in and their run, without the managers’ list', async () => {
    const page = await openAs(people.cy);
    await heading(page, 'Welcome back, Cy', 1);
    await heading(page, 'Your check-ins: 1 check-in waiting', 2);
    await visible(page, '1 of 3 answered');
    expect(await page.getByRole('heading', { name: /Reports you manage/ }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Reports' }).count()).toBe(0);
    await screenshot(page, 'home-team-member');
    await page.getByRole('link', { name: 'Check in to Daily Standup' }).click();
    const hash = seeded.checkins.get(TODAY)!.get(people.cy.id)!.hash;
    await expect.poll(() => page.url()).toContain(`/checkin/${hash}`);
  });

  it('shows a Team Member in no report the waiting page with who can add them', async () => {
    await userOf(2, 'Tom');
    const page = await openAs(await userOf(3, 'Newt'));
    await heading(page, 'Harbor Co is being setup...', 1);
    await visible(page, /no report asks you for check-ins yet/);
    await heading(page, 'Who can add you to a report', 2);
    await visible(page, 'Account Admin');
    await visible(page, 'Team Admin');
    expect(await page.getByRole('link', { name: 'My Settings' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'home-waiting');
  });
});

describe('the guest landing page', () => {
  it('says what Rollcall is, its platforms, and leads to Sign Up and Login', async () => {
    const page = await openAs(null);
    await heading(page, 'What is Rollcall?', 1);
    await heading(page, 'Platforms', 2);
    for (const platform of ['Microsoft Teams', 'Slack', 'Cisco Webex Teams', 'Email'])
      expect(await page.getByRole('heading', { name: platform, level: 3 }).count()).toBe(1);
    await screenshot(page, 'home-guest-landing');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect.poll(() => page.url()).toContain('/accounts/signup');
    expect(consoleErrors).toEqual([]);
  });
});
