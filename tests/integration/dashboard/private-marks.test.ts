/**
 * A private report keeps more than its answers from the members who may not read them (spec part 3
 * §6): goal and blocker marks and counts name people too. A plain member sees only participation
 * on the dashboard summary and the history, no marks of a colleague on their participation page
 * or in the export, and a summary email holding only their own entry.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { ZRunDashboard } from '../../../shared/dashboard.ts';
import { ZMemberHistory, ZReportHistory } from '../../../shared/history.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor, runPath, SAME_ORIGIN, teamWithViewer } from './dashboard-fixtures.ts';

let server: TTestServer;
let setup: Awaited<ReturnType<typeof teamWithViewer>>;
let seeded: TSeededReport;
let me: TUserRow;
let colleague: TUserRow;
let asMe: TestClient;
const KEY = '2026-11-17';

beforeAll(async () => {
  server = await startTestServer();
  setup = await teamWithViewer(server, 2, 1);
  [me, colleague] = setup.members as [TUserRow, TUserRow];
  seeded = await buildReportWithRuns(server.db, {
    account: setup.account,
    team: setup.team,
    owner: setup.viewer,
    members: setup.members,
    form: { private_reports_enabled: true, goal_tracking_enabled: true, send_summary_all: true },
    runs: [
      {
        key: KEY,
        entries: [
          { status: 'submitted', goalCompleted: false, blocked: false, answers: ['mine', 'mine', 'mine'] },
          { status: 'submitted', goalCompleted: true, blocked: true, answers: ['theirs', 'theirs', 'theirs'] },
        ],
        summarySent: true,
      },
    ],
  });
  asMe = await clientFor(server, me, setup.account, setup.team);
});
afterAll(() => server.stop());

describe('a private report seen by a plain member', () => {
  it('shows participation on the dashboard summary, not goal or blocker counts', async () => {
    const mine = ZRunDashboard.parse((await asMe.get(runPath(setup.team.slug, seeded.report.slug, KEY))).json());
    expect(mine.summary).toMatchObject({ answered: 2, total: 2, goal_tracking_enabled: false });
    expect(mine.summary.stats).toMatchObject({ entries_percent: 100, goal_count: 0, blocked_count: 0 });
    const admins = ZRunDashboard.parse(
      (await setup.client.get(runPath(setup.team.slug, seeded.report.slug, KEY))).json(),
    );
    expect(admins.summary.stats).toMatchObject({ goal_count: 1, blocked_count: 1 });
  });

  it('gives history rows without goals and blockers', async () => {
    const history = ZReportHistory.parse((await asMe.get(`/api/v1/report/history/${seeded.report.slug}/`)).json());
    expect(history.goal_tracking_enabled).toBe(false);
    expect(history.rows.map((row) => [row.participation, row.goals, row.blockers])).toEqual([[2, 0, 0]]);
  });

  it('shows no marks on a colleague’s participation page, but their own', async () => {
    const theirs = ZMemberHistory.parse(
      (await asMe.get(`/api/v1/report/history/${seeded.report.slug}/member/${colleague.slug}/`)).json(),
    );
    expect(theirs.goal_tracking_enabled).toBe(false);
    expect(theirs.rows[0]).toMatchObject({ completed: true, goal_completed: false, blocked: false });
    expect(theirs.totals).toMatchObject({ completed: 1, goals: 0, blocked: 0 });
    const admins = ZMemberHistory.parse(
      (await setup.client.get(`/api/v1/report/history/${seeded.report.slug}/member/${colleague.slug}/`)).json(),
    );
    expect(admins.rows[0]).toMatchObject({ goal_completed: true, blocked: true });
  });

  it('leaves a colleague’s marks blank in the export, like their answers', async () => {
    const csv = (
      await asMe.get(`/api/v1/report_action/?input_type=last_month&report_id=${seeded.report.id}&format=csv`)
    ).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.find((line) => line.includes(colleague.email))).toBe(
      `${KEY},${colleague.firstName} ${colleague.lastName},${colleague.email},Completed,,,,,`,
    );
    expect(lines.find((line) => line.includes(me.email))).toContain('Completed,No,No,mine,mine,mine');
  });

  it('sends each participant a summary with only their own entry', async () => {
    const response = await setup.client.get(`/report/resend_summary/${seeded.report.slug}/${KEY}/`, SAME_ORIGIN);
    expect(response.statusCode).toBe(200);
    const sent = await server.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, 'report-summary'), like(emails.idempotencyKey, `run:${seeded.runs[0]!.id}:%`)));
    const toMe = sent.find((email) => email.toAddress === me.email)!;
    const entries = (toMe.variables as { entries: Array<{ name: string; answers: string[] }> }).entries;
    expect(entries.map((entry) => entry.answers[0])).toEqual(['mine']);
    expect(toMe.variables).toMatchObject({ stats: { answered: 2, total: 2, goalCount: 0, blockedCount: 0 } });
  });
});
