import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('rollcall '.repeat(400))});`;
const BIG_JSON = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Member ${i}`, answer: 'Done.' })) };

/** A build as tab/precompress.ts leaves it: each asset with its .br and .gz twins. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollcall-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  const asset = path.join(dir, 'assets', 'app-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dir;
}

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    webAppDir: fakeBuild(),
    extend: (app) => {
      app.get('/api/test/big', { config: { policy: { access: 'public' } } }, async () => BIG_JSON);
      app.get('/api/test/small', { config: { policy: { access: 'public' } } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t.close());

describe('static assets', () => {
  it('sends the precompressed brotli file to a client that accepts it, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('sends the page itself compressed and never cached without revalidation', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/accounts/login/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('JSON answers', () => {
  it('compresses an answer over 1 KB with brotli or gzip, as the client prefers', async () => {
    const expected = JSON.stringify(BIG_JSON);
    const br = await t.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(expected.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    const gz = await t.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);
  });

  it('leaves small answers and clients that accept no compression alone', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await t.app.inject({ method: 'GET', url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG_JSON);
  });

  it('compresses error answers too and keeps the security headers on compressed answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
