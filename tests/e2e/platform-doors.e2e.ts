/**
 * Doors that failed (issue 17), walked in the browser: the Microsoft Teams page says how Teams
 * really stands on this server and gives admins the app package; Slack says it is not available
 * yet; /teams/new/ shows Billing Owners and Members who can add teams instead of a form that ends
 * on raw JSON, and a refused link lands on a page with the reason; inviting someone who already
 * has a login adds them; an email team's check-in and summary emails name no chat channel.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users } from '../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { signedInClient } from '../helpers/signed-in-client.ts';
import { advanceUntil } from '../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../report-factories.ts';
import { launchBrowser, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in as `user` of `account` on `server`. */
async function pageAs(server: TTestServer, user: TUserRow, account: TAccountRow, team?: TTeamRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  return context.newPage();
}

const shows = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

describe('a server whose Teams bot has an Azure app id', () => {
  let server: TTestServer;
  let account: TAccountRow;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        BOT_ID: '2b7c6f0e-3a1d-4e5f-8a9b-0c1d2e3f4a5b',
        BOT_PASSWORD: 'test-secret',
        PUBLIC_URL: 'https://rollcall.example.test',
      },
    });
    account = await buildAccount(server.db, { name: 'Bay Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  });
  afterAll(() => server?.stop());

  it('tells an admin Teams is ready and hands them the app package with the install steps', async () => {
    const { user } = await buildUser(server.db, { account, accountTypeId: 2 });
    const page = await pageAs(server, user, account);
    await page.goto(`${server.url}/platform/msteams/`);
    await shows(page, 'Microsoft Teams is ready on this server');
    expect(await page.getByText('Not available on this server yet').count()).toBe(0);
    await shows(page, /Upload an app/);
    await screenshot(page, 'doors-1-msteams-ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the Rollcall app package' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rollcall-teams.zip');
    expect(await download.failure()).toBeNull();
    await page.context().close();
  });

  it('tells a Member who installs the app, and offers them no package', async () => {
    const { user } = await buildUser(server.db, { account, accountTypeId: 3 });
    const page = await pageAs(server, user, account);
    await page.goto(`${server.url}/platform/msteams/`);
    await shows(
      page,
      'An Account Admin or a Team Admin of Bay Co installs the Rollcall app in Microsoft Teams: ask one of them.',
    );
    expect(await page.getByRole('link', { name: 'Download the Rollcall app package' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('an email-only server', () => {
  let server: TTestServer;
  let clock: TestClock;
  let account: TAccountRow;
  let team: TTeamRow;
  let members: TUserRow[];
  beforeAll(async () => {
    // Monday March 15, 2027, 09:00 in Toronto.
    clock = new TestClock('2027-03-15T13:00:00Z');
    server = await startTestServer({ clock });
    account = await buildAccount(server.db, { name: 'Dock Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
    ({ team, members } = await buildTeamWithMembers(server.db, account, 2, { name: 'Dock Crew' }));
  });
  afterAll(() => server?.stop());

  it('says what this server lacks for Slack and for Teams', async () => {
    const { user } = await buildUser(server.db, { account, accountTypeId: 1, teams: [team] });
    const page = await pageAs(server, user, account, team);
    await page.goto(`${server.url}/platform/slack/`);
    await shows(page, 'Slack is not configured on this server');
    await shows(page, /SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET/);
    await page.goto(`${server.url}/platform/msteams/`);
    await shows(page, 'The Rollcall bot runs here without an Azure Bot');
    await shows(page, /BOT_ID is not set/);
    await screenshot(page, 'doors-2-msteams-local');
    await page.context().close();
  });

  it('shows a Billing Owner and a Member who can add teams, not a form the server refuses', async () => {
    for (const [type, role] of [
      [0, 'a Billing Owner'],
      [3, 'a Team Member'],
    ] as const) {
      const { user } = await buildUser(server.db, { account, accountTypeId: type, teams: [team] });
      const page = await pageAs(server, user, account, team);
      await page.goto(`${server.url}/teams/new/`);
      await shows(page, 'Only admins add teams');
      await shows(page, new RegExp(`you are ${role} of Dock Co\\. Ask an Account Admin of Dock Co`));
      expect(await page.getByRole('button', { name: 'Create email team' }).count()).toBe(0);
      await screenshot(page, `doors-3-new-team-type-${type}`);
      // Following the create link anyway lands on a page with the reason, never on JSON.
      await page.goto(`${server.url}/connect/email/?team_name=Sneaky`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => document.contentType)).toBe('text/html');
      await shows(page, 'Open this link from Rollcall itself.');
      await page.context().close();
    }
  });

  it('adds someone who already has a login instead of sending an invitation they cannot accept', async () => {
    const { user } = await buildUser(server.db, { account, accountTypeId: 1, teams: [team] });
    await server.db
      .insert(users)
      .values({ email: 'known@dock.test', firstName: 'Kim', lastName: 'Known', slug: 'kim-known-dock' });
    const page = await pageAs(server, user, account, team);
    await page.goto(`${server.url}/accounts/settings/members/`);
    await page.getByRole('textbox', { name: 'Email' }).fill('known@dock.test');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await shows(
      page,
      'known@dock.test already had a Rollcall login and was added to your organization. We emailed them to sign in.',
    );
    await shows(page, 'Kim Known');
    await screenshot(page, 'doors-4-added-existing-login');
    await page.context().close();
  });

  it("names no chat channel in an email team's check-in and summary emails", async () => {
    const { client } = await signedInClient(server, account, 1, { teams: [team] });
    const created = await client.post('/api/v1/report/create_new/', reportForm(members));
    expect(created.statusCode).toBe(200);
    const reportId = created.json().report_id as string;
    await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
    const byTemplate = (template: string) =>
      server.db
        .select()
        .from(emails)
        .where(and(eq(emails.template, template), eq(emails.status, 'sent')))
        .orderBy(asc(emails.toAddress));
    await advanceUntil(clock, async () => (await byTemplate('checkin-prompt')).length === 2, { what: 'prompts' });
    await clock.setTime('2027-03-15T15:59:58Z');
    await advanceUntil(clock, async () => (await byTemplate('report-summary')).length >= 2, { what: 'summaries' });
    const { user } = await buildUser(server.db, { account, accountTypeId: 1 });
    const page = await pageAs(server, user, account);
    const [prompt] = await byTemplate('checkin-prompt');
    await page.goto(`${server.url}/dev/outbox/${prompt!.id}`);
    await shows(page, /Your answers will be shared with your team\./);
    expect(await page.getByText('#standup').count()).toBe(0);
    await screenshot(page, 'doors-5-email-prompt');
    const [summary] = await byTemplate('report-summary');
    await page.goto(`${server.url}/dev/outbox/${summary!.id}`);
    await shows(page, "Here are everyone's answers, now that the check-in is over.");
    expect(await page.getByText(/I will post the reports/).count()).toBe(0);
    await screenshot(page, 'doors-6-email-summary');
    await page.context().close();
  });
});
