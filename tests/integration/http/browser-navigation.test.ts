/**
 * A link opened in the browser never shows raw JSON (issue 17): every GET route a page can link to
 * answers a browser navigation (Accept: text/html, no JSON marker) with a page or a redirect, for
 * every account type and for someone signed out, whether it lets them through or refuses them.
 * The list comes from the server's route inventory, so a new link is tried without anyone
 * remembering to. The web app's own calls (/api/...) keep answering JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import type { TRegisteredRoute } from '../../../bot/http/policy.ts';
import { ACCOUNT_TYPE_IDS } from '../../../shared/roles.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';

/** GET routes no page links to, and why each may answer something other than a page. */
const NOT_LINKS: Record<string, string> = {
  'GET /healthz': 'probe for load balancers (JSON by design)',
  'GET /readyz': 'probe for load balancers (JSON by design)',
  'GET /assets/*': 'script and style files the page loads',
  'GET /media/photos/:slug': 'images',
  'GET /favicon.svg': 'the icon the page loads',
  'GET /robots.txt': 'for crawlers',
};

/** What a browser sends when a person follows a link on a Rollcall page. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
};

let server: TTestServer;
let account: TAccountRow;
let members: TUserRow[];
let team: TTeamRow;

beforeAll(async () => {
  server = await startTestServer();
  account = await buildAccount(server.db, { name: 'Link Org' });
  ({ team, members } = await buildTeamWithMembers(server.db, account, 2, { name: 'Link Team' }));
});
afterAll(() => server.stop());

const label = (route: TRegisteredRoute) => `${route.method} ${route.url}`;

/** Links a person can follow: GET, not the web app's API, not development tools or platform callbacks. */
function linkRoutes(): TRegisteredRoute[] {
  const links = server.routes!.filter(
    (route) =>
      route.method === 'GET' &&
      !route.url.startsWith('/api/') &&
      route.policy?.access !== 'development' &&
      route.policy?.access !== 'platform' &&
      !(label(route) in NOT_LINKS),
  );
  // Signing out and deleting the team go last: they end the session or the team the others need.
  const last = (route: TRegisteredRoute) => (/logout|delete/.test(route.url) ? 1 : 0);
  return links.sort((a, b) => last(a) - last(b));
}

function pathOf(route: TRegisteredRoute): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'email' ? encodeURIComponent(members[1]!.email) : name === 'slug' ? team.slug : `probe-${name}`,
  );
}

/** Why an answer to a navigation is not a page or a redirect, or null when it is. */
function notAPage(response: { statusCode: number; headers: Record<string, unknown> }): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 300 && response.statusCode < 400) return null;
  if (type.startsWith('text/html')) return null;
  return `${response.statusCode} ${type}`;
}

describe('a link followed in the browser', () => {
  it('answers a page or a redirect, never JSON, for every account type and when signed out', async () => {
    const clients: Array<[string, TestClient]> = [['signed out', new TestClient(server.app)]];
    for (const type of ACCOUNT_TYPE_IDS) {
      clients.push([`type ${type}`, (await signedInClient(server, account, type, { teams: [team] })).client]);
    }
    const routes = linkRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [who, client] of clients) {
        const response = await client.get(pathOf(route), NAVIGATION);
        const why = notAPage(response);
        if (why) wrong.push(`${label(route)} as ${who} -> ${why}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('from another site is refused with a page that explains, not JSON', async () => {
    const { client } = await signedInClient(server, account, 1, { teams: [team] });
    const response = await client.get('/teams/delete/', { ...NAVIGATION, 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(303);
  });

  it('keeps JSON for the web app’s own calls', async () => {
    const { client } = await signedInClient(server, account, 3, { teams: [team] });
    const response = await client.get('/connect/email/?team_name=Nope', { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
