/**
 * The Teams tabs signed in inside Teams (issue 19): tab single sign-on with tokens minted by the
 * Microsoft identity stand-in (whose signing keys the app fetches for real), the frame cookies
 * (SameSite=None; Secure; Partitioned) that carry the session and the CSRF secret inside a
 * cross-site frame, and the sign-in popup's one-time code.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, oneTimeTokens, userIdentities } from '../../../bot/db/schema/index.ts';
import { buildUser, signIn } from '../../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../../fakes/microsoft-identity/index.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

const TENANT = '6f1c2b7a-0d3e-4c55-9a11-2f4e8d9c0a01';
const OTHER_TENANT = '0b9e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
/** Microsoft's tenant of personal accounts (outlook.com): refused, as the code flow ('organizations') does. */
const PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const HOST = 'rollcall.test';
const now = () => Math.floor(Date.now() / 1000);

let fake: TMicrosoftIdentityFake;
let harness: TTestApp;
let kim: TFakeMicrosoftUser;
let ana: TFakeMicrosoftUser;
let sam: TFakeMicrosoftUser;
let stranger: TFakeMicrosoftUser;
let personal: TFakeMicrosoftUser;
let kimUserId: string;
let anaUserId: string;

const microsoftEnv = () => ({
  PUBLIC_URL: `https://${HOST}`,
  MICROSOFT_CLIENT_ID: fake.clientId,
  MICROSOFT_CLIENT_SECRET: fake.clientSecret,
  MICROSOFT_LOGIN_URL: fake.loginUrl,
  MICROSOFT_GRAPH_URL: fake.graphUrl,
});

beforeAll(async () => {
  fake = await startMicrosoftIdentityFake({ appIdUriHost: HOST });
  fake.addTenant({ id: TENANT });
  fake.addTenant({ id: OTHER_TENANT });
  fake.addTenant({ id: PERSONAL_TENANT });
  kim = fake.addUser({ tenantId: TENANT, email: 'kim@contoso.example', givenName: 'Kim', surname: 'Lee' });
  ana = fake.addUser({ tenantId: TENANT, email: 'ana@contoso.example', givenName: 'Ana', surname: 'Diaz' });
  sam = fake.addUser({ tenantId: TENANT, email: 'sam@contoso.example', givenName: 'Sam', surname: 'Ek' });
  stranger = fake.addUser({ tenantId: OTHER_TENANT, email: 'who@fabrikam.example', givenName: 'Who', surname: 'Ever' });
  personal = fake.addUser({ tenantId: PERSONAL_TENANT, email: 'kim@outlook.example', givenName: 'Kim', surname: 'L' });
  harness = await buildTestApp({ env: microsoftEnv() });
  const db = harness.database.db;
  // Kim signed in with Microsoft before: the identity is on record (under another email).
  const kimLogin = await buildUser(db, { email: 'kim.lee@rollcall-customer.example', accountTypeId: 1 });
  kimUserId = kimLogin.user.id;
  await db.insert(userIdentities).values({
    provider: 'microsoft',
    subject: `${TENANT}:${kim.objectId}`.toLowerCase(),
    userId: kimUserId,
  });
  // Ana has a Rollcall login with her work email, no identity yet.
  anaUserId = (await buildUser(db, { email: 'ana@contoso.example', accountTypeId: 2 })).user.id;
  // Sam's email is at Rollcall too, but his tenant never verified the domain (xms_edov absent).
  await buildUser(db, { email: 'sam@contoso.example' });
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

interface TCookieSeen {
  name: string;
  value: string;
  sameSite?: string;
  secure?: boolean;
  partitioned?: boolean;
}

/**
 * One browser context: the Teams frame (sends X-Rollcall-Host: msteams, as the web app does in a
 * tab) or a first-party window (the popup). Each client has its own address, so the per-address
 * sign-in limit of one test never touches another.
 */
class BrowserContext {
  readonly jar = new Map<string, string>();
  readonly seen: TCookieSeen[] = [];
  csrf = '';
  private readonly address =
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  constructor(
    private readonly app: TTestApp['app'],
    private readonly framed: boolean,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return { accept: 'application/json', cookie, ...(this.framed ? { 'x-rollcall-host': 'msteams' } : {}), ...extra };
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<TCookieSeen & { maxAge?: number }>) {
      this.seen.push(cookie);
      if (cookie.value === '' || cookie.maxAge === 0) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
  }

  async get(url: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: this.headers(extra),
      remoteAddress: this.address,
    });
    this.remember(response);
    return response;
  }

  async state(): Promise<{ user: { email: string } | null; csrftoken: string }> {
    const state = (await this.get('/api/v1/state')).json() as { user: { email: string } | null; csrftoken: string };
    this.csrf = state.csrftoken;
    return state;
  }

  async post(url: string, body: unknown, options: { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    if (!this.csrf) await this.state();
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: this.headers({
        'content-type': 'application/json',
        ...(options.csrf === false ? {} : { 'x-csrf-token': this.csrf }),
      }),
      payload: JSON.stringify(body),
      remoteAddress: this.address,
    });
    this.remember(response);
    return response;
  }

  lastCookie(name: string): TCookieSeen | undefined {
    return this.seen.filter((cookie) => cookie.name === name).at(-1);
  }
}

const frame = (app = harness.app) => new BrowserContext(app, true);
const firstParty = (app = harness.app) => new BrowserContext(app, false);

/** The Teams frame's SSO call with a token. */
async function sso(token: string, context = frame()): Promise<LightMyRequestResponse> {
  return context.post('/api/v1/msteams/tab/sso', { token });
}

/** What the tab's frame makes before opening the popup: a verifier it keeps and its challenge. */
function binding(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const expectFrameCookie = (cookie: TCookieSeen | undefined) =>
  expect(cookie).toMatchObject({ sameSite: 'None', secure: true, partitioned: true });

describe('tab single sign-on', () => {
  it('signs the person in by their Microsoft identity with frame cookies, and the session works in the frame', async () => {
    const context = frame();
    await context.state();
    expectFrameCookie(context.lastCookie('rollcall_csrf'));
    const response = await sso(await fake.tabToken(kim), context);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'signed_in' });
    const session = context.lastCookie('rollcall_session');
    expectFrameCookie(session);
    const header = [response.headers['set-cookie']].flat().find((line) => line?.startsWith('rollcall_session='));
    for (const attribute of ['HttpOnly', 'Secure', 'Partitioned', 'SameSite=None'])
      expect(header?.split('; ')).toContain(attribute);
    expect((await context.state()).user?.email).toBe('kim.lee@rollcall-customer.example');

    // A CSRF-protected POST passes with the frame's cookies and token, and fails without the token.
    const withToken = await context.post('/api/v1/msteams/tab/code', { challenge: binding().challenge });
    expect(withToken.statusCode).toBe(200);
    const withoutToken = await context.post(
      '/api/v1/msteams/tab/code',
      { challenge: binding().challenge },
      { csrf: false },
    );
    expect(withoutToken.statusCode).toBe(403);

    const [event] = await harness.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, kimUserId), eq(auditEvents.kind, 'sign_in')));
    expect(event?.details).toMatchObject({ method: 'microsoft', linked_identity: false });
  });

  it('keeps first-party cookies SameSite=Lax', async () => {
    const context = firstParty();
    await context.state();
    expect(context.lastCookie('rollcall_csrf')).toMatchObject({ sameSite: 'Lax' });
    expect(context.lastCookie('rollcall_csrf')?.partitioned).toBeFalsy();
  });

  it('accepts a v2 token (audience: the bare client id)', async () => {
    const response = await sso(await fake.tabToken(kim, { version: '2.0' }));
    expect(response.json()).toEqual({ status: 'signed_in' });
  });

  it('finds a login by the email the tenant verified, then records the identity', async () => {
    const response = await sso(await fake.tabToken(ana, { claims: { email: ana.email, xms_edov: true } }));
    expect(response.json()).toEqual({ status: 'signed_in' });
    const identities = await harness.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, anaUserId));
    expect(identities.map((row) => row.subject)).toEqual([`${TENANT}:${ana.objectId}`.toLowerCase()]);
  });

  it('does not trust an email the tenant did not verify', async () => {
    const context = frame();
    const response = await sso(await fake.tabToken(sam, { claims: { email: sam.email } }), context);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'no_account' });
    expect(context.jar.has('rollcall_session')).toBe(false);
  });

  it('answers no_account for a person Rollcall does not know, and starts no session', async () => {
    const context = frame();
    const response = await sso(
      await fake.tabToken(stranger, { claims: { email: stranger.email, xms_edov: true } }),
      context,
    );
    expect(response.json()).toEqual({ status: 'no_account' });
    expect(context.jar.has('rollcall_session')).toBe(false);
    expect((await context.state()).user).toBeNull();
  });

  // Each with the reason the audit log records, so a token is refused for the right cause.
  const refusals: Array<[string, () => Promise<string>, string]> = [
    [
      'a wrong audience',
      () => fake.tabToken(kim, { aud: `api://${HOST}/${randomUUID()}` }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'the audience of another host',
      () => fake.tabToken(kim, { aud: `api://evil.example/${fake.clientId}` }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'a wrong issuer',
      () => fake.tabToken(kim, { iss: `https://sts.windows.net/${OTHER_TENANT}/` }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'an issuer of no Microsoft host',
      () => fake.tabToken(kim, { iss: `https://evil.example/${TENANT}/` }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'a bad signature (a key not in the JWKS)',
      () => fake.tabToken(kim, { strangerKey: true }),
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
    [
      'an expired token',
      () => fake.tabToken(kim, { iat: now() - 7200, nbf: now() - 7200, exp: now() - 600 }),
      'ERR_JWT_EXPIRED',
    ],
    ['a token not valid yet', () => fake.tabToken(kim, { nbf: now() + 600 }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['alg none', () => fake.tabToken(kim, { alg: 'none' }), 'ERR_JOSE_ALG_NOT_ALLOWED'],
    ['HS256 signed with the client secret', () => fake.tabToken(kim, { alg: 'HS256' }), 'ERR_JOSE_ALG_NOT_ALLOWED'],
    ['no access_as_user scope', () => fake.tabToken(kim, { scp: 'User.Read' }), 'missing_scope'],
    ['no scp at all', () => fake.tabToken(kim, { omit: ['scp'] }), 'missing_scope'],
    ['no tid', () => fake.tabToken(kim, { omit: ['tid'] }), 'no_tenant'],
    ['a personal Microsoft account', () => fake.tabToken(personal), 'personal_account'],
    ['no oid', () => fake.tabToken(kim, { omit: ['oid'] }), 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['something that is not a JWT', async () => 'not-a-token', 'malformed'],
  ];
  it.each(refusals)('refuses %s with 401', async (_name, mint, reason) => {
    const context = frame();
    const response = await sso(await mint(), context);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Microsoft Teams could not sign you in to Rollcall. Please sign in.');
    expect(context.jar.has('rollcall_session')).toBe(false);
    const [event] = await harness.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'sign_in_failed'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(event?.details).toMatchObject({ method: 'microsoft', door: 'tab_sso', reason });
  });

  it('refuses a body without a token with 400, and a request without the CSRF token with 403', async () => {
    const context = frame();
    expect((await context.post('/api/v1/msteams/tab/sso', {})).statusCode).toBe(400);
    expect((await context.post('/api/v1/msteams/tab/sso', { token: 42 })).statusCode).toBe(400);
    const noCsrf = await context.post('/api/v1/msteams/tab/sso', { token: await fake.tabToken(kim) }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('limits sign-in attempts per address', async () => {
    const context = frame();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await context.post('/api/v1/msteams/tab/sso', {})).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('tab single sign-on, other settings', () => {
  it('single-tenant: refuses a token of another tenant, accepts the one tenant', async () => {
    const single = await buildTestApp({ env: { ...microsoftEnv(), BOT_TENANT_ID: TENANT } });
    try {
      const other = await sso(await fake.tabToken(stranger), frame(single.app));
      expect(other.statusCode).toBe(401);
      // Kim is unknown to this (empty) database: the token passes, nobody matches.
      const own = await sso(await fake.tabToken(kim), frame(single.app));
      expect(own.json()).toEqual({ status: 'no_account' });
    } finally {
      await single.close();
    }
  });

  it('answers 503 when Microsoft signing keys cannot be reached', async () => {
    const closed = await buildTestApp({ env: { ...microsoftEnv(), MICROSOFT_LOGIN_URL: 'http://127.0.0.1:9' } });
    try {
      const response = await sso(await fake.tabToken(kim), frame(closed.app));
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(
        'Microsoft could not be reached to sign you in. Please try again in a moment.',
      );
    } finally {
      await closed.close();
    }
  });

  it('answers 503 when Microsoft identity is not configured, and the popup goes to its last page (which offers the email sign-in)', async () => {
    const off = await buildTestApp();
    try {
      const response = await sso(await fake.tabToken(kim), frame(off.app));
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('Sign in with Microsoft is not set up on this Rollcall server.');
      const { challenge } = binding();
      const popup = await firstParty(off.app).get(`/msteams/tab/auth/?challenge=${challenge}`, { accept: 'text/html' });
      expect(popup.statusCode).toBe(302);
      expect(popup.headers.location).toBe(`/msteams/tab/auth/done/?challenge=${challenge}`);
      // The popup's pages keep window.opener (Teams) reachable: no Cross-Origin-Opener-Policy.
      expect(popup.headers['cross-origin-opener-policy']).toBeUndefined();
      expect((await firstParty(off.app).get('/api/v1/state')).headers['cross-origin-opener-policy']).toBe(
        'same-origin',
      );
    } finally {
      await off.close();
    }
  });
});

/** A first-party popup signed in as `user` (a session cookie of its own). */
async function signedInPopup(user: TUserAndAccount): Promise<BrowserContext> {
  const popup = firstParty();
  popup.jar.set('rollcall_session', (await signIn(harness.database.db, user.user, user.account)).split('=')[1]!);
  return popup;
}

type TUserAndAccount = Awaited<ReturnType<typeof buildUser>>;

/** The popup's code for the frame's challenge. */
async function popupCode(popup: BrowserContext, challenge: string): Promise<string> {
  const response = await popup.post('/api/v1/msteams/tab/code', { challenge });
  expect(response.statusCode).toBe(200);
  return (response.json() as { code: string }).code;
}

/** The latest audit event of a kind for a user. */
async function lastAudit(userId: string, kind: string) {
  const [event] = await harness.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.kind, kind)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return event;
}

describe('the sign-in popup and its one-time code', () => {
  it('carries the challenge through Sign in with Microsoft to the last page, with no opener-cutting header on the way', async () => {
    const { challenge } = binding();
    const popup = firstParty();
    const start = await popup.get(`/msteams/tab/auth/?challenge=${challenge}`, { accept: 'text/html' });
    expect(start.statusCode).toBe(302);
    const done = `/msteams/tab/auth/done/?challenge=${challenge}`;
    expect(start.headers.location).toBe(`/accounts/microsoft/login/?next=${encodeURIComponent(done)}`);
    const toMicrosoft = await popup.get(String(start.headers.location), { accept: 'text/html' });
    expect(toMicrosoft.statusCode).toBe(302);
    fake.signInNext(kim);
    const atMicrosoft = await fetch(String(toMicrosoft.headers.location), { redirect: 'manual' });
    const callback = new URL(atMicrosoft.headers.get('location')!);
    const back = await popup.get(`${callback.pathname}${callback.search}`, { accept: 'text/html' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(done);
    for (const answer of [start, toMicrosoft, back])
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    // The popup is a first-party window: one Lax session cookie.
    const sessions = popup.seen.filter((cookie) => cookie.name === 'rollcall_session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ sameSite: 'Lax' });
    expect(sessions[0]?.partitioned).toBeFalsy();
    expect((await popup.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it('sends a signed-in popup to its last page with the challenge (where it asks before going on), and one without a challenge to a last page that refuses', async () => {
    const { challenge } = binding();
    const popup = await signedInPopup(await buildUser(harness.database.db));
    const signedIn = await popup.get(`/msteams/tab/auth/?challenge=${challenge}`, { accept: 'text/html' });
    expect(signedIn.headers.location).toBe(`/msteams/tab/auth/done/?challenge=${challenge}`);
    for (const query of ['', '?challenge=short', `?challenge=${challenge}%00`]) {
      const unbound = await firstParty().get(`/msteams/tab/auth/${query}`, { accept: 'text/html' });
      expect(unbound.statusCode).toBe(302);
      expect(unbound.headers.location).toBe('/msteams/tab/auth/done/');
    }
  });

  it('refuses to hand out a code to a signed-out popup, or without a challenge', async () => {
    expect((await firstParty().post('/api/v1/msteams/tab/code', { challenge: binding().challenge })).statusCode).toBe(
      401,
    );
    const popup = await signedInPopup(await buildUser(harness.database.db));
    for (const body of [{}, { challenge: 'x' }, { challenge: 42 }, { challenge: `${binding().challenge}=` }]) {
      expect((await popup.post('/api/v1/msteams/tab/code', body)).statusCode).toBe(400);
    }
  });

  it('redeems a code once, with the verifier of its challenge, into a frame session of its user', async () => {
    const owner = await buildUser(harness.database.db, { email: 'popup.one@rollcall-customer.example' });
    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(owner), challenge);
    const [stored] = await harness.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, owner.user.id));
    expect(stored?.kind).toBe('tab_login');
    // Stored neither as the code nor as the code's plain hash: only code + challenge find it.
    expect(stored?.tokenHash).not.toBe(code);
    expect(stored?.tokenHash).not.toBe(createHash('sha256').update(code).digest('hex'));

    const tab = frame();
    const redeemed = await tab.post('/api/v1/msteams/tab/login', { code, verifier });
    expect(redeemed.statusCode).toBe(200);
    expectFrameCookie(tab.lastCookie('rollcall_session'));
    expect((await tab.state()).user?.email).toBe('popup.one@rollcall-customer.example');

    const again = await frame().post('/api/v1/msteams/tab/login', { code, verifier });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('This sign-in has expired or was already used. Please sign in again.');
  });

  it("login CSRF: a code someone minted for their own account signs nobody else in and links nobody's identity", async () => {
    const attacker = await buildUser(harness.database.db, { email: 'mallory@rollcall-customer.example' });
    const attackerBinding = binding();
    const code = await popupCode(await signedInPopup(attacker), attackerBinding.challenge);

    // The victim's tab (signed out, holding an SSO token for an identity nobody has yet) is sent
    // to /msteams/tab/login/?code=... while it waits on a popup of its own: its verifier is not the one.
    const victimMicrosoft = fake.addUser({
      tenantId: TENANT,
      email: 'vic@contoso.example',
      givenName: 'Vic',
      surname: 'Tim',
    });
    const victimTab = frame();
    const token = await fake.tabToken(victimMicrosoft);
    const refused = await victimTab.post('/api/v1/msteams/tab/login', { code, verifier: binding().verifier, token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('This sign-in has expired or was already used. Please sign in again.');
    expect(victimTab.jar.has('rollcall_session')).toBe(false);
    expect((await victimTab.state()).user).toBeNull();
    // Without any verifier (nothing kept in the victim's tab) the call is malformed.
    expect((await victimTab.post('/api/v1/msteams/tab/login', { code, token })).statusCode).toBe(400);
    // A challenge is no verifier either.
    expect(
      (await victimTab.post('/api/v1/msteams/tab/login', { code, verifier: attackerBinding.challenge, token }))
        .statusCode,
    ).toBe(401);
    const identities = await harness.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, `${TENANT}:${victimMicrosoft.objectId}`.toLowerCase()));
    expect(identities).toEqual([]);

    // The code stayed good for the frame that really opened the popup.
    const ownTab = frame();
    expect(
      (await ownTab.post('/api/v1/msteams/tab/login', { code, verifier: attackerBinding.verifier })).statusCode,
    ).toBe(200);
    expect((await ownTab.state()).user?.email).toBe('mallory@rollcall-customer.example');
  });

  it('refuses an expired code and a made-up one', async () => {
    const owner = await buildUser(harness.database.db);
    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(owner), challenge);
    await harness.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, owner.user.id));
    expect((await frame().post('/api/v1/msteams/tab/login', { code, verifier })).statusCode).toBe(401);
    expect((await frame().post('/api/v1/msteams/tab/login', { code: 'x'.repeat(43), verifier })).statusCode).toBe(401);
    expect((await frame().post('/api/v1/msteams/tab/login', {})).statusCode).toBe(400);
    expect((await frame().post('/api/v1/msteams/tab/login', { code, verifier: 'short' })).statusCode).toBe(400);
  });

  it("gives nobody else's session: a code signs in only the user who asked for it, and a code from another kind of link is useless", async () => {
    const one = await buildUser(harness.database.db, { email: 'owner@rollcall-customer.example' });
    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(one), challenge);
    const other = frame();
    const otherUser = await buildUser(harness.database.db, { email: 'someone.else@rollcall-customer.example' });
    other.jar.set(
      'rollcall_session',
      (await signIn(harness.database.db, otherUser.user, otherUser.account)).split('=')[1]!,
    );
    await other.post('/api/v1/msteams/tab/login', { code, verifier });
    expect((await other.state()).user?.email).toBe('owner@rollcall-customer.example');
    // A magic-link token is no tab code.
    const { issueToken } = await import('../../../bot/domain/accounts/one-time-tokens.ts');
    const magic = await issueToken(harness.database.db, { kind: 'magic_link', userId: one.user.id });
    expect((await frame().post('/api/v1/msteams/tab/login', { code: magic, verifier })).statusCode).toBe(401);
  });

  it("links the frame's unclaimed Microsoft identity to the user the popup signed in, so SSO is silent next time", async () => {
    const newcomer = fake.addUser({
      tenantId: TENANT,
      email: 'noor@contoso.example',
      givenName: 'Noor',
      surname: 'Ek',
    });
    const owner = await buildUser(harness.database.db, { email: 'noor.ek@rollcall-customer.example' });
    const token = await fake.tabToken(newcomer);
    expect((await sso(token)).json()).toEqual({ status: 'no_account' });

    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(owner), challenge);
    expect((await frame().post('/api/v1/msteams/tab/login', { code, verifier, token })).statusCode).toBe(200);
    expect((await lastAudit(owner.user.id, 'sign_in'))?.details).toMatchObject({
      method: 'tab_login_code',
      linked_identity: true,
    });

    const silent = frame();
    expect((await sso(await fake.tabToken(newcomer), silent)).json()).toEqual({ status: 'signed_in' });
    expect((await silent.state()).user?.email).toBe('noor.ek@rollcall-customer.example');
  });

  it('never moves an identity someone already has', async () => {
    const owner = await buildUser(harness.database.db);
    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(owner), challenge);
    // Kim's identity belongs to Kim's login.
    const token = await fake.tabToken(kim);
    expect((await frame().post('/api/v1/msteams/tab/login', { code, verifier, token })).statusCode).toBe(200);
    expect((await lastAudit(owner.user.id, 'sign_in'))?.details).toMatchObject({
      linked_identity: false,
      identity_not_linked: 'already_linked',
    });
    const silent = frame();
    await sso(await fake.tabToken(kim), silent);
    expect((await silent.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it("does not link an identity whose email is another Rollcall user's, yet opens the session of the code's user", async () => {
    const colleague = await buildUser(harness.database.db, { email: 'lena@contoso.example' });
    const lenaMicrosoft = fake.addUser({
      tenantId: TENANT,
      email: 'lena@contoso.example',
      givenName: 'Lena',
      surname: 'O',
    });
    const owner = await buildUser(harness.database.db, { email: 'ivo@rollcall-customer.example' });
    const { verifier, challenge } = binding();
    const code = await popupCode(await signedInPopup(owner), challenge);
    const tab = frame();
    const token = await fake.tabToken(lenaMicrosoft, { claims: { email: 'lena@contoso.example', xms_edov: true } });
    expect((await tab.post('/api/v1/msteams/tab/login', { code, verifier, token })).statusCode).toBe(200);
    expect((await tab.state()).user?.email).toBe('ivo@rollcall-customer.example');
    expect((await lastAudit(owner.user.id, 'sign_in'))?.details).toMatchObject({
      linked_identity: false,
      identity_not_linked: 'email_of_other_user',
    });
    const linked = await harness.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, `${TENANT}:${lenaMicrosoft.objectId}`.toLowerCase()));
    expect(linked.map((row) => row.userId)).not.toContain(owner.user.id);
    // Lena's own tab still signs her in (by the email her tenant verified).
    const hers = frame();
    expect((await sso(token, hers)).json()).toEqual({ status: 'signed_in' });
    expect((await hers.state()).user?.email).toBe(colleague.user.email);
  });
});

describe('cookie kinds follow framing, not the route', () => {
  it('signs a full-window tab (Teams mobile) in by SSO with one Lax session cookie', async () => {
    const mobile = firstParty();
    const response = await sso(await fake.tabToken(kim), mobile);
    expect(response.json()).toEqual({ status: 'signed_in' });
    const sessions = mobile.seen.filter((cookie) => cookie.name === 'rollcall_session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ sameSite: 'Lax' });
    expect(sessions[0]?.partitioned).toBeFalsy();
    expect((await mobile.state()).user?.email).toBe('kim.lee@rollcall-customer.example');
  });

  it('redeems a popup code in a full-window tab with a Lax cookie, and in a frame with a frame cookie', async () => {
    const owner = await buildUser(harness.database.db);
    const popup = await signedInPopup(owner);
    const first = binding();
    const mobile = firstParty();
    await mobile.post('/api/v1/msteams/tab/login', {
      code: await popupCode(popup, first.challenge),
      verifier: first.verifier,
    });
    expect(mobile.lastCookie('rollcall_session')).toMatchObject({ sameSite: 'Lax' });
    expect(mobile.lastCookie('rollcall_session')?.partitioned).toBeFalsy();
    const second = binding();
    const framed = frame();
    await framed.post('/api/v1/msteams/tab/login', {
      code: await popupCode(popup, second.challenge),
      verifier: second.verifier,
    });
    expectFrameCookie(framed.lastCookie('rollcall_session'));
  });
});
