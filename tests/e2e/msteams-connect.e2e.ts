/**
 * Connecting Microsoft Teams in the browser (issue 8): the bot is added to a Teams team (fake Bot
 * Connector), the installer's activation link is opened by an account admin whose current team is
 * an email team: the confirm screen warns it is already linked, Overwrite asks first, and the team
 * settings then show Microsoft Teams with the imported members. The connect code on
 * /platform/connect/ reaches the same screen. A Team Admin with no team who connects one with its
 * code lands on it (issue 17), and an email team is not called 'already linked'.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { botAddedToTeam } from '../fakes/teams-connector/activities.ts';
import { startFakeTeamsConnector, type TFakeTeamsConnector } from '../fakes/teams-connector/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { cardOf, cardText, fakeTeam, openUrlOf, sentTo } from '../integration/msteams/teams-fixtures.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let fake: TFakeTeamsConnector;
let browser: Browser;
let admin: Page;
let activationUrl: string;
let connectCode: string;
let account: TAccountRow;

beforeAll(async () => {
  fake = await startFakeTeamsConnector();
  const team = fakeTeam(6, 'Design Crew');
  fake.addTeam(team);
  server = await startTestServer();
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Crew Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const current = await buildTeam(server.db, account, { name: 'Crew by email', service: 'EMAIL' });
  const { user } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ana',
    lastName: 'Admin',
    teams: [current],
  });
  const installer = team.members[0]!;
  await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: botAddedToTeam({ serviceUrl: fake.url, team, installer }),
  });
  const [sent] = await waitFor(
    () => sentTo(fake, installer),
    (list) => list.length === 1,
  );
  activationUrl = openUrlOf(cardOf(sent!), /Connect/)!.replace(server.env.PUBLIC_URL, server.url!);
  connectCode = /\*\*([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\*\*/.exec(cardText(cardOf(sent!)))![1]!;
  const [, token] = (await signIn(server.db, user, account, current)).split('=');
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url! }]);
  admin = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('the Teams confirm screen', () => {
  it('takes the connect code to the confirm screen', async () => {
    await admin.goto(`${server.url}/platform/connect/`);
    await admin.getByRole('textbox', { name: 'Connect code' }).fill(connectCode.toLowerCase());
    await admin.getByRole('textbox', { name: 'Connect code' }).press('Enter');
    await admin.waitForURL(/\/connect\/msteams\/[^/]+\/confirm\/$/);
    await expect.poll(() => admin.getByRole('heading', { name: 'Connect Design Crew' }).count()).toBe(1);
  });

  it('tells an email team what each choice does, asks before Overwrite, then imports the members', async () => {
    await admin.goto(activationUrl);
    await expect
      .poll(() =>
        admin
          .getByText(
            'Crew by email runs by email now. Overwrite moves Crew by email to Microsoft Teams; Create New Team keeps Crew by email as it is and adds a new team.',
          )
          .count(),
      )
      .toBe(1);
    await screenshot(admin, 'msteams-1-confirm');
    await admin.getByRole('button', { name: 'Overwrite' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await screenshot(admin, 'msteams-2-overwrite-dialog');
    await dialog.getByRole('button', { name: /Overwrite/ }).click();
    await admin.waitForURL(/\/team\/settings\/general\/$/);
    await expect
      .poll(() => admin.getByText('Crew by email is connected to Microsoft Teams. 6 members were imported.').count())
      .toBeGreaterThan(0);
    await expect.poll(() => admin.getByText('Person 6').count()).toBeGreaterThan(0);
    expect(await admin.getByText(/already linked/).count()).toBe(0);
    await screenshot(admin, 'msteams-3-team-settings');
  });
});

describe('a Team Admin with no team', () => {
  it('connects a Teams team with its connect code and lands on that team, told "1 member"', async () => {
    const solo = fakeTeam(1, 'Solo Crew');
    fake.addTeam(solo);
    const installer = solo.members[0]!;
    await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: botAddedToTeam({ serviceUrl: fake.url, team: solo, installer }),
    });
    // Person 1 of every fake team has the same Teams id: this install's message is their second.
    const messages = await waitFor(
      () => sentTo(fake, installer),
      (list) => list.length === 2,
    );
    const sent = messages.at(-1);
    const code = /\*\*([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\*\*/.exec(cardText(cardOf(sent!)))![1]!;
    const { user } = await buildUser(server.db, { account, accountTypeId: 2, firstName: 'Tia', lastName: 'Lead' });
    const [, token] = (await signIn(server.db, user, account)).split('=');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url! }]);
    const lead = await context.newPage();
    await lead.goto(`${server.url}/platform/connect/`);
    await lead.getByRole('textbox', { name: 'Connect code' }).fill(code);
    await lead.getByRole('textbox', { name: 'Connect code' }).press('Enter');
    await lead.waitForURL(/\/connect\/msteams\/[^/]+\/confirm\/$/);
    await lead.getByRole('button', { name: 'Connect team' }).click();
    await lead.waitForURL(/\/team\/settings\/general\/$/);
    await expect
      .poll(() => lead.getByText('Solo Crew is connected to Microsoft Teams. 1 member was imported.').count())
      .toBeGreaterThan(0);
    await expect.poll(() => lead.getByText('Person 1').count()).toBeGreaterThan(0);
    expect(await lead.getByText('You have no team yet').count()).toBe(0);
    await screenshot(lead, 'msteams-4-team-admin-connected');
    await lead.goto(`${server.url}/`);
    await expect.poll(() => lead.getByText('Solo Crew').count()).toBeGreaterThan(0);
    expect(await lead.getByText('You have no team yet').count()).toBe(0);
    await context.close();
  });
});
