/**
 * The dashboard's Remind and Resend summary links (spec part 3 §2.7, §6, §7): a reminder reaches
 * the member once however often it is clicked in a minute, from an admin or the member
 * themselves, and nobody else; a submitted entry needs none; a manager sends a run's summary again
 * to its recipients, and a member may not.
 */
import { and, eq, like } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, emails, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { DASHBOARD_MESSAGES } from '../../../shared/dashboard.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor, SAME_ORIGIN, teamWithViewer } from './dashboard-fixtures.ts';

let server: TTestServer;
let setup: Awaited<ReturnType<typeof teamWithViewer>>;
let seeded: TSeededReport;
let members: TUserRow[];
const KEY = '2026-11-17';

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2026-11-17T16:00:00Z') });
  setup = await teamWithViewer(server, 4, 1);
  members = setup.members;
  seeded = await buildReportWithRuns(server.db, {
    account: setup.account,
    team: setup.team,
    owner: setup.viewer,
    members,
    form: { email_notifications: ['lead@partner.example'] },
    runs: [{ key: KEY, entries: ['sent', 'draft', 'submitted', 'vacation'] }],
  });
});
afterAll(() => server.stop());

const checkinOf = (member: TUserRow) => seeded.checkins.get(KEY)!.get(member.id)!;
const remindersTo = (member: TUserRow) =>
  server.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, member.email), eq(emails.template, 'checkin-reminder')));
const remind = (client: TestClient, link: string, headers: Record<string, string> = SAME_ORIGIN) =>
  client.get(`/report/send_reminder/${link}/`, headers);

describe('send_reminder', () => {
  it('queues one reminder to the member when an admin clicks Remind, even twice', async () => {
    const member = members[0]!;
    const response = await remind(setup.client, checkinOf(member).id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      redirect: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/${KEY}/dashboard/`,
      message: `Reminder sent to ${member.firstName} ${member.lastName}.`,
    });
    expect((await remind(setup.client, checkinOf(member).id)).statusCode).toBe(200);
    const sent = await remindersTo(member);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(new RegExp(`:member:${member.id}:reminder-manual:\\d+$`));
    expect(sent[0]!.variables).toMatchObject({
      kind: 'reminder',
      stage: 'first',
      checkinUrl: `${server.env.PUBLIC_URL}/checkin/${checkinOf(member).hash}`,
    });
    const [row] = await server.db
      .select()
      .from(checkins)
      .where(eq(checkins.id, checkinOf(member).id));
    expect(row).toMatchObject({ remindedCount: 1, status: 'reminded' });
  });

  it('lets the member remind themselves through their own link, and nobody else', async () => {
    const [, drafting, , away] = members as [TUserRow, TUserRow, TUserRow, TUserRow];
    const own = await clientFor(server, drafting, setup.account, setup.team);
    const response = await remind(own, checkinOf(drafting).hash);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Reminder sent to ${drafting.firstName} ${drafting.lastName}.`);
    expect((await remind(own, checkinOf(drafting).hash)).statusCode).toBe(200);
    expect(await remindersTo(drafting)).toHaveLength(1);
    const [row] = await server.db
      .select()
      .from(checkins)
      .where(eq(checkins.id, checkinOf(drafting).id));
    expect(row).toMatchObject({ remindedCount: 1, status: 'draft' });

    const other = await clientFor(server, away, setup.account, setup.team);
    const refused = await remind(other, checkinOf(drafting).id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(DASHBOARD_MESSAGES.reminderNotAllowed);
  });

  it('says a submitted member needs no reminder, and sends none', async () => {
    const done = members[2]!;
    const response = await remind(setup.client, checkinOf(done).id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`${done.firstName} ${done.lastName} has already checked in.`);
    expect(await remindersTo(done)).toHaveLength(0);
  });

  it('refuses a link from another site, another account, and an unknown entry', async () => {
    expect((await remind(setup.client, checkinOf(members[0]!).id, {})).statusCode).toBe(403);
    const stranger = await teamWithViewer(server, 1);
    expect((await remind(stranger.client, checkinOf(members[1]!).id)).statusCode).toBe(404);
    expect((await remind(setup.client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remind(setup.client, 'short')).statusCode).toBe(404);
  });
});

describe('resend_summary', () => {
  const summaries = () =>
    server.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, 'report-summary'), like(emails.idempotencyKey, `run:${seeded.runs[0]!.id}:%`)));
  const resend = (client: TestClient, key = KEY, reportId = seeded.report.slug) =>
    client.get(`/report/resend_summary/${reportId}/${key}/`, SAME_ORIGIN);

  it('waits for the summary to go at its time before sending it again', async () => {
    const early = await resend(setup.client);
    expect(early.statusCode).toBe(200);
    expect(early.json().message).toBe(DASHBOARD_MESSAGES.summaryNotSentYet.replace('{date}', 'Nov 17, 2026'));
    expect(await summaries()).toHaveLength(0);
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, seeded.runs[0]!.id));
    expect(run!.summarySentAt).toBeNull();
    // The summary goes at its time; the run is closed from then on.
    await server.db
      .update(reportRuns)
      .set({ summarySentAt: new Date('2026-11-17T17:00:00Z') })
      .where(eq(reportRuns.id, seeded.runs[0]!.id));
  });

  it('sends the summary again to every participant and the extra emails, once per click minute', async () => {
    const response = await resend(setup.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      redirect: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/${KEY}/dashboard/`,
      message: 'The summary of Nov 17, 2026 was sent again.',
    });
    const sent = await summaries();
    expect(sent.map((email) => email.toAddress).sort()).toEqual(
      [...members.map((member) => member.email), 'lead@partner.example'].sort(),
    );
    expect(sent[0]!.variables).toMatchObject({ kind: 'summary', stats: { answered: 1, total: 3 } });
    expect((await resend(setup.client)).statusCode).toBe(200);
    expect(await summaries()).toHaveLength(members.length + 1);
    const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, seeded.runs[0]!.id));
    expect(run!.summarySentAt).not.toBeNull();
  });

  it('tells a report without recipients so, and refuses members, unknown runs and bad dates', async () => {
    const quiet = await buildReportWithRuns(server.db, {
      account: setup.account,
      team: setup.team,
      owner: setup.viewer,
      members,
      form: { send_summary_all: false },
      runs: [{ key: KEY, entries: ['submitted'], summarySent: true }],
    });
    const none = await resend(setup.client, KEY, quiet.report.slug);
    expect(none.statusCode).toBe(200);
    expect(none.json().message).toBe(DASHBOARD_MESSAGES.summaryNoRecipients);

    const member = await clientFor(server, members[0]!, setup.account, setup.team);
    expect((await resend(member)).statusCode).toBe(403);
    // Clicked in the page: back to the dashboard it was clicked on, the reason as a toast.
    const dashboard = `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/${KEY}/dashboard/`;
    const fromPage = await member.get(`/report/resend_summary/${seeded.report.slug}/${KEY}/`, {
      ...SAME_ORIGIN,
      accept: 'text/html',
      referer: `http://localhost${dashboard}`,
    });
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe(dashboard);
    expect((await resend(setup.client, '2026-11-18')).statusCode).toBe(404);
    expect((await resend(setup.client, 'someday')).statusCode).toBe(400);
    const stranger = await teamWithViewer(server, 1);
    expect((await resend(stranger.client)).statusCode).toBe(404);
  });

  it('sends no more reminders once the run closed with its summary', async () => {
    const waiting = [...seeded.checkins.get(KEY)!.values()].find((row) => row.status !== 'submitted')!;
    const response = await setup.client.get(`/report/send_reminder/${waiting.id}/`, SAME_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(DASHBOARD_MESSAGES.reminderClosed);
  });
});
