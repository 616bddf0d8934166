/**
 * The link walk (issue 17 points 2 and 5): for a guest and a signed-in user of each role on the
 * demo data, start at '/' and the header menus, follow every same-origin link the app renders
 * (one page per route pattern, at most 60 per role) and fail on any page that is missing ('Page
 * not found'), a raw JSON body, a 'not built yet' page, a 'This page could not load' box, or has a
 * serious or critical axe-core violation. Links that act when followed (sign out, delete...) are
 * listed, not followed. Each role's pages are written to test-results/link-walk-<role>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, teams, users } from '../../bot/db/schema/index.ts';
import { DEMO_EMAIL } from '../../bot/domain/accounts/demo.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { SESSION_COOKIE } from '../../bot/http/plugins/session.ts';
import { ACCOUNT_TYPE } from '../../shared/roles.ts';
import { buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { isActionPath, menuLinks, type TPageVisit, visitPage } from './a11y/page-walk.ts';
import { routeKey } from './a11y/route-key.ts';
import { launchBrowser, SCREENSHOT_DIR } from './browser.ts';

const MAX_PAGES_PER_ROLE = 60;
const WALK_TIMEOUT_MS = 15 * 60_000;

let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let team: TTeamRow;

interface TWalkedPage extends TPageVisit {
  /** The page whose link led here ('' for the start page). */
  from: string;
}

interface TWalkResult {
  visits: TWalkedPage[];
  /** Links that act when followed, seen but not followed. */
  actions: string[];
  /** Routes left unvisited because the role reached MAX_PAGES_PER_ROLE. */
  leftOver: string[];
}

/** Walks the app as the holder of `sessionToken` (a guest when null). */
async function walk(sessionToken: string | null): Promise<TWalkResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  if (sessionToken !== null) {
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionToken, url: server.url }]);
  }
  const page = await context.newPage();
  const queue = [{ path: '/', from: '' }];
  const seen = new Set([routeKey('/')]);
  const actions = new Set<string>();
  const visits: TWalkedPage[] = [];
  const enqueue = (links: readonly string[], from: string) => {
    for (const link of links) {
      const pathname = new URL(link, server.url).pathname;
      if (isActionPath(pathname)) {
        actions.add(link);
        continue;
      }
      const key = routeKey(pathname);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ path: link, from });
    }
  };
  try {
    while (queue.length > 0 && visits.length < MAX_PAGES_PER_ROLE) {
      const next = queue.shift()!;
      const visit = await visitPage(page, server.url, next.path);
      visits.push({ ...visit, from: next.from });
      enqueue(visit.links, next.path);
      // The header's menus (user menu, team switcher) hold links the page itself does not show.
      if (visits.length === 1) enqueue(await menuLinks(page, server.url), `${next.path} (header menu)`);
    }
  } finally {
    await context.close();
  }
  return { visits, actions: [...actions], leftOver: queue.map((item) => item.path) };
}

/** A session token for `user` in the demo account, in the demo team. */
async function tokenOf(user: TUserRow): Promise<string> {
  const cookie = await signIn(server.db, user, account, team);
  return cookie.slice(`${SESSION_COOKIE}=`.length);
}

async function demoUser(email: string): Promise<TUserRow> {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return user!;
}

/** Saves the walk for the report and answers one line per broken page. */
function failuresOf(role: string, result: TWalkResult): string[] {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(path.join(SCREENSHOT_DIR, `link-walk-${role}.json`), `${JSON.stringify(result, null, 2)}\n`);
  return result.visits
    .filter((visit) => visit.problems.length > 0)
    .map((visit) => {
      const landed = visit.finalUrl === visit.url ? '' : ` (landed on ${visit.finalUrl})`;
      const from = visit.from === '' ? '' : ` [linked from ${visit.from}]`;
      return `${visit.url}${landed}${from}: ${visit.problems.join('; ')}`;
    });
}

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
  browser = await launchBrowser();
  const demo = await demoUser(DEMO_EMAIL);
  const [demoAccount] = await server.db.select().from(accounts);
  const [demoTeam] = await server.db.select().from(teams).where(eq(teams.accountId, demoAccount!.id));
  expect(demo).toBeDefined();
  account = demoAccount!;
  team = demoTeam!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('every link the app renders leads to a working, accessible page', () => {
  const roles: Array<[string, () => Promise<string | null>]> = [
    ['guest', async () => null],
    [
      'billing-owner',
      async () =>
        tokenOf(
          (
            await buildUser(server.db, {
              account,
              accountTypeId: ACCOUNT_TYPE.BILLING_OWNER,
              teams: [team],
              firstName: 'Olga',
              lastName: 'Owner',
            })
          ).user,
        ),
    ],
    ['account-admin', async () => tokenOf(await demoUser(DEMO_EMAIL))],
    [
      'team-admin',
      async () =>
        tokenOf(
          (
            await buildUser(server.db, {
              account,
              accountTypeId: ACCOUNT_TYPE.TEAM_ADMIN,
              teams: [team],
              firstName: 'Tom',
              lastName: 'Admin',
            })
          ).user,
        ),
    ],
    ['member', async () => tokenOf(await demoUser('ana.lima@rollcall.example'))],
    [
      'member-in-no-report',
      async () =>
        tokenOf(
          (
            await buildUser(server.db, {
              account,
              accountTypeId: ACCOUNT_TYPE.MEMBER,
              teams: [team],
              firstName: 'Nora',
              lastName: 'Noreport',
            })
          ).user,
        ),
    ],
  ];

  for (const [role, session] of roles) {
    it(
      `as ${role}`,
      async () => {
        const result = await walk(await session());
        console.info(
          `[link walk] ${role}: ${result.visits.length} pages, ${result.actions.length} action links not followed` +
            (result.leftOver.length > 0 ? `, ${result.leftOver.length} routes over the limit` : ''),
        );
        expect(result.visits.length).toBeGreaterThan(0);
        expect(failuresOf(role, result)).toEqual([]);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
