/**
 * Members asked in their own time zone (ARCHITECTURE §3.5, spec part 3 §2.9): on a Toronto report
 * at 10:00, members in Kolkata, London and Los Angeles get their prompt at 10:00 their time on the
 * run's date and a 'Default in Report' member at 10:00 Toronto. The run opens at Kolkata's 10:00
 * (23:30 the evening before in Toronto); each member's reminders follow their own prompt; the
 * summary, due at 12:00 Toronto, waits until an hour after the last prompt (Los Angeles).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns, teamMembers } from '../../../bot/db/schema/index.ts';
import { resultRows } from '../../../bot/db/sql-arrays.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { localPromptTime } from '../../../bot/domain/dashboard/dashboard-entries.ts';
import { wallClockAt } from '../../../shared/zoned-time.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
let reportId: string;
const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/Los_Angeles', null] as const;
let byZone: Map<string | null, TUserRow>;
let admin: TestClient;

beforeAll(async () => {
  // Sunday February 28, 2027, 15:00 in Toronto (standard time everywhere involved).
  clock = new TestClock('2027-02-28T20:00:00Z');
  server = await startTestServer({ clock });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const { team, members } = await buildTeamWithMembers(server.db, account, 4);
  byZone = new Map(ZONES.map((zone, index) => [zone, members[index]!]));
  for (const [zone, member] of byZone) {
    await server.db
      .update(teamMembers)
      .set({ timeZone: zone })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)));
  }
  const { client } = await signedInClient(server, account, 1, { teams: [team] });
  admin = client;
  const created = await client.post('/api/v1/report/create_new/', reportForm(members));
  expect(created.statusCode).toBe(200);
  reportId = created.json().report_id;
});
afterAll(() => server.stop());

const checkinOf = async (zone: string | null) => {
  const [row] = await server.db
    .select()
    .from(checkins)
    .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, byZone.get(zone)!.id)));
  return row;
};
const sentEmails = (template: string) =>
  server.db.select().from(emails).where(eq(emails.template, template)).orderBy(asc(emails.createdAt));
const emailsTo = async (template: string, zone: string | null) =>
  (await sentEmails(template)).filter((email) => email.toAddress === byZone.get(zone)!.email);

/** Stops the clock just before `utc`, checks nothing happened yet, then runs on until it has. */
async function expectAt(utc: string, happened: () => Promise<boolean>, what: string): Promise<void> {
  await clock.setTime(new Date(new Date(utc).getTime() - 3000));
  await advanceBy(clock, 2000);
  expect(await happened(), `${what} before ${utc}`).toBe(false);
  await advanceUntil(clock, happened, { what });
}

/** Whether the delayed prompt job for `promptAt` has run. */
const promptJobDone = (promptAt: string) => async () => {
  const done = await server.db.execute(
    sql`select 1 from pgboss.job where name = 'report.reminder' and data->>'promptAt' = ${promptAt}
        and data->>'stage' = 'prompt' and state = 'completed'`,
  );
  return resultRows(done).length > 0;
};
const asked = (zone: string | null) => async () => (await emailsTo('checkin-prompt', zone)).length === 1;
const reminded = (zone: string | null, stage: 'first' | 'final') => async () =>
  (await emailsTo('checkin-reminder', zone)).some((email) => email.variables.stage === stage);

describe('members in their own time zones', () => {
  it('opens the run at 10:00 in Kolkata on its date and leaves the others pending', async () => {
    await expectAt('2027-03-01T04:30:00Z', asked('Asia/Kolkata'), 'the run, opened for Kolkata');
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
    expect(run?.key).toBe('2027-03-01');
    expect(run?.scheduledFor.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    // Due at 12:00 Toronto (17:00 UTC); the last prompt is Los Angeles', 18:00 UTC: an hour after.
    expect(run?.summaryAt.toISOString()).toBe('2027-03-01T19:00:00.000Z');
    expect((await checkinOf('Asia/Kolkata'))?.status).toBe('sent');
    for (const zone of ['Europe/London', 'America/Los_Angeles', null] as const) {
      expect((await checkinOf(zone))?.status).toBe('pending');
      expect(await emailsTo('checkin-prompt', zone)).toHaveLength(0);
    }
    const losAngeles = await checkinOf('America/Los_Angeles');
    expect(losAngeles?.promptAt?.toISOString()).toBe('2027-03-01T18:00:00.000Z');
    expect(localPromptTime(losAngeles!)).toBe('10:00 PST');
    expect(localPromptTime((await checkinOf('Europe/London'))!)).toBe('10:00 GMT');
    // The Default in Report member waits for the report's own time and is shown no zone of theirs.
    expect((await checkinOf(null))?.promptAt?.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    expect(localPromptTime((await checkinOf(null))!)).toBeNull();
  });

  it('asks each member at 10:00 local on the same date, with reminders from their own prompt, and sums up after the last', async () => {
    // Each group's first reminder is halfway from its prompt to the summary (19:00 UTC), the final
    // one 15 minutes before it.
    await expectAt('2027-03-01T10:00:00Z', asked('Europe/London'), 'London prompt');
    // Remind on the dashboard does not reach a member who has not been asked yet.
    const early = await admin.get(`/report/send_reminder/${(await checkinOf('America/Los_Angeles'))!.id}/`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(early.json().message).toContain('has not been asked yet');
    expect(await emailsTo('checkin-reminder', 'America/Los_Angeles')).toHaveLength(0);
    await expectAt('2027-03-01T11:45:00Z', reminded('Asia/Kolkata', 'first'), 'Kolkata first reminder');
    expect(await reminded('Europe/London', 'first')()).toBe(false);
    await expectAt('2027-03-01T14:30:00Z', reminded('Europe/London', 'first'), 'London first reminder');
    await expectAt('2027-03-01T15:00:00Z', asked(null), 'Toronto prompt');
    await expectAt('2027-03-01T17:00:00Z', reminded(null, 'first'), 'Toronto first reminder');
    expect(await emailsTo('checkin-reminder', 'America/Los_Angeles')).toHaveLength(0);
    await expectAt('2027-03-01T18:00:00Z', asked('America/Los_Angeles'), 'Los Angeles prompt');
    await expectAt('2027-03-01T18:30:00Z', reminded('America/Los_Angeles', 'first'), 'Los Angeles first reminder');
    await expectAt(
      '2027-03-01T18:45:00Z',
      async () => (await sentEmails('checkin-reminder')).filter((e) => e.variables.stage === 'final').length === 4,
      'final reminders',
    );

    for (const zone of ZONES) {
      const checkin = await checkinOf(zone);
      const local = wallClockAt(checkin!.sentAt!, zone ?? 'America/Toronto');
      expect({ zone, day: local.day, hour: local.hour, minute: local.minute }).toEqual({
        zone,
        day: 1,
        hour: 10,
        minute: 0,
      });
      expect(await emailsTo('checkin-prompt', zone)).toHaveLength(1);
      expect(await emailsTo('checkin-reminder', zone)).toHaveLength(2);
    }

    await expectAt(
      '2027-03-01T19:00:00Z',
      async () => {
        const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
        return run?.summarySentAt != null;
      },
      'the summary after the last prompt',
    );
  });

  it('follows a member whose zone changes, and never asks one taken off the report', async () => {
    // London's member moves to Auckland (UTC+13 in March): Tuesday's run now opens at 10:00 there,
    // 21:00 UTC on Monday.
    const changed = await admin.post('/api/v1/settings', {
      type: 'change_tz',
      timezone: 'Pacific/Auckland',
      email: byZone.get('Europe/London')!.email,
    });
    expect(changed.statusCode).toBe(200);
    const runs = async () => server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
    await expectAt(
      '2027-03-01T21:00:00Z',
      async () => (await runs()).some((run) => run.key === '2027-03-02'),
      "Tuesday's run, opened for Auckland",
    );
    expect(await emailsTo('checkin-prompt', 'Europe/London')).toHaveLength(2);
    // Los Angeles' member is taken off the report before their 10:00 (18:00 UTC): never asked.
    const wizard = (await admin.get(`/api/v1/report/wizard?report=${reportId}`)).json();
    const users = (wizard.form.users as string[]).filter((id) => id !== byZone.get('America/Los_Angeles')!.id);
    const updated = await admin.post('/api/v1/report/update_existing/', { ...wizard.form, users });
    expect(updated.statusCode).toBe(200);
    await expectAt(
      '2027-03-02T15:00:00Z',
      async () => (await emailsTo('checkin-prompt', null)).length === 2,
      "Tuesday's Toronto prompt",
    );
    await expectAt('2027-03-02T18:00:00Z', promptJobDone('2027-03-02T18:00:00.000Z'), "Los Angeles' prompt job");
    expect(await emailsTo('checkin-prompt', 'America/Los_Angeles')).toHaveLength(1);
  });
});
