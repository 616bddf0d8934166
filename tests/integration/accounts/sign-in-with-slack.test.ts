/**
 * Sign in with Slack through the same doors a person uses: the login and signup buttons' routes,
 * the local Slack stand-in's authorize page and openid.connect.* methods (called by the real
 * @slack/web-api client), and the callback. Each test is one browser (TestClient keeps cookies).
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, signInStates, signups, userIdentities, users } from '../../../bot/db/schema/index.ts';
import { SSO_NOTICES } from '../../../shared/sso.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { startFakeSlackApi, type TFakeSlackApi } from '../../fakes/slack-api/index.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let slack: TFakeSlackApi;
let server: TTestServer;
const TEAM = 'T0ACME';

beforeAll(async () => {
  slack = await startFakeSlackApi({ limits: false });
  slack.addWorkspace({
    id: TEAM,
    name: 'Acme',
    noFilteredUsers: true,
    members: [
      { id: 'U0KIM', realName: 'Kim Lee', firstName: 'Kim', lastName: 'Lee', email: 'kim@acme.example' },
      { id: 'U0ANA', realName: 'Ana Diaz', firstName: 'Ana', lastName: 'Diaz', email: 'ana@acme.example' },
      { id: 'U0NEW', realName: 'Noor Ek', firstName: 'Noor', lastName: 'Ek', email: 'noor@newco.example' },
      { id: 'U0STRANGER', realName: 'Sam Stranger', email: 'sam@acme.example' },
      { id: 'U0NOMAIL', realName: 'No Mail', email: null },
      { id: 'U0LIMIT', realName: 'Lim It', firstName: 'Lim', lastName: 'It', email: 'lim@busy.example' },
    ],
  });
  server = await startTestServer({
    env: {
      SLACK_CLIENT_ID: slack.clientId,
      SLACK_CLIENT_SECRET: slack.clientSecret,
      SLACK_SIGNING_SECRET: 'fake-slack-signing-secret',
      SLACK_URL: slack.url,
      SIGNUP_DOMAIN_TRIAL_LIMIT: '1',
    },
  });
  // Kim signed in with Slack before (identity on record) and uses another email at Rollcall.
  const kim = await buildUser(server.db, { email: 'kim.lee@rollcall-customer.example', accountTypeId: 1 });
  await server.db.insert(userIdentities).values({ provider: 'slack', subject: `${TEAM}:U0KIM`, userId: kim.user.id });
  // Ana has a Rollcall login with the email Slack verified, but no identity yet.
  await buildUser(server.db, { email: 'ana@acme.example', firstName: 'Ana', accountTypeId: 2 });
  // busy.example already used its one trial this month.
  await buildAccount(server.db, { signupDomain: 'busy.example' });
});
afterAll(async () => {
  await server?.stop();
  await slack?.close();
});

const pathOf = (location: string) => {
  const url = new URL(location, 'http://rollcall.invalid');
  return `${url.pathname}${url.search}`;
};

/** Clicks the Slack button: answers Slack's authorize URL. */
async function clickSlack(client: TestClient, start: string): Promise<URL> {
  const response = await client.get(start, { accept: 'text/html' });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** Slack's authorize page as the browser sees it: answers the callback path it redirects to. */
async function atSlack(authorize: URL): Promise<string> {
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return pathOf(answer.headers.get('location')!);
}

/** The whole round trip for the Slack person `userId`; answers the callback's answer. */
async function roundTrip(client: TestClient, start: string, userId: string): Promise<LightMyRequestResponse> {
  slack.signIn(TEAM, userId);
  const callback = await atSlack(await clickSlack(client, start));
  return client.get(callback, { accept: 'text/html' });
}

describe('Sign in with Slack: login', () => {
  it('sends the browser to Slack with the OpenID scopes, our callback, a state and a nonce', async () => {
    const authorize = await clickSlack(new TestClient(server.app), '/accounts/slack/login/');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${slack.url}/openid/connect/authorize`);
    expect(authorize.search).toContain('scope=openid%20email%20profile');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: slack.clientId,
      redirect_uri: `${server.env.PUBLIC_URL}/accounts/slack/callback/`,
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
  });

  it('finds the user by their Slack identity (team id + user id) and goes to next', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/login/?next=%2Freports%2F%3Fx%3D1', 'U0KIM');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/reports/?x=1');
    expect(response.cookies.find((c) => c.name === 'rollcall_session')).toMatchObject({ httpOnly: true });
    expect((await client.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
    const [token] = slack.calls('openid.connect.token');
    expect(token?.ok).toBe(true);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.email, 'kim@acme.example'))
      .orderBy(auditEvents.createdAt);
    expect(event).toMatchObject({ kind: 'sign_in', details: { method: 'slack', linked_identity: false } });
  });

  it('finds the user by the email Slack verified, then records the identity', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/login/', 'U0ANA');
    expect(response.headers.location).toBe('/');
    expect((await client.state()).user?.email).toBe('ana@acme.example');
    const [ana] = await server.db.select().from(users).where(eq(users.email, 'ana@acme.example'));
    const identities = await server.db.select().from(userIdentities).where(eq(userIdentities.userId, ana!.id));
    expect(identities.map((one) => one.subject)).toEqual([`${TEAM}:U0ANA`]);
  });

  it('creates nothing for an unknown Slack person and says so on the login page', async () => {
    const before = await server.db.select().from(users);
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/login/', 'U0STRANGER');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/accounts/login/?sso=no_account');
    expect(SSO_NOTICES.no_account).toBe('No Rollcall account uses this Slack account yet.');
    expect((await client.state()).user).toBeNull();
    expect(await server.db.select().from(users)).toHaveLength(before.length);
    expect(
      await server.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, `${TEAM}:U0STRANGER`)),
    ).toEqual([]);
  });

  it('refuses a Slack account without an email when no identity matches', async () => {
    const response = await roundTrip(new TestClient(server.app), '/accounts/slack/login/', 'U0NOMAIL');
    expect(response.headers.location).toBe('/accounts/login/?sso=no_account');
  });

  it('comes back with a clear message when the person cancels at Slack (access_denied)', async () => {
    const client = new TestClient(server.app);
    slack.denyAuthorize(1);
    const callback = await atSlack(await clickSlack(client, '/accounts/slack/login/'));
    expect(callback).toContain('error=access_denied');
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/accounts/login/?sso=access_denied');
    expect(slack.calls('openid.connect.token')).toHaveLength(
      slack.calls('openid.connect.token').filter((call) => call.ok).length,
    );
  });

  it('refuses a state used twice', async () => {
    const client = new TestClient(server.app);
    slack.signIn(TEAM, 'U0KIM');
    const callback = await atSlack(await clickSlack(client, '/accounts/slack/login/'));
    expect((await client.get(callback, { accept: 'text/html' })).headers.location).toBe('/');
    const again = await client.get(callback, { accept: 'text/html' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/accounts/login/?sso=state_used');
  });

  it('refuses an expired state (older than 10 minutes)', async () => {
    const client = new TestClient(server.app);
    slack.signIn(TEAM, 'U0KIM');
    const callback = await atSlack(await clickSlack(client, '/accounts/slack/login/'));
    await server.db.update(signInStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe('/accounts/login/?sso=state_expired');
    expect((await client.state()).user).toBeNull();
  });

  it('refuses a state started in another browser (login CSRF) without spending it', async () => {
    const attacker = new TestClient(server.app);
    slack.signIn(TEAM, 'U0KIM');
    const callback = await atSlack(await clickSlack(attacker, '/accounts/slack/login/'));
    const victim = new TestClient(server.app);
    const response = await victim.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe('/accounts/login/?sso=state_foreign');
    expect((await victim.state()).user).toBeNull();
    expect(
      slack
        .calls('openid.connect.token')
        .filter((call) => call.args.code === new URLSearchParams(callback.split('?')[1]).get('code')),
    ).toEqual([]);
  });

  it('refuses a forged, missing or oversized state, and a callback without a code', async () => {
    const client = new TestClient(server.app);
    await clickSlack(client, '/accounts/slack/login/');
    for (const query of [
      '?code=x&state=abc.def',
      '?code=x',
      `?code=x&state=${'a'.repeat(5000)}`,
      '?state=a.b&state=c.d',
    ]) {
      const response = await client.get(`/accounts/slack/callback/${query}`, { accept: 'text/html' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/accounts/login/?sso=state_invalid');
    }
  });

  it('refuses a code Slack does not accept', async () => {
    const client = new TestClient(server.app);
    const authorize = await clickSlack(client, '/accounts/slack/login/');
    const state = authorize.searchParams.get('state')!;
    const response = await client.get(`/accounts/slack/callback/?code=made-up&state=${encodeURIComponent(state)}`, {
      accept: 'text/html',
    });
    expect(response.headers.location).toBe('/accounts/login/?sso=slack_failed');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/.//evil.example', '/accounts/logout/'])(
    'never follows the open-redirect next %j',
    async (next) => {
      const client = new TestClient(server.app);
      const response = await roundTrip(client, `/accounts/slack/login/?next=${encodeURIComponent(next)}`, 'U0KIM');
      expect(response.headers.location).toBe('/');
    },
  );
});

describe('Sign in with Slack: register', () => {
  it('starts a verified signup (no "Check your email!") and creates a login without a password', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/register/', 'U0NEW');
    expect(response.statusCode).toBe(303);
    const hash = /^\/accounts\/signup\/([\w-]+)\/confirm\/$/.exec(response.headers.location as string)?.[1];
    expect(hash).toBeDefined();
    const context = (await client.get(`/api/v1/signup/${hash}`)).json();
    expect(context).toMatchObject({
      email: 'noor@newco.example',
      is_verified: true,
      is_SSO: true,
      is_fname: true,
      fname: 'Noor',
      lname: 'Ek',
      platform: 'SLACK',
    });
    // Another browser holding the link cannot finish it.
    expect((await new TestClient(server.app).get(`/api/v1/signup/${hash}`)).json().is_verified).toBe(false);

    const done = await client.post(`/accounts/signup/${hash}/confirm/`, {
      organization: 'NewCo',
      fname: 'Noor',
      lname: 'Ek',
      password1: '',
      password2: '',
      platform: 'SLACK',
    });
    expect(done.json()).toMatchObject({ ok: true, redirect: '/setup/' });
    const state = await client.state();
    expect(state.user).toMatchObject({ email: 'noor@newco.example', account_name: 'NewCo' });
    const [noor] = await server.db.select().from(users).where(eq(users.email, 'noor@newco.example'));
    expect(noor).toMatchObject({ passwordHash: null });
    expect(noor?.emailVerifiedAt).toBeInstanceOf(Date);
    const identities = await server.db.select().from(userIdentities).where(eq(userIdentities.userId, noor!.id));
    expect(identities.map((one) => one.subject)).toEqual([`${TEAM}:U0NEW`]);

    // From now on Sign in with Slack finds Noor by identity.
    const later = new TestClient(server.app);
    expect((await roundTrip(later, '/accounts/slack/login/', 'U0NEW')).headers.location).toBe('/');
    expect((await later.state()).user?.email).toBe('noor@newco.example');
  });

  it('follows the email signup rules: a domain over its trial limit is held for review', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/register/', 'U0LIMIT');
    const hash = /\/accounts\/signup\/([\w-]+)\/confirm\//.exec(response.headers.location as string)?.[1];
    const blocked = await client.post(`/accounts/signup/${hash}/confirm/`, {
      organization: 'Busy',
      fname: 'Lim',
      lname: 'It',
      password1: '',
      password2: '',
    });
    expect(blocked.json()).toMatchObject({ ok: true, redirect: '/accounts/signup_blocked/' });
    expect(await server.db.select().from(users).where(eq(users.email, 'lim@busy.example'))).toEqual([]);
  });

  it('signs in someone who already has a login instead of registering them again', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/slack/register/', 'U0KIM');
    expect(response.headers.location).toBe('/');
    expect((await client.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it('refuses a Slack account without an email, back on the signup page', async () => {
    const response = await roundTrip(new TestClient(server.app), '/accounts/slack/register/', 'U0NOMAIL');
    expect(response.headers.location).toBe('/accounts/signup/?sso=no_email');
    expect(
      await server.db
        .select()
        .from(signups)
        .where(eq(signups.identitySubject, `${TEAM}:U0NOMAIL`)),
    ).toEqual([]);
  });
});

describe('Sign in with Slack is offered only when Slack is configured', () => {
  it('says sign_in.slack in the state', async () => {
    expect((await new TestClient(server.app).state()).config.sign_in.slack).toBe(true);
  });

  it('refuses clearly (no 404/500) and offers no button without the Slack settings', async () => {
    const plain = await startTestServer();
    try {
      const client = new TestClient(plain.app);
      expect((await client.state()).config.sign_in.slack).toBe(false);
      for (const path of [
        '/accounts/slack/login/',
        '/accounts/slack/register/',
        '/accounts/slack/callback/?code=x&state=y',
      ]) {
        const json = await client.get(path);
        expect(json.statusCode).toBe(503);
        expect(json.json().error.message).toBe(SSO_NOTICES.slack_off);
        const page = await client.get(path, { accept: 'text/html' });
        expect(page.statusCode).toBe(303);
        expect(page.headers.location).toMatch(/^\/accounts\/(login|signup)\/\?sso=slack_off$/);
      }
    } finally {
      await plain.stop();
    }
  });
});
