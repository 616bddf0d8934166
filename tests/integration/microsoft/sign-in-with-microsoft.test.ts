/**
 * Sign in with Microsoft through the same doors a person uses: the login, signup and invitation
 * buttons' routes, the local Microsoft identity stand-in's authorize page and token endpoint (called
 * by the real msal-node), and the callback. Each test is one browser (TestClient keeps cookies).
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  invitations,
  memberships,
  signInStates,
  signups,
  userIdentities,
  users,
} from '../../../bot/db/schema/index.ts';
import { hashToken } from '../../../bot/domain/accounts/one-time-tokens.ts';
import { MICROSOFT_SSO_NOTICES, SSO_NOTICES } from '../../../shared/sso.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../../fakes/microsoft-identity/index.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const TENANT = '6f1c8a52-3a1e-4a57-9d3b-0c2f7e9b1a01';
const OTHER_TENANT = '0b9e3c2a-7d4f-4e1b-8a6c-5f2d1e0c9b87';

let microsoft: TMicrosoftIdentityFake;
let server: TTestServer;
let kim: TFakeMicrosoftUser;
let ana: TFakeMicrosoftUser;
let sam: TFakeMicrosoftUser;
let noor: TFakeMicrosoftUser;
let unverifiedNew: TFakeMicrosoftUser;
let outsider: TFakeMicrosoftUser;

const envOf = (fake: TMicrosoftIdentityFake, extra: Record<string, string> = {}) => ({
  MICROSOFT_CLIENT_ID: fake.clientId,
  MICROSOFT_CLIENT_SECRET: fake.clientSecret,
  MICROSOFT_LOGIN_URL: fake.loginUrl,
  MICROSOFT_GRAPH_URL: fake.graphUrl,
  ...extra,
});

beforeAll(async () => {
  microsoft = await startMicrosoftIdentityFake();
  microsoft.addTenant({ id: TENANT });
  microsoft.addTenant({ id: OTHER_TENANT });
  kim = microsoft.addUser({ tenantId: TENANT, email: 'kim@contoso.example', givenName: 'Kim', surname: 'Lee' });
  ana = microsoft.addUser({ tenantId: TENANT, email: 'ana@contoso.example', givenName: 'Ana', surname: 'Diaz' });
  // Sam's tenant typed Sam's address without proving it owns the domain (no xms_edov).
  sam = microsoft.addUser({
    tenantId: TENANT,
    email: 'sam@contoso.example',
    givenName: 'Sam',
    surname: 'Stone',
    emailVerified: false,
  });
  noor = microsoft.addUser({ tenantId: TENANT, email: 'noor@newco.example', givenName: 'Noor', surname: 'Ek' });
  unverifiedNew = microsoft.addUser({
    tenantId: TENANT,
    email: 'uma@newco.example',
    givenName: 'Uma',
    surname: 'Rao',
    emailVerified: false,
  });
  outsider = microsoft.addUser({
    tenantId: OTHER_TENANT,
    email: 'ola@fabrikam.example',
    givenName: 'Ola',
    surname: 'N',
  });
  server = await startTestServer({ env: envOf(microsoft) });
  // Kim signed in with Microsoft before (identity on record) and uses another email at Rollcall.
  const kimLogin = await buildUser(server.db, { email: 'kim.lee@rollcall-customer.example', accountTypeId: 1 });
  await server.db.insert(userIdentities).values({
    provider: 'microsoft',
    subject: `${TENANT}:${kim.objectId}`.toLowerCase(),
    userId: kimLogin.user.id,
  });
  // Ana and Sam have Rollcall logins with their Microsoft emails, but no identity yet.
  await buildUser(server.db, { email: 'ana@contoso.example', firstName: 'Ana', accountTypeId: 2 });
  await buildUser(server.db, { email: 'sam@contoso.example', firstName: 'Sam', accountTypeId: 2 });
});
afterAll(async () => {
  await server?.stop();
  await microsoft?.close();
});

const pathOf = (location: string) => {
  const url = new URL(location, 'http://rollcall.invalid');
  return `${url.pathname}${url.search}`;
};
const notice = (code: keyof typeof MICROSOFT_SSO_NOTICES) => `sso=${code}&provider=microsoft`;

/** Clicks a Microsoft button: answers Microsoft's authorize URL. */
async function clickMicrosoft(client: TestClient, start: string): Promise<URL> {
  const response = await client.get(start, { accept: 'text/html' });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** Microsoft's authorize page as the browser sees it: answers the callback path it redirects to. */
async function atMicrosoft(authorize: URL): Promise<string> {
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return pathOf(answer.headers.get('location')!);
}

/** The whole round trip for `user`; answers the callback's answer. */
async function roundTrip(client: TestClient, start: string, user: TFakeMicrosoftUser): Promise<LightMyRequestResponse> {
  microsoft.signInNext(user);
  const callback = await atMicrosoft(await clickMicrosoft(client, start));
  return client.get(callback, { accept: 'text/html' });
}

describe('Sign in with Microsoft: login', () => {
  it('sends the browser to Microsoft (organizations) with PKCE, our callback, a state and a nonce', async () => {
    const authorize = await clickMicrosoft(new TestClient(server.app), '/accounts/microsoft/login/');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${microsoft.loginUrl}/organizations/oauth2/v2.0/authorize`,
    );
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: microsoft.clientId,
      redirect_uri: `${server.env.PUBLIC_URL}/accounts/microsoft/callback/`,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    expect(query.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(query.code_challenge?.length).toBeGreaterThanOrEqual(43);
    expect(query.state).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(query.nonce?.length).toBeGreaterThanOrEqual(32);
    // The verifier stays with us, in the state's row; it never travels to the browser.
    const [row] = await server.db.select().from(signInStates).orderBy(signInStates.createdAt);
    expect(row?.codeVerifier).toBeTruthy();
    expect(authorize.href).not.toContain(row!.codeVerifier!);
  });

  it('finds the user by their Microsoft identity (tenant + object id) and goes to next', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/login/?next=%2Freports%2F%3Fx%3D1', kim);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/reports/?x=1');
    expect(response.cookies.find((c) => c.name === 'rollcall_session')).toMatchObject({ httpOnly: true });
    expect((await client.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.email, 'kim@contoso.example'))
      .orderBy(auditEvents.createdAt);
    expect(event).toMatchObject({ kind: 'sign_in', details: { method: 'microsoft', linked_identity: false } });
  });

  it('serves the second login variant /msteams/msal/login/ through the same door', async () => {
    const client = new TestClient(server.app);
    const variant = await client.get('/msteams/msal/login/?next=%2Fdashboard%2F', { accept: 'text/html' });
    expect(variant.statusCode).toBe(302);
    expect(variant.headers.location).toBe('/accounts/microsoft/login/?next=%2Fdashboard%2F');
    const response = await roundTrip(client, variant.headers.location as string, kim);
    expect(response.headers.location).toBe('/dashboard/');
    expect((await client.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it('finds the user by the email Microsoft verified (xms_edov), then records the identity', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/login/', ana);
    expect(response.headers.location).toBe('/');
    expect((await client.state()).user?.email).toBe('ana@contoso.example');
    const [row] = await server.db.select().from(users).where(eq(users.email, 'ana@contoso.example'));
    const identities = await server.db.select().from(userIdentities).where(eq(userIdentities.userId, row!.id));
    expect(identities.map((one) => one.subject)).toEqual([`${TENANT}:${ana.objectId}`.toLowerCase()]);
  });

  it('refuses an email the tenant did not verify and links nothing', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/login/', sam);
    expect(response.headers.location).toBe(`/accounts/login/?${notice('email_unverified')}`);
    expect((await client.state()).user).toBeNull();
    const [row] = await server.db.select().from(users).where(eq(users.email, 'sam@contoso.example'));
    expect(await server.db.select().from(userIdentities).where(eq(userIdentities.userId, row!.id))).toEqual([]);
  });

  it('creates nothing for an unknown Microsoft person and says so, keeping next for a retry', async () => {
    const before = await server.db.select().from(users);
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/login/?next=%2Freports%2F', noor);
    expect(response.headers.location).toBe(`/accounts/login/?next=%2Freports%2F&${notice('no_account')}`);
    expect(MICROSOFT_SSO_NOTICES.no_account).toBe('No Rollcall account uses this Microsoft account yet.');
    expect((await client.state()).user).toBeNull();
    expect(await server.db.select().from(users)).toHaveLength(before.length);
  });

  it('comes back with a clear message when the person cancels at Microsoft (access_denied)', async () => {
    const client = new TestClient(server.app);
    microsoft.denyNext('access_denied');
    const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
    expect(callback).toContain('error=access_denied');
    const tokenCalls = microsoft.calls('POST', '/organizations/oauth2/v2.0/token').length;
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe(`/accounts/login/?${notice('access_denied')}`);
    expect(microsoft.calls('POST', '/organizations/oauth2/v2.0/token')).toHaveLength(tokenCalls);
  });

  it("keeps a Teams tab popup's refusal on the popup's own page (no COOP there, so Teams still hears back)", async () => {
    const client = new TestClient(server.app);
    microsoft.denyNext('access_denied');
    const start = await client.get('/accounts/microsoft/login/?next=%2Fmsteams%2Ftab%2Fauth%2Fdone%2F', {
      accept: 'text/html',
    });
    expect(start.headers['cross-origin-opener-policy']).toBeUndefined();
    const callback = await atMicrosoft(new URL(start.headers.location as string));
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers.location).toBe(`/msteams/tab/auth/done/?${notice('access_denied')}`);
  });

  it('refuses a state used twice', async () => {
    const client = new TestClient(server.app);
    microsoft.signInNext(kim);
    const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
    expect((await client.get(callback, { accept: 'text/html' })).headers.location).toBe('/');
    const again = await client.get(callback, { accept: 'text/html' });
    expect(again.headers.location).toBe(`/accounts/login/?${notice('state_used')}`);
  });

  it('refuses an expired state (older than 10 minutes)', async () => {
    const client = new TestClient(server.app);
    microsoft.signInNext(kim);
    const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
    await server.db.update(signInStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe(`/accounts/login/?${notice('state_expired')}`);
    expect((await client.state()).user).toBeNull();
  });

  it('refuses a state started in another browser (login CSRF) without redeeming its code', async () => {
    const attacker = new TestClient(server.app);
    microsoft.signInNext(kim);
    const callback = await atMicrosoft(await clickMicrosoft(attacker, '/accounts/microsoft/login/'));
    const tokenCalls = microsoft.calls('POST', '/organizations/oauth2/v2.0/token').length;
    const victim = new TestClient(server.app);
    const response = await victim.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe(`/accounts/login/?${notice('state_foreign')}`);
    expect((await victim.state()).user).toBeNull();
    expect(microsoft.calls('POST', '/organizations/oauth2/v2.0/token')).toHaveLength(tokenCalls);
  });

  it('refuses a forged or missing state, and a code Microsoft does not accept', async () => {
    const client = new TestClient(server.app);
    const authorize = await clickMicrosoft(client, '/accounts/microsoft/login/');
    for (const query of ['?code=x&state=abc.def', '?code=x', `?code=x&state=${'a'.repeat(5000)}`]) {
      const response = await client.get(`/accounts/microsoft/callback/${query}`, { accept: 'text/html' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/accounts/login/?${notice('state_invalid')}`);
    }
    const state = encodeURIComponent(authorize.searchParams.get('state')!);
    const made = await client.get(`/accounts/microsoft/callback/?code=made-up&state=${state}`, { accept: 'text/html' });
    expect(made.headers.location).toBe(`/accounts/login/?${notice('microsoft_failed')}`);
  });

  it('refuses an id token whose nonce is not the one this round trip sent', async () => {
    const client = new TestClient(server.app);
    microsoft.signInNext(kim);
    const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
    // As if the code had been obtained by another request (a replayed or injected code).
    await server.db.update(signInStates).set({ nonce: 'a-nonce-this-request-never-sent' });
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.headers.location).toBe(`/accounts/login/?${notice('microsoft_failed')}`);
    expect((await client.state()).user).toBeNull();
  });

  it('says Microsoft is unavailable (no 500) when its token endpoint fails', async () => {
    const client = new TestClient(server.app);
    microsoft.signInNext(kim);
    const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
    microsoft.failNext('token', { status: 503 });
    const response = await client.get(callback, { accept: 'text/html' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/accounts/login/?${notice('microsoft_unavailable')}`);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/.//evil.example', '/accounts/logout/'])(
    'never follows the open-redirect next %j',
    async (next) => {
      const client = new TestClient(server.app);
      const response = await roundTrip(client, `/accounts/microsoft/login/?next=${encodeURIComponent(next)}`, kim);
      expect(response.headers.location).toBe('/');
    },
  );
});

describe('Sign in with Microsoft: register', () => {
  it('starts a verified signup prefilled from Microsoft (no password step) and records the identity', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/register/', noor);
    expect(response.statusCode).toBe(303);
    const hash = /^\/accounts\/signup\/([\w-]+)\/confirm\/$/.exec(response.headers.location as string)?.[1];
    expect(hash).toBeDefined();
    expect((await client.get(`/api/v1/signup/${hash}`)).json()).toMatchObject({
      email: 'noor@newco.example',
      is_verified: true,
      is_SSO: true,
      fname: 'Noor',
      lname: 'Ek',
      platform: 'MSTEAMS',
    });
    const done = await client.post(`/accounts/signup/${hash}/confirm/`, {
      organization: 'NewCo',
      fname: 'Noor',
      lname: 'Ek',
      password1: '',
      password2: '',
      platform: 'MSTEAMS',
    });
    expect(done.json()).toMatchObject({ ok: true, redirect: '/setup/' });
    const [row] = await server.db.select().from(users).where(eq(users.email, 'noor@newco.example'));
    expect(row).toMatchObject({ passwordHash: null });
    const identities = await server.db.select().from(userIdentities).where(eq(userIdentities.userId, row!.id));
    expect(identities.map((one) => one.subject)).toEqual([`${TENANT}:${noor.objectId}`.toLowerCase()]);

    const later = new TestClient(server.app);
    expect((await roundTrip(later, '/accounts/microsoft/login/', noor)).headers.location).toBe('/');
    expect((await later.state()).user?.email).toBe('noor@newco.example');
  });

  it('signs in someone who already has a login instead of registering them again', async () => {
    const client = new TestClient(server.app);
    const response = await roundTrip(client, '/accounts/microsoft/register/', kim);
    expect(response.headers.location).toBe('/');
    expect((await client.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it('refuses a new person whose email the tenant did not verify, back on the signup page', async () => {
    const response = await roundTrip(new TestClient(server.app), '/accounts/microsoft/register/', unverifiedNew);
    expect(response.headers.location).toBe(`/accounts/signup/?${notice('email_unverified')}`);
    expect(await server.db.select().from(signups).where(eq(signups.email, 'uma@newco.example'))).toEqual([]);
  });
});

describe('Sign in with Microsoft on the invited signup', () => {
  async function invite(email: string): Promise<{ token: string; accountId: string }> {
    const account = await buildAccount(server.db, { name: 'Invitee Org' });
    const token = `invite-${email.replace(/\W/g, '')}-${'x'.repeat(20)}`;
    await server.db.insert(invitations).values({
      accountId: account.id,
      email,
      accountTypeId: 2,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { token, accountId: account.id };
  }

  it('accepts the invitation for the invited (verified) Microsoft email: login, role, identity', async () => {
    const invitee = microsoft.addUser({
      tenantId: TENANT,
      email: 'ivy@contoso.example',
      givenName: 'Ivy',
      surname: 'Bo',
    });
    const { token, accountId } = await invite('ivy@contoso.example');
    const page = `/accounts/invite/${token}/confirm/`;
    const client = new TestClient(server.app);
    const response = await roundTrip(client, `/accounts/microsoft/register/?next=${encodeURIComponent(page)}`, invitee);
    expect(response.headers.location).toBe('/');
    const state = await client.state();
    expect(state.user?.email).toBe('ivy@contoso.example');
    const [row] = await server.db.select().from(users).where(eq(users.email, 'ivy@contoso.example'));
    expect(row).toMatchObject({ passwordHash: null, firstName: 'Ivy', lastName: 'Bo' });
    const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, row!.id));
    expect(membership).toMatchObject({ accountId, accountTypeId: 2 });
    expect((await client.get(`/api/v1/invitations/${token}`)).statusCode).toBe(404);
  });

  it('refuses another Microsoft email and keeps the invitation open, back on the invite', async () => {
    const { token } = await invite('someone.else@contoso.example');
    const page = `/accounts/invite/${token}/confirm/`;
    const response = await roundTrip(
      new TestClient(server.app),
      `/accounts/microsoft/register/?next=${encodeURIComponent(page)}`,
      noor,
    );
    expect(response.headers.location).toBe(`${page}?${notice('invite_mismatch')}`);
    expect((await new TestClient(server.app).get(`/api/v1/invitations/${token}`)).statusCode).toBe(200);
  });
});

describe('Sign in with Microsoft for one tenant (BOT_TENANT_ID)', () => {
  it("signs in from that tenant only: Microsoft's authorize is the tenant's, and another tenant's code is refused", async () => {
    const single = await startTestServer({ env: envOf(microsoft, { BOT_TENANT_ID: TENANT }) });
    try {
      const client = new TestClient(single.app);
      const authorize = await clickMicrosoft(client, '/accounts/microsoft/login/');
      expect(authorize.pathname).toBe(`/${TENANT}/oauth2/v2.0/authorize`);
      // An outsider who reaches a code through the multi-tenant endpoint still gets no session.
      microsoft.signInNext(outsider);
      const elsewhere = new URL(authorize.href.replace(`/${TENANT}/`, '/organizations/'));
      const response = await client.get(await atMicrosoft(elsewhere), { accept: 'text/html' });
      expect(response.headers.location).toMatch(
        /^\/accounts\/login\/\?sso=(microsoft_failed|wrong_tenant)&provider=microsoft$/,
      );
      expect((await client.state()).user).toBeNull();
    } finally {
      await single.stop();
    }
  });
});

describe('Sign in with Microsoft is offered only when configured', () => {
  it('says sign_in.microsoft in the state', async () => {
    expect((await new TestClient(server.app).state()).config.sign_in.microsoft).toBe(true);
  });

  it('refuses clearly (no 404/500) without the Microsoft settings', async () => {
    const plain = await startTestServer();
    try {
      const client = new TestClient(plain.app);
      expect((await client.state()).config.sign_in.microsoft).toBe(false);
      for (const path of [
        '/accounts/microsoft/login/',
        '/accounts/microsoft/register/',
        '/accounts/microsoft/callback/?code=x&state=y',
      ]) {
        const json = await client.get(path);
        expect(json.statusCode).toBe(503);
        expect(json.json().error.message).toBe(MICROSOFT_SSO_NOTICES.microsoft_off);
        const page = await client.get(path, { accept: 'text/html' });
        expect(page.statusCode).toBe(303);
        expect(page.headers.location).toMatch(/^\/accounts\/(login|signup)\/\?sso=microsoft_off&provider=microsoft$/);
      }
      // Slack's notices are untouched by the provider split.
      expect(SSO_NOTICES.no_account).toBe('No Rollcall account uses this Slack account yet.');
    } finally {
      await plain.stop();
    }
  });

  it('says Microsoft is unavailable (no 500) when the identity platform is down', async () => {
    const flaky = await startMicrosoftIdentityFake();
    const person = flaky.addUser({ tenantId: TENANT, email: 'kim@contoso.example', givenName: 'Kim', surname: 'Lee' });
    const offline = await startTestServer({ env: envOf(flaky) });
    try {
      const client = new TestClient(offline.app);
      flaky.signInNext(person);
      const callback = await atMicrosoft(await clickMicrosoft(client, '/accounts/microsoft/login/'));
      await flaky.close();
      const response = await client.get(callback, { accept: 'text/html' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/accounts/login/?${notice('microsoft_unavailable')}`);
    } finally {
      await offline.stop();
    }
  });
});
