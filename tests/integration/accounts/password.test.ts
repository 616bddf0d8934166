import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../../bot/db/schema/index.ts';
import { hashToken } from '../../../bot/domain/accounts/one-time-tokens.ts';
import { hashPassword } from '../../../bot/domain/accounts/password-hash.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { buildUser, signIn } from '../../factories.ts';
import { lastEmail, linkFromEmail } from '../../helpers/sent-emails.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
  await buildUser(server.db, {
    email: 'rosa@example.test',
    firstName: 'Rosa',
    lastName: 'Parks',
    passwordHash: await hashPassword('old-password-99'),
  });
});
afterAll(() => server.stop());

async function requestReset(email: string): Promise<string> {
  const client = new TestClient(server.app);
  const response = await client.post('/accounts/forgot-password/', { email });
  expect(response.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetSent });
  return (await linkFromEmail(server.db, email, 'password-reset', 'resetUrl')).split('/')[3]!;
}

describe('forgot password and reset', () => {
  it('resets the password once, signs out everywhere, and the new password works', async () => {
    const elsewhere = new TestClient(server.app);
    await elsewhere.post('/accounts/login/', { username: 'rosa@example.test', password: 'old-password-99' });
    expect((await elsewhere.state()).user).not.toBeNull();

    const uuid = await requestReset('rosa@example.test');
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const client = new TestClient(server.app);
    expect((await client.get(`/api/v1/password-reset/${uuid}`)).json()).toEqual({
      valid: true,
      email: 'rosa@example.test',
    });

    const weak = await client.post(`/accounts/password-reset/${uuid}/`, {
      password1: 'rosaparks',
      password2: 'rosaparks',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password1).toContain('The password is too similar to the email.');
    // A refused password keeps the link usable.
    expect((await client.get(`/api/v1/password-reset/${uuid}`)).json().valid).toBe(true);

    const done = await client.post(`/accounts/password-reset/${uuid}/`, {
      password1: 'new-password-2026',
      password2: 'new-password-2026',
    });
    expect(done.json()).toEqual({ ok: true, redirect: '/accounts/login/', message: ACCOUNT_MESSAGES.passwordSaved });
    expect((await elsewhere.state()).user).toBeNull();

    const again = await client.post(`/accounts/password-reset/${uuid}/`, {
      password1: 'another-pass-77',
      password2: 'another-pass-77',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect((await client.get(`/api/v1/password-reset/${uuid}`)).json()).toEqual({ valid: false, email: null });

    expect(
      (await client.post('/accounts/login/', { username: 'rosa@example.test', password: 'old-password-99' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post('/accounts/login/', { username: 'rosa@example.test', password: 'new-password-2026' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const uuid = await requestReset('rosa@example.test');
    await server.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(uuid)));
    const client = new TestClient(server.app);
    expect((await client.get(`/api/v1/password-reset/${uuid}`)).json().valid).toBe(false);
    expect(
      (
        await client.post(`/accounts/password-reset/${uuid}/`, {
          password1: 'fresh-password-1',
          password2: 'fresh-password-1',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/accounts/forgot-password/', { email: 'nobody@example.test' });
    expect(response.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetSent });
    expect(await lastEmail(server.db, 'nobody@example.test', 'password-reset')).toBeUndefined();
  });

  it('refuses an invalid email address and an overlong one', async () => {
    const client = new TestClient(server.app);
    expect(
      (await client.post('/accounts/forgot-password/', { email: 'not-an-email' })).json().error.fields.email,
    ).toEqual([ACCOUNT_MESSAGES.emailInvalid]);
    expect(
      (await client.post('/accounts/forgot-password/', { email: `${'a'.repeat(250)}@x.test` })).json().error.fields
        .email,
    ).toEqual([ACCOUNT_MESSAGES.tooLong]);
  });
});

describe('my password', () => {
  it('sets a first password without asking for a current one', async () => {
    const { user, account } = await buildUser(server.db, { passwordHash: null });
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, user, account));
    expect((await client.get('/api/v1/my/password')).json()).toEqual({ has_password: false });
    const response = await client.post('/my/settings/password/', {
      password1: 'first-password-1',
      password2: 'first-password-1',
      set_password: '1',
    });
    expect(response.json()).toEqual({ ok: true, message: 'Your password was set.' });
    expect((await client.get('/api/v1/my/password')).json()).toEqual({ has_password: true });
  });

  it('changes a password only with the right current password', async () => {
    const { user, account } = await buildUser(server.db, { passwordHash: await hashPassword('current-pass-1') });
    const client = new TestClient(server.app);
    client.setCookie(await signIn(server.db, user, account));
    const wrong = await client.post('/my/settings/password/', {
      password1: 'next-password-2',
      password2: 'next-password-2',
      current_password: 'nope',
      change_password: '1',
    });
    expect(wrong.json().error.fields).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
    const ok = await client.post('/my/settings/password/', {
      password1: 'next-password-2',
      password2: 'next-password-2',
      current_password: 'current-pass-1',
      change_password: '1',
    });
    expect(ok.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await client.state()).user).not.toBeNull();
  });

  it('needs a session', async () => {
    const response = await new TestClient(server.app).post('/my/settings/password/', {
      password1: 'x',
      password2: 'x',
    });
    expect(response.statusCode).toBe(401);
  });
});
