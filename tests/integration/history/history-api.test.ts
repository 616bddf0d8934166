/**
 * The history calls through HTTP (spec part 3 §2.4, §2.5, §9) with the engine's clock fixed on
 * Monday March 15, 2027 in Toronto: the window is February 14 to March 15 (30 days, today and
 * the 29 before it), rows oldest first with the §9 percentages, the side panel, a member's rows and
 * totals, and NOT_FOUND for another account's report, an unreachable team's and a stranger.
 */
import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMembers, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { MEMBER_NOT_IN_REPORT } from '../../../bot/domain/history/get-member-history.ts';
import { statsOfRuns } from '../../../bot/domain/reports/run-stats.ts';
import { ZMemberHistory, ZReportHistory } from '../../../shared/history.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let seeded: TSeededReport;
let admin: TestClient;
let plainMember: TestClient;
let outsider: TUserRow;
let otherAccountClient: TestClient;
let otherTeamMember: TestClient;
let otherAccountUser: TUserRow;

const DASH = (key: string) => `/dashboard/${team.slug}/report/${seeded.report.slug}/date/${key}/dashboard/`;

beforeAll(async () => {
  // Monday March 15, 2027, 12:00 in Toronto.
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
  account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  ({ team, members } = await buildTeamWithMembers(server.db, account, 6));
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    form: { goal_tracking_enabled: true },
    runs: [
      // One day before the window: everyone answered; must not show.
      { key: '2027-02-13', entries: ['submitted', 'submitted', 'submitted', 'submitted', 'submitted', 'submitted'] },
      // The window's first day: 3 linked (one on vacation), 2 entries, 1 goal, no blocker.
      {
        key: '2027-02-14',
        entries: [{ status: 'submitted', goalCompleted: true }, 'submitted', 'draft', 'vacation'],
      },
      // 5 linked + 1 vacation, 3 entries, 2 goals, 1 blocker; flags of the draft do not count.
      {
        key: '2027-03-01',
        entries: [
          { status: 'submitted', goalCompleted: true },
          { status: 'submitted', goalCompleted: true },
          { status: 'submitted', blocked: true },
          { status: 'draft', goalCompleted: true, blocked: true },
          'sent',
          'vacation',
        ],
      },
      // Today, nobody linked yet: 0%, not NaN.
      { key: '2027-03-15', entries: [] },
      // Tomorrow's run (opened early): after today, not in the window.
      { key: '2027-03-16', entries: ['sent'] },
    ],
  });
  // Member6 left the report but keeps their check-ins: their page still opens.
  await server.db
    .delete(reportMembers)
    .where(and(eq(reportMembers.reportId, seeded.report.id), eq(reportMembers.userId, members[5]!.id)));
  ({ client: admin } = await signedInClient(server, account, 1, { teams: [team] }));
  ({ client: plainMember } = await signedInClient(server, account, 3, { teams: [team] }));
  ({ user: outsider } = await buildUser(server.db, { account, teams: [team], firstName: 'Outsider' }));
  const otherTeam = await buildTeamWithMembers(server.db, account, 0);
  ({ client: otherTeamMember } = await signedInClient(server, account, 3, { teams: [otherTeam.team] }));
  const otherAccount = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const other = await buildTeamWithMembers(server.db, otherAccount, 1);
  otherAccountUser = other.members[0]!;
  await buildReportWithRuns(server.db, {
    account: otherAccount,
    team: other.team,
    owner: null,
    members: other.members,
    runs: [{ key: '2027-03-01', entries: ['submitted'] }],
  });
  ({ client: otherAccountClient } = await signedInClient(server, otherAccount, 1, { teams: [other.team] }));
});
afterAll(() => server.stop());

describe('GET /api/v1/report/history/{report_id}/', () => {
  it('answers the runs of the last 30 days, oldest first, with the §9 percentages', async () => {
    const response = await admin.get(`/api/v1/report/history/${seeded.report.slug}/`);
    expect(response.statusCode).toBe(200);
    const history = ZReportHistory.parse(response.json());
    expect(history).toMatchObject({
      report_name: 'Daily Standup',
      report_id: seeded.report.id,
      report_slug: seeded.report.slug,
      team_slug: team.slug,
      team_name: team.name,
      time_zone: 'America/Toronto',
      goal_tracking_enabled: true,
    });
    expect(history.rows).toEqual([
      {
        report_date: '2027-02-14',
        long_human_date: 'Sunday, February 14, 2027',
        human_date: 'Feb 14, 2027',
        participation: 2,
        participation_percent: 67,
        goals: 1,
        goal_percent: 50,
        blockers: 0,
        blocker_percent: 0,
        links_count: 3,
        date_link: DASH('2027-02-14'),
        in_progress: false,
      },
      {
        report_date: '2027-03-01',
        long_human_date: 'Monday, March 1, 2027',
        human_date: 'Mar 1, 2027',
        participation: 3,
        participation_percent: 60,
        goals: 2,
        goal_percent: 67,
        blockers: 1,
        blocker_percent: 33,
        links_count: 5,
        date_link: DASH('2027-03-01'),
        in_progress: false,
      },
      {
        report_date: '2027-03-15',
        long_human_date: 'Monday, March 15, 2027',
        human_date: 'Mar 15, 2027',
        participation: 0,
        participation_percent: 0,
        goals: 0,
        goal_percent: 0,
        blockers: 0,
        blocker_percent: 0,
        links_count: 0,
        date_link: DASH('2027-03-15'),
        in_progress: false,
      },
    ]);
  });

  it('marks a run whose summary has not gone as in progress, so the chart does not plot it as 0%', async () => {
    const today = seeded.runs.find((run) => run.key === '2027-03-15')!;
    await server.db
      .update(reportRuns)
      .set({ summaryAt: new Date('2027-03-15T22:00:00Z'), summarySentAt: null })
      .where(eq(reportRuns.id, today.id));
    try {
      const history = ZReportHistory.parse((await admin.get(`/api/v1/report/history/${seeded.report.id}/`)).json());
      expect(history.rows.map((row) => [row.report_date, row.in_progress])).toEqual([
        ['2027-02-14', false],
        ['2027-03-01', false],
        ['2027-03-15', true],
      ]);
    } finally {
      await server.db.update(reportRuns).set({ summaryAt: today.summaryAt }).where(eq(reportRuns.id, today.id));
    }
  });

  it('agrees with the stats the reports list and dashboards use (run-stats.ts)', async () => {
    const history = ZReportHistory.parse((await admin.get(`/api/v1/report/history/${seeded.report.id}/`)).json());
    const runIds = seeded.runs.filter((run) => history.rows.some((row) => row.report_date === run.key));
    const stats = await statsOfRuns(
      server.db,
      runIds.map((run) => run.id),
    );
    for (const run of runIds) {
      const row = history.rows.find((candidate) => candidate.report_date === run.key)!;
      const expected = stats.get(run.id);
      if (!expected) {
        expect(row.links_count).toBe(0);
        continue;
      }
      expect([row.participation, row.participation_percent, row.links_count]).toEqual([
        expected.entries_count,
        expected.entries_percent,
        expected.links,
      ]);
      expect([row.goals, row.goal_percent, row.blockers, row.blocker_percent]).toEqual([
        expected.goal_count,
        expected.goal_percent,
        expected.blocked_count,
        expected.blocked_percent,
      ]);
    }
  });

  it('lists the report’s members with their participation pages, and the side panel', async () => {
    const history = ZReportHistory.parse((await admin.get(`/api/v1/report/history/${seeded.report.slug}/`)).json());
    const current = members.slice(0, 5);
    expect(history.members).toEqual(
      current.map((member) => ({
        member_id: member.slug,
        name: `${member.firstName} ${member.lastName}`,
        history_link: `/report/history/${seeded.report.slug}/member/${member.slug}`,
      })),
    );
    expect(history.side_panel).toEqual({
      // Six members, the admin, the plain member and the outsider.
      team_members_count: 9,
      report_members_count: 5,
      reports_last_30_days: 3,
      export_links: [
        ['last_month', 'csv', 'Last 30 days (CSV)'],
        ['last_month', 'xlsx', 'Last 30 days (XLSX)'],
        ['last_three_months', 'csv', 'Last 3 months (CSV)'],
        ['last_three_months', 'xlsx', 'Last 3 months (XLSX)'],
        ['last_six_months', 'csv', 'Last 6 months (CSV)'],
        ['last_six_months', 'xlsx', 'Last 6 months (XLSX)'],
      ].map(([window, format, label]) => ({
        window,
        format,
        label,
        url: `/api/v1/report_action/?input_type=${window}&report_id=${seeded.report.id}&format=${format}`,
      })),
    });
  });

  it('opens for a plain member of the team, by id or by slug', async () => {
    const byId = await plainMember.get(`/api/v1/report/history/${seeded.report.id}/`);
    expect(byId.statusCode).toBe(200);
    expect(ZReportHistory.parse(byId.json()).rows).toHaveLength(3);
  });

  it('is NOT_FOUND for another account, a team the viewer cannot open, or an unknown report', async () => {
    for (const [client, id] of [
      [otherAccountClient, seeded.report.id],
      [otherAccountClient, seeded.report.slug],
      [otherTeamMember, seeded.report.slug],
      [admin, 'no-such-report'],
    ] as const) {
      const response = await client.get(`/api/v1/report/history/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in viewer', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1/report/history/${seeded.report.slug}/` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/report/history/{report_id}/member/{member_id}/', () => {
  const memberUrl = (member: TUserRow) => `/api/v1/report/history/${seeded.report.slug}/member/${member.slug}/`;

  it('answers one row per run of the window with the member’s flags, and the totals', async () => {
    const response = await admin.get(memberUrl(members[0]!));
    expect(response.statusCode).toBe(200);
    const history = ZMemberHistory.parse(response.json());
    const name = `${members[0]!.firstName} ${members[0]!.lastName}`;
    // The side panel's members list comes with the page (no second call).
    expect(history.members.map((member) => member.member_id)).toContain(members[0]!.slug);
    expect(history).toMatchObject({
      report_name: 'Daily Standup',
      report_id: seeded.report.id,
      report_slug: seeded.report.slug,
      team_slug: team.slug,
      goal_tracking_enabled: true,
      member: { member_id: members[0]!.slug, name, photo: null, initials: 'MU' },
    });
    const flags = (row: (typeof history.rows)[number]) => [
      row.report_date,
      row.linked,
      row.vacation,
      row.completed,
      row.goal_completed,
      row.blocked,
    ];
    expect(history.rows.map(flags)).toEqual([
      ['2027-02-14', true, false, true, true, false],
      ['2027-03-01', true, false, true, true, false],
      ['2027-03-15', false, false, false, false, false],
    ]);
    expect(history.rows[1]).toMatchObject({
      human_date: 'Mar 1, 2027',
      long_human_date: 'Monday, March 1, 2027',
      date_link: DASH('2027-03-01'),
    });
    expect(history.totals).toEqual({ linked: 2, completed: 2, goals: 2, blocked: 0 });
    expect(history.side_panel.reports_last_30_days).toBe(3);
    expect(history.side_panel.report_members_count).toBe(5);
    expect(history.side_panel.export_links).toHaveLength(6);
  });

  it('counts flags only on submitted entries (a draft with flags is linked, not completed)', async () => {
    const history = ZMemberHistory.parse((await admin.get(memberUrl(members[3]!))).json());
    expect(
      history.rows.map((row) => [row.linked, row.vacation, row.completed, row.goal_completed, row.blocked]),
    ).toEqual([
      [false, true, false, false, false],
      [true, false, false, false, false],
      [false, false, false, false, false],
    ]);
    expect(history.totals).toEqual({ linked: 1, completed: 0, goals: 0, blocked: 0 });
    const blocked = ZMemberHistory.parse((await admin.get(memberUrl(members[2]!))).json());
    expect(blocked.totals).toEqual({ linked: 2, completed: 1, goals: 0, blocked: 1 });
  });

  it('opens for a former member who still has check-ins in the report', async () => {
    const response = await plainMember.get(memberUrl(members[5]!));
    expect(response.statusCode).toBe(200);
    const history = ZMemberHistory.parse(response.json());
    expect(history.rows.map((row) => [row.linked, row.vacation])).toEqual([
      [false, false],
      [false, true],
      [false, false],
    ]);
    expect(history.totals).toEqual({ linked: 0, completed: 0, goals: 0, blocked: 0 });
  });

  it('is NOT_FOUND for someone not in the report, a stranger, or another account’s viewer', async () => {
    for (const [client, url] of [
      [admin, memberUrl(outsider)],
      [admin, memberUrl(otherAccountUser)],
      [admin, `/api/v1/report/history/${seeded.report.slug}/member/no-such-member/`],
      [otherAccountClient, memberUrl(members[0]!)],
      [otherTeamMember, memberUrl(members[0]!)],
    ] as const) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(404);
    }
    expect((await admin.get(memberUrl(outsider))).json().error.message).toBe(MEMBER_NOT_IN_REPORT);
  });
});
