import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../bot/db/schema/index.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { lastEmail, linkFromEmail } from '../../helpers/sent-emails.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNUP_DOMAIN_TRIAL_LIMIT: '1' } });
});
afterAll(() => server.stop());

const goodSignup = {
  password1: 'violet-harbor-42',
  password2: 'violet-harbor-42',
  phone: '+1 555 0100',
  fname: 'Grace',
  lname: 'Hopper',
  organization: 'Navy Labs',
  ref_source: 'Google',
  platform: 'EMAIL',
  job_title: 'Engineering',
  pm_tool: 'JIRA',
  standup: 'Manually over chat',
};

/** Starts a signup and follows the verification link in the same client. */
async function startAndVerify(client: TestClient, email: string): Promise<string> {
  const start = await client.post('/accounts/signup/', { email });
  expect(start.statusCode).toBe(200);
  const redirect = start.json().redirect as string;
  expect(redirect).toMatch(/^\/accounts\/signup\/[\w-]+\/confirm\/$/);
  const hash = redirect.split('/')[3]!;
  const before = (await client.get(`/api/v1/signup/${hash}`)).json();
  expect(before).toMatchObject({ email, is_verified: false, slug: hash });

  const verifyPath = await linkFromEmail(server.db, email, 'verify-email', 'verifyUrl');
  const token = verifyPath.split('/')[3]!;
  expect((await client.get(`/api/v1/verify-email/${token}`)).json()).toEqual({ valid: true, email });
  const verified = await client.post(`/accounts/verify-email/${token}/`);
  expect(verified.json()).toEqual({
    ok: true,
    redirect: `/accounts/signup/${hash}/confirm/`,
    message: ACCOUNT_MESSAGES.emailVerified,
  });
  expect((await client.get(`/api/v1/signup/${hash}`)).json().is_verified).toBe(true);
  return hash;
}

describe('signup', () => {
  it('creates the organisation on a 30-day trial with the user as Account Admin, signed in', async () => {
    const client = new TestClient(server.app);
    const hash = await startAndVerify(client, 'grace@navylabs.test');
    const done = await client.post(`/accounts/signup/${hash}/confirm/`, goodSignup);
    expect(done.statusCode).toBe(200);
    expect(done.json().redirect).toBe('/setup/');
    const state = await client.state();
    expect(state.user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navylabs.test',
      account_type: 'Account Admin',
      account_type_id: 1,
      account_name: 'Navy Labs',
      stripe: { status: 'trialing', trial_days_left: 30 },
    });
    expect(state.messages).toContainEqual({
      level: 'success',
      message: 'Welcome to Rollcall! Your 30-day trial has started.',
    });
    expect(await lastEmail(server.db, 'grace@navylabs.test', 'welcome')).toBeDefined();
    const [account] = await server.db.select().from(accounts).where(eq(accounts.name, 'Navy Labs'));
    expect(account?.signupSurvey).toMatchObject({ platform: 'EMAIL', pm_tool: 'JIRA', ref_source: 'Google' });
    // The signup link is spent.
    expect((await client.get(`/api/v1/signup/${hash}`)).statusCode).toBe(404);
  });

  it('refuses an email that already has an account, with the spec message', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/accounts/signup/', { email: 'grace@navylabs.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: [ACCOUNT_MESSAGES.emailUsed] });
  });

  it('answers every missing field with its message, and a bad password with the policy', async () => {
    const client = new TestClient(server.app);
    const hash = await startAndVerify(client, 'ada@example.test');
    const empty = await client.post(`/accounts/signup/${hash}/confirm/`, {
      password1: '',
      password2: '',
      fname: '',
      lname: '',
      organization: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      fname: [ACCOUNT_MESSAGES.firstNameRequired],
      lname: [ACCOUNT_MESSAGES.lastNameRequired],
      organization: [ACCOUNT_MESSAGES.organizationRequired],
    });
    const mismatch = await client.post(`/accounts/signup/${hash}/confirm/`, {
      ...goodSignup,
      password2: 'other-password-1',
    });
    expect(mismatch.json().error.fields).toEqual({ password2: [ACCOUNT_MESSAGES.passwordsMismatch] });
    const weak = await client.post(`/accounts/signup/${hash}/confirm/`, {
      ...goodSignup,
      password1: '12345678',
      password2: '12345678',
    });
    expect(weak.json().error.fields.password1).toEqual([
      'This password is entirely numeric.',
      'This password is too common.',
    ]);
    const similar = await client.post(`/accounts/signup/${hash}/confirm/`, {
      ...goodSignup,
      password1: 'ada@example',
      password2: 'ada@example',
    });
    expect(similar.json().error.fields.password1).toEqual(['The password is too similar to the email.']);
    const tooLong = await client.post(`/accounts/signup/${hash}/confirm/`, {
      ...goodSignup,
      organization: 'x'.repeat(255),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.organization).toEqual([ACCOUNT_MESSAGES.tooLong]);
  });

  it('lets only the browser that followed the verification link finish', async () => {
    const owner = new TestClient(server.app);
    const hash = await startAndVerify(owner, 'owner@example.test');
    const stranger = new TestClient(server.app);
    expect((await stranger.get(`/api/v1/signup/${hash}`)).json().is_verified).toBe(false);
    const attempt = await stranger.post(`/accounts/signup/${hash}/confirm/`, goodSignup);
    expect(attempt.statusCode).toBe(403);
  });

  it('refuses a used or unknown verification link', async () => {
    const client = new TestClient(server.app);
    await client.post('/accounts/signup/', { email: 'twice@example.test' });
    const token = (await linkFromEmail(server.db, 'twice@example.test', 'verify-email', 'verifyUrl')).split('/')[3]!;
    expect((await client.post(`/accounts/verify-email/${token}/`)).statusCode).toBe(200);
    const again = await client.post(`/accounts/verify-email/${token}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect((await client.get('/api/v1/verify-email/nope')).json()).toEqual({ valid: false, email: null });
  });

  it('holds a company domain with too many recent trials for review; free-mail never counts', async () => {
    const second = new TestClient(server.app);
    const hash = await startAndVerify(second, 'alan@navylabs.test');
    const blocked = await second.post(`/accounts/signup/${hash}/confirm/`, {
      ...goodSignup,
      organization: 'Navy Labs 2',
    });
    expect(blocked.json()).toEqual({ ok: true, redirect: '/accounts/signup_blocked/' });
    expect((await second.state()).user).toBeNull();

    for (const email of ['first@gmail.com', 'second@gmail.com']) {
      const client = new TestClient(server.app);
      const gmailHash = await startAndVerify(client, email);
      const done = await client.post(`/accounts/signup/${gmailHash}/confirm/`, { ...goodSignup, organization: email });
      expect(done.json().redirect).toBe('/setup/');
    }
  });

  it('resends the verification email, at most once a minute', async () => {
    const client = new TestClient(server.app);
    const start = await client.post('/accounts/signup/', { email: 'resend@example.test' });
    const hash = (start.json().redirect as string).split('/')[3]!;
    const response = await client.get(`/accounts/resend/email-verification/${hash}/`, { accept: 'text/html' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/accounts/signup/${hash}/confirm/`);
    expect((await client.state()).messages[0]?.message).toBe(
      'We just sent it. Please wait a minute before asking again.',
    );
  });
});
