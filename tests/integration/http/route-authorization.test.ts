/**
 * Every route, tried by the people who must not get through (issue 15 point 9, ARCHITECTURE §3.2).
 * The list comes from the server's own route inventory, so a new route is tried without anyone
 * remembering to: anonymous callers of a signed-in route get 401 (a page link: the sign-in page),
 * every account type outside the route's role group gets 403, a plan that locks the route's flag
 * gets 403 FEATURE_LOCKED, and the admin of another organisation who names this organisation's
 * team, report, member or entry gets 404 or 403 and never sees a word of it. A route that takes
 * another organisation's ids in its body must be listed in CROSS_ORG_REQUESTS below, and one
 * that cannot be tried here must say why in NOT_TRIED_ACROSS_ORGS. The public API's bearer-token
 * routes are tried the same way: no token (or a session cookie alone) gets 401, a token without
 * the route's scope 403, a locked plan's token 403 FEATURE_LOCKED, and another organisation's
 * token 404 or 400 without a word of this one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, dashboardComments, memberships, reports, teams } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { newApiToken } from '../../../bot/domain/public-api/api-token.ts';
import type { TRegisteredRoute, TRoutePolicy } from '../../../bot/http/policy.ts';
import { featureFlagsFor } from '../../../shared/plans.ts';
import { API_TOKEN_SCOPES, type TApiTokenScope } from '../../../shared/public-api.ts';
import { ACCOUNT_TYPE_IDS, inRoleGroup, type TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

const KEY = '2026-11-17';
const SECRET_WORDS = ['Zanzibar Rollout Squad', 'Quetzal Secret Standup', 'Xylophone launch plan'];

let server: TTestServer;
let routes: TRegisteredRoute[];
let home: { account: TAccountRow; team: TTeamRow; members: TUserRow[]; seeded: TSeededReport };
const byType = new Map<TAccountTypeId, TestClient>();
let stranger: TestClient;
let freePlanAdmin: TestClient;
let fingerprintBefore: string;
/** Bearer tokens: another organisation's admin's, a locked plan's admin's, and home members' with one scope. */
const bearer = { stranger: '', lockedPlan: '', onlyScope: new Map<TApiTokenScope, string>() };

/** A token of this member, written as the settings page would store it. */
async function tokenOf(accountId: string, userId: string, scopes: TApiTokenScope[]): Promise<string> {
  const { token, hash, prefix } = newApiToken();
  await server.db.insert(apiTokens).values({ accountId, userId, name: 'sweep', tokenHash: hash, prefix, scopes });
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
  routes = server.routes!;
  const account = await buildAccount(server.db, { name: 'Home Org' });
  const { team, members } = await buildTeamWithMembers(server.db, account, 2, { name: SECRET_WORDS[0] });
  const seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: members[0]!,
    members,
    form: { name: SECRET_WORDS[1] },
    runs: [{ key: KEY, entries: [{ status: 'submitted', answers: [SECRET_WORDS[2]!, 'b', 'c'] }, 'sent'] }],
  });
  home = { account, team, members, seeded };
  for (const type of ACCOUNT_TYPE_IDS) {
    byType.set(type, (await signedInClient(server, account, type, { teams: [team] })).client);
  }
  const otherAccount = await buildAccount(server.db, { name: 'Other Org' });
  const { team: otherTeam } = await buildTeamWithMembers(server.db, otherAccount, 1);
  stranger = (await signedInClient(server, otherAccount, 1, { teams: [otherTeam] })).client;
  // An organisation of its own: the web sweep's stranger may change their own plan on the way.
  const tokenAccount = await buildAccount(server.db, { name: 'Token Org' });
  const { team: tokenTeam } = await buildTeamWithMembers(server.db, tokenAccount, 1);
  const tokenAdmin = await signedInClient(server, tokenAccount, 1, { teams: [tokenTeam] });
  bearer.stranger = await tokenOf(tokenAccount.id, tokenAdmin.user.id, [...API_TOKEN_SCOPES]);
  const freeAccount = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
  const { team: freeTeam } = await buildTeamWithMembers(server.db, freeAccount, 1);
  const freeUser = await signedInClient(server, freeAccount, 1, { teams: [freeTeam] });
  freePlanAdmin = freeUser.client;
  bearer.lockedPlan = await tokenOf(freeAccount.id, freeUser.user.id, [...API_TOKEN_SCOPES]);
  for (const scope of API_TOKEN_SCOPES) bearer.onlyScope.set(scope, await tokenOf(account.id, members[0]!.id, [scope]));
  fingerprintBefore = await homeFingerprint();
});
afterAll(() => server.stop());

/** What another organisation must never change: the home team, report and entries. */
async function homeFingerprint(): Promise<string> {
  const [team] = await server.db.select().from(teams).where(eq(teams.id, home.team.id));
  const [report] = await server.db.select().from(reports).where(eq(reports.id, home.seeded.report.id));
  const comments = await server.db.select().from(dashboardComments);
  const roles = await server.db.select().from(memberships).where(eq(memberships.accountId, home.account.id));
  return JSON.stringify({
    team: [team?.name, team?.slug, team?.service],
    report: [report?.name, report?.enabled, report?.settings, report?.teamId],
    comments: comments.length,
    roles: roles.map((row) => [row.userId, row.accountTypeId]).sort(),
  });
}

const entry = () => home.seeded.checkins.get(KEY)!.get(home.members[0]!.id)!;
const label = (route: TRegisteredRoute) => `${route.method} ${route.url}`;
const signedIn = (route: TRegisteredRoute): route is TRegisteredRoute & { policy: TSignedInPolicy } =>
  route.policy?.access === 'signed-in';
type TSignedInPolicy = Extract<TRoutePolicy, { access: 'signed-in' }>;
type TApiTokenPolicy = Extract<TRoutePolicy, { access: 'api-token' }>;
const tokenRoute = (route: TRegisteredRoute): route is TRegisteredRoute & { policy: TApiTokenPolicy } =>
  route.policy?.access === 'api-token';

/** A public API call: the bearer token only (none when null), and an answer-shaped body for a PUT. */
function callWithToken(token: string | null, route: TRegisteredRoute, headers: Record<string, string> = {}) {
  const body = route.method === 'GET' ? undefined : JSON.stringify({ answers: { q1: 'planted' }, submit: true });
  return server.app.inject({
    method: route.method as 'GET' | 'PUT',
    url: pathOf(route),
    headers: {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** A value for each path parameter naming the home organisation's things. */
function homeParam(name: string, url: string): string {
  const { team, members, seeded } = home;
  switch (name) {
    case 'teamSlug':
      return team.slug;
    case 'reportId':
      return seeded.report.id;
    case 'teamId':
      return team.id;
    case 'checkinId':
      return entry().id;
    case 'key':
      return KEY;
    case 'memberId':
      return members[0]!.slug;
    case 'tag':
      return 'launch';
    case 'linkHash':
      return entry().id;
    case 'hash':
      return entry().hash;
    case 'email':
      return members[1]!.email;
    case 'slug':
      if (url.startsWith('/report/')) return seeded.report.slug;
      if (url.startsWith('/teams/')) return team.slug;
      return members[0]!.slug;
    default:
      return `probe-${name}`;
  }
}

function pathOf(route: TRegisteredRoute): string {
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(homeParam(name, route.url)))
    .replace(/\*$/, 'probe');
}

/** Query strings and bodies that name the home organisation's things, per route. */
const CROSS_ORG_REQUESTS: Record<string, () => { query?: string; body?: unknown }> = {
  'GET /api/v1/report/wizard': () => ({ query: `report=${home.seeded.report.slug}` }),
  'GET /api/v1/report_action': () => ({ query: `input_type=last_month&report_id=${home.seeded.report.id}` }),
  'POST /api/v1/report/update_existing': () => ({
    body: {
      ...reportForm(home.members, { name: 'Taken over' }),
      report_slug: home.seeded.report.slug,
      team_slug: home.team.slug,
      edit_mode: 'UPDATE',
    },
  }),
  'POST /api/v1/report/create_new': () => ({
    body: { ...reportForm(home.members, { name: 'Planted' }), team_slug: home.team.slug },
  }),
  'POST /api/v1/dashboard_comments/': () => ({
    body: { type: 'add-comment', commenter: { report_uid: entry().id }, data: 'planted comment' },
  }),
  'POST /api/v1/dashboard_reactions/': () => ({ body: { type: 'reaction', key: entry().id, reaction: 'tada' } }),
  'POST /api/v1/settings': () => ({
    body: { type: 'change_tz', timezone: 'Asia/Tokyo', email: home.members[0]!.email },
  }),
};

/** Routes whose other-organisation case is proven elsewhere, and why it cannot be tried generically here. */
const NOT_TRIED_ACROSS_ORGS: Record<string, string> = {
  'POST /platform/connect': 'connect codes: tests/integration/msteams/teams-link-safety.test.ts',
};

async function call(client: TestClient, route: TRegisteredRoute, extra: { query?: string; body?: unknown } = {}) {
  const path = `${pathOf(route)}${extra.query ? `?${extra.query}` : ''}`;
  // Same-origin, as the web app's own links and calls are: the refusal must come from the policy.
  const headers = { 'sec-fetch-site': 'same-origin' };
  if (route.method === 'GET') return client.get(path, headers);
  const method =
    route.method === 'PATCH' || route.method === 'PUT' || route.method === 'DELETE' ? route.method : 'POST';
  return client.post(path, extra.body ?? {}, { method });
}

describe('the route inventory', () => {
  it('has every route under a policy, and every signed-in route tried below', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !route.policy)).toEqual([]);
    expect(routes.filter(signedIn).length).toBeGreaterThan(40);
  });
});

describe('anonymous callers', () => {
  it('are refused every signed-in route with 401, or sent to sign in from a page link', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(signedIn)) {
      const response = await call(new TestClient(server.app), route);
      const toSignIn = response.statusCode === 303 && String(response.headers.location).startsWith('/accounts/login');
      if (response.statusCode !== 401 && !toSignIn) wrong.push(`${label(route)} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('account types outside a route’s role group', () => {
  it('are refused with 403 on every route that names a group', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of routes.filter(signedIn)) {
      const group = route.policy.roles;
      if (!group) continue;
      for (const type of ACCOUNT_TYPE_IDS.filter((id) => !inRoleGroup(group, id))) {
        tried++;
        const response = await call(byType.get(type)!, route);
        if (response.statusCode !== 403 || response.json().error?.code !== 'FORBIDDEN')
          wrong.push(`${label(route)} as type ${type} -> ${response.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});

describe('plan flags', () => {
  it('lock every flagged route for a plan that carries the flag', async () => {
    const freeFlags = featureFlagsFor('free', 'active');
    const wrong: string[] = [];
    for (const route of routes.filter(signedIn)) {
      const flag = route.policy.lockedBy;
      if (!flag || !freeFlags.includes(flag)) continue;
      const response = await call(freePlanAdmin, route);
      if (response.statusCode !== 403 || response.json().error?.code !== 'FEATURE_LOCKED')
        wrong.push(`${label(route)} (${flag}) -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the admin of another organisation', () => {
  it('finds nothing of this organisation on any route, and changes nothing', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(signedIn)) {
      if (NOT_TRIED_ACROSS_ORGS[label(route)]) continue;
      const request = CROSS_ORG_REQUESTS[label(route)]?.() ?? {};
      const namesHomeThings = /:(teamSlug|reportId|memberId|linkHash|hash|email|slug|key)\b/.test(route.url);
      const response = await call(stranger, route, request);
      const leaked = SECRET_WORDS.filter((word) => response.body.includes(word));
      if (leaked.length > 0) wrong.push(`${label(route)} showed ${leaked.join(', ')}`);
      if (response.statusCode >= 500) wrong.push(`${label(route)} -> ${response.statusCode}`);
      const refusedStatus = [400, 403, 404, 409].includes(response.statusCode);
      const refusedLink = response.statusCode === 303 && route.method === 'GET';
      if ((namesHomeThings || CROSS_ORG_REQUESTS[label(route)]) && !refusedStatus && !refusedLink)
        wrong.push(`${label(route)} named this organisation's things and answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await homeFingerprint()).toBe(fingerprintBefore);
  });

  it('lists only routes that exist in the exceptions', () => {
    const known = new Set(routes.map(label));
    const stale = [...Object.keys(CROSS_ORG_REQUESTS), ...Object.keys(NOT_TRIED_ACROSS_ORGS)].filter(
      (name) => !known.has(name),
    );
    expect(stale).toEqual([]);
  });
});

describe('bearer-token routes (the public API)', () => {
  it('exist, and refuse a call without a token, or with a session cookie alone, with 401 and the challenge', async () => {
    const tokenRoutes = routes.filter(tokenRoute);
    expect(tokenRoutes.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const route of tokenRoutes) {
      for (const headers of [{}, { cookie: byType.get(1)!.cookieHeader() }] as Record<string, string>[]) {
        const response = await callWithToken(null, route, headers);
        if (response.statusCode !== 401 || !String(response.headers['www-authenticate']).startsWith('Bearer'))
          wrong.push(`${label(route)} ${Object.keys(headers).join()} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuse a token without the route’s scope (403) and a locked plan’s token (403 FEATURE_LOCKED)', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of routes.filter(tokenRoute)) {
      const locked = await callWithToken(bearer.lockedPlan, route);
      if (locked.statusCode !== 403 || locked.json().error?.code !== 'FEATURE_LOCKED')
        wrong.push(`${label(route)} locked plan -> ${locked.statusCode}`);
      for (const [scope, token] of bearer.onlyScope) {
        if (route.policy.scopes.includes(scope)) continue;
        tried++;
        const response = await callWithToken(token, route);
        if (response.statusCode !== 403 || response.json().error?.code !== 'FORBIDDEN')
          wrong.push(`${label(route)} with only ${scope} -> ${response.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('show another organisation’s token nothing of this one, and change nothing', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(tokenRoute)) {
      const response = await callWithToken(bearer.stranger, route);
      const leaked = SECRET_WORDS.filter((word) => response.body.includes(word));
      if (leaked.length > 0) wrong.push(`${label(route)} showed ${leaked.join(', ')}`);
      const namesHomeThings = /:\w+/.test(route.url);
      if (response.statusCode >= 500) wrong.push(`${label(route)} -> ${response.statusCode}`);
      if (namesHomeThings && ![400, 404].includes(response.statusCode))
        wrong.push(`${label(route)} named this organisation's things and answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await homeFingerprint()).toBe(fingerprintBefore);
    const [answered] = await server.db.select().from(reports).where(eq(reports.id, home.seeded.report.id));
    expect(answered).toBeDefined();
  });
});

describe('the home organisation itself', () => {
  it('still reads its own report (the probes above were refused, not broken)', async () => {
    const response = await byType
      .get(1)!
      .get(`/api/v1/dashboard/${home.team.slug}/report/${home.seeded.report.slug}/date/${KEY}/`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SECRET_WORDS[2]);
    const [row] = await server.db
      .select()
      .from(reports)
      .where(and(eq(reports.id, home.seeded.report.id), eq(reports.enabled, true)));
    expect(row).toBeDefined();
  });
});
