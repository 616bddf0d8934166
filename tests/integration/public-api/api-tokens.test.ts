/**
 * Personal API tokens on /my/settings/api-tokens/ (issue 23 §5): anyone signed in makes tokens for
 * themselves (name, scopes, expiry), sees the token once, finds it listed by prefix with no secret,
 * revokes it; only the SHA-256 is stored; at most 20 active; the form's refusals in its words;
 * another person's token is not found; the CSRF token is required like every web call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { hashApiToken } from '../../../bot/domain/public-api/api-token.ts';
import {
  PUBLIC_API,
  PUBLIC_API_MESSAGES,
  ZApiTokensContext,
  ZCreateApiTokenAnswer,
} from '../../../shared/public-api.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { makeToken } from './public-api-helpers.ts';

let server: TTestServer;
let account: TAccountRow;

beforeAll(async () => {
  server = await startTestServer();
  account = await buildAccount(server.db);
});
afterAll(() => server.stop());

const list = async (client: TestClient) => {
  const response = await client.get('/api/v1/my/api-tokens');
  expect(response.statusCode, response.body).toBe(200);
  return ZApiTokensContext.parse(response.json());
};

describe('personal API tokens', () => {
  it('are made by any role, shown once, listed by prefix and stored only as a hash', async () => {
    const { client, user } = await signedInClient(server, account, 3);
    const empty = await list(client);
    expect(empty).toMatchObject({ tokens: [], max_active: PUBLIC_API.activeTokensPerPerson, locked: false });
    expect(empty.openapi_url).toBe(`${server.env.PUBLIC_URL}${PUBLIC_API.openApiPath}`);

    const before = Date.now();
    const response = await client.post('/api/v1/my/api-tokens', {
      name: '  CI dashboard  ',
      scopes: ['answer', 'read', 'read'],
      expires_in_days: '90',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = ZCreateApiTokenAnswer.parse(response.json());
    expect(created.message).toBe(PUBLIC_API_MESSAGES.created);
    expect(created.token).toMatch(/^rc_[A-Za-z0-9_-]{43}$/);
    expect(created.api_token).toMatchObject({ name: 'CI dashboard', scopes: ['read', 'answer'], status: 'active' });
    expect(created.api_token.prefix).toBe(created.token.slice(0, 10));
    const expires = new Date(created.api_token.expires_at!).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(90 * 24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThan(90 * 24 * 3600_000 + 60_000);

    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await list(client);
    expect(listed.tokens).toEqual([created.api_token]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(JSON.stringify(listed)).not.toContain(row!.tokenHash);

    const never = ZCreateApiTokenAnswer.parse(
      (
        await client.post('/api/v1/my/api-tokens', { name: 'Forever', scopes: ['read'], expires_in_days: 'never' })
      ).json(),
    );
    expect(never.api_token.expires_at).toBeNull();
  });

  it('refuses a bad form with the form’s words', async () => {
    const { client } = await signedInClient(server, account, 2);
    const cases: Array<[unknown, string, string]> = [
      [{ name: ' ', scopes: ['read'], expires_in_days: '30' }, 'name', PUBLIC_API_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101), scopes: ['read'], expires_in_days: '30' }, 'name', PUBLIC_API_MESSAGES.nameTooLong],
      [{ name: 'x', scopes: [], expires_in_days: '30' }, 'scopes', PUBLIC_API_MESSAGES.scopesRequired],
      [{ name: 'x', scopes: ['admin'], expires_in_days: '30' }, 'scopes.0', ''],
      [{ name: 'x', scopes: ['read'], expires_in_days: '7' }, 'expires_in_days', PUBLIC_API_MESSAGES.expiryRequired],
      [{ name: 'x', scopes: ['read'] }, 'expires_in_days', PUBLIC_API_MESSAGES.expiryRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/v1/my/api-tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response.json().error.fields as Record<string, string[]>;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toEqual([message]);
    }
    expect((await list(client)).tokens).toEqual([]);
  });

  it('holds at most 20 active tokens per person, with a clear message; revoking frees a place', async () => {
    const { client } = await signedInClient(server, account, 1);
    const made: string[] = [];
    for (let n = 0; n < PUBLIC_API.activeTokensPerPerson; n++) {
      made.push((await makeToken(client, ['read'], { name: `Token ${n}` })).id);
    }
    const refused = await client.post('/api/v1/my/api-tokens', {
      name: 'One more',
      scopes: ['read'],
      expires_in_days: '30',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PUBLIC_API_MESSAGES.tooMany);
    const revoked = await client.post(`/api/v1/my/api-tokens/${made[0]}`, {}, { method: 'DELETE' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(PUBLIC_API_MESSAGES.revoked);
    expect((await list(client)).tokens.map((token) => token.id)).not.toContain(made[0]);
    expect((await makeToken(client, ['read'], { name: 'In its place' })).id).toBeDefined();
  });

  it('finds no other person’s token, and asks for the CSRF token', async () => {
    const owner = (await signedInClient(server, account, 3)).client;
    const { id } = await makeToken(owner, ['read']);
    const colleague = (await signedInClient(server, account, 1)).client;
    const theirs = await colleague.post(`/api/v1/my/api-tokens/${id}`, {}, { method: 'DELETE' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(PUBLIC_API_MESSAGES.tokenNotFound);
    expect((await list(colleague)).tokens).toEqual([]);
    const again = await owner.post(`/api/v1/my/api-tokens/${id}`, {}, { method: 'DELETE' });
    expect(again.statusCode).toBe(200);
    expect((await owner.post(`/api/v1/my/api-tokens/${id}`, {}, { method: 'DELETE' })).statusCode).toBe(404);
    const noCsrf = await owner.post(
      '/api/v1/my/api-tokens',
      { name: 'x', scopes: ['read'], expires_in_days: '30' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect((await new TestClient(server.app).get('/api/v1/my/api-tokens')).statusCode).toBe(401);
  });
});
