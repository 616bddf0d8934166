import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../bot/domain/accounts/password-hash.ts';
import { MAX_FAILURES_PER_EMAIL_AND_ADDRESS } from '../../../bot/domain/accounts/sign-in-throttle.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { buildUser } from '../../factories.ts';
import { linkFromEmail } from '../../helpers/sent-emails.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
const password = 'correct-horse-battery';
beforeAll(async () => {
  server = await startTestServer();
  const passwordHash = await hashPassword(password);
  await buildUser(server.db, {
    email: 'kim@example.test',
    passwordHash,
    firstName: 'Kim',
    lastName: 'Lee',
    accountTypeId: 2,
  });
  await buildUser(server.db, { email: 'burst@example.test', passwordHash });
  await buildUser(server.db, { email: 'magic@example.test', passwordHash: null, firstName: 'Mo' });
});
afterAll(() => server.stop());

describe('sign-in with email and password', () => {
  it('opens a session and goes to next when it is a same-origin path', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/accounts/login/', {
      username: 'KIM@example.test',
      password,
      next: '/reports/?x=1',
    });
    expect(response.json()).toEqual({ ok: true, redirect: '/reports/?x=1' });
    const cookie = response.cookies.find((c) => c.name === 'rollcall_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await client.state()).user?.email).toBe('kim@example.test');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])(
    'ignores the open-redirect next %j',
    async (next) => {
      const client = new TestClient(server.app);
      const response = await client.post('/accounts/login/', { username: 'kim@example.test', password, next });
      expect(response.json().redirect).toBe('/');
    },
  );

  it('answers a wrong password and an unknown email alike, under the username', async () => {
    const client = new TestClient(server.app);
    const wrong = await client.post('/accounts/login/', { username: 'kim@example.test', password: 'nope' });
    const unknown = await client.post('/accounts/login/', { username: 'nobody@example.test', password: 'nope' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ __all__: [ACCOUNT_MESSAGES.badCredentials] });
    }
  });

  it('rotates the session at sign-in and revokes it at sign-out', async () => {
    const client = new TestClient(server.app);
    await client.post('/accounts/login/', { username: 'kim@example.test', password });
    const first = client.cookieHeader();
    await client.post('/accounts/login/', { username: 'kim@example.test', password });
    expect(client.cookieHeader()).not.toBe(first);
    const stale = new TestClient(server.app);
    stale.setCookie(first.split('; ').find((c) => c.startsWith('rollcall_session='))!);
    expect((await stale.state()).user).toBeNull();

    const kept = client.cookieHeader();
    const out = await client.postForm('/accounts/logout/', {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/accounts/login/');
    const replay = new TestClient(server.app);
    replay.setCookie(kept.split('; ').find((c) => c.startsWith('rollcall_session='))!);
    expect((await replay.state()).user).toBeNull();
  });

  it('locks an email from one address after a burst of failures with 429 and a clear message', async () => {
    const client = new TestClient(server.app);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL_AND_ADDRESS; i++) {
      expect(
        (await client.post('/accounts/login/', { username: 'burst@example.test', password: `wrong-${i}` })).statusCode,
      ).toBe(400);
    }
    const locked = await client.post('/accounts/login/', { username: 'burst@example.test', password });
    expect(locked.statusCode).toBe(429);
    // The seconds left in the 15-minute window that began with the first failure.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(850);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().error.message).toBe(ACCOUNT_MESSAGES.tooManySignIns);
  });

  it('refuses overlong, missing and malformed input clearly, never with a 500', async () => {
    const client = new TestClient(server.app);
    const long = await client.post('/accounts/login/', { username: `${'a'.repeat(300)}@example.test`, password });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.username).toEqual([ACCOUNT_MESSAGES.tooLong]);
    expect((await client.post('/accounts/login/', {})).statusCode).toBe(400);
    expect((await client.post('/accounts/login/', { username: ['x'], password: { a: 1 } })).statusCode).toBe(400);
    const noCsrf = await client.post('/accounts/login/', { username: 'kim@example.test', password }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('works as a classic form: redirect on success, back to the form with the message on failure', async () => {
    const client = new TestClient(server.app);
    const failed = await client.postForm('/accounts/login/', { username: 'kim@example.test', password: 'nope' });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/accounts/login/');
    expect((await client.state()).messages).toEqual([{ level: 'error', message: ACCOUNT_MESSAGES.badCredentials }]);
    const ok = await client.postForm('/accounts/login/', {
      username: 'kim@example.test',
      password,
      next: '/dashboard/',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/dashboard/');
  });

  it('sends pages that need a session to sign in first, coming back after', async () => {
    const client = new TestClient(server.app);
    const response = await client.get('/teams/switch/some-team/', {
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/accounts/login/?next=%2Fteams%2Fswitch%2Fsome-team%2F');
  });
});

describe('sign in with one click', () => {
  it('emails a link that signs in once, after a button press', async () => {
    const client = new TestClient(server.app);
    const request = await client.post('/accounts/magic_link/request/', { email: 'magic@example.test' });
    expect(request.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.magicLinkSent });
    const token = (await linkFromEmail(server.db, 'magic@example.test', 'magic-link', 'signInUrl')).split('/')[3]!;
    expect((await client.get(`/api/v1/magic-link/${token}`)).json()).toEqual({
      valid: true,
      email: 'magic@example.test',
    });
    const signIn = await client.post(`/accounts/magic_link/${token}/`);
    expect(signIn.json()).toEqual({ ok: true, redirect: '/' });
    expect((await client.state()).user?.email).toBe('magic@example.test');
    const again = await new TestClient(server.app).post(`/accounts/magic_link/${token}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.magicLinkInvalid);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/accounts/magic_link/request/', { email: 'ghost@example.test' });
    expect(response.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.magicLinkSent });
    await expect(linkFromEmail(server.db, 'ghost@example.test', 'magic-link', 'signInUrl')).rejects.toThrow();
  });
});
