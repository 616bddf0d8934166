import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../bot/db/schema/index.ts';
import { DEMO_EMAIL } from '../../bot/domain/accounts/demo.ts';
import { createSession } from '../../bot/domain/sessions/create-session.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
const consoleErrors: string[] = [];

async function openPage(path: string, cookie?: { name: string; value: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) await context.addCookies([{ ...cookie, url: server.url }]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the web app in Chromium', () => {
  it('loads the home page with the guest header', async () => {
    const page = await openPage('/');
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('Rollcall');
    await expect.poll(() => page.getByRole('heading', { name: 'What is Rollcall?' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'smoke-home');
    expect(consoleErrors).toEqual([]);
  });

  it('shows a page not built yet as a clear empty state, and an unknown path as not found', async () => {
    const planned = await openPage('/report-confirm/');
    await expect.poll(() => planned.getByRole('heading', { name: 'Report confirmed' }).count()).toBeGreaterThan(0);
    expect(await planned.getByText('is not built yet').count()).toBeGreaterThan(0);
    const missing = await openPage('/no/such/page/');
    await expect.poll(() => missing.getByText('Page not found').count()).toBeGreaterThan(0);
  });

  it('draws check-in routes in the bare layout, without the navigation', async () => {
    const page = await openPage('/checkin/abc123/');
    await expect.poll(() => page.getByRole('heading', { name: 'Check-in' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    await screenshot(page, 'smoke-checkin-bare');
  });

  it('shows the signed-in demo user in the header', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, demo!.id));
    const { token } = await createSession(server.db, { userId: demo!.id, accountId: membership!.accountId });
    const page = await openPage('/', { name: 'rollcall_session', value: token });
    await expect.poll(() => page.getByText('Demo User').count()).toBeGreaterThan(0);
    expect(await page.getByText('Product Team').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: /^Welcome back/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'smoke-signed-in');
  });
});
