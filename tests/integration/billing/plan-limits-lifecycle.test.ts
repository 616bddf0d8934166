/**
 * The subscription lifecycle with a controlled clock: the daily trial-expiry job moves an ended
 * trial to inactive; the report's next occurrence then opens nothing (and Send now is refused);
 * members get the trial-ended state and are sent to /trial-ended/, admins to /billing/; once paid
 * (status active, as the payment webhook sets it) the next occurrence runs again, with no run made
 * up for the days the account was inactive.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, reportRuns, reports } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { inactiveAccountRedirect, PLAN_LIMIT_MESSAGES } from '../../../shared/plan-limits.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
let admin: TestClient;
let member: TestClient;
let account: TAccountRow;
let reportId: string;

beforeAll(async () => {
  // Monday March 15, 2027, 08:00 in Toronto; the trial ends at midnight UTC.
  clock = new TestClock('2027-03-15T12:00:00Z');
  server = await startTestServer({ clock });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2027-03-16T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 2);
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team] }));
  member = new TestClient(server.app);
  member.setCookie(await signIn(server.db, members[0]!, account, team));
  const created = await admin.post('/api/v1/report/create_new/', reportForm(members));
  expect(created.statusCode).toBe(200);
  reportId = created.json().report_id;
});
afterAll(() => server.stop());

const runKeys = async () =>
  (
    await server.db
      .select({ key: reportRuns.key })
      .from(reportRuns)
      .where(eq(reportRuns.reportId, reportId))
      .orderBy(asc(reportRuns.key))
  ).map((run) => run.key);

const statusOf = async () =>
  (await server.db.select().from(accounts).where(eq(accounts.id, account.id)))[0]!.subscriptionStatus;

describe('a trial that ends', () => {
  it('runs the report while trialing', async () => {
    // 10:00 Toronto = 14:00 UTC.
    await clock.setTime('2027-03-15T13:59:58Z');
    await advanceUntil(clock, async () => (await runKeys()).includes('2027-03-15'), { what: 'the trial run' });
  });

  it('becomes inactive by the daily job after trial_ends_at, once', async () => {
    await clock.setTime('2027-03-16T00:06:55Z');
    await advanceUntil(clock, async () => (await statusOf()) === 'inactive', { what: 'trial expiry', maxSteps: 120 });
  });

  it('opens no run at the next occurrence, and moves the schedule on', async () => {
    await clock.setTime('2027-03-16T13:59:58Z');
    await advanceBy(clock, 20_000);
    expect(await runKeys()).toEqual(['2027-03-15']);
    const [report] = await server.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report?.nextRunAt?.toISOString()).toBe('2027-03-17T14:00:00.000Z');
  });

  it('refuses Send now with the reason', async () => {
    const response = await admin.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(PLAN_LIMIT_MESSAGES.inactive);
    expect(await runKeys()).toEqual(['2027-03-15']);
  });

  it('sends members to /trial-ended/ and admins from home to /billing/', async () => {
    const memberUser = (await member.state()).user!;
    expect(memberUser.stripe.status).toBe('inactive');
    expect(inactiveAccountRedirect(memberUser, { path: '/', area: 'entry' })).toBe('/trial-ended/');
    expect(inactiveAccountRedirect(memberUser, { path: '/dashboard', area: 'dashboard' })).toBe('/trial-ended/');
    expect(inactiveAccountRedirect(memberUser, { path: '/trial-ended', area: 'billing' })).toBeNull();
    const trialEnded = await member.get('/api/v1/trial-ended');
    expect(trialEnded.statusCode).toBe(200);
    const adminUser = (await admin.state()).user!;
    expect(inactiveAccountRedirect(adminUser, { path: '/', area: 'entry' })).toBe('/billing/');
    expect(inactiveAccountRedirect(adminUser, { path: '/billing', area: 'billing' })).toBeNull();
  });
});

describe('a payment', () => {
  it('resumes runs at the next occurrence, with no backlog', async () => {
    // What the payment webhook does: a paid plan, status active.
    await server.db
      .update(accounts)
      .set({ subscriptionStatus: 'active', planKey: 'team', billedParticipants: 10 })
      .where(eq(accounts.id, account.id));
    expect(inactiveAccountRedirect((await member.state()).user!, { path: '/', area: 'entry' })).toBeNull();
    await clock.setTime('2027-03-17T13:59:58Z');
    await advanceUntil(clock, async () => (await runKeys()).includes('2027-03-17'), { what: 'the resumed run' });
    expect(await runKeys()).toEqual(['2027-03-15', '2027-03-17']);
    const runs = await server.db
      .select()
      .from(reportRuns)
      .where(and(eq(reportRuns.reportId, reportId), eq(reportRuns.key, '2027-03-17')));
    expect(runs[0]?.openedBy).toBe('schedule');
  });
});
