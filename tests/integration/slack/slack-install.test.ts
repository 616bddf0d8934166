/**
 * Installing Slack through the same doors a person uses (issue 18): Connect Slack -> the fake's
 * consent page -> /slack/oauth_redirect -> oauth.v2.access -> the install stored with its bot token
 * sealed -> the confirm screen. The state is signed, single use, ten minutes, and only for the user
 * who started; a cancelled consent comes back to the Slack page with a clear message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, slackInstalls } from '../../../bot/db/schema/index.ts';
import { issueSlackInstallState } from '../../../bot/domain/platforms/slack/slack-install-state.ts';
import { SLACK_BOT_SCOPES } from '../../../manifest/slack/slack-scopes.ts';
import { SLACK_MESSAGES } from '../../../shared/slack.ts';
import { buildAccount, buildTeam } from '../../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../../fakes/slack-api/index.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../../helpers/test-server.ts';
import { SLACK_TEST_SETTINGS, testSecretBox } from './slack-test-kit.ts';

let fake: TFakeSlackApi;
let server: TTestServer;

beforeAll(async () => {
  fake = await startFakeSlackApi({
    clientId: SLACK_TEST_SETTINGS.SLACK_CLIENT_ID,
    clientSecret: SLACK_TEST_SETTINGS.SLACK_CLIENT_SECRET,
  });
  fake.addWorkspace({ id: 'TACME', name: 'Acme Slack', members: 3 });
  fake.addWorkspace({ id: 'TGRID', name: 'Grid Corp', members: 2, enterpriseId: 'EGRID', enterpriseName: 'Grid Org' });
  server = await startTestServer({ env: { ...SLACK_TEST_SETTINGS, SLACK_URL: fake.url } });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** A click on 'Connect Slack' on our own page: answers where the browser is sent. */
async function pressConnect(client: TestClient): Promise<URL> {
  const response = await client.get('/connect/slack/', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** The fake's consent page: where it sends the browser back. */
async function consent(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** Follows Slack's redirect back into Rollcall; answers the status, the next location and the toasts. */
async function comeBack(client: TestClient, back: URL) {
  const response = await client.get(`${back.pathname}${back.search}`, { accept: 'text/html' });
  const messages = (await client.state()).messages.map((message) => message.message);
  return { status: response.statusCode, location: response.headers.location as string, messages };
}

async function admin() {
  const account = await buildAccount(server.db);
  const { client, user } = await signedInClient(server, account, 1);
  return { client, user, account };
}

const installsOf = (accountId: string) =>
  server.db.select().from(slackInstalls).where(eq(slackInstalls.accountId, accountId));

describe('Connect Slack', () => {
  it('sends an admin to the consent page and stores the install with its token sealed', async () => {
    const { client, user, account } = await admin();
    fake.signIn('TACME', fake.workspace('TACME').users.find((person) => person.email)!.id);
    const authorize = await pressConnect(client);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/oauth/v2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(SLACK_TEST_SETTINGS.SLACK_CLIENT_ID);
    expect(authorize.searchParams.get('scope')).toBe(SLACK_BOT_SCOPES.join(','));
    expect(authorize.searchParams.get('user_scope')).toBe('');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.env.PUBLIC_URL}/slack/oauth_redirect`);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);

    const back = await consent(authorize);
    const done = await comeBack(client, back);
    expect(done.status).toBe(303);
    const [install] = await installsOf(account.id);
    expect(done.location).toBe(`/connect/slack/${install!.slug}/confirm/`);
    expect(install).toMatchObject({
      slackTeamId: 'TACME',
      slackTeamName: 'Acme Slack',
      enterpriseId: null,
      botUserId: fake.workspace('TACME').botUserId,
      appId: fake.appId,
      status: 'pending',
      teamId: null,
      installedByUserId: user.id,
      installerSlackUserId: expect.stringMatching(/^U/),
    });
    expect(install!.scopes.split(',')).toEqual(expect.arrayContaining([...SLACK_BOT_SCOPES]));

    // Sealed: the column holds no token, and only our secret box opens it.
    const token = fake.botToken('TACME');
    expect(install!.botTokenSealed).not.toContain(token);
    expect(install!.botTokenSealed).not.toContain('xox');
    expect(testSecretBox().open(install!.botTokenSealed!)).toBe(token);
    expect(fake.calls('oauth.v2.access')).toHaveLength(1);
  });

  it('spends the state once: the same redirect again is refused and stores nothing more', async () => {
    const { client, account } = await admin();
    const back = await consent(await pressConnect(client));
    expect((await comeBack(client, back)).status).toBe(303);
    const exchanges = fake.calls('oauth.v2.access').length;

    const again = await comeBack(client, back);
    expect(again).toMatchObject({ status: 303, location: '/platform/slack/' });
    expect(again.messages).toContain(SLACK_MESSAGES.stateUsed);
    expect(fake.calls('oauth.v2.access')).toHaveLength(exchanges);
    expect(await installsOf(account.id)).toHaveLength(1);
  });

  it('refuses an expired state, another user’s state and a forged one; the owner may still use theirs', async () => {
    const { client, user, account } = await admin();
    const { client: colleague } = await signedInClient(server, account, 1);
    const back = await consent(await pressConnect(client));

    const stolen = await comeBack(colleague, back);
    expect(stolen).toMatchObject({ status: 303, location: '/platform/slack/' });
    expect(stolen.messages).toContain(SLACK_MESSAGES.stateOtherUser);

    const forged = new URL(back);
    forged.searchParams.set('state', `${back.searchParams.get('state')!.split('.')[0]}.AAAA`);
    expect((await comeBack(client, forged)).messages).toContain(SLACK_MESSAGES.stateInvalid);
    expect(await installsOf(account.id)).toHaveLength(0);

    const stale = await issueSlackInstallState(
      server.db,
      TEST_SESSION_SECRET,
      { userId: user.id, accountId: account.id },
      new Date(Date.now() - 11 * 60 * 1000),
    );
    const expired = new URL(back);
    expired.searchParams.set('state', stale);
    expect((await comeBack(client, expired)).messages).toContain(SLACK_MESSAGES.stateExpired);
    expect(await installsOf(account.id)).toHaveLength(0);

    // The owner's own state was not spent by the refusals.
    expect((await comeBack(client, back)).status).toBe(303);
    expect(await installsOf(account.id)).toHaveLength(1);
  });

  it('brings a cancelled consent back to the Slack page with a clear message', async () => {
    const { client, account } = await admin();
    fake.denyAuthorize(1);
    const back = await consent(await pressConnect(client));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const cancelled = await comeBack(client, back);
    expect(cancelled).toMatchObject({ status: 303, location: '/platform/slack/' });
    expect(cancelled.messages).toContain(SLACK_MESSAGES.accessDenied);
    expect(await installsOf(account.id)).toHaveLength(0);
  });

  it('says so when Slack refuses the code, storing nothing', async () => {
    const { client, account } = await admin();
    const back = await consent(await pressConnect(client));
    fake.failNext('oauth.v2.access', { error: 'invalid_code' });
    const refused = await comeBack(client, back);
    expect(refused.location).toBe('/platform/slack/');
    expect(refused.messages).toContain(SLACK_MESSAGES.slackRefused.replace('{error}', 'invalid_code'));
    expect(await installsOf(account.id)).toHaveLength(0);
  });

  it('refuses members who may not connect teams, before Slack is asked', async () => {
    const account = await buildAccount(server.db);
    const { client: member } = await signedInClient(server, account, 3);
    const visits = fake.authorizeRequests.length;
    const response = await member.get('/connect/slack/', {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
      referer: `${server.url}/platform/slack/`,
    });
    expect(response.statusCode).toBe(303);
    expect((await member.state()).messages.map((m) => m.message)).toContain(SLACK_MESSAGES.noPermission);
    expect(fake.authorizeRequests).toHaveLength(visits);
    const states = await server.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.kind, 'slack_install_state'));
    expect(states.every((row) => row.userId !== null)).toBe(true);
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/connect/slack/',
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/accounts\/login\/\?next=/);
  });
});

describe('installing again', () => {
  it('updates the same account’s row with the new token instead of adding one', async () => {
    const { client, account } = await admin();
    fake.signIn('TGRID', fake.workspace('TGRID').users.find((person) => person.email)!.id);
    await comeBack(client, await consent(await pressConnect(client)));
    const [first] = await installsOf(account.id);
    expect(first).toMatchObject({ slackTeamId: 'TGRID', enterpriseId: 'EGRID', isEnterpriseInstall: false });
    const team = await buildTeam(server.db, account, { service: 'SLACK' });
    await server.db
      .update(slackInstalls)
      .set({ status: 'linked', teamId: team.id })
      .where(eq(slackInstalls.id, first!.id));

    fake.revokeTokens('TGRID');
    const done = await comeBack(client, await consent(await pressConnect(client)));
    const rows = await installsOf(account.id);
    expect(rows).toHaveLength(1);
    const [second] = rows;
    expect(second!.id).toBe(first!.id);
    expect(second!.slug).not.toBe(first!.slug);
    expect(done.location).toBe(`/connect/slack/${second!.slug}/confirm/`);
    expect(second).toMatchObject({ status: 'linked', teamId: team.id });
    const newToken = testSecretBox().open(second!.botTokenSealed!);
    expect(newToken).toBe(fake.botToken('TGRID'));
    expect(newToken).not.toBe(testSecretBox().open(first!.botTokenSealed!));
  });

  it('records another account’s install of a linked workspace as its own pending row', async () => {
    const { client: firstAdmin, account: firstAccount } = await admin();
    fake.signIn('TACME', fake.workspace('TACME').users.find((person) => person.email)!.id);
    await comeBack(firstAdmin, await consent(await pressConnect(firstAdmin)));
    const team = await buildTeam(server.db, firstAccount, { service: 'SLACK' });
    const [linked] = await installsOf(firstAccount.id);
    await server.db
      .update(slackInstalls)
      .set({ status: 'linked', teamId: team.id })
      .where(eq(slackInstalls.id, linked!.id));

    const { client: otherAdmin, account: otherAccount } = await admin();
    await comeBack(otherAdmin, await consent(await pressConnect(otherAdmin)));
    const [theirs] = await installsOf(otherAccount.id);
    expect(theirs).toMatchObject({ slackTeamId: 'TACME', status: 'pending', teamId: null });
    const [ours] = await installsOf(firstAccount.id);
    expect(ours).toMatchObject({ id: linked!.id, status: 'linked', teamId: team.id, slug: linked!.slug });
  });
});
