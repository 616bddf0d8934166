/**
 * The built-in help desk's routes: every article of content/help (public, in order, with bodies),
 * one by slug, a clear 404 for anything else, and CONTENT_DIR replacing the shipped articles.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API } from '../../../shared/content.ts';
import { HELP_DESK_MESSAGES, ZHelpArticleList } from '../../../shared/help-desk.ts';
import { buildTestApp, type TTestApp } from '../../helpers/test-app.ts';

let shipped: TTestApp;
beforeAll(async () => {
  shipped = await buildTestApp();
});
afterAll(() => shipped.close());

describe('the shipped help articles', () => {
  it('lists every article to a guest, getting started first, each with a title, summary and body', async () => {
    const response = await shipped.app.inject({ method: 'GET', url: CONTENT_API.helpArticles });
    expect(response.statusCode).toBe(200);
    const { articles } = ZHelpArticleList.parse(response.json());
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles[0]!.slug).toBe('getting-started');
    expect(articles.map((article) => article.slug)).toEqual(
      expect.arrayContaining(['what-is-rollcall', 'connecting-your-platform', 'answering-check-ins', 'your-data']),
    );
    for (const article of articles) {
      expect(article.title.length).toBeGreaterThan(0);
      expect(article.summary.length).toBeGreaterThan(0);
      expect(article.body.length).toBeGreaterThan(200);
    }
  });

  it('answers one article by slug', async () => {
    const response = await shipped.app.inject({ method: 'GET', url: CONTENT_API.helpArticle('getting-started') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'getting-started', title: 'Getting started with Rollcall' });
    expect(response.json().body).toContain('## 1. Sign up');
  });

  it('links only to articles that exist', async () => {
    const { articles } = ZHelpArticleList.parse(
      (await shipped.app.inject({ method: 'GET', url: CONTENT_API.helpArticles })).json(),
    );
    const slugs = new Set(articles.map((article) => article.slug));
    for (const article of articles) {
      for (const [, slug] of article.body.matchAll(/\]\(\/help\/([a-z0-9-]+)\/\)/g)) {
        expect(slugs, `${article.slug} links /help/${slug}/`).toContain(slug);
      }
    }
  });

  it.each(['no-such-article', '..%2F..%2Fpackage.json', 'Getting-Started', 'a'.repeat(300)])(
    'answers 404 with a clear message for %s',
    async (slug) => {
      const response = await shipped.app.inject({ method: 'GET', url: `/api/v1/content/help/${slug}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(HELP_DESK_MESSAGES.unknownArticle);
    },
  );
});

describe('CONTENT_DIR', () => {
  it('serves a deployment’s own articles instead of the shipped ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rollcall-content-'));
    mkdirSync(path.join(dir, 'help'));
    writeFileSync(
      path.join(dir, 'help', 'vpn-first.md'),
      '---\ntitle: Connect to the VPN first\nsummary: Our Rollcall is on the intranet.\norder: 1\n---\nOpen the VPN, then Rollcall.\n',
    );
    const own = await buildTestApp({ env: { CONTENT_DIR: dir } });
    try {
      const { articles } = ZHelpArticleList.parse(
        (await own.app.inject({ method: 'GET', url: CONTENT_API.helpArticles })).json(),
      );
      expect(articles).toEqual([
        {
          slug: 'vpn-first',
          title: 'Connect to the VPN first',
          summary: 'Our Rollcall is on the intranet.',
          body: 'Open the VPN, then Rollcall.',
        },
      ]);
      const missing = await own.app.inject({ method: 'GET', url: CONTENT_API.helpArticle('getting-started') });
      expect(missing.statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});
