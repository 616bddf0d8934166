/**
 * The team activity page in the browser (issue 23 §4, spec part 3 §2.11): on a week of seeded
 * check-ins and tool events, an admin opens the header's link (?date=This+Week), reads sentences
 * under the days of their zone, filters by platform and check-in state (the filters land in the
 * URL), pages with Next/Previous, meets both empty texts, does it again by keyboard alone; hostile
 * tool text stays text; axe on every state; a plan without the feed shows the lock.
 */
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { ACTIVITY_MESSAGES } from '../../shared/activity.ts';
import { zonedTimeToUtc } from '../../shared/zoned-time.ts';
import { buildActivity } from '../activity-factories.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildReportWithRuns } from '../run-factories.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let admin: TUserRow;
let quietAdmin: TUserRow;
let lockedAccount: TAccountRow;
let lockedAdmin: TUserRow;

/** Wednesday March 17, 2027, 14:00 in Toronto. */
const NOW = '2027-03-17T18:00:00Z';
const HOSTILE = '<img src=x onerror="window.__pwned=1">Login';
const toronto = (key: string, hour: number, minute = 0) => zonedTimeToUtc(key, hour, minute, 'America/Toronto');

const feedUrl = (query = 'date=This+Week') => `${server.url}/team/activity/?${query}`;
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const feedText = (page: Page) => page.getByRole('region', { name: 'Activity', exact: true }).textContent();
const items = (page: Page) => page.getByRole('region', { name: 'Activity', exact: true }).getByRole('listitem');

async function pageFor(user: TUserRow, of: TAccountRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, of)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

/** Opens a filter's dropdown and picks an option by its text. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(NOW) });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co', planKey: 'business', subscriptionStatus: 'active' });
  const team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  const person = async (firstName: string, lastName: string) =>
    (await buildUser(server.db, { account, accountTypeId: 3, firstName, lastName, teams: [team] })).user;
  ({ user: admin } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
  }));
  const ana = await person('Ana', 'Lima');
  const bo = await person('Bo', 'Berg');
  const standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: admin,
    members: [ana, bo],
    form: { goal_tracking_enabled: true },
    runs: [
      { key: '2027-03-15', entries: [{ status: 'submitted', goalCompleted: true }, 'vacation'] },
      { key: '2027-03-16', entries: [{ status: 'submitted' }, { status: 'submitted', blocked: true }] },
    ],
  });
  await buildActivity(server.db, { team, user: ana, verb: 'pushed', at: toronto('2027-03-17', 9, 15) });
  await buildActivity(server.db, {
    team,
    user: bo,
    verb: 'jira-moved',
    source: 'atlassian-jira',
    at: toronto('2027-03-17', 10),
    data: { title: `PROJ-12 ${HOSTILE}`, from: 'To Do', to: 'In Progress', url: 'javascript:alert(1)' },
  });
  await buildActivity(server.db, {
    team,
    user: bo,
    verb: 'platform-error',
    source: 'rollcall',
    at: toronto('2027-03-16', 10, 1),
    data: {
      reason: 'The member blocked the bot',
      error_code: 'ConversationBlockedByUser',
      service: 'msteams',
      error_type: 'single-message',
    },
  });
  await buildActivity(server.db, {
    team,
    user: admin,
    verb: 'updated-report-settings',
    source: 'rollcall',
    at: toronto('2027-03-15', 8),
    data: { report_id: standup.report.id, report_name: 'Daily Standup', changes: ['Schedule', 'Questions'] },
  });
  // A busy Zapier on Monday: enough for a second page.
  for (let index = 0; index < 24; index++) {
    await buildActivity(server.db, {
      team,
      user: null,
      actorLabel: 'Zap bot',
      verb: 'zapier-event',
      source: 'zapier',
      at: toronto('2027-03-15', 12, index),
      data: { title: `Lead ${index + 1} added to the CRM` },
    });
  }
  const quietTeam = await buildTeam(server.db, account, { name: 'Quiet Team' });
  ({ user: quietAdmin } = await buildUser(server.db, { account, accountTypeId: 2, teams: [quietTeam] }));
  lockedAccount = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
  const lockedTeam = await buildTeam(server.db, lockedAccount, { name: 'Basic Team' });
  ({ user: lockedAdmin } = await buildUser(server.db, {
    account: lockedAccount,
    accountTypeId: 1,
    teams: [lockedTeam],
  }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the team activity page', () => {
  it('shows this week under the viewer’s days, newest first, with coloured check-ins and pages', async () => {
    const page = await pageFor(admin, account);
    await page.goto(feedUrl());
    await visible(page, 'Ana Lima');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Team activity');
    await visible(page, 'days and times in your time zone (America/Toronto)');
    await visible(page, 'pushed 3 commits to acme/api (main)');
    await visible(page, 'Wednesday, March 17, 2027');
    await visible(page, 'Tuesday, March 16, 2027');
    await visible(
      page,
      'Platform error: The member blocked the bot (Microsoft Teams, error ConversationBlockedByUser)',
    );
    await visible(page, 'Get help with this error');
    await visible(page, 'Blocked');
    await visible(page, 'Page 1 of 2');
    // Hostile tool text is shown as text, and a javascript: link is not offered.
    await visible(page, `moved PROJ-12 "${HOSTILE}" from To Do to In Progress`);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await items(page).count()).toBe(25);
    await expectAxeClean(page);
    await screenshot(page, 'activity-this-week');

    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Page 2 of 2');
    expect(page.url()).toContain('page=2');
    await visible(page, 'Monday, March 15, 2027');
    await visible(page, 'updated the report settings of Daily Standup (Schedule, Questions)');
    await visible(page, 'was on vacation (Daily Standup)');
    await screenshot(page, 'activity-page-2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await visible(page, 'Page 1 of 2');
    await page.context().close();
  });

  it('filters by platform and check-in state, keeps them in the URL, and tells filtered from empty', async () => {
    const page = await pageFor(admin, account);
    await page.goto(feedUrl());
    await visible(page, 'Page 1 of 2');
    await pick(page, 'Platform', 'JIRA');
    await expect.poll(() => page.url()).toContain('platform=atlassian-jira');
    await expect.poll(() => items(page).count()).toBe(1);
    await visible(page, /moved PROJ-12/);

    await pick(page, 'Platform', 'All platforms');
    await pick(page, 'Check-in', 'Has blockers');
    await expect.poll(() => page.url()).toContain('check_in=blocked');
    await expect.poll(() => feedText(page)).toContain('Bo Berg checked in to Daily Standup');
    await expect.poll(() => items(page).count()).toBe(1);
    await screenshot(page, 'activity-filtered-blocked');

    await pick(page, 'Date', 'Last Month');
    await visible(page, ACTIVITY_MESSAGES.emptyFiltered);
    await expectAxeClean(page);
    await screenshot(page, 'activity-empty-filtered');
    // A reload shows the same filters.
    await page.reload();
    await visible(page, ACTIVITY_MESSAGES.emptyFiltered);
    await expect.poll(() => page.getByRole('combobox', { name: 'Check-in' }).textContent()).toContain('Has blockers');
    await page.getByRole('button', { name: 'Reset' }).click();
    await visible(page, 'Page 1 of 2');
    await page.context().close();
  });

  it('works by keyboard alone', async () => {
    const page = await pageFor(admin, account);
    await page.goto(feedUrl());
    await visible(page, 'Page 1 of 2');
    await page.getByRole('combobox', { name: 'Member' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('option', { name: 'Ana Lima' }).count()).toBe(1);
    // Options: All members, Ana Lima, Bo Berg, Ola Admin.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('team_member=');
    await expect.poll(() => page.getByRole('combobox', { name: 'Member' }).textContent()).toBe('Ana Lima');
    await expect.poll(() => feedText(page)).toContain('Ana Lima pushed 3 commits to acme/api (main)');
    expect(await feedText(page)).not.toContain('Bo Berg');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent),
      )
      .toBeTruthy();
    await page.context().close();
  });

  it('a team without activity waits for it', async () => {
    const page = await pageFor(quietAdmin, account);
    await page.goto(feedUrl());
    await visible(page, ACTIVITY_MESSAGES.emptyTeam);
    await expectAxeClean(page);
    await screenshot(page, 'activity-empty-team');
    await page.context().close();
  });

  it('a plan without the feed shows the lock and where to see plans', async () => {
    const page = await pageFor(lockedAdmin, lockedAccount);
    await page.goto(feedUrl());
    await visible(page, 'This feature is not in your current plan');
    await visible(page, ACTIVITY_MESSAGES.locked);
    await expectAxeClean(page);
    await screenshot(page, 'activity-locked');
    await page.context().close();
  });
});
