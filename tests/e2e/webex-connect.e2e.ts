/**
 * Connecting Cisco Webex Teams in the browser (issue 21, spec part 1 §2.10 SPARK variant, part 3
 * §2.8): the Webex page shows the bot's address and the five steps; the bot is added to a space of
 * 30 people in the Webex fake, which delivers the signed membership event to the real server; the
 * welcome link the bot sends the installer privately shows a signed-out visitor Sign in / Create
 * account, and a signed-in Account Admin whose team runs by email presses Create New Team by
 * keyboard: Team Settings then shows 'Cisco Webex Teams' with the imported members, and the space
 * gets the success message. axe-core finds nothing serious; screenshots in test-results/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webexConnectedMessage } from '../../shared/webex.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeWebexApi, type TFakeWebexApi, type TFakeWebexMessage } from '../fakes/webex-api/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const SPACE = 'Design Space';
const MEMBERS = 30;
const WEBHOOK_SECRET = 'e2e-webex-webhook-secret-0123456789';

let fake: TFakeWebexApi;
let server: TTestServer;
let browser: Browser;
let roomId: string;
let installerId: string;
let adminToken: string;

/** Everything a bot message says: text, Markdown and its card, to find the links in it. */
function wordsOf(message: TFakeWebexMessage): string {
  return [message.text, message.markdown ?? '', JSON.stringify(message.attachments ?? [])].join('\n');
}

/** The welcome link in the installer's private message, on this test server. */
function welcomeLinkOf(message: TFakeWebexMessage): string | undefined {
  const link = /https?:\/\/[^\s"'()<>\]]+\/connect\/spark\/[^\s"'()<>/\]]+\/confirm\//.exec(wordsOf(message))?.[0];
  return link?.replace(server.env.PUBLIC_URL, server.url);
}

/** The Account Admin's session cookie: a new account whose admin's current team runs by email. */
async function adminSession(): Promise<string> {
  const account = await buildAccount(server.db, { name: 'Webex Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const current = await buildTeam(server.db, account, { name: 'Crew by email', service: 'EMAIL' });
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ana',
    lastName: 'Admin',
    email: 'ana.admin@acme.example',
    teams: [current],
  });
  const [, token] = (await signIn(server.db, user, account, current)).split('=');
  return token!;
}

/** A new browser page signed in as the Account Admin. */
async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: adminToken, url: server.url }]);
  return context.newPage();
}

/** Presses Tab until the named button has the focus; fails when it is never reached. */
async function tabTo(page: Page, name: string, presses = 40): Promise<void> {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'BUTTON' ? (active.textContent ?? '').trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the button '${name}'`);
}

beforeAll(async () => {
  fake = await startFakeWebexApi();
  const installer = fake.addPerson({ email: 'ana.admin@acme.example', displayName: 'Ana Admin' });
  const others = fake.addPeople(MEMBERS - 1);
  installerId = installer.id;
  roomId = fake.addRoom({ title: SPACE, members: [installer.id, ...others.map((person) => person.id)] }).id;
  server = await startTestServer({
    env: { WEBEX_URL: fake.url, WEBEX_BOT_TOKEN: fake.botToken, WEBEX_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  browser = await launchBrowser();
  adminToken = await adminSession();
  // The server points its webhooks at PUBLIC_URL when it starts: the fake delivers only to them.
  await waitFor(
    () => fake.webhooks.filter((webhook) => webhook.status === 'active').length,
    (count) => count >= 3,
    { what: 'the bot webhooks' },
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('connecting a Webex space', () => {
  let welcomeLink: string;

  it('shows the bot address and the five steps on the Webex page', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/platform/webex/`);
    await expect.poll(() => page.getByText('Cisco Webex Teams is ready on this server').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: "The Rollcall bot's Webex address" }).inputValue()).toBe(
      fake.bot.emails[0],
    );
    expect(await page.locator('ol > li').count()).toBe(5);
    const external = page.getByRole('link', { name: /opens in a new tab/ });
    expect(await external.count()).toBe(2);
    for (const index of [0, 1]) expect(await external.nth(index).getAttribute('target')).toBe('_blank');
    expect(describeAxeFindings(await seriousAxeViolations(page))).toEqual([]);
    await screenshot(page, 'webex-1-page');
    await page.context().close();
  });

  it('sends the installer a private welcome link when the bot is added to the space', async () => {
    const deliveries = await fake.addBotToRoom(roomId, { actorId: installerId });
    expect(deliveries.map((delivery) => delivery.status)).toEqual(deliveries.map(() => 200));
    const [message] = await waitFor(
      () => fake.messagesTo(installerId),
      (messages) => messages.some((one) => welcomeLinkOf(one) !== undefined),
      { what: 'the welcome message' },
    );
    welcomeLink = welcomeLinkOf(message!)!;
    expect(welcomeLink).toMatch(/\/connect\/spark\/[^/]+\/confirm\/$/);
    // The link goes to the installer alone, never into the space.
    expect(fake.messagesTo(roomId).some((one) => welcomeLinkOf(one) !== undefined)).toBe(false);
  });

  it('offers a signed-out visitor Sign in and Create account on the welcome link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const guest = await context.newPage();
    await guest.goto(welcomeLink);
    await expect
      .poll(() => guest.getByRole('heading', { name: 'Connect your Cisco Webex Teams space' }).count())
      .toBe(1);
    const signInHref = await guest.getByRole('link', { name: 'Sign in to connect' }).getAttribute('href');
    expect(signInHref).toContain(`next=${encodeURIComponent(new URL(welcomeLink).pathname)}`);
    const registerHref = await guest.getByRole('link', { name: 'Create a Rollcall account' }).getAttribute('href');
    expect(registerHref).toMatch(/^\/accounts\/microsoft\/install-register\/[^/]+\/$/);
    expect(describeAxeFindings(await seriousAxeViolations(guest))).toEqual([]);
    await screenshot(guest, 'webex-2-guest');
    await context.close();
  });

  it('connects the space as a new team by keyboard and shows its members on Team Settings', async () => {
    const admin = await adminPage();
    await admin.goto(welcomeLink);
    await expect.poll(() => admin.getByRole('heading', { name: `Connect ${SPACE}` }).count()).toBe(1);
    await expect
      .poll(() => admin.getByText(`${SPACE} has ${MEMBERS} members in Cisco Webex Teams.`, { exact: false }).count())
      .toBe(1);
    expect(
      await admin
        .getByText(
          'Crew by email runs by email now. Overwrite moves Crew by email to Cisco Webex Teams; Create New Team keeps Crew by email as it is and adds a new team.',
        )
        .count(),
    ).toBe(1);
    expect(describeAxeFindings(await seriousAxeViolations(admin))).toEqual([]);
    await tabTo(admin, 'Overwrite');
    await tabTo(admin, 'Create New Team');
    await screenshot(admin, 'webex-3-confirm');

    await admin.keyboard.press('Enter');
    await admin.waitForURL(/\/team\/settings\/general\/$/);
    await expect
      .poll(() => admin.getByText(webexConnectedMessage(SPACE, MEMBERS)).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => admin.getByText('Cisco Webex Teams', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => admin.getByText(`Person ${MEMBERS - 1}`).count()).toBeGreaterThan(0);
    expect(await admin.getByText('Ana Admin').count()).toBeGreaterThan(0);
    await screenshot(admin, 'webex-4-team-settings');

    // The space is told it is connected.
    await waitFor(
      () => fake.messagesTo(roomId),
      (messages) => messages.some((one) => wordsOf(one).includes('is connected to Rollcall')),
      { what: 'the success message in the space' },
    );
    await admin.context().close();
  });

  it('refuses the used welcome link, leading to Team Settings', async () => {
    const admin = await adminPage();
    await admin.goto(welcomeLink);
    await expect.poll(() => admin.getByRole('heading', { name: 'This link was already used' }).count()).toBe(1);
    expect(await admin.getByRole('link', { name: 'Open Team Settings' }).count()).toBe(1);
    await admin.context().close();
  });
});
