/**
 * A check-in with the keyboard only (issue 17 point 5): a member opens the emailed link, skips
 * straight to the answer, types each answer, ticks the goal box with Space (the 'Updated'
 * confirmation is announced in a status region and Tab goes on past it, never into it), moves on
 * with Ctrl+Enter and the Next question button, and completes the check-in with Enter. No mouse
 * click anywhere; axe finds nothing serious on the check-in page or its confirmation.
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
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let smtp: TFakeSmtp;
let browser: Browser;
let page: Page;
let member: TUserRow;
let checkinLink: string;

const ANSWERS = ['Fixed the login bug', 'Write the release notes', 'Nothing'];

/** What has the keyboard focus: its tag, id, accessible-ish name and whether it is inside a toast. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      inToast: element?.closest('#rollcall-toaster') !== null && element !== null,
    };
  });

/** Presses Tab until `matches` says the focused element is the one wanted; fails after 25 presses. */
async function tabTo(matches: (now: Awaited<ReturnType<typeof focused>>) => boolean, what: string) {
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    expect(now.inToast, `Tab went into a toast on the way to ${what}`).toBe(false);
    if (matches(now)) return presses + 1;
  }
  throw new Error(`${what} was not reached within 25 Tab presses`);
}

const storedCheckin = async () => {
  const [row] = await server.db.select().from(checkins).where(eq(checkins.userId, member.id));
  const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, row!.runId));
  return { row: row!, answers: run!.questions.map((question) => row!.answers[question.key] ?? '') };
};

const editorFocused = async () => {
  const now = await focused();
  return now.tag === 'textarea' && now.id.startsWith('checkin-answer-');
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a check-in with the keyboard only', () => {
  it('offers Skip to answer as the first Tab stop, and it lands in the first answer', async () => {
    await page.goto(checkinLink);
    await expect.poll(() => page.getByRole('heading', { name: 'What did you do yesterday?' }).count()).toBe(1);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to answer');
    await screenshot(page, 'keyboard-checkin-1-skip-link');
    await page.keyboard.press('Enter');
    await expect.poll(editorFocused).toBe(true);
  });

  it('answers the first question and ticks the goal; the confirmation is announced, not focusable', async () => {
    await page.keyboard.type(ANSWERS[0]!);
    await tabTo((now) => now.text.includes('I completed my goal') || now.tag === 'input', 'the goal checkbox');
    await page.keyboard.press('Space');
    const status = page.locator('#rollcall-toaster [role="status"]');
    await expect.poll(() => status.innerText()).toContain(CHECKIN_MESSAGES.updated);
    expect(
      await page.locator('#rollcall-toaster button, #rollcall-toaster a, #rollcall-toaster [tabindex]').count(),
    ).toBe(0);
    await screenshot(page, 'keyboard-checkin-2-goal-updated');
    // Focus stayed on the box; the next Tab goes on to the page's Next question button.
    expect((await focused()).tag).toBe('input');
    await tabTo((now) => now.text === 'Next question', 'Next question');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'What will you do today?' }).count()).toBe(1);
    await expect.poll(editorFocused).toBe(true);
  });

  it('moves on with Ctrl+Enter and completes the check-in with Enter', async () => {
    await page.keyboard.type(ANSWERS[1]!);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Anything blocking you?' }).count()).toBe(1);
    await expect.poll(editorFocused).toBe(true);
    await page.keyboard.type(ANSWERS[2]!);
    await expect.poll(async () => (await storedCheckin()).answers).toEqual(ANSWERS);
    await tabTo((now) => now.text === 'Complete check-in', 'Complete check-in');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: CHECKIN_MESSAGES.submittedTitle }).count()).toBe(1);
    // The outcome takes the focus, so a screen reader reads it at once.
    expect((await focused()).text).toBe(CHECKIN_MESSAGES.submittedTitle);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'keyboard-checkin-3-submitted');
    const { row, answers } = await storedCheckin();
    expect(row.status).toBe('submitted');
    expect(row.goalCompleted).toBe(true);
    expect(answers).toEqual(ANSWERS);
  });

  it('draws a focus ring around each sidebar question the keyboard reaches', async () => {
    await page.goto(checkinLink);
    await expect.poll(() => page.getByRole('button', { name: 'Update check-in' }).count()).toBe(1);
    for (const name of ['2. What will you do today?', '3. Anything blocking you?']) {
      await tabTo((now) => now.text.startsWith(name), name);
      const ring = await page.evaluate(() => {
        const button = document.activeElement as HTMLElement;
        const after = getComputedStyle(button, '::after');
        return {
          position: getComputedStyle(button).position,
          style: after.borderTopStyle,
          width: after.borderTopWidth,
        };
      });
      // The ring is the button's own ::after box, so the button must be its positioning parent.
      expect(ring).toEqual({ position: 'relative', style: 'solid', width: '2px' });
    }
    await screenshot(page, 'keyboard-checkin-4-sidebar-focus');
  });

  it('moves between Write and Preview, and along the formatting toolbar, with the arrow keys', async () => {
    await page.goto(checkinLink);
    await page.getByRole('tab', { name: 'Write' }).focus();
    const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    await page.keyboard.press('ArrowRight');
    expect((await focused()).text).toBe('Preview');
    expect(await selectedTab()).toBe('Preview');
    await page.keyboard.press('Home');
    expect(await selectedTab()).toBe('Write');
    // The toolbar is one Tab stop; its hint shows the focused button's name.
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Bold (Ctrl+B)');
    await expect.poll(() => page.getByText('Bold (Ctrl+B)', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect((await focused()).text).toBe('Italic (Ctrl+I)');
    await page.keyboard.press('End');
    expect((await focused()).text).toBe('Link (Ctrl+K)');
    await page.keyboard.press('Tab');
    expect(await editorFocused()).toBe(true);
  });
});
