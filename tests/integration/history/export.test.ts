/**
 * GET /api/v1/report_action/ end to end, with the engine's clock fixed on Monday March 15, 2027 in
 * Toronto: the CSV parsed back and the XLSX read back with exceljs, each checked cell by cell
 * against the seeded check-ins (BOM, CRLF, RFC 4180 quoting, the formula guard, goal columns only
 * with goal tracking, the question union when questions changed between runs, the window of each
 * input_type), the private-report rule, bad input and other accounts.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { readCsv } from './csv-reader.ts';

let server: TTestServer;
let admin: TestClient;
let pat: TestClient;
let patUser: TUserRow;
let otherAccountClient: TestClient;
let ada: TUserRow;
let alan: TUserRow;
let grace: TUserRow;
let standup: TSeededReport;
let privateReport: TSeededReport;

const REPORT_NAME = 'Daily: Standup/Retro [Eng] — weekly sync';
const RETIRED = 'q_retired';

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const { team } = await buildTeamWithMembers(server.db, account, 0);
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
  grace = await person('Grace', 'Hopper');
  alan = await person('Alan', 'Turing');
  standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    // Not in name order: the export sorts by name.
    members: [ada, alan, grace],
    form: { name: REPORT_NAME, goal_tracking_enabled: true },
    runs: [
      { key: '2026-09-14', entries: ['submitted'] },
      { key: '2026-09-15', entries: ['submitted'] },
      { key: '2026-12-14', entries: ['submitted'] },
      { key: '2026-12-15', entries: ['submitted'] },
      { key: '2027-02-13', entries: ['submitted'] },
      { key: '2027-02-14', entries: [{ status: 'submitted', goalCompleted: true }, 'sent', 'vacation'] },
      {
        key: '2027-03-01',
        entries: [
          {
            status: 'submitted',
            goalCompleted: true,
            blocked: true,
            answers: ['Shipped A, B and "C"', 'Line one\nLine two', '=HYPERLINK("http://evil.example","x")'],
          },
          { status: 'submitted', answers: ['-1 bugs left', '@here standup', '+1 to that'] },
          { status: 'draft', goalCompleted: true, answers: ['draft words', 'more', 'x'] },
        ],
      },
      {
        key: '2027-03-15',
        entries: [{ status: 'submitted', answers: ['\tIndented yesterday', 'Today: plan'] }, 'vacation', 'sent'],
      },
      { key: '2027-03-16', entries: ['sent'] },
    ],
  });
  // The questions changed between runs: on Feb 14 a fourth question was asked (retired since); on
  // Mar 15 the blocker question was gone, the order changed and the first question was reworded.
  const [k1, k2, k3] = standup.questionKeys as [string, string, string];
  const runOf = (key: string) => standup.runs.find((run) => run.key === key)!.id;
  const q = (key: string, value: string) => ({ key, type: 'text' as const, value });
  await server.db
    .update(reportRuns)
    .set({
      questions: [
        q(k1, 'What did you do yesterday?'),
        q(k2, 'What will you do today?'),
        q(k3, 'Anything blocking you?'),
        q(RETIRED, 'How do you feel?'),
      ],
    })
    .where(eq(reportRuns.id, runOf('2027-02-14')));
  await server.db
    .update(reportRuns)
    .set({ questions: [q(k2, 'What will you do today?'), q(k1, 'What did you get done yesterday?')] })
    .where(eq(reportRuns.id, runOf('2027-03-15')));
  await server.db
    .update(checkins)
    .set({
      answers: {
        [k1]: 'Answer 1 of Ada',
        [k2]: 'Answer 2 of Ada',
        [k3]: 'Answer 3 of Ada',
        [RETIRED]: 'Calm, "mostly"',
      },
    })
    .where(and(eq(checkins.runId, runOf('2027-02-14')), eq(checkins.userId, ada.id)));

  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team] }));
  ({ client: pat, user: patUser } = await signedInClient(server, account, 3, {
    teams: [team],
    firstName: 'Pat',
    lastName: 'Plain',
    email: 'pat@example.test',
  }));
  privateReport = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [patUser, ada],
    form: { name: 'Private Standup', private_reports_enabled: true },
    runs: [{ key: '2027-03-01', entries: ['submitted', 'submitted'] }],
  });
  const otherAccount = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const other = await buildTeamWithMembers(server.db, otherAccount, 0);
  ({ client: otherAccountClient } = await signedInClient(server, otherAccount, 1, { teams: [other.team] }));
});
afterAll(() => server.stop());

const exportUrl = (reportId: string, inputType: string, format?: string) =>
  `/api/v1/report_action/?${new URLSearchParams({ input_type: inputType, report_id: reportId, ...(format ? { format } : {}) })}`;

const HEADER = [
  'Date',
  'Member',
  'Email',
  'Status',
  'Goal completed',
  'Blocked',
  'What will you do today?',
  'What did you get done yesterday?',
  'Anything blocking you?',
  'How do you feel?',
];

/** The last 30 days of the standup, as the seeded check-ins say, before any encoding. */
const expectedRows = () => [
  [
    '2027-02-14',
    'Ada Lovelace',
    ada.email,
    'Completed',
    'Yes',
    'No',
    'Answer 2 of Ada',
    'Answer 1 of Ada',
    'Answer 3 of Ada',
    'Calm, "mostly"',
  ],
  ['2027-02-14', 'Alan Turing', alan.email, 'Not answered', 'No', 'No', '', '', '', ''],
  ['2027-02-14', 'Grace Hopper', grace.email, 'Vacation', 'No', 'No', '', '', '', ''],
  [
    '2027-03-01',
    'Ada Lovelace',
    ada.email,
    'Completed',
    'Yes',
    'Yes',
    'Line one\nLine two',
    'Shipped A, B and "C"',
    '=HYPERLINK("http://evil.example","x")',
    '',
  ],
  ['2027-03-01', 'Alan Turing', alan.email, 'Completed', 'No', 'No', '@here standup', '-1 bugs left', '+1 to that', ''],
  // A draft: its answers and its goal flag are not exported.
  ['2027-03-01', 'Grace Hopper', grace.email, 'Not answered', 'No', 'No', '', '', '', ''],
  ['2027-03-15', 'Ada Lovelace', ada.email, 'Completed', 'No', 'No', 'Today: plan', '\tIndented yesterday', '', ''],
  ['2027-03-15', 'Alan Turing', alan.email, 'Vacation', 'No', 'No', '', '', '', ''],
  ['2027-03-15', 'Grace Hopper', grace.email, 'Not answered', 'No', 'No', '', '', '', ''],
];

const csvOf = async (client: TestClient, url: string) => {
  const response = await client.get(url, { accept: '*/*' });
  expect(response.statusCode).toBe(200);
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  return { response, text, records: readCsv(text) };
};

describe('the CSV export', () => {
  it('downloads as an attachment named after the report, window and dates, never cached', async () => {
    const { response } = await csvOf(admin, exportUrl(standup.report.id, 'last_month'));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${standup.report.slug}-last_month-2027-02-14-to-2027-03-15.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('holds every check-in of the window, cell by cell, with the formula guard', async () => {
    const { records } = await csvOf(admin, exportUrl(standup.report.slug, 'last_month', 'csv'));
    expect(records[0]).toEqual(HEADER);
    const guarded = expectedRows().map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
    expect(records.slice(1)).toEqual(guarded);
    // The guard, spelled out.
    expect(records[4]![8]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(records[5]!.slice(6, 9)).toEqual(["'@here standup", "'-1 bugs left", "'+1 to that"]);
    expect(records[7]![7]).toBe("'\tIndented yesterday");
  });

  it('ends every record in CRLF and quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    const { text } = await csvOf(admin, exportUrl(standup.report.id, 'last_month'));
    expect(text.split('\r\n')).toHaveLength(11);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.startsWith(`${HEADER.join(',')}\r\n`)).toBe(true);
    expect(text).toContain(',"Calm, ""mostly"""\r\n');
    expect(text).toContain(
      ',"Line one\nLine two","Shipped A, B and ""C""","\'=HYPERLINK(""http://evil.example"",""x"")",\r\n',
    );
    expect(text).toContain(`2027-03-15,Alan Turing,${alan.email},Vacation,No,No,,,,\r\n`);
  });

  it('takes the last 30, 91 or 182 days up to today in the report’s zone, today included', async () => {
    const windows = [
      ['last_month', '2027-02-14', ['2027-02-14', '2027-03-01', '2027-03-15']],
      ['last_three_months', '2026-12-15', ['2026-12-15', '2027-02-13', '2027-02-14', '2027-03-01', '2027-03-15']],
      [
        'last_six_months',
        '2026-09-15',
        ['2026-09-15', '2026-12-14', '2026-12-15', '2027-02-13', '2027-02-14', '2027-03-01', '2027-03-15'],
      ],
    ] as const;
    for (const [inputType, from, dates] of windows) {
      const { response, records } = await csvOf(admin, exportUrl(standup.report.id, inputType));
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${standup.report.slug}-${inputType}-${from}-to-2027-03-15.csv"`,
      );
      expect(records[0]).toEqual(HEADER);
      expect([...new Set(records.slice(1).map((record) => record[0]))]).toEqual(dates);
    }
    const { records } = await csvOf(admin, exportUrl(standup.report.id, 'last_three_months'));
    // An older run, asked with the original questions, fills the columns by question key.
    expect(records[1]).toEqual([
      '2026-12-15',
      'Ada Lovelace',
      ada.email,
      'Completed',
      'No',
      'No',
      'Answer 2 of Ada',
      'Answer 1 of Ada',
      'Answer 3 of Ada',
      '',
    ]);
  });

  it('leaves out the goal columns when the report does not track goals', async () => {
    const { records } = await csvOf(admin, exportUrl(privateReport.report.id, 'last_month'));
    expect(records[0]).toEqual([
      'Date',
      'Member',
      'Email',
      'Status',
      'What did you do yesterday?',
      'What will you do today?',
      'Anything blocking you?',
    ]);
  });

  it('blanks the answers of others in a private report for a plain member, and keeps their own', async () => {
    const { records } = await csvOf(pat, exportUrl(privateReport.report.id, 'last_month'));
    expect(records.slice(1)).toEqual([
      ['2027-03-01', 'Ada Lovelace', ada.email, 'Completed', '', '', ''],
      ['2027-03-01', 'Pat Plain', patUser.email, 'Completed', 'Answer 1 of Pat', 'Answer 2 of Pat', 'Answer 3 of Pat'],
    ]);
    const byAdmin = await csvOf(admin, exportUrl(privateReport.report.id, 'last_month'));
    expect(byAdmin.records[1]).toEqual([
      '2027-03-01',
      'Ada Lovelace',
      ada.email,
      'Completed',
      'Answer 1 of Ada',
      'Answer 2 of Ada',
      'Answer 3 of Ada',
    ]);
  });
});

describe('the XLSX export', () => {
  it('reads back with exceljs cell by cell: one sheet, bold frozen header, text cells, wrapped answers', async () => {
    const response = await admin.get(exportUrl(standup.report.id, 'last_month', 'xlsx'), { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${standup.report.slug}-last_month-2027-02-14-to-2027-03-15.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Daily Standup Retro Eng — weekl']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(10);
    expect(sheet.columnCount).toBe(HEADER.length);
    const expected = [HEADER, ...expectedRows()];
    for (const [r, row] of expected.entries()) {
      for (const [c, value] of row.entries()) {
        const cell = sheet.getCell(r + 1, c + 1);
        expect(cell.value ?? '', `row ${r + 1} column ${c + 1}`).toBe(value);
        if (value !== '') expect(cell.type, `row ${r + 1} column ${c + 1}`).toBe(ExcelJS.ValueType.String);
      }
    }
    for (let c = 1; c <= HEADER.length; c++) expect(sheet.getCell(1, c).font?.bold).toBe(true);
    expect(sheet.getCell(5, 9).formula).toBeUndefined();
    expect(sheet.getCell(5, 7).alignment?.wrapText).toBe(true);
    for (let c = 1; c <= HEADER.length; c++) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(12);
    expect(sheet.getColumn(7).width).toBeGreaterThan(sheet.getColumn(1).width!);
  });

  it('obeys the private-report rule too', async () => {
    const response = await pat.get(exportUrl(privateReport.report.slug, 'last_six_months', 'xlsx'), { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Private Standup')!;
    const values = [2, 3].map((r) => [1, 2, 3, 4, 5, 6, 7].map((c) => sheet.getCell(r, c).value ?? ''));
    expect(values).toEqual([
      ['2027-03-01', 'Ada Lovelace', ada.email, 'Completed', '', '', ''],
      ['2027-03-01', 'Pat Plain', patUser.email, 'Completed', 'Answer 1 of Pat', 'Answer 2 of Pat', 'Answer 3 of Pat'],
    ]);
  });
});

describe('refusals', () => {
  it('answers 400 with a clear message for a bad input_type, format or a missing report_id', async () => {
    const badType = await admin.get(exportUrl(standup.report.id, 'last_year'));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toBe('input_type must be last_month, last_three_months or last_six_months.');
    expect(badType.json().error.fields.input_type).toEqual([
      'input_type must be last_month, last_three_months or last_six_months.',
    ]);
    const badFormat = await admin.get(exportUrl(standup.report.id, 'last_month', 'pdf'));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toBe('format must be csv or xlsx.');
    const noReport = await admin.get('/api/v1/report_action/?input_type=last_month');
    expect(noReport.statusCode).toBe(400);
    expect(noReport.json().error.message).toBe('report_id must name a report (its id or slug).');
    const twice = await admin.get(`${exportUrl(standup.report.id, 'last_month')}&input_type=last_month`);
    expect(twice.statusCode).toBe(400);
  });

  it('is NOT_FOUND for another account’s report or an unknown one, and needs a session', async () => {
    for (const id of [standup.report.id, standup.report.slug]) {
      const response = await otherAccountClient.get(exportUrl(id, 'last_month'));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await admin.get(exportUrl('no-such-report', 'last_month'))).statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'GET', url: exportUrl(standup.report.id, 'last_month') });
    expect(anonymous.statusCode).toBe(401);
  });
});
