/**
 * Members asked in their own time zone (ARCHITECTURE §3.5, spec part 3 §2.9): on a Toronto report
 * at 10:00, members in Kolkata, London and Los Angeles get their prompt at 10:00 their time and a
 * 'Default in Report' member at 10:00 Toronto. Zones ahead of Toronto, whose 10:00 came before the
 * report's, are asked at 10:00 the next local morning; each member's reminders follow their own
 * prompt; the summary waits until an hour after the last prompt.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns, teamMembers } from '../../../bot/db/schema/index.ts';
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
  // Monday March 1, 2027, 09:58 in Toronto (standard time everywhere involved).
  clock = new TestClock('2027-03-01T14:58:00Z');
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

const asked = (zone: string | null) => async () => (await emailsTo('checkin-prompt', zone)).length === 1;
const reminded = (zone: string | null, stage: 'first' | 'final') => async () =>
  (await emailsTo('checkin-reminder', zone)).some((email) => email.variables.stage === stage);

describe('members in their own time zones', () => {
  it('asks the Default in Report member at 10:00 Toronto and leaves the others pending', async () => {
    await advanceUntil(clock, asked(null), { what: 'the run', maxSteps: 200 });
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
    expect(run?.key).toBe('2027-03-01');
    // The last prompt is London's, Tuesday 10:00 GMT; the summary waits an hour after it.
    expect(run?.summaryAt.toISOString()).toBe('2027-03-02T11:00:00.000Z');
    expect((await checkinOf(null))?.status).toBe('sent');
    for (const zone of ZONES.slice(0, 3)) {
      const checkin = await checkinOf(zone);
      expect(checkin?.status).toBe('pending');
      expect(await emailsTo('checkin-prompt', zone)).toHaveLength(0);
    }
    const losAngeles = await checkinOf('America/Los_Angeles');
    expect(losAngeles?.promptAt?.toISOString()).toBe('2027-03-01T18:00:00.000Z');
    expect(localPromptTime(losAngeles!)).toBe('10:00 PST');
    expect(localPromptTime((await checkinOf('Asia/Kolkata'))!)).toBe('10:00 GMT+5:30');
    expect(localPromptTime((await checkinOf(null))!)).toBeNull();
  });

  it('asks each member at 10:00 local, with reminders from their own prompt, and sums up after the last', async () => {
    // Opening at 15:00 UTC, summary at 11:00 UTC Tuesday: each group's first reminder is halfway
    // from its prompt to the summary, the final one 15 minutes before the summary.
    await expectAt('2027-03-01T18:00:00Z', asked('America/Los_Angeles'), 'Los Angeles prompt');
    // Remind on the dashboard does not reach a member who has not been asked yet.
    const early = await admin.get(`/report/send_reminder/${(await checkinOf('Asia/Kolkata'))!.id}/`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(early.json().message).toContain('has not been asked yet');
    expect(await emailsTo('checkin-reminder', 'Asia/Kolkata')).toHaveLength(0);
    await expectAt('2027-03-02T01:00:00Z', reminded(null, 'first'), 'Toronto first reminder');
    expect(await reminded('America/Los_Angeles', 'first')()).toBe(false);
    await expectAt('2027-03-02T02:30:00Z', reminded('America/Los_Angeles', 'first'), 'Los Angeles first reminder');
    expect(await emailsTo('checkin-reminder', 'Asia/Kolkata')).toHaveLength(0);
    await expectAt('2027-03-02T04:30:00Z', asked('Asia/Kolkata'), 'Kolkata prompt');
    await expectAt('2027-03-02T07:45:00Z', reminded('Asia/Kolkata', 'first'), 'Kolkata first reminder');
    await expectAt('2027-03-02T10:00:00Z', asked('Europe/London'), 'London prompt');
    await expectAt('2027-03-02T10:30:00Z', reminded('Europe/London', 'first'), 'London first reminder');
    await expectAt(
      '2027-03-02T10:45:00Z',
      async () => (await sentEmails('checkin-reminder')).filter((e) => e.variables.stage === 'final').length === 4,
      'final reminders',
    );

    for (const zone of ZONES) {
      const checkin = await checkinOf(zone);
      const local = wallClockAt(checkin!.sentAt!, zone ?? 'America/Toronto');
      expect({ zone, hour: local.hour, minute: local.minute }).toEqual({ zone, hour: 10, minute: 0 });
      expect(await emailsTo('checkin-prompt', zone)).toHaveLength(1);
      expect(await emailsTo('checkin-reminder', zone)).toHaveLength(2);
    }

    await expectAt(
      '2027-03-02T11:00:00Z',
      async () => {
        const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId));
        return run?.summarySentAt != null;
      },
      'the summary after the last prompt',
    );
  });
});
