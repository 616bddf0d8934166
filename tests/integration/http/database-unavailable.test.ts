/**
 * A database that is down or drops the connection is the server's trouble, not the client's, and
 * not a bug: the answer is 503 with Retry-After (issue 15 point 10), never a 500.
 */

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../bot/http/plugins/error-handler.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

// Nothing listens on port 1: connecting is refused at once, a real driver error.
const unreachable = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'postgres', connectionTimeoutMillis: 2000 });
const serverUrl = process.env.DATABASE_URL;

function addProbeRoutes(app: FastifyInstance) {
  app.get('/api/v1/test/unreachable-database', { config: { policy: { access: 'public' } } }, async () => {
    await drizzle(unreachable).execute(sql`select 1`);
    return { ok: true };
  });
  app.get('/api/v1/test/dropped-connection', { config: { policy: { access: 'public' } } }, async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    client.on('error', () => {});
    await client.connect();
    try {
      // The server ends this very session, as a restart or a failover would.
      await client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      await drizzle(client).execute(sql`select 1`);
      return { ok: true };
    } finally {
      await client.end().catch(() => undefined);
    }
  });
}

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ extend: addProbeRoutes });
});
afterAll(async () => {
  await t.close();
  await unreachable.end();
});

describe('an unavailable database', () => {
  it('answers 503 with Retry-After when the database refuses connections', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/unreachable-database' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
  });

  it.skipIf(!serverUrl)('answers 503 with Retry-After when the server drops the connection', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/dropped-connection' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });
});
