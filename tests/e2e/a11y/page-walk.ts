/**
 * The link walk's page visit: load one URL of the app, wait until it has drawn, and answer what is
 * wrong with it (missing route, raw JSON, a page not built yet, a failed load, serious axe
 * violations) and every same-origin link it offers, menus included.
 */
import type { Page, Response } from 'playwright-core';
import { describeAxeFindings, seriousAxeViolations } from './axe.ts';

/**
 * Links that act when followed (GET routes with a side effect: sign out, delete, trigger a run,
 * switch team...). The walk notes them but does not follow them, or it would change the demo data
 * under the next visits.
 */
const ACTION_PATHS: readonly RegExp[] = [
  /^\/accounts\/logout\/?$/,
  /^\/teams\/(switch|uninvite|delete)(\/|$)/,
  /^\/team\/settings\/hashtags\/delete\//,
  /^\/report\/(enable|delete|trigger|send_reminder|resend_summary)\//,
  /^\/accounts\/resend\//,
  /^\/resync(\/|$)/,
  /^\/connect\/email(\/|$)/,
];

/** Whether following `pathname` would change data instead of showing a page. */
export function isActionPath(pathname: string): boolean {
  return ACTION_PATHS.some((pattern) => pattern.test(pathname));
}

/** Links to documents that are JSON by design (the public API's OpenAPI document), not refusals. */
const JSON_DOCUMENTS: readonly RegExp[] = [/^\/api\/public\/v1\/openapi\.json$/];

/** Words on screen that mean the page is missing or broken (the app's own texts). */
const BROKEN_PAGE_TEXTS: ReadonlyArray<[RegExp, string]> = [
  [/Page not found/, "a 404 ('Page not found')"],
  [/is not built yet/, "a 'not built yet' page"],
  [/This page could not load/, "a 'This page could not load' box"],
  [/Rollcall could not load/, "a 'Rollcall could not load' box"],
];

export interface TPageVisit {
  /** The path (and query) visited. */
  url: string;
  /** Where the browser ended up (after redirects). */
  finalUrl: string;
  problems: string[];
  /** Same-origin paths (with query, without #hash) the page links to. */
  links: string[];
}

/** Answers the same-origin link paths of every `a[href]` in the page (or inside `scope`). */
async function sameOriginLinks(page: Page, origin: string, scope = 'body'): Promise<string[]> {
  const hrefs = await page.$$eval(`${scope} a[href]`, (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/**
 * Opens each menu the page's header offers (buttons with aria-haspopup="menu") and answers the
 * links of its items, so menu-only destinations (user menu, team switcher) are walked too.
 */
export async function menuLinks(page: Page, origin: string): Promise<string[]> {
  const found = new Set<string>();
  const triggers = page.locator('header [aria-haspopup="menu"]:visible');
  const count = await triggers.count();
  for (let index = 0; index < count; index++) {
    const trigger = triggers.nth(index);
    await trigger.click();
    const menu = page.locator('[role="menu"]').last();
    try {
      await menu.waitFor({ state: 'visible', timeout: 3000 });
    } catch {
      continue;
    }
    for (const link of await sameOriginLinks(page, origin, '[role="menu"]')) found.add(link);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  }
  return [...found];
}

/** Waits until the page has drawn: the network is quiet and no spinner is showing. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const spinner = page.locator('.fui-Spinner:visible');
  for (let waited = 0; waited < 10_000 && (await spinner.count()) > 0; waited += 100) {
    await page.waitForTimeout(100);
  }
}

/** A download link (an export): it must answer a file, not an error or a JSON refusal. */
async function downloadProblems(page: Page, origin: string, path: string): Promise<string[]> {
  const answer = await page.request.get(`${origin}${path}`);
  const contentType = answer.headers()['content-type'] ?? '';
  if (contentType.includes('json')) return [`a download answering raw JSON (HTTP ${answer.status()})`];
  if (answer.status() >= 400) return [`a download answering HTTP ${answer.status()}`];
  return [];
}

/** Visits `path` and answers its problems and links. */
export async function visitPage(page: Page, origin: string, path: string): Promise<TPageVisit> {
  const problems: string[] = [];
  let response: Response | null;
  try {
    response = await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
  } catch (error) {
    if (!String(error).includes('Download is starting')) throw error;
    return { url: path, finalUrl: path, problems: await downloadProblems(page, origin, path), links: [] };
  }
  const finalUrl = new URL(page.url());
  const visit = (links: string[]): TPageVisit => ({
    url: path,
    finalUrl: `${finalUrl.pathname}${finalUrl.search}`,
    problems,
    links,
  });
  const contentType = response?.headers()['content-type'] ?? '';
  const status = response?.status() ?? 0;
  if (contentType.includes('json') && status === 200 && JSON_DOCUMENTS.some((pattern) => pattern.test(path))) {
    return visit([]);
  }
  if (contentType.includes('json')) {
    problems.push(`a raw JSON body (HTTP ${status}): ${(await page.locator('body').innerText()).slice(0, 160)}`);
    return visit([]);
  }
  if (!contentType.includes('text/html')) {
    if (status >= 400) problems.push(`HTTP ${status} (${contentType || 'no content type'})`);
    return visit([]);
  }
  await settle(page);
  const text = await page.locator('body').innerText();
  for (const [pattern, what] of BROKEN_PAGE_TEXTS) if (pattern.test(text)) problems.push(what);
  if (status >= 400 && problems.length === 0) problems.push(`HTTP ${status}`);
  problems.push(...describeAxeFindings(await seriousAxeViolations(page)));
  return visit(await sameOriginLinks(page, origin));
}
