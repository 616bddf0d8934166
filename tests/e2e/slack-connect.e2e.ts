/**
 * The Slack confirm screen in the browser (issue 18, spec part 1 §2.10): 'Connect Slack' on
 * /platform/slack/ -> the fake's consent page -> /connect/slack/{slug}/confirm/ -> 'Connect team'
 * -> the imported team on Team Settings with Slack as its platform. A one-person workspace gets
 * the 'Heads up', and an admin whose team runs by email is told what Overwrite and Create New
 * Team do. Screenshots in test-results/; axe finds nothing serious.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../fakes/slack-api/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { SLACK_TEST_SETTINGS } from '../integration/slack/slack-test-kit.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let fake: TFakeSlackApi;
let server: TTestServer;
let browser: Browser;

/** A page signed in as a new Account Admin of a new account, on an email team when asked. */
async function adminPage(options: { emailTeam?: string } = {}): Promise<Page> {
  const account = await buildAccount(server.db, {
    name: 'Slackers Inc',
    trialEndsAt: new Date('2099-01-01T00:00:00Z'),
  });
  let team: TTeamRow | undefined;
  if (options.emailTeam) team = await buildTeam(server.db, account, { name: options.emailTeam, service: 'EMAIL' });
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Sam',
    lastName: 'Admin',
    teams: team ? [team] : [],
  });
  const [, token] = (await signIn(server.db, user, account, team)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  return context.newPage();
}

/** 'Connect Slack' on the Slack page, through the consent page, to the confirm screen. */
async function connectSlack(page: Page, teamId: string): Promise<void> {
  fake.signIn(teamId, fake.workspace(teamId).users.find((person) => person.email && !person.isBot)!.id);
  await page.goto(`${server.url}/platform/slack/`);
  await page.getByRole('link', { name: 'Connect Slack' }).click();
  await page.waitForURL(/\/connect\/slack\/[\w-]+\/confirm\/$/);
}

beforeAll(async () => {
  fake = await startFakeSlackApi({
    clientId: SLACK_TEST_SETTINGS.SLACK_CLIENT_ID,
    clientSecret: SLACK_TEST_SETTINGS.SLACK_CLIENT_SECRET,
  });
  fake.addWorkspace({
    id: 'TLARGE',
    name: 'Large Workspace',
    members: 50,
    channels: [{ name: 'general' }, { name: 'standups' }, { name: 'secret', isPrivate: true }],
  });
  fake.addWorkspace({ id: 'TSOLO', name: 'Solo Workspace', members: 1, noFilteredUsers: true });
  server = await startTestServer({
    env: { ...SLACK_TEST_SETTINGS, SLACK_URL: fake.url, SLACK_ROSTER_PAGE_SIZE: '20' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('the Slack confirm screen', () => {
  it('connects a workspace end to end: Connect Slack, consent, Connect team, 50 members imported', async () => {
    const page = await adminPage();
    await connectSlack(page, 'TLARGE');
    await expect.poll(() => page.getByRole('heading', { name: 'Connect Large Workspace' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Large Workspace has 51 members in Slack\./).count()).toBe(1);
    expect(await page.getByText('2 public channels found: reports can post their check-ins there.').count()).toBe(1);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'slack-connect-1-confirm');

    await page.getByRole('button', { name: 'Connect team' }).click();
    await page.waitForURL(/\/team\/settings\/general\/$/);
    await expect
      .poll(() =>
        page
          .getByText(
            'Large Workspace is connected to Slack. 50 members were imported, 2 channels found. Not imported: 1 person without an email, 2 guests, 1 deactivated account, 3 bots.',
          )
          .count(),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Member 50').count()).toBeGreaterThan(0);
    expect(await page.getByText('Slack', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'slack-connect-2-team-settings');
  });

  it("warns about a one-person workspace and tells an email team's admin what each choice does", async () => {
    const page = await adminPage({ emailTeam: 'Crew by email' });
    await connectSlack(page, 'TSOLO');
    await expect.poll(() => page.getByText(/^Heads up! Solo Workspace has only one member in Slack\./).count()).toBe(1);
    expect(
      await page
        .getByText(
          'Crew by email runs by email now. Overwrite moves Crew by email to Slack; Create New Team keeps Crew by email as it is and adds a new team.',
        )
        .count(),
    ).toBe(1);
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'slack-connect-3-heads-up');

    await page.getByRole('button', { name: 'Create New Team' }).click();
    await page.waitForURL(/\/team\/settings\/general\/$/);
    await expect
      .poll(() => page.getByText(/^Solo Workspace is connected to Slack\. 1 member was imported/).count())
      .toBeGreaterThan(0);
  });
});
