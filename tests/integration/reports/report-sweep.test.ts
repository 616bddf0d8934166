/**
 * Reports due in the same minute open together: the minute tick opens the first due report and sweeps the others
 * into report.run jobs of many reports, opened in one transaction each. Vacation days (a member's
 * own, a whole team's) still mark check-ins and send no prompt; each report's next run moves on.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns, reports, teamVacations, userVacations } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
const reportIds: string[] = [];
let teamA: TUserRow[];
let teamB: TUserRow[];

beforeAll(async () => {
  // Monday March 15, 2027, 09:58 in Toronto; the reports are due at 10:00.
  clock = new TestClock('2027-03-15T13:58:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const a = await buildTeamWithMembers(server.db, account, 3);
  const b = await buildTeamWithMembers(server.db, account, 2);
  teamA = a.members;
  teamB = b.members;
  const { client } = await signedInClient(server, account, 1, { teams: [a.team, b.team] });
  for (const [name, team, members] of [
    ['Standup A1', a.team, teamA],
    ['Standup A2', a.team, teamA],
    ['Standup B', b.team, teamB],
  ] as const) {
    const created = await client.post('/api/v1/report/create_new/', {
      ...reportForm(members, { name }),
      team_slug: team.slug,
    });
    expect(created.statusCode).toBe(200);
    reportIds.push(created.json().report_id);
  }
  await server.db.insert(userVacations).values({ userId: teamA[0]!.id, day: '2027-03-15' });
  await server.db.insert(teamVacations).values({ teamId: b.team.id, day: '2027-03-15' });
});
afterAll(() => server.stop());

describe('reports due in the same minute', () => {
  it('know their next run from the moment they are saved', async () => {
    const rows = await server.db.select().from(reports).where(inArray(reports.id, reportIds));
    expect(rows.map((row) => row.nextRunAt?.toISOString())).toEqual(Array(3).fill('2027-03-15T14:00:00.000Z'));
  });

  it('all open at 10:00, vacation days marked and no prompt sent for them', async () => {
    await clock.setTime('2027-03-15T13:59:58Z');
    await advanceUntil(
      clock,
      async () =>
        (await server.db.select().from(reportRuns).where(inArray(reportRuns.reportId, reportIds))).length === 3,
      { what: 'three runs' },
    );
    const statuses = async (reportId: string) =>
      (
        await server.db
          .select({ userId: checkins.userId, status: checkins.status })
          .from(checkins)
          .where(eq(checkins.reportId, reportId))
          .orderBy(asc(checkins.userId))
      ).map((row) => [row.userId, row.status]);
    const byUser = (members: TUserRow[], status: (member: TUserRow) => string) =>
      [...members].sort((x, y) => (x.id < y.id ? -1 : 1)).map((member) => [member.id, status(member)]);
    const teamAStatus = (member: TUserRow) => (member.id === teamA[0]!.id ? 'vacation' : 'sent');
    expect(await statuses(reportIds[0]!)).toEqual(byUser(teamA, teamAStatus));
    expect(await statuses(reportIds[1]!)).toEqual(byUser(teamA, teamAStatus));
    expect(await statuses(reportIds[2]!)).toEqual(byUser(teamB, () => 'vacation'));
    const prompts = await server.db.select().from(emails).where(eq(emails.template, 'checkin-prompt'));
    expect(prompts.map((email) => email.toAddress).sort()).toEqual(
      [teamA[1]!, teamA[2]!, teamA[1]!, teamA[2]!].map((member) => member.email).sort(),
    );
  });

  it('were opened through a sweep job and moved on to their next run', async () => {
    const swept = await server.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'report.run' and data ? 'reportIds'`,
    );
    // Normally one; two schedules firing at the same instant may each sweep part of the minute.
    expect((swept as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBeGreaterThanOrEqual(1);
    const rows = await server.db.select().from(reports).where(inArray(reports.id, reportIds));
    expect(rows.map((row) => row.nextRunAt?.toISOString())).toEqual(Array(3).fill('2027-03-16T14:00:00.000Z'));
  });
});
