/**
 * The standup engine end to end, with a controlled clock: Send now opens the run and emails every
 * member once; the scheduled occurrence of the same day adds nothing; the first and final
 * reminders reach only members who have not answered; the summary goes to participants and the
 * extra emails, grouped as configured; open_next_report opens the next run right after.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TAccountRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { advanceBy, advanceUntil } from '../../helpers/test-clock.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

let server: TTestServer;
let clock: TestClock;
let client: TestClient;
let members: Awaited<ReturnType<typeof buildTeamWithMembers>>['members'];
let reportId: string;
let account: TAccountRow;

beforeAll(async () => {
  // Monday March 15, 2027, 09:00 in Toronto.
  clock = new TestClock('2027-03-15T13:00:00Z');
  server = await startTestServer({ clock });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2028-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 3);
  members = built.members;
  ({ client } = await signedInClient(server, account, 1, { teams: [built.team] }));
  const created = await client.post(
    '/api/v1/report/create_new/',
    reportForm(members, {
      summary_format: 'questions',
      open_next_report: true,
      email_notifications: ['lead@partner.example'],
    }),
  );
  expect(created.statusCode).toBe(200);
  reportId = created.json().report_id;
});
afterAll(() => server.stop());

const emailsOf = (template: string) =>
  server.db.select().from(emails).where(eq(emails.template, template)).orderBy(asc(emails.toAddress));
const recipients = async (template: string) => (await emailsOf(template)).map((email) => email.toAddress).sort();
const memberEmails = () => members.map((member) => member.email).sort();

describe('a run', () => {
  it('opens on Send now and emails every member a link to their own check-in', async () => {
    const response = await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The report was sent. Members are getting their check-ins now.');
    const prompts = await emailsOf('checkin-prompt');
    expect(prompts.map((email) => email.toAddress).sort()).toEqual(memberEmails());
    const runCheckins = await server.db.select().from(checkins).where(eq(checkins.reportId, reportId));
    expect(runCheckins.map((checkin) => checkin.status)).toEqual(['sent', 'sent', 'sent']);
    for (const checkin of runCheckins) {
      expect(checkin.hash.length).toBeGreaterThanOrEqual(32);
      const prompt = prompts.find((email) => email.idempotencyKey?.includes(checkin.userId));
      expect(prompt?.variables.checkinUrl).toBe(`${server.env.PUBLIC_URL}/checkin/${checkin.hash}`);
    }
    await advanceUntil(
      clock,
      async () => (await emailsOf('checkin-prompt')).every((email) => email.status === 'sent'),
      {
        what: 'prompts delivered',
      },
    );
    const [delivered] = await emailsOf('checkin-prompt');
    expect(delivered?.subject).toBe('Daily Standup check-in for Monday, March 15, 2027');
    expect(delivered?.html).toContain('What will you do today?');
    // An email team has no channel: the default intro does not send its answers to '#standup'.
    expect(delivered?.variables.intro).toMatch(
      /^Hi Member\d! It is time for the Daily Standup report of .+\. Your answers will be shared with your team\.$/,
    );
    expect(delivered?.html).not.toContain('#standup');
  });

  it('sends nothing twice when Send now is pressed again or the schedule fires the same day', async () => {
    const again = await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
    expect(again.json().message).toContain('already out');
    await clock.setTime('2027-03-15T13:59:58Z');
    await advanceBy(clock, 6000);
    expect(await emailsOf('checkin-prompt')).toHaveLength(3);
    expect(await server.db.select().from(reportRuns).where(eq(reportRuns.reportId, reportId))).toHaveLength(1);
  });

  it('reminds only the members who have not answered, first halfway and finally 15 minutes before the summary', async () => {
    const [answered] = members;
    await server.db
      .update(checkins)
      .set({ status: 'submitted', answers: {}, submittedAt: new Date('2027-03-15T14:10:00Z') })
      .where(and(eq(checkins.reportId, reportId), eq(checkins.userId, answered!.id)));
    const waiting = memberEmails().filter((email) => email !== answered!.email);

    // Opened at 13:00 UTC, summary at 12:00 Toronto = 16:00 UTC: first reminder 14:30, final 15:45.
    await clock.setTime('2027-03-15T14:29:57Z');
    await advanceBy(clock, 2000);
    expect(await emailsOf('checkin-reminder')).toHaveLength(0);
    await advanceUntil(clock, async () => (await emailsOf('checkin-reminder')).length === 2, {
      what: 'first reminders',
    });
    expect(await recipients('checkin-reminder')).toEqual(waiting);
    const [first] = await emailsOf('checkin-reminder');
    expect(first?.variables).toMatchObject({ stage: 'first', timeLeft: '1 hour 30 minutes' });

    await clock.setTime('2027-03-15T15:44:58Z');
    await advanceUntil(clock, async () => (await emailsOf('checkin-reminder')).length === 4, {
      what: 'final reminders',
    });
    const finals = (await emailsOf('checkin-reminder')).filter((email) => email.variables.stage === 'final');
    expect(finals.map((email) => email.toAddress).sort()).toEqual(waiting);
  });

  it('sends the summary grouped by question to participants and extra emails, then opens the next run', async () => {
    await clock.setTime('2027-03-15T15:59:58Z');
    await advanceUntil(clock, async () => (await emailsOf('report-summary')).length === 4, { what: 'summaries' });
    expect(await recipients('report-summary')).toEqual([...memberEmails(), 'lead@partner.example'].sort());
    const [summary] = await emailsOf('report-summary');
    expect(summary?.variables).toMatchObject({
      format: 'questions',
      stats: { answered: 1, total: 3, participationPercent: 33 },
    });
    // The chat broadcast's default subtitle ('I will post the reports as each...') is not an email's.
    expect(summary?.variables.subtitle).toBe("Here are everyone's answers, now that the check-in is over.");
    // The email's HTML is rendered when it is delivered, maybe not yet: its variables hold every text.
    expect(JSON.stringify(summary?.variables)).not.toContain('I will post the reports');
    expect((summary!.variables.entries as Array<{ status: string }>).map((entry) => entry.status).sort()).toEqual([
      'missing',
      'missing',
      'submitted',
    ]);
    await advanceUntil(
      clock,
      async () => (await server.db.select().from(reportRuns).where(eq(reportRuns.key, '2027-03-16'))).length === 1,
      { what: 'the next run' },
    );
    const [next] = await server.db.select().from(reportRuns).where(eq(reportRuns.key, '2027-03-16'));
    expect(next).toMatchObject({ openedBy: 'open-next' });
    expect(next?.scheduledFor.toISOString()).toBe('2027-03-16T14:00:00.000Z');
    const nextPrompts = await server.db
      .select()
      .from(emails)
      .where(like(emails.idempotencyKey, `run:${next!.id}:%:prompt`));
    expect(nextPrompts).toHaveLength(3);
  });

  it("lists a member's open check-ins in the page state", async () => {
    const member = new TestClient(server.app);
    member.setCookie(await signIn(server.db, members[1]!, account));
    const state = await member.state();
    expect(state.user?.open_checkins.map((checkin) => checkin.report__name)).toEqual([
      'Daily Standup',
      'Daily Standup',
    ]);
    expect(state.user?.open_checkins[0]?.data__link).toMatch(/^\/checkin\/[\w-]{32}$/);
  });

  it('shows the stats of the latest run on the reports list', async () => {
    const card = (await client.get('/api/v1/reports')).json().reports[0];
    expect(card.last_report_data).toMatchObject({
      key: '2027-03-15',
      human_date: 'Mar 15, 2027',
      stats: { entries_count: 1, links: 3, entries_percent: 33 },
    });
  });
});
