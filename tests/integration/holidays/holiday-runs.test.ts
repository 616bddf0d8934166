/**
 * Public holidays in runs (issue 22), with the test clock on Friday, December 25, 2026 in Toronto:
 * a team whose country is Canada (Ontario) has every member away for Christmas Day, and the run
 * sends nothing at all (no prompt, no reminder, no summary) while its dashboard says why; in a
 * second team, members who chose 'None' or Japan are asked and the one following the team is not.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  checkins,
  emails,
  reportRuns,
  teamVacations,
  userVacations,
} from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { ZRunDashboard } from '../../../shared/dashboard.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
let account: TAccountRow;
let holidayTeam: { team: TTeamRow; members: TUserRow[] };
let mixedTeam: { team: TTeamRow; members: TUserRow[] };
let ownTeam: { team: TTeamRow; members: TUserRow[] };
let ownReport: { id: string; slug: string };
let offTeam: { team: TTeamRow; members: TUserRow[] };
let offReport: { id: string; slug: string };
let holidayReport: { id: string; slug: string };
let mixedReport: { id: string; slug: string };
let adminA: TestClient;
let adminB: TestClient;
let adminC: TestClient;

async function memberClient(user: TUserRow, team: TTeamRow): Promise<TestClient> {
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, team));
  return client;
}

async function createReport(client: TestClient, team: TTeamRow, members: TUserRow[], name: string) {
  const created = await client.post('/api/v1/report/create_new/', {
    ...reportForm(members, { name, email_notifications: ['lead@partner.example'] }),
    team_slug: team.slug,
  });
  expect(created.statusCode).toBe(200);
  return { id: created.json().report_id as string, slug: created.json().slug as string };
}

beforeAll(async () => {
  // Friday, December 25, 2026, 09:58 in Toronto; the reports run weekdays at 10:00.
  clock = new TestClock('2026-12-25T14:58:00Z');
  server = await startTestServer({ clock });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  holidayTeam = await buildTeamWithMembers(server.db, account, 3);
  mixedTeam = await buildTeamWithMembers(server.db, account, 3);
  // No country: only the reasons from before, a team vacation day and one member's own.
  ownTeam = await buildTeamWithMembers(server.db, account, 2);
  offTeam = await buildTeamWithMembers(server.db, account, 2);
  ({ client: adminA } = await signedInClient(server, account, 1, { teams: [holidayTeam.team, mixedTeam.team] }));
  ({ client: adminB } = await signedInClient(server, account, 1, { teams: [mixedTeam.team] }));
  ({ client: adminC } = await signedInClient(server, account, 1, { teams: [ownTeam.team, offTeam.team] }));
  for (const admin of [adminA, adminB]) {
    const saved = await admin.post('/api/v1/team/holidays/', { country: 'CA', region: 'ON' });
    expect(saved.json()).toEqual({
      ok: true,
      message: 'The team’s public holidays were saved. Runs skip the public holidays of Canada (Ontario).',
    });
  }
  const [noHolidays, japan] = mixedTeam.members;
  expect(
    (await (await memberClient(noHolidays!, mixedTeam.team)).post('/api/v1/my/holidays/', { country: 'NONE' }))
      .statusCode,
  ).toBe(200);
  expect(
    (await (await memberClient(japan!, mixedTeam.team)).post('/api/v1/my/holidays/', { country: 'JP', region: '' }))
      .statusCode,
  ).toBe(200);
  holidayReport = await createReport(adminA, holidayTeam.team, holidayTeam.members, 'Holiday Standup');
  mixedReport = await createReport(adminB, mixedTeam.team, mixedTeam.members, 'Mixed Standup');
  ownReport = await createReport(adminC, ownTeam.team, ownTeam.members, 'Own Standup');
  offReport = await createReport(adminC, offTeam.team, offTeam.members, 'Off Standup');
  await server.db.insert(userVacations).values({ userId: ownTeam.members[0]!.id, day: '2026-12-25' });
  await server.db.insert(teamVacations).values({ teamId: offTeam.team.id, day: '2026-12-25' });
});
afterAll(() => server.stop());

const runOf = async (reportId: string) =>
  (await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId)))[0];
const checkinsOf = (reportId: string) =>
  server.db
    .select({
      userId: checkins.userId,
      status: checkins.status,
      awayReason: checkins.awayReason,
      holidayName: checkins.holidayName,
    })
    .from(checkins)
    .where(eq(checkins.reportId, reportId));
const emailsTo = async (addresses: string[]) =>
  addresses.length === 0 ? [] : server.db.select().from(emails).where(inArray(emails.toAddress, addresses));

describe('a run on a public holiday of the team’s country', () => {
  it('opens with every member away for Christmas Day and asks nobody', async () => {
    await clock.setTime('2026-12-25T14:59:58Z');
    await advanceUntil(
      clock,
      async () => (await runOf(holidayReport.id)) !== undefined && (await runOf(mixedReport.id)) !== undefined,
      {
        what: 'both runs',
      },
    );
    const rows = await checkinsOf(holidayReport.id);
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'vacation', awayReason: 'holiday', holidayName: 'Christmas Day' });
    expect(await emailsTo(holidayTeam.members.map((member) => member.email))).toEqual([]);
    const run = await runOf(holidayReport.id);
    expect(await server.db.select().from(chatMessages).where(eq(chatMessages.runId, run!.id))).toEqual([]);
    const jobs = await server.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'report.reminder' and data->>'runId' = ${run!.id}`,
    );
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('asks the members who chose no public holidays or another country, not the one following the team', async () => {
    const [noHolidays, japan, follower] = mixedTeam.members;
    const byUser = new Map((await checkinsOf(mixedReport.id)).map((row) => [row.userId, row]));
    expect(byUser.get(noHolidays!.id)).toMatchObject({ status: 'sent', awayReason: null, holidayName: null });
    expect(byUser.get(japan!.id)).toMatchObject({ status: 'sent', awayReason: null, holidayName: null });
    expect(byUser.get(follower!.id)).toMatchObject({
      status: 'vacation',
      awayReason: 'holiday',
      holidayName: 'Christmas Day',
    });
    const prompts = await server.db
      .select({ to: emails.toAddress })
      .from(emails)
      .where(
        and(
          eq(emails.template, 'checkin-prompt'),
          inArray(
            emails.toAddress,
            mixedTeam.members.map((m) => m.email),
          ),
        ),
      );
    expect(prompts.map((prompt) => prompt.to).sort()).toEqual([noHolidays!.email, japan!.email].sort());
  });

  it('sends no reminder and no summary, while the other team’s summary goes', async () => {
    // Summary at 12:00 in Toronto (17:00 UTC).
    await clock.setTime('2026-12-25T16:59:58Z');
    await advanceUntil(clock, async () => (await runOf(mixedReport.id))?.summarySentAt != null, {
      what: 'the mixed team’s summary',
    });
    await advanceBy(clock, 5000);
    expect((await runOf(holidayReport.id))?.summarySentAt).toBeNull();
    expect(await emailsTo(holidayTeam.members.map((member) => member.email))).toEqual([]);
    const summaries = await server.db
      .select({ to: emails.toAddress, key: emails.idempotencyKey })
      .from(emails)
      .where(eq(emails.template, 'report-summary'));
    const holidayRun = await runOf(holidayReport.id);
    expect(summaries.filter((email) => email.key?.includes(holidayRun!.id))).toEqual([]);
    expect(summaries.map((email) => email.to)).toContain('lead@partner.example');
  });

  it('says on the dashboard why nobody was asked', async () => {
    const response = await adminA.get(
      `/api/v1/dashboard/${holidayTeam.team.slug}/report/${holidayReport.slug}/date/2026-12-25/`,
    );
    expect(response.statusCode).toBe(200);
    const dashboard = ZRunDashboard.parse(response.json());
    expect(dashboard.away_note).toBe('Nobody was asked: Christmas Day is a public holiday in Canada (Ontario).');
    expect(dashboard.dashboard_actions.is_email_summary_scheduled).toBe(false);
    expect(dashboard.dashboard_actions.is_email_summary_sent).toBe(false);
    for (const entry of dashboard.entries)
      expect(entry).toMatchObject({ vacation: true, away_reason: 'holiday', holiday_name: 'Christmas Day' });

    const mixed = ZRunDashboard.parse(
      (await adminB.get(`/api/v1/dashboard/${mixedTeam.team.slug}/report/${mixedReport.slug}/date/2026-12-25/`)).json(),
    );
    expect(mixed.away_note).toBeNull();
    const follower = mixed.entries.find((entry) => entry.email === mixedTeam.members[2]!.email);
    expect(follower).toMatchObject({ vacation: true, away_reason: 'holiday', holiday_name: 'Christmas Day' });
    const asked = mixed.entries.find((entry) => entry.email === mixedTeam.members[0]!.email);
    expect(asked).toMatchObject({ vacation: false, away_reason: null, holiday_name: null });
  });

  it('records the reasons from before: a member’s own day off and the team’s vacation day', async () => {
    const [away, asked] = ownTeam.members;
    const own = new Map((await checkinsOf(ownReport.id)).map((row) => [row.userId, row]));
    expect(own.get(away!.id)).toMatchObject({ status: 'vacation', awayReason: 'vacation', holidayName: null });
    // Asked, and reminded by now (the summary has gone).
    expect(own.get(asked!.id)).toMatchObject({ status: 'reminded', awayReason: null });
    for (const row of await checkinsOf(offReport.id))
      expect(row).toMatchObject({ status: 'vacation', awayReason: 'team_vacation', holidayName: null });
    expect((await runOf(offReport.id))?.summarySentAt).toBeNull();
    expect((await runOf(ownReport.id))?.summarySentAt).not.toBeNull();
    const off = await adminC.get(`/api/v1/dashboard/${offTeam.team.slug}/report/${offReport.slug}/date/2026-12-25/`);
    expect(ZRunDashboard.parse(off.json()).away_note).toBe('Nobody was asked: this is a team vacation day.');
  });
});
