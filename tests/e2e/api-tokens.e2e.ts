/**
 * The API tokens page in the browser (issue 23 §5): a member creates a token by keyboard alone
 * (name, the Answer scope, Create), sees it once with Copy and the warning, uses it with fetch
 * against the running server (GET /me, then answers their own check-in and the dashboard shows
 * it), finds it listed by prefix and gone from the page after a reload, revokes it after
 * confirming, and the API then refuses it. Axe on every state; screenshots in test-results/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { PUBLIC_API, PUBLIC_API_MESSAGES } from '../../shared/public-api.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildTeamWithMembers } from '../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../run-factories.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let team: TTeamRow;
let member: TUserRow;
let seeded: TSeededReport;
const today = new Date().toISOString().slice(0, 10);

async function pageFor(user: TUserRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

/** Presses Tab until the focused element matches, at most `max` times. */
async function tabTo(page: Page, test: string, max = 30): Promise<void> {
  for (let n = 0; n < max; n++) {
    await page.keyboard.press('Tab');
    const matches = await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, test);
    if (matches) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

const apiCall = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${PUBLIC_API.basePath}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Beacon Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 1, { name: 'Beacon Team' });
  team = built.team;
  ({ user: member } = await buildUser(server.db, {
    account,
    accountTypeId: 3,
    firstName: 'Rin',
    lastName: 'Member',
    teams: [team],
    timeZone: 'Asia/Tokyo',
  }));
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [member, ...built.members],
    form: { name: 'Beacon Standup' },
    runs: [{ key: today, entries: ['sent', 'sent'] }],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the API tokens page', () => {
  it('creates a token by keyboard, shows it once, the API answers it, and refuses it once revoked', async () => {
    const page = await pageFor(member);
    await page.goto(`${server.url}/my/settings/api-tokens/`);
    await expect.poll(() => page.getByRole('heading', { name: 'API tokens', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText(/No tokens yet/).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'API tokens' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')).toBe(
      `${server.env.PUBLIC_URL}${PUBLIC_API.openApiPath}`,
    );
    await expectAxeClean(page);
    await screenshot(page, 'api-tokens-1-empty');

    // An empty name is refused with the schema's words, by keyboard.
    await page.getByRole('button', { name: 'Create token' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(PUBLIC_API_MESSAGES.nameRequired).count()).toBe(1);
    // Focus went to the invalid field: type the name there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.keyboard.type('Standup bot');
    await tabTo(page, 'input[type="checkbox"]');
    // Read is checked by default; the next box is Answer.
    await tabTo(page, 'input[type="checkbox"]:not(:checked)');
    await page.keyboard.press('Space');
    await tabTo(page, 'select');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    const tokenField = page.getByLabel('Your new API token');
    await expect.poll(() => tokenField.count()).toBe(1);
    const token = await tokenField.inputValue();
    expect(token).toMatch(/^rc_[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => page.getByText(/you won’t see it again/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(token);
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(1);
    const row = page.getByRole('row', { name: /Standup bot/ });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText(`${token.slice(0, 10)}…`).count()).toBe(1);
    await expect.poll(() => row.getByText('Read, Answer').count()).toBe(1);
    await expect.poll(() => row.getByText('Never used').count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'api-tokens-2-created');

    // The token works against the running server, as the member.
    const me = await apiCall(token, '/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(member.email);
    const checkin = seeded.checkins.get(today)!.get(member.id)!;
    const answered = await apiCall(token, `/checkins/${checkin.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        answers: Object.fromEntries(seeded.questionKeys.map((key) => [key, `Answered by API: ${key}`])),
        submit: true,
      }),
    });
    expect(answered.status).toBe(200);
    // The browser itself, with only the token and no cookie.
    const fromPage = await page.evaluate(
      async ([url, bearer]) =>
        (await fetch(url!, { credentials: 'omit', headers: { authorization: `Bearer ${bearer}` } })).status,
      [`${server.url}${PUBLIC_API.basePath}/reports`, token],
    );
    expect(fromPage).toBe(200);

    // Seen once: after Done and a reload the page holds only the prefix, and the last use shows.
    await page.getByRole('button', { name: 'I copied it, hide it' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Your new API token').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('row', { name: /Standup bot/ }).count()).toBe(1);
    expect(await page.content()).not.toContain(token);
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Standup bot/ })
          .getByText('Never used')
          .count(),
      )
      .toBe(0);

    // The dashboard shows the answer given through the API.
    await page.goto(`${server.url}/dashboard/${team.slug}/report/${seeded.report.slug}/date/${today}/dashboard/`);
    await expect.poll(() => page.getByText(`Answered by API: ${seeded.questionKeys[0]}`).count()).toBeGreaterThan(0);

    // Revoke after confirming, by keyboard.
    await page.goto(`${server.url}/my/settings/api-tokens/`);
    await page.getByRole('button', { name: 'Revoke Standup bot' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Revoke Standup bot?' });
    await expect.poll(() => dialog.count()).toBe(1);
    // Axe reads colours: wait for the dialog's fade-in to end.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expectAxeClean(page);
    await screenshot(page, 'api-tokens-3-confirm-revoke');
    await dialog.getByRole('button', { name: 'Revoke token' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('row', { name: /Standup bot/ }).count()).toBe(0);
    await expect.poll(() => page.getByText(/No tokens yet/).count()).toBe(1);
    await expect.poll(() => page.getByText(PUBLIC_API_MESSAGES.revoked).count()).toBeGreaterThan(0);
    await screenshot(page, 'api-tokens-4-revoked');

    const refused = await apiCall(token, '/me');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      PUBLIC_API_MESSAGES.revokedToken,
    );
    await page.context().close();
  });
});
