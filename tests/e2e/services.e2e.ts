/**
 * The team services pages in the browser (issue 23, spec part 3 §2.10) with Asana and Clubhouse
 * faked: the webhook panels with this team's URLs and the secret revealed by keyboard; Clubhouse
 * connected with a bad then a good token; Asana configured through a seeded personal connection
 * (the projects list appears once a workspace is chosen); a free plan's blurred panels; the Trello
 * callback page with and without a token. axe on each state, screenshots into test-results/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceConnections } from '../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../bot/domain/secrets/secret-box.ts';
import { WORK_TOOL_MESSAGES } from '../../shared/work-tools.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeAsana, type TFakeAsana } from '../fakes/work-tools/asana.ts';
import { startFakeClubhouse, type TFakeClubhouse } from '../fakes/work-tools/clubhouse.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let asana: TFakeAsana;
let clubhouse: TFakeClubhouse;
let account: TAccountRow;
let team: TTeamRow;
let admin: TUserRow;
let freeAdmin: TUserRow;
let freeAccount: TAccountRow;

async function pageFor(user: TUserRow, of: TAccountRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, of)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  [asana, clubhouse] = await Promise.all([startFakeAsana(), startFakeClubhouse()]);
  server = await startTestServer({
    env: {
      ASANA_CLIENT_ID: asana.clientId,
      ASANA_CLIENT_SECRET: asana.clientSecret,
      ASANA_URL: asana.url,
      CLUBHOUSE_API_URL: clubhouse.url,
    },
  });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  team = await buildTeam(server.db, account, { name: 'Harbor Platform' });
  ({ user: admin } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
  }));
  asana.tokens.set('ola-asana', { gid: '9100', name: 'Ola', email: 'ola@example.test' });
  await server.db.insert(serviceConnections).values({
    accountId: account.id,
    userId: admin.id,
    service: 'asana',
    accessToken: createSecretBox(TEST_SESSION_SECRET).seal('ola-asana'),
    externalId: '9100',
    externalName: 'Ola',
  });
  clubhouse.tokens.set('ch-good-token', 'm-1');
  freeAccount = await buildAccount(server.db, { name: 'Tiny Co', planKey: 'free', subscriptionStatus: 'active' });
  const freeTeam = await buildTeam(server.db, freeAccount, { name: 'Tiny Team' });
  ({ user: freeAdmin } = await buildUser(server.db, { account: freeAccount, accountTypeId: 1, teams: [freeTeam] }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([asana?.close(), clubhouse?.close()]);
});

describe('the services page', () => {
  it('shows each sender’s URL for this team and reveals the secret by keyboard', async () => {
    const page = await pageFor(admin, account);
    await page.goto(`${server.url}/team/settings/services/`);
    await page.getByRole('heading', { name: 'Github' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Github webhook URL').inputValue())
      .toBe(`${server.url}/webhooks/github/${team.uuid}/`);
    expect(await page.getByLabel('Team uuid').inputValue()).toBe(team.uuid);
    for (const title of [
      'Zapier',
      'JIRA',
      'Github',
      'Azure Devops Board',
      'Azure Devops Repo',
      'Gitlab',
      'BitBucket',
      'Clubhouse',
    ]) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count(), title).toBe(1);
    }
    await expectAxeClean(page);
    await screenshot(page, 'services-page');

    // Keyboard: focus the Github panel's Show secret and press Enter.
    const github = page.getByRole('group', { name: 'Github' }).or(page.locator('[aria-labelledby="panel-github"]'));
    await github.getByRole('button', { name: 'Show secret' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => github.getByLabel('Github secret').inputValue()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'services-secret-shown');
  });

  it('connects Clubhouse: the bad token is refused with the spec’s words, the good one shows the workspace', async () => {
    const page = await pageFor(admin, account);
    await page.goto(`${server.url}/team/settings/services/`);
    await page.getByRole('link', { name: 'Connect' }).click();
    await page.getByLabel('Clubhouse API token').fill('not-a-good-token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(WORK_TOOL_MESSAGES.clubhouseKeyInvalid).first().waitFor();
    await expectAxeClean(page);
    await screenshot(page, 'services-clubhouse-refused');
    await page.getByLabel('Clubhouse API token').fill('ch-good-token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Clubhouse is connected to the acme-eng workspace.').first().waitFor();
    expect(page.url()).toBe(`${server.url}/team/settings/services/`);
  });

  it('configures Asana: the project list appears once a workspace is chosen', async () => {
    const page = await pageFor(admin, account);
    await page.goto(`${server.url}/team/settings/services/configure-asana/`);
    await page.getByRole('combobox', { name: 'Workspace' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Project' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Workspace' }).click();
    await page.getByRole('option', { name: 'Acme Workspace' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Launch' }).click();
    await expectAxeClean(page);
    await screenshot(page, 'services-configure-asana');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reading the Launch project in the Acme Workspace workspace.').waitFor();
    await screenshot(page, 'services-asana-configured');
  });

  it('blurs the panels of a free plan and offers the plans', async () => {
    const page = await pageFor(freeAdmin, freeAccount);
    await page.goto(`${server.url}/team/settings/services/`);
    await page.getByText(WORK_TOOL_MESSAGES.servicesLocked).first().waitFor();
    await page.getByText(WORK_TOOL_MESSAGES.zapierLocked).waitFor();
    expect(await page.getByRole('button', { name: 'Show secret' }).count()).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'services-locked');
  });
});

describe('the Trello callback page', () => {
  it('hands the hash token to the callback after a second, keeping the state', async () => {
    const page = await pageFor(admin, account);
    const token = 'f'.repeat(64);
    // The callback route answers an unknown state by going on to the services page: watch the request itself.
    const handedOver = page.waitForRequest((request) => request.url().includes('/oauth/callback/trello/'), {
      timeout: 5000,
    });
    await page.goto(`${server.url}/team/settings/services/trello-callback/?state=S123#token=${token}`);
    await page.getByRole('heading', { name: WORK_TOOL_MESSAGES.trelloConnecting }).waitFor();
    await page.getByText(WORK_TOOL_MESSAGES.trelloWait).waitFor();
    await screenshot(page, 'services-trello-connecting');
    const url = new URL((await handedOver).url());
    expect(url.searchParams.get('state')).toBe('S123');
    expect(url.searchParams.get('code')).toBe(token);
  });

  it('says the authentication failed without a token', async () => {
    const page = await pageFor(admin, account);
    await page.goto(`${server.url}/team/settings/services/trello-callback/?state=S123`);
    await page.getByText(WORK_TOOL_MESSAGES.trelloFailed).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard/');
    await expectAxeClean(page);
    await screenshot(page, 'services-trello-failed');
  });
});
