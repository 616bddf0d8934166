/**
 * 'Start your free trial' for the demo account (spec part 1 §2.12, §6): the sign-out of 'Logout of
 * Demo' takes a `next` page, so the demo user lands on signup signed out; a `next` that is not a
 * page of ours falls back to home, and a sign-out without one still goes to the login page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../bot/domain/accounts/demo.ts';
import { demoLogoutPath } from '../../../shared/demo-tour.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => server.stop());

async function demoClient(): Promise<TestClient> {
  const client = new TestClient(server.app);
  const signedIn = await client.post('/accounts/login/', { username: DEMO_EMAIL, password: DEMO_PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  expect((await client.state()).user?.is_demo).toBe(true);
  return client;
}

describe('leaving the demo for signup', () => {
  it('signs the demo user out and sends them to signup', async () => {
    const client = await demoClient();
    const out = await client.post(demoLogoutPath('/accounts/signup/'), {});
    expect(out.json()).toEqual({ ok: true, redirect: '/accounts/signup/', message: 'You are signed out.' });
    expect((await client.state()).user).toBeNull();
  });

  it('goes home for a next page that is another site or not a page, never following it', async () => {
    for (const next of ['//evil.example/', 'https://evil.example/', '/accounts/logout/', '/teams/switch/x/']) {
      const client = await demoClient();
      const out = await client.post(demoLogoutPath(next), {});
      expect(out.json().redirect).toBe('/');
      expect((await client.state()).user).toBeNull();
    }
  });

  it('still signs out, to the login page, when next is missing, repeated or absurdly long', async () => {
    for (const query of ['?demo=1', '?demo=1&next=/a/&next=/b/', `?next=/${'a'.repeat(5000)}`]) {
      const client = await demoClient();
      const out = await client.post(`/accounts/logout/${query}`, {});
      expect(out.statusCode).toBe(200);
      expect(out.json().redirect).toBe('/accounts/login/');
      expect((await client.state()).user).toBeNull();
    }
  });

  it('follows next with the form (non-JSON) sign-out too, as a 303', async () => {
    const client = await demoClient();
    const out = await client.postForm(demoLogoutPath('/accounts/signup/'), {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/accounts/signup/');
  });
});
