/**
 * The check-in in the browser (issue 6): a member opens the link from their prompt email (no
 * sign-in), types answers and sees the autosave, moves between questions, ticks goal and blocked,
 * completes the check-in, sees the confirmation, reopens it and updates an answer. The database
 * holds exactly what was typed.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, reportRuns } from '../../bot/db/schema/index.ts';
import type { TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { CHECKIN_MESSAGES } from '../../shared/checkins.ts';
import { buildAccount } from '../factories.ts';
import { startFakeSmtp, type TFakeSmtp } from '../fakes/fake-smtp.ts';
import { signedInClient } from '../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { buildTeamWithMembers, reportForm } from '../report-factories.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let smtp: TFakeSmtp;
let browser: Browser;
let page: Page;
let member: TUserRow;
let checkinLink: string;

const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const storedAnswers = async () => {
  const [row] = await server.db.select().from(checkins).where(eq(checkins.userId, member.id));
  const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, row!.runId));
  return { row: row!, answers: run!.questions.map((question) => row!.answers[question.key] ?? '') };
};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.smtpUrl } });
  browser = await launchBrowser();
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 2, { name: 'Harbor Support' });
  member = built.members[0]!;
  const { client } = await signedInClient(server, account, 1, { teams: [built.team] });
  const created = await client.post(
    '/api/v1/report/create_new/',
    reportForm(built.members, { goal_tracking_enabled: true }),
  );
  await client.get(`/report/trigger/${created.json().report_id}/`, { 'sec-fetch-site': 'same-origin' });
  const prompt = await waitFor(
    () => smtp.received.find((mail) => mail.to.includes(member.email)),
    (mail) => mail !== undefined,
    { what: 'the prompt email' },
  );
  checkinLink = /https?:\/\/\S+\/checkin\/[A-Za-z0-9_-]{32}/.exec(prompt!.text)![0];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('the check-in page', () => {
  it('opens from the emailed link without signing in', async () => {
    await page.goto(checkinLink);
    await visible('Daily Standup');
    await visible('Harbor Support');
    await visible('What did you do yesterday?');
    await expect.poll(() => page.getByRole('button', { name: 'Complete check-in' }).count()).toBe(0);
    await screenshot(page, 'checkin-1-opened');
  });

  it('autosaves what is typed and moves between questions', async () => {
    const editor = page.getByRole('textbox').first();
    await editor.click();
    await editor.pressSequentially('Fixed the **login** bug', { delay: 5 });
    await visible('Saved!');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect.poll(() => page.locator('strong', { hasText: 'login' }).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByRole('checkbox', { name: 'I completed my goal' }).check();
    await visible(CHECKIN_MESSAGES.updated);
    await screenshot(page, 'checkin-2-first-answer');
    await page.getByRole('button', { name: 'Next question' }).click();
    await visible('What will you do today?');
    await page.getByRole('textbox').first().fill('Write the release notes');
    await page.getByRole('button', { name: 'Next question' }).click();
    await visible('Anything blocking you?');
    await page.getByRole('textbox').first().fill('Waiting on design');
    await page.getByRole('checkbox', { name: 'I am blocked' }).check();
    await expect
      .poll(async () => (await storedAnswers()).answers)
      .toEqual(['Fixed the **login** bug', 'Write the release notes', 'Waiting on design']);
    const { row } = await storedAnswers();
    expect(row.status).toBe('draft');
    await expect.poll(async () => (await storedAnswers()).row.blocked).toBe(true);
    expect((await storedAnswers()).row.goalCompleted).toBe(true);
  });

  it('completes the check-in and shows the confirmation', async () => {
    await page.getByRole('button', { name: 'Complete check-in' }).click();
    await visible(CHECKIN_MESSAGES.submittedTitle);
    await visible(CHECKIN_MESSAGES.submittedText);
    await screenshot(page, 'checkin-3-confirmation');
    expect((await storedAnswers()).row.status).toBe('submitted');
    await waitFor(
      () => smtp.received.filter((mail) => mail.to.includes(member.email) && /check-in is in/.test(mail.subject)),
      (mails) => mails.length === 1,
      { what: 'the confirmation email' },
    );
  });

  it('reopens the submitted check-in and updates an answer', async () => {
    await page.goto(checkinLink);
    await visible('What did you do yesterday?');
    await expect.poll(() => page.getByRole('button', { name: 'Update check-in' }).count()).toBe(1);
    await page.getByRole('textbox').first().fill('Fixed the login bug and the signup bug');
    await page.getByRole('button', { name: 'Update check-in' }).click();
    await visible(CHECKIN_MESSAGES.submittedTitle);
    await expect.poll(async () => (await storedAnswers()).answers[0]).toBe('Fixed the login bug and the signup bug');
    await screenshot(page, 'checkin-4-updated');
  });

  it('says so plainly for a link that opens nothing', async () => {
    await page.goto(`${server.url}/checkin/${'A'.repeat(32)}`);
    await visible(CHECKIN_MESSAGES.notFound);
    await screenshot(page, 'checkin-5-not-found');
  });
});
