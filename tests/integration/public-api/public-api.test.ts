/**
 * The public REST API end to end (issue 23 §5): a token answers; no token, a malformed header, an
 * unknown, revoked or expired token and an owner who left are refused with 401 and the Bearer
 * challenge; a read-only token cannot answer (403); answering through the API shows on the web
 * dashboard exactly as an answer on the check-in page; another organisation's report is 404; a
 * member does not read others' answers of a private report; the plan's history window, the plan
 * lock, the per-token rate limit and bad input answer as documented, never 500.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiTokens, memberships } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { CHECKIN_MESSAGES } from '../../../shared/checkins.ts';
import { type TRunDashboard, ZRunDashboard } from '../../../shared/dashboard.ts';
import {
  PUBLIC_API,
  PUBLIC_API_MESSAGES,
  ZAnswerCheckinAnswer,
  ZPublicCheckin,
  ZPublicCheckinsPage,
  ZPublicError,
  ZPublicMe,
  ZPublicReport,
  ZPublicReportsPage,
  ZPublicRunEntries,
  ZPublicRunsPage,
  ZPublicTeamMembersPage,
  ZPublicTeamsPage,
} from '../../../shared/public-api.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { api, makeToken } from './public-api-helpers.ts';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10);

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let admin: TestClient;
let adminToken: string;
let memberClient: TestClient;
let memberToken: string;
let standup: TSeededReport;
let privateReport: TSeededReport;
let other: { account: TAccountRow; report: TSeededReport; token: string };

beforeAll(async () => {
  server = await startTestServer();
  account = await buildAccount(server.db, { name: 'Lighthouse Org' });
  ({ team, members } = await buildTeamWithMembers(server.db, account, 3, { name: 'Lighthouse Team' }));
  standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { name: 'Lighthouse Standup' },
    runs: [
      { key: daysAgo(2), entries: [{ status: 'submitted', answers: ['Old a', 'Old b', 'Old c'] }, 'submitted', null] },
      { key: today(), entries: ['sent', 'sent', 'vacation'] },
    ],
  });
  privateReport = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { name: 'Lighthouse One-on-one', private_reports_enabled: true },
    runs: [
      {
        key: daysAgo(1),
        entries: [
          { status: 'submitted', answers: ['Mine 1', 'Mine 2', 'Mine 3'] },
          { status: 'submitted', answers: ['Secret of member two', 'x', 'y'] },
        ],
      },
    ],
  });
  admin = (await signedInClient(server, account, 1, { teams: [team] })).client;
  adminToken = (await makeToken(admin, ['read'])).token;
  // The token of members[0] (the report's first respondent), made through their own session.
  memberClient = new TestClient(server.app);
  memberClient.setCookie(await signIn(server.db, members[0]!, account, team));
  memberToken = (await makeToken(memberClient, ['read', 'answer'])).token;

  const otherAccount = await buildAccount(server.db, { name: 'Other Org' });
  const otherTeam = await buildTeamWithMembers(server.db, otherAccount, 1);
  const otherReport = await buildReportWithRuns(server.db, {
    account: otherAccount,
    team: otherTeam.team,
    owner: null,
    members: otherTeam.members,
    form: { name: 'Other Standup' },
    runs: [{ key: daysAgo(1), entries: ['submitted'] }],
  });
  const otherAdmin = (await signedInClient(server, otherAccount, 1, { teams: [otherTeam.team] })).client;
  other = { account: otherAccount, report: otherReport, token: (await makeToken(otherAdmin)).token };
});
afterAll(() => server.stop());

function expectRefusal(response: Awaited<ReturnType<typeof api>>, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = ZPublicError.parse(response.json());
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
  return body;
}

describe('authentication', () => {
  it('answers a valid token as its owner', async () => {
    const response = await api(server, memberToken, '/me');
    expect(response.statusCode, response.body).toBe(200);
    const me = ZPublicMe.parse(response.json());
    expect(me.user.email).toBe(members[0]!.email);
    expect(me.account.name).toBe('Lighthouse Org');
    expect(me.role).toEqual({ account_type_id: 3, name: 'Team Member' });
    expect(me.token.scopes).toEqual(['read', 'answer']);
    expect(me.token.prefix).toBe(memberToken.slice(0, 10));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a call without a token, with the Bearer challenge', async () => {
    const response = await api(server, null, '/reports');
    expectRefusal(response, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.missingToken);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="Rollcall API"');
  });

  it('refuses a session cookie alone: only the bearer token counts', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${PUBLIC_API.basePath}/reports`,
      headers: { cookie: admin.cookieHeader(), accept: 'application/json' },
    });
    expectRefusal(response, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.missingToken);
  });

  it('refuses a malformed header and an unknown token, each with its own words', async () => {
    const basic = await api(server, null, '/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expectRefusal(basic, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.malformedHeader);
    expect(basic.headers['www-authenticate']).toBe('Bearer realm="Rollcall API", error="invalid_token"');
    const unknown = await api(server, `rc_${'A'.repeat(43)}`, '/me');
    expectRefusal(unknown, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.unknownToken);
    const garbage = await api(server, 'not-a-token', '/me');
    expectRefusal(garbage, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.unknownToken);
    // A token with one character changed is another token.
    const flipped = `${memberToken.slice(0, -1)}${memberToken.endsWith('A') ? 'B' : 'A'}`;
    expectRefusal(await api(server, flipped, '/me'), 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.unknownToken);
  });

  it('refuses a revoked token after revoking, and an expired one', async () => {
    const { token, id } = await makeToken(admin, ['read'], { name: 'Short-lived' });
    expect((await api(server, token, '/me')).statusCode).toBe(200);
    const revoked = await admin.post(`/api/v1/my/api-tokens/${id}`, {}, { method: 'DELETE' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await api(server, token, '/me');
    expectRefusal(refused, 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.revokedToken);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');

    const expiring = await makeToken(admin, ['read'], { name: 'Expiring' });
    await server.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expectRefusal(await api(server, expiring.token, '/me'), 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.expiredToken);
  });

  it('refuses the token of someone removed from the organisation, and follows a role change at once', async () => {
    const { client, user } = await signedInClient(server, account, 2, { teams: [team] });
    const { token } = await makeToken(client, ['read']);
    expect((await api(server, token, `/teams/${team.id}/members`)).statusCode).toBe(200);
    await server.db
      .update(memberships)
      .set({ accountTypeId: 3 })
      .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, account.id)));
    expectRefusal(await api(server, token, `/teams/${team.id}/members`), 403, 'FORBIDDEN');
    await server.db
      .delete(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, account.id)));
    expectRefusal(await api(server, token, '/me'), 401, 'UNAUTHENTICATED', PUBLIC_API_MESSAGES.ownerGone);
  });

  it('writes last_used_at, at most once a minute', async () => {
    const { token, id } = await makeToken(admin, ['read'], { name: 'Usage' });
    const lastUsed = async () => (await server.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await api(server, token, '/me');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await api(server, token, '/me');
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
    await server.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, id));
    await api(server, token, '/me');
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('reading', () => {
  it('lists reports, a report, its runs and a run’s entries, paged', async () => {
    const reports = ZPublicReportsPage.parse((await api(server, adminToken, '/reports')).json());
    expect(reports.data.map((report) => report.name).sort()).toEqual(['Lighthouse One-on-one', 'Lighthouse Standup']);
    const first = ZPublicReportsPage.parse((await api(server, adminToken, '/reports?limit=1')).json());
    expect(first.data).toHaveLength(1);
    expect(first.next_cursor).toBe('1');
    const second = ZPublicReportsPage.parse((await api(server, adminToken, '/reports?limit=1&cursor=1')).json());
    expect(second.data).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);

    const report = ZPublicReport.parse((await api(server, adminToken, `/reports/${standup.report.id}`)).json());
    expect(report.questions.map((question) => question.text)).toEqual([
      'What did you do yesterday?',
      'What will you do today?',
      'Anything blocking you?',
    ]);
    expect(report.team).toEqual({ id: team.id, slug: team.slug, name: 'Lighthouse Team' });

    const runs = ZPublicRunsPage.parse(
      (await api(server, adminToken, `/reports/${standup.report.id}/runs?limit=1`)).json(),
    );
    expect(runs.data.map((run) => run.key)).toEqual([today()]);
    expect(runs.next_cursor).toBe(today());
    const older = ZPublicRunsPage.parse(
      (await api(server, adminToken, `/reports/${standup.report.id}/runs?limit=1&cursor=${runs.next_cursor}`)).json(),
    );
    expect(older.data.map((run) => run.key)).toEqual([daysAgo(2)]);
    expect(older.data[0]!.stats).toMatchObject({ members: 2, answered: 2 });
    expect(older.next_cursor).toBeNull();

    const entries = ZPublicRunEntries.parse(
      (await api(server, adminToken, `/reports/${standup.report.id}/runs/${daysAgo(2)}/entries`)).json(),
    );
    expect(entries.run?.key).toBe(daysAgo(2));
    const mine = entries.data.find((entry) => entry.member.email === members[0]!.email)!;
    expect(mine.status).toBe('submitted');
    expect(mine.answers.map((answer) => answer.answer)).toEqual(['Old a', 'Old b', 'Old c']);
    const paged = ZPublicRunEntries.parse(
      (await api(server, adminToken, `/reports/${standup.report.id}/runs/latest/entries?limit=2`)).json(),
    );
    expect(paged.run?.key).toBe(today());
    expect(paged.data).toHaveLength(2);
    expect(paged.next_cursor).toBe('2');
  });

  it('lists teams and, for managers, a team’s members; a member is told who may', async () => {
    const teams = ZPublicTeamsPage.parse((await api(server, adminToken, '/teams')).json());
    expect(teams.data.map((row) => row.id)).toEqual([team.id]);
    const roster = ZPublicTeamMembersPage.parse((await api(server, adminToken, `/teams/${team.id}/members`)).json());
    expect(roster.data.map((row) => row.email)).toEqual(expect.arrayContaining(members.map((member) => member.email)));
    expectRefusal(await api(server, memberToken, `/teams/${team.id}/members`), 403, 'FORBIDDEN');
  });

  it('answers 404 for another organisation’s report, runs, entries, team and check-in', async () => {
    const id = standup.report.id;
    const checkinId = standup.checkins.get(today())!.get(members[0]!.id)!.id;
    for (const path of [
      `/reports/${id}`,
      `/reports/${id}/runs`,
      `/reports/${id}/runs/latest/entries`,
      `/teams/${team.id}/members`,
      `/checkins/${checkinId}`,
    ]) {
      const response = await api(server, other.token, path);
      expectRefusal(response, 404, 'NOT_FOUND');
      expect(response.body).not.toContain('Lighthouse');
    }
    const answer = await api(server, other.token, `/checkins/${checkinId}`, {
      method: 'PUT',
      body: { answers: { [standup.questionKeys[0]!]: 'Planted' } },
    });
    expectRefusal(answer, 404, 'NOT_FOUND');
    const theirs = ZPublicReportsPage.parse((await api(server, other.token, '/reports')).json());
    expect(theirs.data.map((report) => report.name)).toEqual(['Other Standup']);
    // And the other way round.
    expectRefusal(await api(server, adminToken, `/reports/${other.report.report.id}`), 404, 'NOT_FOUND');
  });

  it('shows a member only their own answers of a private report', async () => {
    const path = `/reports/${privateReport.report.id}/runs/${daysAgo(1)}/entries`;
    const asMember = ZPublicRunEntries.parse((await api(server, memberToken, path)).json());
    expect(asMember.report.private).toBe(true);
    const own = asMember.data.find((entry) => entry.member.email === members[0]!.email)!;
    const others = asMember.data.find((entry) => entry.member.email === members[1]!.email)!;
    expect(own.answers.map((answer) => answer.answer)).toEqual(['Mine 1', 'Mine 2', 'Mine 3']);
    expect(others.answers_hidden).toBe(true);
    expect(others.answers).toEqual([]);
    expect(JSON.stringify(asMember)).not.toContain('Secret of member two');
    // A team admin (Account Admin) reads them all, as on the dashboard.
    const asAdmin = ZPublicRunEntries.parse((await api(server, adminToken, path)).json());
    expect(JSON.stringify(asAdmin)).toContain('Secret of member two');
    const runs = ZPublicRunsPage.parse(
      (await api(server, memberToken, `/reports/${privateReport.report.id}/runs`)).json(),
    );
    expect(runs.data[0]!.stats.goals_completed).toBe(0);
  });

  it('keeps the plan’s history window: older runs are neither listed nor read', async () => {
    const paid = await buildAccount(server.db, { planKey: 'team', subscriptionStatus: 'active', trialEndsAt: null });
    const { team: paidTeam, members: paidMembers } = await buildTeamWithMembers(server.db, paid, 1);
    const seeded = await buildReportWithRuns(server.db, {
      account: paid,
      team: paidTeam,
      owner: null,
      members: paidMembers,
      runs: [
        { key: daysAgo(120), entries: ['submitted'] },
        { key: daysAgo(1), entries: ['submitted'] },
      ],
    });
    const client = (await signedInClient(server, paid, 1, { teams: [paidTeam] })).client;
    const { token } = await makeToken(client, ['read']);
    const runs = ZPublicRunsPage.parse((await api(server, token, `/reports/${seeded.report.id}/runs`)).json());
    expect(runs.data.map((run) => run.key)).toEqual([daysAgo(1)]);
    expectRefusal(
      await api(server, token, `/reports/${seeded.report.id}/runs/${daysAgo(120)}/entries`),
      403,
      'FEATURE_LOCKED',
    );
  });

  it('is locked by a plan without LIMIT_ZAPIER’s door: no new tokens, and existing ones refused', async () => {
    const lapsing = await buildAccount(server.db);
    const client = (await signedInClient(server, lapsing, 1)).client;
    const { token } = await makeToken(client, ['read']);
    expect((await api(server, token, '/me')).statusCode).toBe(200);
    await server.db
      .update(accounts)
      .set({ planKey: 'free', subscriptionStatus: 'active', trialEndsAt: null })
      .where(eq(accounts.id, lapsing.id));
    expectRefusal(await api(server, token, '/me'), 403, 'FEATURE_LOCKED', PUBLIC_API_MESSAGES.locked);
    const create = await client.post('/api/v1/my/api-tokens', { name: 'x', scopes: ['read'], expires_in_days: '30' });
    expect(create.statusCode).toBe(403);
    expect(create.json().error.code).toBe('FEATURE_LOCKED');
  });
});

describe('answering', () => {
  it('shows an answer given through the API on the web dashboard exactly as one given on the check-in page', async () => {
    const keys = standup.questionKeys;
    const viaApi = standup.checkins.get(today())!.get(members[0]!.id)!;
    const viaWeb = standup.checkins.get(today())!.get(members[1]!.id)!;

    const open = ZPublicCheckinsPage.parse((await api(server, memberToken, '/checkins/mine')).json());
    expect(open.data.map((checkin) => checkin.id)).toContain(viaApi.id);
    const before = ZPublicCheckin.parse((await api(server, memberToken, `/checkins/${viaApi.id}`)).json());
    expect(before.questions.map((question) => question.key)).toEqual(keys);
    expect(before.status).toBe('draft');

    const texts = ['Shipped the **release**', 'Docs', 'Nothing'];
    const answered = await api(server, memberToken, `/checkins/${viaApi.id}`, {
      method: 'PUT',
      body: { answers: Object.fromEntries(keys.map((key, n) => [key, texts[n]])), submit: true },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const result = ZAnswerCheckinAnswer.parse(answered.json());
    expect(result).toMatchObject({ saved: true, submitted: true });
    expect(result.checkin.status).toBe('submitted');
    expect(result.checkin.answers[keys[0]!]).toBe(texts[0]);

    const web = new TestClient(server.app);
    for (const [n, key] of keys.entries()) {
      const saved = await web.post('/api/v1/checkin/save_question/', {
        hash: viaWeb.hash,
        key,
        content: texts[n],
        submit: n === keys.length - 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const dashboard = await admin.get(`/api/v1/dashboard/${team.slug}/report/${standup.report.slug}/date/${today()}/`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const run: TRunDashboard = ZRunDashboard.parse(dashboard.json());
    const shape = (userId: string) => {
      const entry = run.entries.find((candidate) => candidate.id === standup.checkins.get(today())!.get(userId)!.id)!;
      return {
        completed: entry.completed,
        vacation: entry.vacation,
        goal_completed: entry.goal_completed,
        blocked: entry.blocked,
        answers_hidden: entry.answers_hidden,
        data_fields: entry.data.data_fields,
        last_entry_sent_difference: entry.last_entry_sent_difference,
      };
    };
    expect(shape(members[0]!.id)).toEqual(shape(members[1]!.id));
    expect(shape(members[0]!.id).completed).toBe(true);
    expect(run.summary.answered).toBe(2);

    // Submitted, it left the open check-ins; later calls update it.
    const after = ZPublicCheckinsPage.parse((await api(server, memberToken, '/checkins/mine')).json());
    expect(after.data.map((checkin) => checkin.id)).not.toContain(viaApi.id);
    const update = await api(server, memberToken, `/checkins/${viaApi.id}`, {
      method: 'PUT',
      body: { answers: { [keys[1]!]: 'Docs and tests' } },
    });
    expect(ZAnswerCheckinAnswer.parse(update.json()).checkin.answers[keys[1]!]).toBe('Docs and tests');
  });

  it('refuses a read-only token with 403 and the scope it lacks', async () => {
    const checkinId = standup.checkins.get(today())!.get(members[0]!.id)!.id;
    const { token } = await makeToken(memberClient, ['read'], { name: 'Read only' });
    const response = await api(server, token, `/checkins/${checkinId}`, { method: 'PUT', body: { submit: true } });
    expectRefusal(response, 403, 'FORBIDDEN', PUBLIC_API_MESSAGES.missingScope(['answer']));
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
    // An answer-only token reads its own check-ins but nothing else.
    const answerOnly = (await makeToken(memberClient, ['answer'], { name: 'Answer only' })).token;
    expect((await api(server, answerOnly, `/checkins/${checkinId}`)).statusCode).toBe(200);
    expectRefusal(await api(server, answerOnly, '/reports'), 403, 'FORBIDDEN');
  });

  it('refuses someone else’s check-in, a vacation and an incomplete submit with the check-in page’s words', async () => {
    const othersCheckin = standup.checkins.get(today())!.get(members[1]!.id)!.id;
    expectRefusal(
      await api(server, memberToken, `/checkins/${othersCheckin}`),
      404,
      'NOT_FOUND',
      PUBLIC_API_MESSAGES.checkinNotFound,
    );
    expectRefusal(await api(server, adminToken, `/checkins/${othersCheckin}`), 404, 'NOT_FOUND');
    const vacation = standup.checkins.get(today())!.get(members[2]!.id)!;
    const owner = new TestClient(server.app);
    owner.setCookie(await signIn(server.db, members[2]!, account, team));
    const ownerToken = (await makeToken(owner, ['answer'])).token;
    expectRefusal(
      await api(server, ownerToken, `/checkins/${vacation.id}`, { method: 'PUT', body: { submit: true } }),
      409,
      'CONFLICT',
    );
    const weekly = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members: [members[0]!],
      form: { name: 'Lighthouse Weekly' },
      runs: [{ key: today(), entries: ['sent'] }],
    });
    const open = weekly.checkins.get(today())!.get(members[0]!.id)!;
    const incomplete = await api(server, memberToken, `/checkins/${open.id}`, {
      method: 'PUT',
      body: { answers: { [weekly.questionKeys[0]!]: 'Only the first' }, submit: true },
    });
    const body = expectRefusal(incomplete, 400, 'INVALID_INPUT', CHECKIN_MESSAGES.allRequired);
    expect(Object.keys(body.error.fields ?? {})).toEqual(weekly.questionKeys.slice(1));
    // The first answer was kept as a draft, as on the check-in page.
    const draft = ZPublicCheckin.parse((await api(server, memberToken, `/checkins/${open.id}`)).json());
    expect(draft.answers[weekly.questionKeys[0]!]).toBe('Only the first');
    expect(draft.status).toBe('draft');
  });
});

describe('bad input and limits', () => {
  it('answers 400 with the fields for anything malformed, never 500', async () => {
    const checkinId = standup.checkins.get(today())!.get(members[0]!.id)!.id;
    const cases: Array<[string, Parameters<typeof api>[3]]> = [
      ['/reports?limit=0', {}],
      ['/reports?limit=1000', {}],
      ['/reports?cursor=abc', {}],
      [`/reports/${standup.report.id}/runs?cursor=yesterday`, {}],
      [`/reports/${standup.report.id}/runs/2026-13-45/entries`, {}],
      [`/checkins/${checkinId}`, { method: 'PUT', body: {} }],
      [`/checkins/${checkinId}`, { method: 'PUT', body: { answers: 'text' } }],
      [`/checkins/${checkinId}`, { method: 'PUT', body: { answers: { nope: 'x' } } }],
    ];
    for (const [path, options] of cases) {
      const response = await api(server, memberToken, path, options);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(ZPublicError.parse(response.json()).error.code).toBe('INVALID_INPUT');
    }
    const broken = await server.app.inject({
      method: 'PUT',
      url: `${PUBLIC_API.basePath}/checkins/${checkinId}`,
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      payload: '{"answers": ',
    });
    expect(broken.statusCode).toBe(400);
    for (const path of [
      '/reports/not-a-report',
      '/teams/not-a-team/members',
      '/checkins/not-a-checkin',
      '/reports/x/runs',
    ]) {
      expect((await api(server, memberToken, path)).statusCode, path).toBe(404);
    }
    const unknownPath = await api(server, memberToken, '/nothing-here');
    expect(unknownPath.statusCode).toBe(404);
  });

  it('answers 429 with Retry-After once a token passes its rate limit, other tokens unaffected', async () => {
    const { token } = await makeToken(admin, ['read'], { name: 'Busy' });
    let refused: Awaited<ReturnType<typeof api>> | null = null;
    for (let n = 0; n <= PUBLIC_API.requestsPerMinute + 5 && !refused; n++) {
      const response = await api(server, token, '/me');
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused).not.toBeNull();
    expect(ZPublicError.parse(refused!.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api(server, adminToken, '/me')).statusCode).toBe(200);
  });
});
