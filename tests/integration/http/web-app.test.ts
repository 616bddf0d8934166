import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/routes.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollcall-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A concrete URL for a route pattern, with a trailing slash as the spec writes them. */
const concrete = (pattern: string) => `${pattern.replace(/:[^/]+/g, 'x1')}/`.replace(/^\/\/$/, '/');

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ webAppDir: fakeBuild() });
});
afterAll(() => t.close());

describe('the web app', () => {
  it('serves index.html for every page route of the spec, with and without the trailing slash', async () => {
    for (const route of PAGE_ROUTES) {
      for (const url of [concrete(route.path), concrete(route.path).replace(/(.)\/$/, '$1')]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toBe(INDEX);
      }
    }
  });

  it('answers an unknown page with the app and a 404 status, so the app shows "Page not found"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page/' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
  });

  it('answers HEAD for pages like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/accounts/login/' });
    expect(response.statusCode).toBe(200);
  });

  it('serves hashed assets with long caching and the page with revalidation', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/../index.html' })).statusCode).not.toBe(500);
  });

  it('lets only Teams, Outlook and Microsoft 365 frame the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const frameAncestors = csp.split(';').find((d) => d.trim().startsWith('frame-ancestors'));
    expect(frameAncestors).toContain('https://teams.microsoft.com');
    expect(frameAncestors).toContain('https://*.teams.microsoft.com');
    expect(frameAncestors).toContain('https://*.cloud.microsoft');
    expect(frameAncestors).toContain('https://outlook.office.com');
    expect(frameAncestors).not.toContain('*;');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a built web app', () => {
  it('explains how to build it instead of failing', async () => {
    const bare = await buildTestApp({ webAppDir: path.join(tmpdir(), 'rollcall-no-build-here') });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/no/such/page/' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
