import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('route inventory (ARCHITECTURE §3.2)', () => {
  it('lists every registered route with the policy it declares', () => {
    expect(t.routes.length).toBeGreaterThan(5);
    const withoutPolicy = t.routes.filter((route) => !route.policy);
    expect(withoutPolicy).toEqual([]);
    const inventory = t.routes.map((route) => `${route.method} ${route.url} ${route.policy?.access}`);
    expect(inventory).toContain('GET /api/v1/state public');
    expect(inventory).toContain('GET /dev/outbox development');
  });

  it('refuses to register a route that declares no policy', async () => {
    await expect(
      buildTestApp({
        extend: (app) => {
          app.get('/api/v1/forgotten', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('route GET /api/v1/forgotten declares no policy (config.policy)');
  });
});
