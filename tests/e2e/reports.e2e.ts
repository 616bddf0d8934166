/**
 * Reports through the browser (issue 5): an admin picks the Daily Standup template, assigns the
 * team, groups the summary by question and publishes; then sends it now from the wizard. Every
 * member's prompt reaches the SMTP server; the reminders reach only the members who have not
 * answered; the summary arrives grouped by question. pg-boss's TestClock moves time.
 */
import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins } from '../../bot/db/schema/index.ts';
import type { TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { startFakeSmtp, type TFakeSmtp } from '../fakes/fake-smtp.ts';
import { advanceUntil } from '../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildTeamWithMembers } from '../report-factories.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let smtp: TFakeSmtp;
let clock: TestClock;
let browser: Browser;
let page: Page;
let members: TUserRow[];

const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const mailsTo = (subject: RegExp) =>
  smtp.received
    .filter((mail) => subject.test(mail.subject))
    .flatMap((mail) => mail.to)
    .sort();

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // Monday March 15, 2027, 09:00 in Toronto.
  clock = new TestClock('2027-03-15T13:00:00Z');
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.smtpUrl } });
  browser = await launchBrowser();
  const account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 3, { name: 'Harbor Support' });
  members = built.members;
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [built.team],
  });
  const [, token] = (await signIn(server.db, user, account, built.team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('reports in the browser', () => {
  it('starts from an empty reports list and the template picker', async () => {
    await page.goto(`${server.url}/reports/`);
    await visible('Automated workflows for your team.');
    await screenshot(page, 'reports-1-empty');
    await page.goto(`${server.url}/reports/presets/`);
    await visible('Build custom report');
    await screenshot(page, 'reports-2-presets');
  });

  it('configures and publishes a Daily Standup for the team', async () => {
    await page.getByRole('button', { name: 'Use template: Daily Standup' }).click();
    await visible('Configure a new report');
    await screenshot(page, 'reports-3-questions');
    await page.getByRole('button', { name: 'Continue' }).filter({ visible: true }).last().click();
    for (const member of members)
      await page.getByRole('button', { name: `Add ${member.firstName} ${member.lastName}` }).click();
    await screenshot(page, 'reports-4-members');
    await page.getByRole('button', { name: 'Continue' }).filter({ visible: true }).last().click();
    await visible(/This report will run every weekday at 10:00 AM in the America\/Toronto timezone/);
    await screenshot(page, 'reports-5-schedule');
    await page.getByRole('button', { name: 'Continue' }).filter({ visible: true }).last().click();
    await page.getByRole('radio', { name: /grouped by question/i }).check();
    await screenshot(page, 'reports-6-share');
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await visible('Nice one! Your first report is live.');
    await screenshot(page, 'reports-7-live');
  });

  it('lists the report and sends it now from the wizard', async () => {
    await page.goto(`${server.url}/reports/`);
    await visible('Every weekday at 10:00 AM (America/Toronto)');
    await visible('No stats available yet.');
    await screenshot(page, 'reports-8-list');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await visible('Update report configuration');
    await page
      .getByRole('button', { name: /schedule/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'Send now' }).click();
    await visible('The report was sent. Members are getting their check-ins now.');
    await advanceUntil(clock, async () => mailsTo(/check-in for/).length === 3, { what: 'three prompts' });
    expect(mailsTo(/check-in for/)).toEqual(members.map((member) => member.email).sort());
  });

  it('reminds only those who have not answered and sends the summary grouped by question', async () => {
    const [answered] = members;
    await server.db
      .update(checkins)
      .set({ status: 'submitted', answers: {}, submittedAt: new Date('2027-03-15T13:30:00Z') })
      .where(and(eq(checkins.userId, answered!.id), eq(checkins.status, 'sent')));
    const waiting = members
      .slice(1)
      .map((member) => member.email)
      .sort();
    await clock.setTime('2027-03-15T14:29:58Z');
    await advanceUntil(clock, async () => mailsTo(/^Reminder/).length === 2, { what: 'first reminders' });
    expect(mailsTo(/^Reminder/)).toEqual(waiting);
    await clock.setTime('2027-03-15T15:44:58Z');
    await advanceUntil(clock, async () => mailsTo(/^Last call/).length === 2, { what: 'final reminders' });
    expect(mailsTo(/^Last call/)).toEqual(waiting);
    await clock.setTime('2027-03-15T15:59:58Z');
    await advanceUntil(clock, async () => mailsTo(/summary for/).length === 3, { what: 'summaries' });
    const summary = smtp.received.find((mail) => /summary for/.test(mail.subject));
    const text = summary!.text;
    const first = text.indexOf('What did you do since the last standup?');
    const second = text.indexOf('What will you do today?');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
  });
});
