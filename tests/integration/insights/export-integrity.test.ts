/**
 * What a refined insights export carries and to whom (spec part 2 §7), with the engine's clock
 * fixed on Monday March 15, 2027 and email going out over SMTP to a real SMTP server: every answer
 * whole, exactly as stored (CSV and XLSX); the rows read in one order, so an entry deleted while
 * the file is built costs that entry and no other; a late attempt cannot fail a ready export; a
 * file stops before the row that would take it past the size an email carries; the email names
 * only reports and people of the person's scope; an email that cannot be delivered is recorded and
 * told; and a person who left the account before delivery is sent nothing.
 */
import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { type ParsedMail, simpleParser } from 'mailparser';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../bot/db/client.ts';
import { checkins, emails, insightsExports, memberships } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { viewerOfMember } from '../../../bot/domain/accounts/viewer-of-member.ts';
import { deliverEmails, type TMailSender } from '../../../bot/domain/email/deliver-email.ts';
import {
  buildInsightsExport,
  INSIGHTS_EXPORT_MAX_BYTES,
  type TBuildInsightsExportDeps,
} from '../../../bot/domain/insights/build-insights-export.ts';
import { EXPORT_RECIPIENT_LEFT } from '../../../bot/domain/insights/insights-export-attachment.ts';
import { EXPORT_UNDELIVERED_REASON } from '../../../bot/domain/insights/insights-export-undelivered.ts';
import { listInsightsEntries } from '../../../bot/domain/insights/list-insights-entries.ts';
import { QUEUE, type TJobQueue } from '../../../bot/domain/jobs.ts';
import { createLogger } from '../../../bot/logger.ts';
import { QUEUE_OPTIONS } from '../../../scheduler/queues.ts';
import {
  INSIGHTS_MARK_START,
  INSIGHTS_MESSAGES,
  type TInsightsHit,
  type TInsightsSearchInput,
  ZInsightsSearch,
} from '../../../shared/insights.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { startFakeSmtp, type TFakeSmtp } from '../../fakes/fake-smtp.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { readCsv } from '../history/csv-reader.ts';

const NOW = '2027-03-15T16:00:00Z';
const FAR_TRIAL = { trialEndsAt: new Date('2099-01-01T00:00:00Z') };

/** 5,000 characters over several lines, with a snippet marker typed in: exported exactly as stored. */
const LONG_ANSWER = (
  `Release notes, part one.\nLine two of the notes ${INSIGHTS_MARK_START} typed marker.\n` +
  'The rest of a long, long answer. '.repeat(200)
).slice(0, 5000);

let smtp: TFakeSmtp;
let server: TTestServer;
let account: TAccountRow;
let teamA: TTeamRow;
let admin: TestClient;
let adminUser: TUserRow;
let tess: TUserRow;
let ada: TUserRow;
let alan: TUserRow;
let bea: TUserRow;
let longReport: TSeededReport;
let bravoReport: TSeededReport;
let jobDeps: TBuildInsightsExportDeps;

/** A job queue that queues nothing: the email rows are written, and no worker sends them. */
const idleJobs = (jobs: TJobQueue): TJobQueue => ({ ...jobs, send: async () => null, sendMany: async () => {} });

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({
    clock: new TestClock(NOW),
    env: { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Rollcall <bot@rollcall.test>' },
  });
  jobDeps = {
    db: server.db,
    jobs: idleJobs(server.jobs),
    log: createLogger(server.env),
    now: () => new Date(NOW),
    publicUrl: () => server.env.PUBLIC_URL,
  };
  account = await buildAccount(server.db, FAR_TRIAL);
  ({ team: teamA } = await buildTeamWithMembers(server.db, account, 0));
  const { team: teamB } = await buildTeamWithMembers(server.db, account, 0);
  const person = async (firstName: string, lastName: string, team: TTeamRow) =>
    (
      await buildUser(server.db, {
        account,
        teams: [team],
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.test`,
      })
    ).user;
  ada = await person('Ada', 'Lovelace', teamA);
  alan = await person('Alan', 'Turing', teamA);
  bea = await person('Bea', 'Bravo', teamB);
  ({ client: admin, user: adminUser } = await signedInClient(server, account, 1, {
    teams: [teamA],
    firstName: 'Adele',
    email: 'adele@example.test',
  }));
  tess = (
    await buildUser(server.db, { account, accountTypeId: 3, teams: [teamA], firstName: 'Tess', lastName: 'Member' })
  ).user;
  longReport = await buildReportWithRuns(server.db, {
    account,
    team: teamA,
    owner: null,
    members: [ada, alan, tess],
    form: { name: 'Long Answers' },
    runs: [
      {
        key: '2027-03-14',
        entries: [
          { status: 'submitted', answers: [LONG_ANSWER, 'Short', ''] },
          { status: 'submitted', answers: [LONG_ANSWER.replace('part one', 'part two'), '', ''] },
          { status: 'submitted', answers: [LONG_ANSWER.replace('part one', 'part six'), '', ''] },
        ],
      },
    ],
  });
  bravoReport = await buildReportWithRuns(server.db, {
    account,
    team: teamB,
    owner: null,
    members: [bea],
    form: { name: 'Bravo Secret Project' },
    runs: [{ key: '2027-03-14', entries: [{ status: 'submitted', answers: ['Bravo plans', '', ''] }] }],
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

/** The next mail to `to` beyond the `before` already received, parsed with its attachments. */
async function nextMailTo(to: string, before: number): Promise<ParsedMail> {
  const received = await waitFor(
    () => smtp.received.slice(before).filter((mail) => mail.to.includes(to)),
    (mails) => mails.length > 0,
    { what: `an email to ${to}`, timeoutMs: 30_000 },
  );
  return simpleParser(received[0]!.raw);
}

/** A queued export row for `user` with these search parameters. */
async function exportRow(user: TUserRow, params: TInsightsSearchInput, format: 'csv' | 'xlsx' = 'csv') {
  const [row] = await server.db
    .insert(insightsExports)
    .values({
      accountId: account.id,
      userId: user.id,
      params: ZInsightsSearch.omit({ page: true }).parse(params),
      format,
      createdAt: new Date(NOW),
    })
    .returning();
  return row!;
}

/** The export row as it is now. */
async function exportNow(id: string) {
  const [row] = await server.db.select().from(insightsExports).where(eq(insightsExports.id, id));
  return row!;
}

/** The email queued for an export (by its idempotency key). */
async function emailOf(key: string) {
  const [row] = await server.db.select().from(emails).where(eq(emails.idempotencyKey, key));
  return row;
}

/** The data rows of a stored CSV export (header and BOM off). */
function csvRows(file: Uint8Array): string[][] {
  return readCsv(Buffer.from(file).subarray(3).toString('utf8')).slice(1);
}

/** Every hit of a search as `user` sees it. */
async function entriesOf(user: TUserRow, params: TInsightsSearchInput): Promise<TInsightsHit[]> {
  const viewer = (await viewerOfMember(server.db, account.id, user.id))!;
  return listInsightsEntries({ db: server.db, now: () => new Date(NOW) }, viewer, ZInsightsSearch.parse(params), {
    offset: 0,
    limit: 1000,
  });
}

const dialect = new PgDialect();

/**
 * The database, but `afterOrder` runs right after the statement that reads the export's order of
 * ids (the only one of a build with ORDER BY), before any hit is loaded.
 */
function withHookAfterOrder(db: TDatabase, afterOrder: () => Promise<void>): TDatabase {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execute') {
        return async (query: Parameters<TDatabase['execute']>[0]) => {
          const result = await target.execute(query);
          if (typeof query !== 'string' && /order by/i.test(dialect.sqlToQuery(query.getSQL()).sql)) {
            await afterOrder();
          }
          return result;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('the file carries every answer whole', () => {
  it('emails a CSV whose 5,000-character answer reads back exactly as stored', async () => {
    const before = smtp.received.length;
    const response = await admin.post('/api/v1/insights/refined_export/', {
      params: { reports: [longReport.report.id] },
      format: 'csv',
    });
    expect(response.json()).toEqual({ ok: true, message: INSIGHTS_MESSAGES.exportStarted });
    const mail = await nextMailTo(adminUser.email, before);
    const rows = csvRows(mail.attachments[0]!.content);
    const adaRow = rows.find((row) => row[3] === 'Ada Lovelace')!;
    expect(adaRow[5]).toHaveLength(5000);
    expect(adaRow[5]).toBe(LONG_ANSWER);
    expect(adaRow[6]).toBe('Short');
    expect(rows.map((row) => row[5]!.length)).toEqual([5000, 5000, 5000]);
  });

  it('emails an XLSX whose 5,000-character answer reads back exactly as stored', async () => {
    const before = smtp.received.length;
    await admin.post('/api/v1/insights/refined_export/', {
      params: { reports: [longReport.report.id] },
      format: 'xlsx',
    });
    const mail = await nextMailTo(adminUser.email, before);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(mail.attachments[0]!.content as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Insights')!;
    const values = [2, 3, 4].map((row) => ({
      member: sheet.getCell(row, 4).value,
      answer: sheet.getCell(row, 6).value,
    }));
    expect(values.find((value) => value.member === 'Ada Lovelace')!.answer).toBe(LONG_ANSWER);
    expect(values.map((value) => String(value.answer).length)).toEqual([5000, 5000, 5000]);
  });
});

describe('the rows are read in one order', () => {
  /** A report of 12 entries (4 days of 3 members) to export in chunks. */
  async function manyEntries(name: string) {
    return buildReportWithRuns(server.db, {
      account,
      team: teamA,
      owner: null,
      members: [ada, alan, tess],
      form: { name },
      runs: ['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13'].map((key) => ({
        key,
        entries: ['submitted', 'submitted', 'submitted'] as const,
      })),
    });
  }

  it('loses only the entry deleted while the file is built, never one beside it', async () => {
    const report = await manyEntries('Chunked Standup');
    const params = { reports: [report.report.id] };
    const hits = await entriesOf(adminUser, params);
    expect(hits).toHaveLength(12);
    const row = await exportRow(adminUser, params);
    const deleteFirst = () =>
      server.db
        .delete(checkins)
        .where(eq(checkins.id, hits[0]!.id))
        .then(() => undefined);
    const deps = { ...jobDeps, db: withHookAfterOrder(server.db, deleteFirst), limits: { chunkRows: 5 } };
    expect(await buildInsightsExport(deps, row.id, { finalAttempt: false })).toBe('ready');
    const built = await exportNow(row.id);
    expect(built.rowCount).toBe(11);
    // Pages by OFFSET would have shifted by one after the delete and skipped hits[5].
    const expected = hits.slice(1).map((hit) => [hit.report_index, hit.member_name]);
    expect(csvRows(built.file!).map((cells) => [cells[0], cells[3]])).toEqual(expected);
  });

  it('keeps a ready export ready when a late attempt fails after another finished it', async () => {
    const report = await manyEntries('Late Standup');
    const row = await exportRow(adminUser, { reports: [report.report.id] });
    const finishedElsewhere = async () => {
      await server.db.update(insightsExports).set({ status: 'ready' }).where(eq(insightsExports.id, row.id));
      throw new Error('the connection dropped');
    };
    const deps = { ...jobDeps, db: withHookAfterOrder(server.db, finishedElsewhere) };
    expect(await buildInsightsExport(deps, row.id, { finalAttempt: true })).toBe('already-done');
    expect((await exportNow(row.id)).status).toBe('ready');
    expect(await emailOf(`insights-export:${row.id}`)).toBeUndefined();
  });

  it('stops an attempt the job engine gave up on, and leaves the export to the retry', async () => {
    const row = await exportRow(adminUser, { reports: [longReport.report.id] });
    const signal = AbortSignal.abort(new Error('handler execution exceeded 1800s'));
    await expect(buildInsightsExport(jobDeps, row.id, { finalAttempt: false, signal })).rejects.toThrow(
      'handler execution exceeded 1800s',
    );
    expect(await exportNow(row.id)).toMatchObject({ status: 'queued', file: null });
    expect(await emailOf(`insights-export:${row.id}`)).toBeUndefined();
    expect(QUEUE_OPTIONS[QUEUE.insightsExport].expireInSeconds).toBe(1800);
  });
});

describe('the size an email carries', () => {
  it('caps a file at 7 MB of text, stopping before the row that would pass it, and says so', async () => {
    expect(INSIGHTS_EXPORT_MAX_BYTES).toBe(7 * 1024 * 1024);
    const row = await exportRow(adminUser, { reports: [longReport.report.id] });
    const deps = { ...jobDeps, limits: { maxBytes: 12_000 } };
    expect(await buildInsightsExport(deps, row.id, { finalAttempt: false })).toBe('ready');
    const built = await exportNow(row.id);
    expect(built.rowCount).toBe(2);
    expect(csvRows(built.file!).map((cells) => cells[5])).toEqual([expect.any(String), expect.any(String)]);
    const email = await emailOf(`insights-export:${row.id}`);
    expect(email!.variables.cutShort).toBe(
      'The file holds the first 2 entries: their answers are as much text as one email can carry. Narrow the search (fewer days, reports or members) to export the rest.',
    );
  });

  it('records an email that could not be delivered and tells the person, once, on the last try', async () => {
    const row = await exportRow(adminUser, { reports: [longReport.report.id] });
    expect(await buildInsightsExport(jobDeps, row.id, { finalAttempt: false })).toBe('ready');
    const email = (await emailOf(`insights-export:${row.id}`))!;
    const refusing: TMailSender = {
      transport: 'smtp',
      send: async () => {
        throw new Error('552 5.3.4 Message size exceeds fixed maximum message size');
      },
    };
    const deps = { db: server.db, mailer: refusing, workerId: 'test:1', jobs: server.jobs };
    await expect(deliverEmails(deps, [email.id])).rejects.toThrow('552');
    expect((await exportNow(row.id)).error).toBeNull();
    expect(await emailOf(`insights-export-undelivered:${row.id}`)).toBeUndefined();

    const before = smtp.received.length;
    await expect(deliverEmails(deps, [email.id], { finalAttempt: true })).rejects.toThrow('552');
    expect(await exportNow(row.id)).toMatchObject({
      status: 'ready',
      error:
        'The email with the file could not be delivered: 552 5.3.4 Message size exceeds fixed maximum message size',
    });
    expect((await emailOf(`insights-export:${row.id}`))!.status).toBe('failed');
    const told = await emailOf(`insights-export-undelivered:${row.id}`);
    expect(told).toMatchObject({ template: 'insights-export-failed', toAddress: adminUser.email });
    expect(told!.variables).toMatchObject({ reason: EXPORT_UNDELIVERED_REASON, undelivered: true });
    const mail = await nextMailTo(adminUser.email, before);
    expect(mail.subject).toBe('Your Insights export could not be delivered');
    expect(mail.text).toContain('We could not deliver your Insights export of this search:');
    expect(mail.text).toContain('Reports: Long Answers');
    expect(mail.attachments).toHaveLength(0);
    // A later last try tells nobody twice.
    await expect(deliverEmails(deps, [email.id], { finalAttempt: true })).rejects.toThrow('552');
    const toldRows = await server.db
      .select()
      .from(emails)
      .where(eq(emails.idempotencyKey, `insights-export-undelivered:${row.id}`));
    expect(toldRows).toHaveLength(1);
  });
});

describe('who the email names and reaches', () => {
  it('names only the reports and people of a Team Member’s scope and counts the rest', async () => {
    const row = await exportRow(tess, {
      reports: [longReport.report.id, bravoReport.report.id],
      members: [ada.id, bea.id],
    });
    expect(await buildInsightsExport(jobDeps, row.id, { finalAttempt: false })).toBe('ready');
    const email = (await emailOf(`insights-export:${row.id}`))!;
    const criteria = email.variables.criteria as Array<{ label: string; value: string }>;
    expect(criteria.find((line) => line.label === 'Reports')!.value).toBe('Long Answers and 1 report you cannot see');
    expect(criteria.find((line) => line.label === 'Members')!.value).toBe('Ada Lovelace and 1 member you cannot see');
    const words = JSON.stringify(email.variables);
    for (const secret of ['Bravo', 'Bea']) expect(words).not.toContain(secret);
  });

  it('sends nothing when the person left the account after the file was built', async () => {
    const { user: leaver } = await buildUser(server.db, { account, accountTypeId: 1, teams: [teamA] });
    const row = await exportRow(leaver, {});
    expect(await buildInsightsExport(jobDeps, row.id, { finalAttempt: false })).toBe('ready');
    const email = (await emailOf(`insights-export:${row.id}`))!;
    await server.db
      .delete(memberships)
      .where(and(eq(memberships.userId, leaver.id), eq(memberships.accountId, account.id)));
    const sent: string[] = [];
    const recording: TMailSender = {
      transport: 'smtp',
      send: async (message) => {
        sent.push(message.to);
        return { subject: '', html: '', text: '' };
      },
    };
    const deps = { db: server.db, mailer: recording, workerId: 'test:1', jobs: server.jobs };
    // Not a failure to retry, and not one to tell of either: the email is withdrawn.
    await deliverEmails(deps, [email.id], { finalAttempt: true });
    expect(sent).toEqual([]);
    expect(await emailOf(`insights-export:${row.id}`)).toMatchObject({
      status: 'failed',
      lastError: EXPORT_RECIPIENT_LEFT,
    });
    expect(await emailOf(`insights-export-undelivered:${row.id}`)).toBeUndefined();
  });
});
