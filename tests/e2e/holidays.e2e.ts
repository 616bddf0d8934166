/**
 * Public holidays in the browser (issue 22): an admin picks Canada (Ontario) in the team's
 * vacation settings and sees Christmas Day and Boxing Day marked and named on December's
 * calendar, still selectable as team vacation days; a member chooses their own country; a run sent on Christmas Day (the engine's clock)
 * asks nobody and its dashboard says why.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails } from '../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { TestClient } from '../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { reportForm } from '../report-factories.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let account: TAccountRow;
let team: TTeamRow;
let admin: TUserRow;
let members: TUserRow[];

const visible = (target: Page, text: string | RegExp) =>
  expect.poll(() => target.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

async function pageFor(user: TUserRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  // bypassCSP: axe is injected as a script tag.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  return context.newPage();
}

/** Goes forward on the calendar until it shows `label` ('December 2026'). */
async function showMonth(target: Page, label: string): Promise<void> {
  for (let step = 0; step < 13; step++) {
    if ((await target.getByRole('heading', { name: label }).count()) > 0) return;
    await target.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`the calendar never showed ${label}`);
}

beforeAll(async () => {
  // The engine's clock: Friday, December 25, 2026, 09:30 in Toronto (the browser keeps real time).
  server = await startTestServer({ clock: new TestClock('2026-12-25T14:30:00Z') });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Maple Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Maple Support' });
  ({ user: admin } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
  }));
  members = [];
  for (const [firstName, lastName] of [
    ['Bo', 'Chen'],
    ['Cy', 'Diaz'],
  ] as const) {
    members.push((await buildUser(server.db, { account, firstName, lastName, teams: [team] })).user);
  }
  page = await pageFor(admin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('public holidays in the browser', () => {
  it('lets an admin pick Canada (Ontario) for the team and marks its holidays on the calendar', async () => {
    await page.goto(`${server.url}/team/settings/vacations/`);
    await visible(page, 'Public holidays');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Ontario' });
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page, /Runs skip the public holidays of Canada \(Ontario\)\./);
    await showMonth(page, 'December 2026');
    const christmas = page.getByRole('button', { name: /December 25, 2026.*public holiday: Christmas Day/ });
    await expect.poll(() => christmas.count()).toBe(1);
    // Marked, and still a day the team can take off: members may follow another country.
    expect(await christmas.isDisabled()).toBe(false);
    await visible(page, /members who follow the team's public holidays are not asked on them/);
    await visible(page, 'Friday, December 25, 2026: Christmas Day');
    await visible(page, 'Saturday, December 26, 2026: Boxing Day');
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'holidays-1-team-calendar');
    const saved = () =>
      page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/account/settings/') && response.request().method() === 'POST',
      );
    const [picked] = await Promise.all([saved(), christmas.click()]);
    expect(picked.status()).toBe(200);
    await expect.poll(() => christmas.getAttribute('aria-pressed')).toBe('true');
    await visible(page, 'Saved!');
    // Taken off again, so the run below meets the holiday alone.
    const [removed] = await Promise.all([saved(), christmas.click()]);
    expect(removed.status()).toBe(200);
    await expect.poll(() => christmas.getAttribute('aria-pressed')).toBe('false');
    // Stored for the team: a reload shows the choice.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Region' }).inputValue()).toBe('ON');
  });

  it('lets a member follow the team or choose their own country', async () => {
    const member = await pageFor(members[1]!);
    await member.goto(`${server.url}/my/settings/vacations/`);
    await visible(member, 'My public holidays');
    const country = member.getByRole('combobox', { name: 'My country' });
    await expect.poll(() => country.locator('option:checked').textContent()).toBe('Follow my team (Canada (Ontario))');
    await country.selectOption({ label: 'Japan' });
    await member.getByRole('button', { name: 'Save' }).click();
    await visible(member, 'Your public holidays were saved.');
    await visible(member, /Public holidays of Japan are skipped/);
    expect(describeAxeFindings(await seriousAxeViolations(member))).toEqual([]);
    await screenshot(member, 'holidays-2-my-country');
    await member.context().close();
  });

  it('shows on the dashboard why nobody was asked on Christmas Day', async () => {
    // Cy chose Japan: only Bo follows the team, so Cy alone is asked; make Cy follow the team again.
    const cy = new TestClient(server.app);
    cy.setCookie(await signIn(server.db, members[1]!, account, team));
    expect((await cy.post('/api/v1/my/holidays/', { country: '', region: '' })).statusCode).toBe(200);
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, admin, account, team));
    const created = await client.post('/api/v1/report/create_new/', {
      ...reportForm(members, { name: 'Daily Standup', email_notifications: ['lead@maple.example'] }),
      team_slug: team.slug,
    });
    expect(created.statusCode).toBe(200);
    const { report_id: reportId, slug } = created.json();
    const sent = await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
    expect(sent.statusCode).toBe(200);
    const rows = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
    expect(rows.map((row) => [row.status, row.awayReason, row.holidayName])).toEqual([
      ['vacation', 'holiday', 'Christmas Day'],
      ['vacation', 'holiday', 'Christmas Day'],
    ]);
    expect(await server.db.select().from(emails).where(eq(emails.template, 'checkin-prompt'))).toEqual([]);

    await page.goto(`${server.url}/dashboard/${team.slug}/report/${slug}/date/latest/dashboard/`);
    await visible(page, 'Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).');
    await visible(page, 'Bo is on vacation (public holiday: Christmas Day).');
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'holidays-3-dashboard-note');
  });
});
