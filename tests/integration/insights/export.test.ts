/**
 * The refined insights export end to end (spec part 2 §7, §8), with the engine's clock fixed on
 * Monday March 15, 2027 in Toronto and email going out over SMTP to a real SMTP server: the POST
 * answers the spec's confirmation, the job builds the file as the person who asked, and the email
 * carries a CSV or XLSX attachment that reads back with exactly the rows listInsightsEntries gives
 * for the same search (same count, order and answers; the CSV with its formula guard). Also: one
 * email per export whatever retries, the plan lock, the limit per person, a request that cannot
 * name someone else, a person who left the account, a file cut short, and files dropped after 7 days.
 */
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type ParsedMail, simpleParser } from 'mailparser';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, insightsExports, memberships, reports } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { viewerOfMember } from '../../../bot/domain/accounts/viewer-of-member.ts';
import {
  buildInsightsExport,
  type TBuildInsightsExportDeps,
} from '../../../bot/domain/insights/build-insights-export.ts';
import { dropInsightsExportFiles } from '../../../bot/domain/insights/drop-insights-export-files.ts';
import { listInsightsEntries } from '../../../bot/domain/insights/list-insights-entries.ts';
import { INSIGHTS_EXPORT_LIMIT_MESSAGE } from '../../../bot/domain/insights/request-insights-export.ts';
import { QUEUE } from '../../../bot/domain/jobs.ts';
import { createLogger } from '../../../bot/logger.ts';
import {
  INSIGHTS_MESSAGES,
  type TInsightsExportRequest,
  type TInsightsHit,
  ZInsightsExportRequest,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { startFakeSmtp, type TFakeSmtp } from '../../fakes/fake-smtp.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns } from '../../run-factories.ts';
import { readCsv } from '../history/csv-reader.ts';

const NOW = '2027-03-15T16:00:00Z';
const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };
const EXPORT_URL = '/api/v1/insights/refined_export/';

let smtp: TFakeSmtp;
let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let admin: TestClient;
let adminUser: TUserRow;
let pat: TestClient;
let patUser: TUserRow;
let ada: TUserRow;
let alan: TUserRow;
let grace: TUserRow;
let jobDeps: TBuildInsightsExportDeps;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({
    clock: new TestClock(NOW),
    env: { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Rollcall <bot@rollcall.test>' },
  });
  jobDeps = {
    db: server.db,
    jobs: server.jobs,
    log: createLogger(server.env),
    now: () => new Date(NOW),
    publicUrl: () => server.env.PUBLIC_URL,
  };
  account = await buildAccount(server.db, FAR_TRIAL);
  ({ team } = await buildTeamWithMembers(server.db, account, 0));
  const person = async (firstName: string, lastName: string) =>
    (
      await buildUser(server.db, {
        account,
        teams: [team],
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.test`,
      })
    ).user;
  ada = await person('Ada', 'Lovelace');
  alan = await person('Alan', 'Turing');
  grace = await person('Grace', 'Hopper');
  ({ client: admin, user: adminUser } = await signedInClient(server, account, 1, {
    teams: [team],
    firstName: 'Adele',
    email: 'adele@example.test',
  }));
  ({ client: pat, user: patUser } = await signedInClient(server, account, 3, {
    teams: [team],
    firstName: 'Pat',
    lastName: 'Plain',
    email: 'pat@example.test',
  }));
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [ada, alan, grace],
    form: { name: 'Daily Standup', goal_tracking_enabled: true },
    runs: [
      {
        key: '2027-03-01',
        entries: [
          {
            status: 'submitted',
            blocked: true,
            answers: ['Shipped the release notes', 'Line one\nLine two', '=HYPERLINK("http://evil.example","x")'],
          },
          { status: 'submitted', answers: ['-1 bugs before the release', '@here standup', '+1 to that'] },
          { status: 'draft', answers: ['A secret draft about the release', '', ''] },
        ],
      },
      {
        key: '2027-03-12',
        entries: [
          { status: 'submitted', goalCompleted: true, answers: ['Release checklist, "final"', 'Deploy', 'None'] },
          'vacation',
          'sent',
        ],
      },
      {
        key: '2027-03-15',
        entries: [
          { status: 'submitted', answers: ['Fixed the login bug', 'Release party', ''] },
          { status: 'submitted', answers: ['Wrote tests', 'More tests', 'Nothing'] },
          'sent',
        ],
      },
    ],
  });
  // Same questions, other keys: their answers share the columns of the standup's.
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [ada, grace],
    form: { name: 'Sprint Retro' },
    runs: [
      {
        key: '2027-03-14',
        entries: [
          { status: 'submitted', answers: ['Retro about the release', 'Keep shipping', 'None'] },
          { status: 'submitted', answers: ['Good sprint', 'Fewer meetings', 'None'] },
        ],
      },
    ],
  });
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [patUser, ada],
    form: { name: 'Private Check-in', private_reports_enabled: true },
    runs: [
      {
        key: '2027-03-10',
        entries: [
          { status: 'submitted', answers: ['My own release work', 'Pat plans', 'None'] },
          { status: 'submitted', answers: ['Ada private release worry', 'Ada plans', 'Payroll'] },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

/** Posts an export request as `client`, expecting the spec's confirmation. */
async function requestExport(client: TestClient, body: unknown): Promise<void> {
  const response = await client.post(EXPORT_URL, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ ok: true, message: INSIGHTS_MESSAGES.exportStarted });
}

/** The next mail to `to` beyond the `before` already received, parsed with its attachments. */
async function nextMailTo(to: string, before: number): Promise<ParsedMail> {
  const received = await waitFor(
    () => smtp.received.slice(before).filter((mail) => mail.to.includes(to)),
    (mails) => mails.length > 0,
    { what: `an email to ${to}`, timeoutMs: 30_000 },
  );
  return simpleParser(received[0]!.raw);
}

/** Every hit of a search as the person sees it, by the same use case the export walks. */
async function entriesOf(user: TUserRow, request: TInsightsExportRequest): Promise<TInsightsHit[]> {
  const viewer = (await viewerOfMember(server.db, account.id, user.id))!;
  const search = ZInsightsSearch.parse({ ...request.params, page: 1 });
  return listInsightsEntries({ db: server.db, now: () => new Date(NOW) }, viewer, search, { offset: 0, limit: 1000 });
}

const FIXED_HEADER = ['Date', 'Report', 'Team', 'Member', 'States'];
const QUESTIONS = ['What did you do yesterday?', 'What will you do today?', 'Anything blocking you?'];

/** The rows a hit should give under these question columns, before any encoding. */
function expectedRows(hits: readonly TInsightsHit[], questions: readonly string[]): string[][] {
  return hits.map((hit) => [
    hit.report_index,
    hit.report_name,
    hit.team_name,
    hit.member_name,
    hit.states.join(', '),
    ...questions.map((question) =>
      hit.entry_data.rfields
        .filter((field) => field.key === question)
        .map((field) => field.value)
        .join('\n\n'),
    ),
  ]);
}

const guarded = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));

describe('POST /api/v1/insights/refined_export/ through to the email', () => {
  it('emails a CSV whose rows are the search’s entries, answers and formula guard included', async () => {
    const request = ZInsightsExportRequest.parse({ params: { q: 'release', range: 'last_30_days' }, format: 'csv' });
    const before = smtp.received.length;
    await requestExport(admin, request);
    const mail = await nextMailTo(adminUser.email, before);
    expect(mail.subject).toBe('Your Insights export is ready (7 entries)');
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('rollcall-insights-2027-02-14-to-2027-03-15.csv');
    expect(file.contentType).toBe('text/csv');
    expect([...file.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = readCsv(file.content.subarray(3).toString('utf8'));
    const hits = await entriesOf(adminUser, request);
    // The draft never matches; the admin reads the private report in full.
    expect(hits).toHaveLength(7);
    expect(records[0]).toEqual([...FIXED_HEADER, ...QUESTIONS]);
    expect(records.slice(1)).toEqual(guarded(expectedRows(hits, QUESTIONS)));
    const body = records.flat().join(' ');
    expect(body).toContain("'=HYPERLINK(");
    expect(body).toContain('Ada private release worry');
    expect(body).not.toContain('secret draft');
    // What was exported, in words, and that the file is attached.
    expect(mail.text).toContain('Your Insights export is attached: rollcall-insights-2027-02-14-to-2027-03-15.csv');
    expect(mail.text).toContain('Search: “release”');
    expect(mail.text).toContain('Dates: Feb 14, 2027 to Mar 15, 2027 (Last 30 days)');
    expect(mail.text).toContain('/team/insights/?q=release&range=last_30_days');
    const [row] = await server.db
      .select()
      .from(insightsExports)
      .where(and(eq(insightsExports.userId, adminUser.id), eq(insightsExports.format, 'csv')));
    expect(row).toMatchObject({ status: 'ready', rowCount: 7, format: 'csv' });
    expect(Buffer.from(row!.file!).equals(file.content)).toBe(true);
  });

  it('emails an XLSX of the default search that reads back with exceljs cell by cell, untouched', async () => {
    const request = ZInsightsExportRequest.parse({ params: {} });
    const before = smtp.received.length;
    await requestExport(admin, { params: {} });
    const mail = await nextMailTo(adminUser.email, before);
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('rollcall-insights-2027-03-02-to-2027-03-15.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Insights')!;
    const hits = await entriesOf(adminUser, request);
    // Every entry of the last 14 days: 3 + 3 of the standup, 2 of the retro, 2 private.
    expect(hits).toHaveLength(10);
    const expected = [[...FIXED_HEADER, ...QUESTIONS], ...expectedRows(hits, QUESTIONS)];
    expect(sheet.rowCount).toBe(expected.length);
    for (const [r, row] of expected.entries()) {
      for (const [c, value] of row.entries()) {
        expect(sheet.getCell(r + 1, c + 1).value ?? '', `row ${r + 1} column ${c + 1}`).toBe(value);
      }
    }
    expect(expected.flat()).toContain('Checked in, Goal completed');
    expect(mail.text).toContain('Search: Every entry (no keywords)');
    expect(mail.text).toContain('Status: All statuses');
  });

  it('builds and sends once, however often the job runs again', async () => {
    const [ready] = await server.db
      .select()
      .from(insightsExports)
      .where(and(eq(insightsExports.userId, adminUser.id), eq(insightsExports.status, 'ready')))
      .limit(1);
    const sentBefore = smtp.received.length;
    expect(await buildInsightsExport(jobDeps, ready!.id, { finalAttempt: true })).toBe('already-done');
    await server.jobs.send(QUEUE.insightsExport, { exportId: ready!.id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.length).toBe(sentBefore);
    const mails = await server.db
      .select()
      .from(emails)
      .where(eq(emails.idempotencyKey, `insights-export:${ready!.id}`));
    expect(mails).toHaveLength(1);
  });

  it('gives a plain member only what they may read: their own entries of a private report', async () => {
    const request = ZInsightsExportRequest.parse({ params: { q: 'release' }, format: 'csv' });
    const before = smtp.received.length;
    await requestExport(pat, request);
    const mail = await nextMailTo(patUser.email, before);
    const records = readCsv(mail.attachments[0]!.content.subarray(3).toString('utf8'));
    const hits = await entriesOf(patUser, request);
    expect(records.slice(1)).toEqual(guarded(expectedRows(hits, QUESTIONS)));
    const body = records.flat().join(' ');
    expect(body).toContain('My own release work');
    expect(body).not.toContain('Ada private release worry');
  });

  it('cuts a file short at the row cap and says so', async () => {
    const [row] = await server.db
      .insert(insightsExports)
      .values({
        accountId: account.id,
        userId: adminUser.id,
        params: { q: '', range: 'last_14_days', reports: [], members: [], state: null },
        format: 'csv',
        createdAt: new Date(NOW),
      })
      .returning();
    expect(await buildInsightsExport({ ...jobDeps, limits: { maxRows: 4 } }, row!.id, { finalAttempt: false })).toBe(
      'ready',
    );
    const [email] = await server.db
      .select()
      .from(emails)
      .where(eq(emails.idempotencyKey, `insights-export:${row!.id}`));
    expect(email!.variables).toMatchObject({ rowCount: 4 });
    expect(String(email!.variables.cutShort)).toContain('The file holds the first 4 entries');
  });
});

describe('refusals', () => {
  it('refuses a refined search on a plan that locks it, and exports the default search', async () => {
    const free = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
    const freeTeam = await buildTeamWithMembers(server.db, free, 1);
    const { client } = await signedInClient(server, free, 1, { teams: [freeTeam.team] });
    for (const params of [{ q: 'release' }, { range: 'last_90_days' }, { state: 'Has blockers' }]) {
      const refused = await client.post(EXPORT_URL, { params, format: 'csv' });
      expect(refused.statusCode, JSON.stringify(params)).toBe(403);
      expect(refused.json().error.message).toBe(INSIGHTS_MESSAGES.locked);
    }
    await requestExport(client, { params: {}, format: 'csv' });
  });

  it('fails an export by email when the plan locks it by the time the job runs', async () => {
    const free = await buildAccount(server.db, { planKey: 'free', subscriptionStatus: 'active' });
    const freeTeam = await buildTeamWithMembers(server.db, free, 0);
    const { user } = await signedInClient(server, free, 1, { teams: [freeTeam.team] });
    const [row] = await server.db
      .insert(insightsExports)
      .values({
        accountId: free.id,
        userId: user.id,
        params: { q: 'release' },
        format: 'xlsx',
        createdAt: new Date(NOW),
      })
      .returning();
    expect(await buildInsightsExport(jobDeps, row!.id, { finalAttempt: false })).toBe('failed');
    const [email] = await server.db
      .select()
      .from(emails)
      .where(eq(emails.idempotencyKey, `insights-export:${row!.id}`));
    expect(email).toMatchObject({ template: 'insights-export-failed', toAddress: user.email });
    expect(email!.variables.reason).toBe(INSIGHTS_MESSAGES.locked);
  });

  it('always exports for the person signed in, whatever the body names', async () => {
    const before = smtp.received.length;
    const countOf = async (userId: string) =>
      (await server.db.select().from(insightsExports).where(eq(insightsExports.userId, userId))).length;
    const adaBefore = await countOf(ada.id);
    await requestExport(pat, {
      params: {},
      format: 'csv',
      user_id: ada.id,
      userId: ada.id,
      email: ada.email,
      to: ada.email,
    });
    await nextMailTo(patUser.email, before);
    expect(await countOf(ada.id)).toBe(adaBefore);
    expect(smtp.received.slice(before).some((mail) => mail.to.includes(ada.email))).toBe(false);
  });

  it('gives another organisation’s admin who names our reports and people an empty file, naming nothing', async () => {
    const other = await buildAccount(server.db, FAR_TRIAL);
    const otherTeam = await buildTeamWithMembers(server.db, other, 0);
    const { client, user } = await signedInClient(server, other, 1, { teams: [otherTeam.team] });
    const [standupRow] = await server.db.select().from(reports).where(eq(reports.name, 'Daily Standup'));
    const before = smtp.received.length;
    await requestExport(client, {
      params: { q: 'release', range: 'last_365_days', reports: [standupRow!.id], members: [ada.id, alan.id] },
      format: 'csv',
    });
    const mail = await nextMailTo(user.email, before);
    expect(mail.subject).toBe('Your Insights export is ready (0 entries)');
    expect(readCsv(mail.attachments[0]!.content.subarray(3).toString('utf8'))).toEqual([[...FIXED_HEADER]]);
    expect(mail.text).toContain('Reports: 1 report you cannot see');
    expect(mail.text).toContain('Members: 2 members you cannot see');
    for (const secret of ['Daily Standup', 'Ada', 'Alan', 'release notes']) expect(mail.text).not.toContain(secret);
  });

  it('needs a session and the CSRF token, and a body that parses', async () => {
    const anonymous = await new TestClient(server.app).post(EXPORT_URL, { params: {} });
    expect([401, 403]).toContain(anonymous.statusCode);
    const noCsrf = await admin.post(EXPORT_URL, { params: {} }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const badFormat = await admin.post(EXPORT_URL, { params: {}, format: 'pdf' });
    expect(badFormat.statusCode).toBe(400);
    const tooLong = await admin.post(EXPORT_URL, { params: { q: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields['params.q']).toEqual([INSIGHTS_MESSAGES.queryTooLong]);
    const tooMany = await admin.post(EXPORT_URL, {
      params: { reports: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lets one person start 5 exports in 10 minutes, then says how long to wait', async () => {
    const { client, user } = await signedInClient(server, account, 1, { teams: [team] });
    for (let n = 0; n < 5; n++) await requestExport(client, { params: {}, format: 'csv' });
    const refused = await client.post(EXPORT_URL, { params: {}, format: 'csv' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(INSIGHTS_EXPORT_LIMIT_MESSAGE.replace('{minutes}', '10 minutes'));
    expect(refused.headers['retry-after']).toBe('600');
    const rows = await server.db.select().from(insightsExports).where(eq(insightsExports.userId, user.id));
    expect(rows).toHaveLength(5);
  });

  it('sends nothing when the person left the account before the job ran', async () => {
    const { user } = await signedInClient(server, account, 1, { teams: [team], email: 'leaver@example.test' });
    const [row] = await server.db
      .insert(insightsExports)
      .values({ accountId: account.id, userId: user.id, params: {}, format: 'csv', createdAt: new Date(NOW) })
      .returning();
    await server.db
      .delete(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, account.id)));
    await server.jobs.send(QUEUE.insightsExport, { exportId: row!.id });
    const settled = await waitFor(
      async () => (await server.db.select().from(insightsExports).where(eq(insightsExports.id, row!.id)))[0],
      (export_) => export_?.status !== 'queued',
      { what: 'the export settled' },
    );
    expect(settled).toMatchObject({ status: 'failed', file: null });
    const sent = await server.db
      .select()
      .from(emails)
      .where(like(emails.idempotencyKey, `insights-export:${row!.id}`));
    expect(sent).toHaveLength(0);
    expect(await server.db.select().from(emails).where(eq(emails.toAddress, user.email))).toHaveLength(0);
  });
});

describe('retention', () => {
  it('drops the files of exports older than 7 days and keeps the rows', async () => {
    // Ordered: an update moves rows on a PostgreSQL server, so two unordered reads may differ.
    const ready = await server.db
      .select()
      .from(insightsExports)
      .where(eq(insightsExports.status, 'ready'))
      .orderBy(insightsExports.id);
    expect(ready.length).toBeGreaterThan(0);
    expect(await dropInsightsExportFiles(server.db, new Date('2027-03-20T00:00:00Z'))).toBe(0);
    expect(await dropInsightsExportFiles(server.db, new Date('2027-03-23T00:00:00Z'))).toBe(ready.length);
    const after = await server.db
      .select()
      .from(insightsExports)
      .where(eq(insightsExports.status, 'ready'))
      .orderBy(insightsExports.id);
    expect(after.map((row) => row.file)).toEqual(after.map(() => null));
    expect(after.map((row) => row.rowCount)).toEqual(ready.map((row) => row.rowCount));
  });
});
