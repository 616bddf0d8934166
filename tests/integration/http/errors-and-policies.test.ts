import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { buildAccount, buildUser, signIn } from '../../factories.ts';
import { fetchCsrf } from '../../helpers/csrf.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

function addProbeRoutes(app: FastifyInstance) {
  app.post('/api/v1/test/echo', { config: { policy: { access: 'public' } } }, async (request) => {
    return { body: z.object({ word: z.string().min(1, 'A word is required') }).parse(request.body) };
  });
  app.get('/api/v1/test/boom', { config: { policy: { access: 'public' } } }, async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/v1/test/conflict', { config: { policy: { access: 'public' } } }, async () => {
    throw new AppError('CONFLICT', 'That name is taken.');
  });
  app.get(
    '/api/v1/test/admins',
    { config: { policy: { access: 'signed-in', roles: 'ACCOUNT_OWNERS' } } },
    async () => ({
      ok: true,
    }),
  );
  app.get(
    '/api/v1/test/hashtags',
    { config: { policy: { access: 'signed-in', lockedBy: 'LIMIT_HASHTAGS' } } },
    async () => ({
      ok: true,
    }),
  );
  app.post('/api/v1/test/webhook', { config: { policy: { access: 'platform' } } }, async () => ({ ok: true }));
}

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/v1/nothing-here' },
    });
  });

  it('maps AppError codes to statuses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'That name is taken.' } });
  });

  it('never leaks an unexpected error or its stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please contact support.' },
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts:');
  });

  it('answers invalid input with field messages, and malformed JSON with a 400', async () => {
    const csrf = await fetchCsrf(t.app);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: { word: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ word: ['A word is required'] });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token, 'content-type': 'application/json' },
      payload: '{"word":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('INVALID_INPUT');
  });
});

describe('CSRF', () => {
  it('refuses an unsafe request without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { word: 'hi' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Your form expired. Reload the page and try again.');
  });

  it('refuses a token without its cookie, and accepts the pair', async () => {
    const csrf = await fetchCsrf(t.app);
    const withoutCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'x-csrf-token': csrf.token },
      payload: { word: 'hi' },
    });
    expect(withoutCookie.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: { word: 'hi' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('accepts the token as a form field (csrfmiddlewaretoken)', async () => {
    const csrf = await fetchCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { cookie: csrf.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `word=hi&csrfmiddlewaretoken=${encodeURIComponent(csrf.token)}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not ask platform webhooks for a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/webhook', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('policies', () => {
  it('asks guests to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/admins' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('enforces account types on the server', async () => {
    const account = await buildAccount(t.database.db);
    const member = await buildUser(t.database.db, { account, accountTypeId: 3 });
    const admin = await buildUser(t.database.db, { account, accountTypeId: 1 });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admins',
      headers: { cookie: await signIn(t.database.db, member.user, account) },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.code).toBe('FORBIDDEN');
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admins',
      headers: { cookie: await signIn(t.database.db, admin.user, account) },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('enforces plan flags on the server', async () => {
    const free = await buildAccount(t.database.db, { planKey: 'free', subscriptionStatus: 'active' });
    const business = await buildAccount(t.database.db, { planKey: 'business', subscriptionStatus: 'active' });
    const onFree = await buildUser(t.database.db, { account: free, accountTypeId: 1 });
    const onBusiness = await buildUser(t.database.db, { account: business, accountTypeId: 1 });
    const locked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/hashtags',
      headers: { cookie: await signIn(t.database.db, onFree.user, free) },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('FEATURE_LOCKED');
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/hashtags',
      headers: { cookie: await signIn(t.database.db, onBusiness.user, business) },
    });
    expect(open.statusCode).toBe(200);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz, and /readyz 503 when the job engine does not answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    t.failJobsPing(true);
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    t.failJobsPing(false);
    expect(down.statusCode).toBe(503);
    expect(down.json().checks).toContainEqual({ name: 'jobs', ok: false });
  });
});
