/**
 * Safe by default for the operator (issue 15 point 3, ARCHITECTURE §3.8): production seeds no demo
 * account unless asked, no proxy header is believed unless TRUST_PROXY says so, and the
 * development outbox (which shows sign-in links) answers only on this machine.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../../bot/db/schema/index.ts';
import { DEMO_EMAIL } from '../../../bot/domain/accounts/demo.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const opened: Array<TTestApp | TTestServer> = [];
afterAll(async () => {
  await Promise.all(opened.map((each) => ('close' in each ? each.close() : each.stop())));
});

/** An app with a probe route that answers the client address Fastify settled on. */
async function appWithIpProbe(env: Record<string, string> = {}): Promise<TTestApp> {
  const built = await buildTestApp({
    env,
    extend: (app) => {
      app.get('/test/ip', { config: { policy: { access: 'public' } } }, async (request) => ({ ip: request.ip }));
    },
  });
  opened.push(built);
  return built;
}

describe('production defaults', () => {
  it('seeds no demo account in production when SEED_DEMO is unset', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production', SEED_DEMO: '' } });
    opened.push(server);
    expect(server.env.SEED_DEMO).toBe(false);
    const demo = await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toHaveLength(0);
    const outbox = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, in production too', async () => {
    const { app } = await appWithIpProbe({ NODE_ENV: 'production' });
    const response = await app.inject({
      method: 'GET',
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.4',
    });
    expect(response.json()).toEqual({ ip: '198.51.100.4' });
  });

  it('believes one hop with TRUST_PROXY=1', async () => {
    const { app } = await appWithIpProbe({ TRUST_PROXY: '1' });
    const response = await app.inject({
      method: 'GET',
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.66, 203.0.113.9' },
      remoteAddress: '10.0.0.2',
    });
    expect(response.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('believes the header only from the listed proxies', async () => {
    const { app } = await appWithIpProbe({ TRUST_PROXY: '10.0.0.0/8' });
    const fromProxy = await app.inject({
      method: 'GET',
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.1.2.3',
    });
    expect(fromProxy.json()).toEqual({ ip: '203.0.113.9' });
    const fromClient = await app.inject({
      method: 'GET',
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.4',
    });
    expect(fromClient.json()).toEqual({ ip: '198.51.100.4' });
  });
});

describe('development routes', () => {
  it('answer loopback clients only, whatever a forwarded header claims', async () => {
    const { app } = await appWithIpProbe({ TRUST_PROXY: 'loopback' });
    const local = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const localV6 = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '::1' });
    expect(localV6.statusCode).toBe(200);
    const remote = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
      headers: { 'x-forwarded-for': '192.168.1.20' },
      remoteAddress: '127.0.0.1',
    });
    expect(forwarded.statusCode).toBe(404);
  });
});
