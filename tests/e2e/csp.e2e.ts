/**
 * The pages keep their own Content-Security-Policy (script-src 'self', no eval): opening the
 * login page, a check-in and the dashboard in Chromium raises no securitypolicyviolation event and
 * no CSP error in the console (zod's JIT once tripped it on every page), and the scripts arrive
 * precompressed.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, memberships, users } from '../../bot/db/schema/index.ts';
import { DEMO_EMAIL } from '../../bot/domain/accounts/demo.ts';
import { createSession } from '../../bot/domain/sessions/create-session.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;

interface TOpened {
  page: Page;
  violations: string[];
  scriptEncodings: string[];
}

/** Opens a page in a fresh context, recording CSP violations (events and console) and script encodings. */
async function open(path: string, cookie?: { name: string; value: string }): Promise<TOpened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) await context.addCookies([{ ...cookie, url: server.url }]);
  const page = await context.newPage();
  const violations: string[] = [];
  const scriptEncodings: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scriptEncodings.push(response.headers()['content-encoding'] ?? 'identity');
    }
  });
  await page.goto(`${server.url}${path}`);
  return { page, violations, scriptEncodings };
}

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Content-Security-Policy in Chromium', () => {
  it('holds on the login page, with every script sent brotli-compressed', async () => {
    const { page, violations, scriptEncodings } = await open('/accounts/login/');
    await expect.poll(() => page.getByLabel(/^Password/).count()).toBeGreaterThan(0);
    await page.getByLabel(/email/i).fill('someone@example.com');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(scriptEncodings.length).toBeGreaterThan(0);
    expect(new Set(scriptEncodings)).toEqual(new Set(['br']));
    await screenshot(page, 'csp-login');
  });

  it('holds on a check-in page while answering', async () => {
    const [checkin] = await server.db.select({ hash: checkins.hash }).from(checkins).limit(1);
    const { page, violations } = await open(`/checkin/${checkin!.hash}/`);
    const editor = page.getByRole('textbox').first();
    await editor.waitFor({ state: 'visible' });
    await editor.fill('Shipped the release notes');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await screenshot(page, 'csp-checkin');
  });

  it('holds on the dashboard of a signed-in user', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, demo!.id));
    const { token } = await createSession(server.db, { userId: demo!.id, accountId: membership!.accountId });
    const { page, violations } = await open('/dashboard/', { name: 'rollcall_session', value: token });
    await expect.poll(() => page.getByText('Demo User').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await screenshot(page, 'csp-dashboard');
  });
});
