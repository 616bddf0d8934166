/**
 * Dashboards and history in the browser (issue 7), on seeded runs of a Daily Standup: an admin and
 * a member open the grid, comment and react on one entry and see each other's words; the question,
 * member and hashtag views; previous runs and the other-reports menu; Remind; the history page with
 * its export and one member's participation; a private report seen by a member.
 */
import { readFile } from 'node:fs/promises';
import { TestClock } from 'pg-boss';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserRow } from '../../bot/domain/accounts/viewer.ts';
import type { TReportRow } from '../../bot/domain/reports/report-settings.ts';
import { DASHBOARD_MESSAGES } from '../../shared/dashboard.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildReportWithRuns } from '../run-factories.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let admin: Page;
let member: Page;
let standup: TReportRow;
let privateReport: TReportRow;
let teamSlug: string;
let people: Record<'ola' | 'bo' | 'cy' | 'di' | 'ed', TUserRow>;

const visibleOn = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const card = (page: Page, name: string) => page.getByRole('article', { name });
const grid = (report: TReportRow, key: string) =>
  `${server.url}/dashboard/${teamSlug}/report/${report.slug}/date/${key}/dashboard/`;

async function pageFor(user: TUserRow, account: Parameters<typeof signIn>[2]): Promise<Page> {
  const [, token] = (await signIn(server.db, user, account)).split('=');
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  return context.newPage();
}

beforeAll(async () => {
  // Wednesday March 17, 2027, 14:00 in Toronto.
  server = await startTestServer({ clock: new TestClock('2027-03-17T18:00:00Z') });
  browser = await launchBrowser();
  const account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  teamSlug = team.slug;
  const person = async (firstName: string, lastName: string, accountTypeId: 1 | 3) =>
    (await buildUser(server.db, { account, accountTypeId, firstName, lastName, teams: [team] })).user;
  people = {
    ola: await person('Ola', 'Admin', 1),
    bo: await person('Bo', 'Chen', 3),
    cy: await person('Cy', 'Diaz', 3),
    di: await person('Di', 'Evans', 3),
    ed: await person('Ed', 'Fox', 3),
  };
  const members = [people.bo, people.cy, people.di, people.ed];
  ({ report: standup } = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: people.ola,
    members,
    form: { name: 'Daily Standup', goal_tracking_enabled: true },
    runs: [
      { key: '2027-03-15', entries: ['submitted', 'submitted', 'submitted', 'submitted'], summarySent: true },
      {
        key: '2027-03-16',
        entries: [
          { status: 'submitted', goalCompleted: true },
          { status: 'submitted', blocked: true },
          'vacation',
          'sent',
        ],
        summarySent: true,
      },
      {
        key: '2027-03-17',
        entries: [
          {
            status: 'submitted',
            goalCompleted: true,
            answers: ['Shipped the **login** fix', 'Prepare the #release notes', 'Nothing'],
          },
          { status: 'submitted', blocked: true, answers: ['Triaged tickets', 'More triage', 'Waiting on IT'] },
          'vacation',
          'sent',
        ],
      },
    ],
  }));
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: people.ola,
    members,
    form: { name: 'Weekly Update' },
    runs: [],
  });
  ({ report: privateReport } = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: people.ola,
    members: [people.bo, people.cy],
    form: { name: 'One on One', private_reports_enabled: true },
    runs: [
      {
        key: '2027-03-16',
        entries: [
          { status: 'submitted', answers: ['Bo private words', 'fine', 'none'] },
          { status: 'submitted', answers: ['Cy private words', 'fine', 'none'] },
        ],
      },
    ],
  }));
  admin = await pageFor(people.ola, account);
  member = await pageFor(people.bo, account);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the grid dashboard', () => {
  it('opens the latest run from /dashboard/ with every entry state', async () => {
    await admin.goto(`${server.url}/dashboard/`);
    await expect.poll(() => admin.url()).toContain(`/report/${standup.slug}/date/latest/dashboard`);
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Daily Standup' }).count()).toBe(1);
    await visibleOn(admin, 'Wednesday, March 17, 2027');
    await visibleOn(admin, /America\/Toronto/);
    const bo = card(admin, 'Bo Chen');
    await expect.poll(() => bo.getByText('Shipped the').count()).toBeGreaterThan(0);
    await expect.poll(() => bo.locator('strong', { hasText: 'login' }).count()).toBe(1);
    await expect.poll(() => bo.getByRole('img', { name: 'Goal completed' }).count()).toBe(1);
    await expect.poll(() => card(admin, 'Cy Diaz').getByRole('img', { name: 'Blocked' }).count()).toBe(1);
    await expect.poll(() => card(admin, 'Di Evans').getByText('vacation', { exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        card(admin, 'Ed Fox')
          .getByText(/Sent .* through Email/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => card(admin, 'Ed Fox').getByRole('link', { name: 'Remind Ed Fox' }).count()).toBe(1);
    // The summary: 2 of 3 linked members answered (Di is on vacation).
    const summary = admin.getByRole('complementary', { name: 'Summary of this report' });
    await expect.poll(() => summary.getByText('67%').count()).toBeGreaterThan(0);
    await screenshot(admin, 'dashboard-1-grid');
  });

  it('lets an admin and a member comment on one entry and see each other’s words', async () => {
    const bo = card(admin, 'Bo Chen');
    await bo.getByRole('button', { name: 'Comments (0)' }).click();
    const box = bo.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Great work on the login fix');
    await box.press('Enter');
    await expect.poll(() => bo.getByText('Great work on the login fix').count()).toBe(1);
    await expect.poll(() => bo.getByRole('button', { name: 'Comments (1)' }).count()).toBe(1);

    await member.goto(grid(standup, '2027-03-17'));
    const own = card(member, 'Bo Chen');
    await own.getByRole('button', { name: 'Comments (1)' }).click();
    await expect.poll(() => own.getByText('Great work on the login fix').count()).toBe(1);
    // Bo may not delete Ola's comment.
    await expect.poll(() => own.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const reply = own.getByRole('textbox', { name: 'Add a comment' });
    await reply.click();
    await reply.pressSequentially('Thanks!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Release notes next.');
    await reply.press('Enter');
    await expect.poll(() => own.getByText('Release notes next.').count()).toBe(1);
    await expect.poll(() => own.getByRole('button', { name: 'Comments (2)' }).count()).toBe(1);
    await screenshot(member, 'dashboard-2-comments');
  });

  it('lets both react and shows who reacted', async () => {
    const own = card(member, 'Bo Chen');
    await own.getByRole('button', { name: 'Add reaction' }).click();
    await member.getByRole('button', { name: 'party popper', exact: true }).click();
    await expect.poll(() => own.getByRole('button', { name: /party popper: Bo Chen/ }).count()).toBe(1);

    await admin.reload();
    const bo = card(admin, 'Bo Chen');
    const chip = bo.getByRole('button', { name: /party popper: Bo Chen/ });
    await expect.poll(() => chip.count()).toBe(1);
    await chip.click();
    await expect
      .poll(() => bo.getByRole('button', { name: /party popper: .*Ola Admin.*|party popper: .*and.*/ }).count())
      .toBe(1);
    await expect.poll(() => bo.locator('[aria-pressed="true"]').count()).toBe(1);
    await screenshot(admin, 'dashboard-3-reactions');
  });

  it('lets the author delete their comment after confirming', async () => {
    const bo = card(admin, 'Bo Chen');
    await bo.getByRole('button', { name: 'Comments (2)' }).click();
    await expect.poll(() => bo.getByText('Release notes next.').count()).toBe(1);
    await bo.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this comment?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => bo.getByText('Great work on the login fix').count()).toBe(0);
    await expect.poll(() => bo.getByText('Release notes next.').count()).toBe(1);
  });

  it('reminds a member who has not answered', async () => {
    await card(admin, 'Ed Fox').getByRole('link', { name: 'Remind Ed Fox' }).click();
    await visibleOn(admin, /Reminder sent to Ed/);
    await expect.poll(() => admin.url()).toContain(`/report/${standup.slug}/date/2027-03-17/dashboard`);
  });

  it('moves to the previous run and back, and to the other reports', async () => {
    await admin.getByRole('link', { name: 'Previous report' }).click();
    await visibleOn(admin, 'Tuesday, March 16, 2027');
    await admin.getByRole('link', { name: 'Next report' }).click();
    await visibleOn(admin, 'Wednesday, March 17, 2027');
    await admin.getByRole('button', { name: 'Other reports' }).click();
    await admin.getByRole('menuitem', { name: 'Weekly Update' }).click();
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Weekly Update' }).count()).toBe(1);
    await visibleOn(admin, DASHBOARD_MESSAGES.waitingTitle);
    await visibleOn(admin, DASHBOARD_MESSAGES.waitingText);
    await screenshot(admin, 'dashboard-4-empty');
  });
});

describe('the other views', () => {
  it('groups the answers by question', async () => {
    await admin.goto(grid(standup, '2027-03-17'));
    await admin.getByRole('link', { name: 'By question' }).click();
    await expect.poll(() => admin.getByRole('heading', { level: 2, name: 'What will you do today?' }).count()).toBe(1);
    await visibleOn(admin, 'Waiting on IT');
    await screenshot(admin, 'dashboard-5-by-question');
  });

  it('shows one member’s entries across runs', async () => {
    await admin.goto(grid(standup, '2027-03-17'));
    await card(admin, 'Bo Chen').getByRole('link', { name: 'Bo Chen' }).first().click();
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Bo Chen' }).count()).toBe(1);
    await expect.poll(() => admin.getByRole('article').count()).toBe(3);
    await screenshot(admin, 'dashboard-6-member');
  });

  it('lists the entries tagged with a hashtag', async () => {
    await admin.goto(grid(standup, '2027-03-17'));
    await card(admin, 'Bo Chen').getByRole('link', { name: '#release' }).click();
    await expect
      .poll(() => admin.getByRole('heading', { level: 1, name: 'Report entries tagged with release' }).count())
      .toBe(1);
    await expect.poll(() => admin.getByRole('article').count()).toBe(1);
    // Only the tagged answer, under its question as asked.
    await visibleOn(admin, 'What will you do today?');
    await expect.poll(() => admin.getByText('Shipped the').count()).toBe(0);
    await screenshot(admin, 'dashboard-7-hashtag');
  });

  it('shows a member only their own answers of a private report', async () => {
    await member.goto(grid(privateReport, '2027-03-16'));
    await visibleOn(member, 'Bo private words');
    await visibleOn(member, DASHBOARD_MESSAGES.privateAnswers);
    await expect.poll(() => member.getByText('Cy private words').count()).toBe(0);
    await screenshot(member, 'dashboard-8-private');
  });
});

describe('history', () => {
  it('charts and tables the runs, and exports them', async () => {
    await admin.goto(`${server.url}/report/history/${standup.slug}/`);
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Daily Standup' }).count()).toBe(1);
    const table = admin.getByRole('table', { name: 'Runs in the last 30 days' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await expect.poll(() => table.getByText('100% (4/4)').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText('67% (2/3)').count()).toBeGreaterThan(0);
    await expect.poll(() => admin.getByRole('img', { name: /Area chart of participation/ }).count()).toBe(1);
    await screenshot(admin, 'history-1-report');

    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Download last 30 days as CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Member,Email,Status,Goal completed,Blocked,What did you do yesterday?,What will you do today?,Anything blocking you?',
    );
    expect(lines).toHaveLength(1 + 12);
    expect(lines).toContain(
      `2027-03-17,Bo Chen,${people.bo.email},Completed,Yes,No,Shipped the **login** fix,Prepare the #release notes,Nothing`,
    );
  });

  it('shows one member’s participation', async () => {
    await admin.getByRole('complementary', { name: 'Report summary' }).getByRole('link', { name: 'Cy Diaz' }).click();
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Cy Diaz' }).count()).toBe(1);
    await visibleOn(admin, 'Checked in 3 of 3');
    await expect.poll(() => admin.getByRole('img', { name: /Stacked bar chart/ }).count()).toBe(1);
    await screenshot(admin, 'history-2-member');
  });
});
