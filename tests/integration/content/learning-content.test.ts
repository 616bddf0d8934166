/**
 * The learning area's and release notes' routes (issue 22 point 3, spec part 1 §2.11, §7): every
 * onboarding slug of the contract has a page in content/, an unknown slug gets a 404 that says
 * where to go, the release notes come newest first with their images served from
 * /content-assets/, and no asset name reaches a file outside CONTENT_DIR/assets.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API, ONBOARDING_SLUGS, POST_CATEGORIES, ZOnboardingPage, ZPostList } from '../../../shared/content.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

/** A CONTENT_DIR of our own, with a secret beside assets/ that no request may read. */
function fixtureContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollcall-content-'));
  for (const folder of ['onboarding', 'posts', 'assets']) mkdirSync(path.join(dir, folder));
  writeFileSync(
    path.join(dir, 'onboarding', 'member-overview.md'),
    '---\ntitle: Fixture overview\n---\n\nHello **members**.\n',
  );
  writeFileSync(path.join(dir, 'secret.md'), 'top secret');
  writeFileSync(path.join(dir, 'assets', 'notes.txt'), 'not an image');
  writeFileSync(
    path.join(dir, 'assets', 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
  const post = (slug: string, date: string, category: string) =>
    writeFileSync(
      path.join(dir, 'posts', `${slug}.md`),
      `---\ntitle: ${slug}\npublishedAt: ${date}\ncategory: ${category}\nexcerpt: About ${slug}\nimage: /content-assets/drawing.svg\nimageAlt: A square\n---\n\nBody of ${slug}.\n`,
    );
  post('older', '2026-02-01T09:00:00Z', 'Product Updates');
  post('newer', '2026-06-01T09:00:00Z', 'Internal Updates');
  return dir;
}

let shipped: TTestApp;
let fixture: TTestApp;
beforeAll(async () => {
  shipped = await buildTestApp();
  fixture = await buildTestApp({ env: { CONTENT_DIR: fixtureContent() } });
});
afterAll(async () => {
  await shipped.close();
  await fixture.close();
});

describe('onboarding pages', () => {
  it('has every slug of the contract in the shipped content/, with a title and a body', async () => {
    for (const slug of ONBOARDING_SLUGS) {
      const response = await shipped.app.inject({ method: 'GET', url: CONTENT_API.onboardingPage(slug) });
      expect(response.statusCode, slug).toBe(200);
      const page = ZOnboardingPage.parse(response.json());
      expect(page.slug).toBe(slug);
      expect(page.title.length, slug).toBeGreaterThan(3);
      expect(page.body.length, slug).toBeGreaterThan(400);
    }
  });

  it('is public: a guest reads it without signing in, and it may be cached briefly', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/api/v1/content/onboarding/member-overview' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'onboardingPage',
      slug: 'member-overview',
      title: 'Fixture overview',
      body: 'Hello **members**.',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers an unknown slug, or one that tries to leave the folder, with a 404 that says where to go', async () => {
    for (const url of [
      CONTENT_API.onboardingPage('no-such-page'),
      CONTENT_API.onboardingPage('../secret'),
      '/api/v1/content/onboarding/..%2fsecret/',
      '/api/v1/content/onboarding/%2e%2e/',
      `/api/v1/content/onboarding/${'a'.repeat(300)}/`,
      CONTENT_API.onboardingPage('Member-Overview'),
    ]) {
      const response = await fixture.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message, url).toMatch(/no learning-area page at this address|No such endpoint/);
      expect(response.body).not.toContain('top secret');
    }
  });
});

describe('release notes', () => {
  it('lists the shipped notes newest first, in both categories, each with an image and its alt text', async () => {
    const response = await shipped.app.inject({ method: 'GET', url: CONTENT_API.posts });
    expect(response.statusCode).toBe(200);
    const { posts } = ZPostList.parse(response.json());
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(POST_CATEGORIES));
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post.publishedAt.startsWith('2026-'), post.slug.current).toBe(true);
      expect(post.mainImage?.alt, post.slug.current).toBeTruthy();
      const image = await shipped.app.inject({ method: 'GET', url: post.mainImage!.asset.url });
      expect(image.statusCode, post.mainImage!.asset.url).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('orders a deployment’s own notes by date', async () => {
    const { posts } = ZPostList.parse((await fixture.app.inject({ method: 'GET', url: CONTENT_API.posts })).json());
    expect(posts.map((post) => [post.slug.current, post.category, post.excerpt])).toEqual([
      ['newer', 'Internal Updates', 'About newer'],
      ['older', 'Product Updates', 'About older'],
    ]);
    expect(posts[0]!.mainImage).toEqual({ asset: { url: '/content-assets/drawing.svg' }, alt: 'A square' });
  });
});

describe('/content-assets/', () => {
  it('serves an SVG as an image only: its type, nosniff, and a policy that runs no script', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/content-assets/drawing.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it('serves nothing but plain image names inside assets/', async () => {
    for (const url of [
      '/content-assets/notes.txt',
      '/content-assets/missing.svg',
      '/content-assets/../secret.md',
      '/content-assets/..%2fsecret.md',
      '/content-assets/..%2f..%2fpackage.json',
      '/content-assets/%2e%2e%2fonboarding%2fmember-overview.md',
      '/content-assets/.hidden.svg',
      '/content-assets/Drawing.SVG',
      '/content-assets/drawing.svg%00.txt',
      '/content-assets/',
      `/content-assets/${'b'.repeat(300)}.svg`,
    ]) {
      const response = await fixture.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('top secret');
      expect(response.body, url).not.toContain('Hello **members**');
    }
  });
});
