/**
 * The help desk and the contact page in the browser: searching the Help Desk (the search kept in
 * the address), reading an article and following its in-app links, an unknown article, and the
 * contact form as a guest (from 'Contact us' on the blocked-signup page, by keyboard only) and
 * signed in (name and email from the session; a server refusal shown at its field). axe finds
 * nothing serious; screenshots go to test-results/help-*.png.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { CONTACT_MESSAGES } from '../../shared/contact.ts';
import { HELP_DESK_MESSAGES } from '../../shared/help-desk.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const SUPPORT = 'help-desk@rollcall.test';
let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let team: TTeamRow;
let member: TUserRow;
const consoleErrors: string[] = [];

async function openAs(user: TUserRow | null, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  if (user) {
    const [, token] = (await signIn(server.db, user, account, team)).split('=');
    await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect.poll(() => page.getByRole('heading', { name, level }).count()).toBeGreaterThan(0);
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const noSeriousAxe = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

/** The support email whose message contains `marker`. */
const supportEmail = (marker: string) =>
  waitFor(
    async () => {
      const rows = await server.db.select().from(emails).where(eq(emails.toAddress, SUPPORT));
      return rows.find((row) => String(row.variables.message).includes(marker));
    },
    (row) => row !== undefined,
    { what: `the support email with ${marker}` },
  );

beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: SUPPORT } });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co' });
  team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  member = (
    await buildUser(server.db, {
      account,
      accountTypeId: 3,
      firstName: 'Mara',
      lastName: 'Lind',
      email: 'mara@harbor.test',
      teams: [team],
    })
  ).user;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Help Desk', () => {
  it('lists the articles and filters them as you type, keeping the search in the address', async () => {
    const page = await openAs(null, '/help/');
    await heading(page, 'Help Desk', 1);
    await heading(page, 'Getting started with Rollcall', 2);
    await visible(page, /^\d+ articles\.$/);
    await noSeriousAxe(page);
    await screenshot(page, 'help-desk');

    const search = page.getByRole('searchbox', { name: 'Search the help articles' });
    await search.focus();
    await page.keyboard.type('public holidays');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('public holidays');
    await visible(page, /^\d+ of \d+ articles match\.$/);
    await heading(page, 'Vacations and public holidays', 2);
    await expect.poll(() => page.getByRole('heading', { name: 'Billing and plans' }).count()).toBe(0);
    await screenshot(page, 'help-desk-search');

    // The address shares the search: opening it again shows the same articles.
    const shared = await openAs(null, `/help/?q=${encodeURIComponent('public holidays')}`);
    await heading(shared, 'Vacations and public holidays', 2);
    expect(await shared.getByRole('searchbox').inputValue()).toBe('public holidays');

    await search.fill('zzzz-nothing');
    await visible(page, HELP_DESK_MESSAGES.noMatches);
    await expect.poll(() => page.getByRole('link', { name: 'ask us directly' }).count()).toBe(1);
    await noSeriousAxe(page);
  });

  it("empties the box when the header's Help Desk link opens /help/, and Back brings the search again", async () => {
    const page = await openAs(member, '/help/?q=vacation');
    const search = page.getByRole('searchbox', { name: 'Search the help articles' });
    await expect.poll(() => search.inputValue()).toBe('vacation');
    await visible(page, /^\d+ of \d+ articles match\.$/);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await page.getByRole('button', { name: /Mara Lind/ }).click();
    await page.getByRole('menuitem', { name: 'Help Desk' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => search.inputValue()).toBe('');
    await visible(page, /^\d+ articles\.$/);
    // The same page, moved in the app: the case where the box kept the old search.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('vacation');
    await expect.poll(() => search.inputValue()).toBe('vacation');
    // Typing again after that still writes the address, letter by letter.
    await search.fill('export');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('export');
    await expect.poll(() => search.inputValue()).toBe('export');
    await page.context().close();
  });

  it("answers a guest's 'What is Rollcall?' in the header with its help article", async () => {
    const page = await openAs(null, '/accounts/login/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'What is Rollcall?' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help/what-is-rollcall/');
    await heading(page, 'What is Rollcall?', 1);
    await heading(page, 'How it works', 2);
    await page.context().close();
  });

  it('opens an article by keyboard, with real headings and links that stay in the app', async () => {
    const page = await openAs(null, '/help/');
    await heading(page, 'Getting started with Rollcall', 2);
    await page.getByRole('link', { name: 'Vacations and public holidays' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help/vacations-and-holidays/');
    await heading(page, 'Vacations and public holidays', 1);
    await heading(page, 'Public holidays', 2);
    await heading(page, 'Team vacation days', 2);
    await expect.poll(() => page.title()).toBe('Vacations and public holidays | Help Desk | Rollcall');
    await noSeriousAxe(page);
    await screenshot(page, 'help-article');

    // An in-app link of the article opens the other article without a page load.
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await page.getByRole('link', { name: 'Billing and plans' }).click();
    await heading(page, 'Billing and plans', 1);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

    // The footer's link remembers the article the person was reading.
    await page.locator('article footer').getByRole('link', { name: 'Contact us' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact/');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/help/billing-and-plans/');
  });

  it('says when an article does not exist and leads back to the Help Desk', async () => {
    const page = await openAs(null, '/help/no-such-article/');
    await heading(page, 'Help article not found', 1);
    await visible(page, HELP_DESK_MESSAGES.unknownArticle);
    await noSeriousAxe(page);
    await screenshot(page, 'help-article-missing');
    await page.getByRole('link', { name: 'Go to the Help Desk' }).click();
    await heading(page, 'Help Desk', 1);
  });
});

describe('the contact page', () => {
  it("takes a guest's message from 'Contact us', by keyboard only, and emails support", async () => {
    const page = await openAs(null, '/accounts/signup_blocked/');
    await heading(page, "Hold up! We can't continue your registration.");
    await page.getByRole('link', { name: 'Contact us' }).click();
    await heading(page, 'Contact us', 1);
    expect(new URL(page.url()).searchParams.get('from')).toBe('/accounts/signup_blocked/');

    // Sent empty, the form says what is missing at each field and sends nothing.
    await page.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    await visible(page, 'Your name is required');
    await visible(page, 'Email is required');
    await visible(page, CONTACT_MESSAGES.messageTooShort);
    await noSeriousAxe(page);
    await screenshot(page, 'help-contact-errors');

    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Lena <b>Guest</b>');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lena@customer.test');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Question -> Problem
    await page.keyboard.press('Tab');
    await page.keyboard.type('Our domain was flagged, guest-e2e. <script>alert(1)</script>');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await heading(page, 'Message sent', 2);
    await visible(page, CONTACT_MESSAGES.sent);
    await noSeriousAxe(page);
    await screenshot(page, 'help-contact-sent');

    const email = (await supportEmail('guest-e2e'))!;
    expect(email.variables).toMatchObject({
      name: 'Lena <b>Guest</b>',
      email: 'lena@customer.test',
      topic: 'Problem',
      sender: null,
    });
    expect(String(email.variables.pageUrl)).toMatch(/\/accounts\/signup_blocked\/$/);

    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await heading(page, "Hold up! We can't continue your registration.");
  });

  it('fills a signed-in person in from the session and shows a server refusal at its field', async () => {
    const page = await openAs(member, '/contact/?topic=Feedback');
    await heading(page, 'Contact us', 1);
    const name = page.getByLabel('Your name');
    await expect.poll(() => name.inputValue()).toBe('Mara Lind');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Your email').inputValue()).toBe('mara@harbor.test');
    expect(await page.getByLabel('What is it about?').inputValue()).toBe('Feedback');
    await noSeriousAxe(page);
    await screenshot(page, 'help-contact-signed-in');

    // The server's field refusals land under their fields.
    await page.route('**/api/v1/contact/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INVALID_INPUT', message: 'Some fields are not valid.', fields: { message: ['Not today.'] } },
        }),
      }),
    );
    await page.getByLabel('Your message').fill('Please add a Kanban template, member-e2e.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page, 'Not today.');
    await page.unroute('**/api/v1/contact/');

    await page.getByRole('button', { name: 'Send message' }).click();
    await heading(page, 'Message sent', 2);
    const email = (await supportEmail('member-e2e'))!;
    expect(email.variables).toMatchObject({
      name: 'Mara Lind',
      email: 'mara@harbor.test',
      topic: 'Feedback',
      sender: { accountName: 'Harbor Co', role: 'Team Member', teamName: 'Harbor Support' },
    });
  });

  it('logged no console errors', () => {
    // The refusals the tests asked for (an unknown article, the faked 400) are the only ones.
    const expected = ['/help/no-such-article/: Failed to load resource', '400 (Bad Request)'];
    expect(consoleErrors.filter((error) => !expected.some((text) => error.includes(text)))).toEqual([]);
  });
});
