/**
 * The free plan (spec part 2 §2.1, §4, §9): who may switch and when, the people limit checked
 * before anything changes, the convert page's form (a Stripe subscription is released first; a
 * marketplace account is refused), and the effects through every door: the chat team is asked by
 * email only (its admins told once, the team page says why), and history shrinks to 7 days on the
 * history page, the member page, the run and member dashboards and the export.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  chatMessages,
  emails,
  msteamsInstalls,
  reportRuns,
  teamMembers,
} from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { BILLING_MESSAGES } from '../../../shared/billing-api.ts';
import { PLAN_LIMIT_MESSAGES } from '../../../shared/plan-limits.ts';
import { addDaysToKey, localDateKey } from '../../../shared/zoned-time.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

const DAY = 24 * 3600_000;
const ZONE = 'America/Toronto';
const ownPage = { 'sec-fetch-site': 'same-origin' };

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let admin: TestClient;
let seeded: TSeededReport;
const today = () => localDateKey(new Date(), ZONE);

beforeAll(async () => {
  server = await startTestServer();
  // Three days of trial left: the switch is offered (under FREE_PLAN_OFFER_DAYS).
  account = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 3 * DAY - 3600_000) });
  team = await buildTeam(server.db, account, { service: 'MSTEAMS', name: 'Platform' });
  await server.db.insert(msteamsInstalls).values({
    slug: `install-${team.id}`,
    connectCode: `code-${team.id}`,
    tenantId: 'tenant-1',
    msTeamId: '19:platform@thread.tacv2',
    kind: 'team',
    conversationId: '19:platform@thread.tacv2',
    // Loopback with nothing listening: deliveries fail locally; the test reads what was queued.
    serviceUrl: 'http://127.0.0.1:9/',
    teamName: 'Platform',
    installerId: '29:installer',
    status: 'linked',
    teamId: team.id,
  });
  members = [];
  for (const [index, name] of ['Ann', 'Bob'].entries()) {
    const { user } = await buildUser(server.db, { account, teams: [team], firstName: name });
    await server.db
      .update(teamMembers)
      .set({ platformUserId: `29:member-${index}` })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, user.id)));
    members.push(user);
  }
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team], firstName: 'Ada' }));
  await signedInClient(server, account, 2, { teams: [team], firstName: 'Tim', email: 'team-admin@free.example' });
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { config: { fields: [{ type: 'text', value: 'What did you do?' }], time_zone: ZONE } },
    runs: [2, 20, 60].map((ago) => ({
      key: addDaysToKey(today(), -ago),
      entries: ['submitted', 'submitted'],
      summarySent: true,
    })),
  });
});
afterAll(() => server.stop());

const historyKeys = async (client: TestClient, path: string) =>
  ((await client.get(path)).json().rows as Array<{ report_date: string }>).map((row) => row.report_date);

const chatPromptsOf = async (runId: string) =>
  server.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.runId, runId), eq(chatMessages.kind, 'prompt')));

const sendNow = async () => {
  const response = await admin.get(`/report/trigger/${seeded.report.id}/`, ownPage);
  expect(response.statusCode).toBe(200);
  const [run] = await server.db
    .select()
    .from(reportRuns)
    .where(and(eq(reportRuns.reportId, seeded.report.id), eq(reportRuns.key, today())));
  return run!;
};

describe('before the switch', () => {
  it('asks the chat team in chat and shows 30 days of history', async () => {
    const run = await sendNow();
    expect(await chatPromptsOf(run.id)).toHaveLength(2);
    const history = (await admin.get(`/api/v1/report/history/${seeded.report.id}/`)).json();
    expect(history.plan_history_days).toBeNull();
    expect(history.rows.map((row: { report_date: string }) => row.report_date)).toHaveLength(3);
    // Today's run out: a later Send now after the switch opens a fresh one.
    await server.db.delete(reportRuns).where(eq(reportRuns.id, run.id));
  });

  it('is refused to members, too early in a trial, and over 10 people', async () => {
    const { client: memberClient } = await signedInClient(server, account, 3);
    expect((await memberClient.post('/api/v1/switch_to_free_plan/', { plan_key: 'free' })).statusCode).toBe(403);

    const early = await buildAccount(server.db, { trialEndsAt: new Date(Date.now() + 20 * DAY) });
    const { client: earlyAdmin } = await signedInClient(server, early, 0);
    const tooEarly = await earlyAdmin.post('/api/v1/switch_to_free_plan/', {});
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.message).toBe(PLAN_LIMIT_MESSAGES.freePlanNotYet);

    const crowded = await buildAccount(server.db, { subscriptionStatus: 'inactive' });
    const crowdedTeam = await buildTeam(server.db, crowded);
    const people: TUserRow[] = [];
    for (let index = 0; index < 11; index++) people.push((await buildUser(server.db, { account: crowded })).user);
    await buildReportWithRuns(server.db, {
      account: crowded,
      team: crowdedTeam,
      owner: null,
      members: people,
      runs: [],
    });
    const { client: crowdedAdmin } = await signedInClient(server, crowded, 1);
    const context = (await crowdedAdmin.get('/api/v1/account/convert-free-plan/')).json();
    expect(context).toMatchObject({ can_convert: false, total_active_members: 11, status: 'inactive' });
    const refused = await crowdedAdmin.post('/api/v1/switch_to_free_plan/', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The free plan allows up to 10 people in active reports and yours have 11. Remove 1 person from your reports (or pause reports) first.',
    );
    const [unchanged] = await server.db.select().from(accounts).where(eq(accounts.id, crowded.id));
    expect(unchanged).toMatchObject({ planKey: 'team', subscriptionStatus: 'inactive' });
  });
});

describe('the switch', () => {
  it('moves the account to the free plan and tells the chat team’s admins once', async () => {
    const response = await admin.post('/api/v1/switch_to_free_plan/', { plan_key: 'free', planType: 'multiplan' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, msg: BILLING_MESSAGES.freePlanStarted });
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ planKey: 'free', subscriptionStatus: 'active' });
    const notices = await server.db.select().from(emails).where(eq(emails.template, 'chat-team-email-only'));
    const noticed = notices.filter((email) => email.accountId === account.id).map((email) => email.toAddress);
    expect(noticed).toHaveLength(2);
    expect(noticed).toContain('team-admin@free.example');
    expect(noticed).not.toContain(members[0]!.email);
    const again = await admin.post('/api/v1/switch_to_free_plan/', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PLAN_LIMIT_MESSAGES.freePlanAlready);
  });

  it('shows why on the team page and no longer asks the chat team in chat', async () => {
    const general = (await admin.get('/api/v1/team/settings/general')).json();
    expect(general.plan_notice).toBe(PLAN_LIMIT_MESSAGES.chatTeamEmailOnly);
    const run = await sendNow();
    expect(await chatPromptsOf(run.id)).toHaveLength(0);
    const prompts = (await server.db.select().from(emails).where(eq(emails.template, 'checkin-prompt'))).filter(
      (email) => email.idempotencyKey?.startsWith(`run:${run.id}:`),
    );
    expect(prompts.map((email) => email.toAddress).sort()).toEqual(members.map((member) => member.email).sort());
  });

  it('shows 7 days of history on the history, member and dashboard pages and in the export', async () => {
    const recent = addDaysToKey(today(), -2);
    const old = addDaysToKey(today(), -20);
    const history = (await admin.get(`/api/v1/report/history/${seeded.report.id}/`)).json();
    expect(history.plan_history_days).toBe(7);
    expect(history.rows.map((row: { report_date: string }) => row.report_date)).toEqual([recent, today()]);
    expect(await historyKeys(admin, `/api/v1/report/history/${seeded.report.id}/member/${members[0]!.slug}/`)).toEqual([
      recent,
      today(),
    ]);

    const dashboard = `/api/v1/dashboard/${team.slug}/report/${seeded.report.slug}`;
    const oldRun = await admin.get(`${dashboard}/date/${old}/`);
    expect(oldRun.statusCode).toBe(403);
    expect(oldRun.json().error.message).toContain('Your plan shows the last 7 days');
    expect(oldRun.json().error.message).toContain('/billing/');
    const recentRun = (await admin.get(`${dashboard}/date/${recent}/`)).json();
    expect(recentRun.previous_report_key).toBeNull();
    const memberPage = (await admin.get(`${dashboard}/members/${members[0]!.slug}/`)).json();
    expect(
      memberPage.entries.map((entry: { key?: string; report_date?: string }) => entry.key ?? entry.report_date),
    ).not.toContain(old);
    expect(memberPage.entries).toHaveLength(2);

    const exported = await admin.get(
      `/api/v1/report_action/?report_id=${seeded.report.id}&input_type=last_six_months&format=csv`,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`${addDaysToKey(today(), -6)}-to-${today()}`);
    expect(exported.body).not.toContain(old);
  });
});

describe('the convert page', () => {
  it('converts a paid account and answers the way to /billing/', async () => {
    const paid = await buildAccount(server.db, { planKey: 'business', subscriptionStatus: 'active' });
    const { client } = await signedInClient(server, paid, 0);
    const context = (await client.get('/api/v1/account/convert-free-plan/')).json();
    expect(context).toMatchObject({ can_convert: true, reason: null, plan_key: 'business', status: 'active' });
    const response = await client.post('/accounts/convert-free-plan/', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, redirect: '/billing/', message: BILLING_MESSAGES.freePlanStarted });
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, paid.id));
    expect(row).toMatchObject({ planKey: 'free', subscriptionStatus: 'active' });
  });

  it('keeps a Stripe subscription it could not cancel, and refuses a marketplace account', async () => {
    // No STRIPE_SECRET_KEY on this server: the subscription cannot be cancelled, so nothing changes.
    const subscribed = await buildAccount(server.db, {
      planKey: 'team',
      subscriptionStatus: 'active',
      stripeSubscriptionId: `sub_${Date.now()}`,
    });
    const { client } = await signedInClient(server, subscribed, 1);
    const refused = await client.post('/accounts/convert-free-plan/', {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.notConfigured);
    const [kept] = await server.db.select().from(accounts).where(eq(accounts.id, subscribed.id));
    expect(kept).toMatchObject({ planKey: 'team', stripeSubscriptionId: subscribed.stripeSubscriptionId });

    const azure = await buildAccount(server.db, {
      planKey: 'team',
      subscriptionStatus: 'active',
      azureSubscriptionId: `azure-${Date.now()}`,
    });
    const { client: azureAdmin } = await signedInClient(server, azure, 1);
    const context = (await azureAdmin.get('/api/v1/account/convert-free-plan/')).json();
    expect(context).toMatchObject({ can_convert: false, reason: PLAN_LIMIT_MESSAGES.freePlanAzure });
    expect((await azureAdmin.post('/accounts/convert-free-plan/', {})).statusCode).toBe(409);
  });
});
