/**
 * The dashboard API end to end: a run's grid data (states, flags, stats, neighbours, links by
 * role), the member and hashtag views with their paging, and where /dashboard/ goes. Every answer
 * is checked against the shared contract.
 */
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashtags } from '../../../bot/db/schema/index.ts';
import {
  DASHBOARD_LIMITS,
  ZHashtagDashboard,
  ZLatestDashboard,
  ZMemberDashboard,
  ZRunDashboard,
} from '../../../shared/dashboard.ts';
import { addDaysToKey } from '../../../shared/zoned-time.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor, hashtagPath, memberPath, runPath, teamWithViewer } from './dashboard-fixtures.ts';

let server: TTestServer;
let seeded: TSeededReport;
let setup: Awaited<ReturnType<typeof teamWithViewer>>;

beforeAll(async () => {
  // Tuesday November 17, 2026, 12:00 in Toronto: two hours after that day's run went out.
  server = await startTestServer({ clock: new TestClock('2026-11-17T17:00:00Z') });
  setup = await teamWithViewer(server, 5);
  seeded = await buildReportWithRuns(server.db, {
    account: setup.account,
    team: setup.team,
    owner: setup.viewer,
    members: setup.members,
    form: { goal_tracking_enabled: true, email_notifications: ['lead@partner.example'] },
    runs: [
      {
        key: '2026-11-16',
        entries: ['submitted', 'submitted', 'submitted', 'submitted', 'submitted'],
        summarySent: true,
      },
      {
        key: '2026-11-17',
        entries: [
          { status: 'submitted', goalCompleted: true, answers: ['Shipped the login page', 'Tests', 'Nothing'] },
          'vacation',
          'sent',
          'draft',
          { status: 'submitted', blocked: true, channels: ['msteams', 'email'] },
        ],
      },
      { key: '2026-11-18', entries: ['pending', 'pending', 'pending'] },
    ],
  });
});
afterAll(() => server.stop());

const getRun = async (key: string, client = setup.client, reportSlug = seeded.report.slug) => {
  const response = await client.get(runPath(setup.team.slug, reportSlug, key));
  return { status: response.statusCode, body: response.json() };
};

describe('a run dashboard', () => {
  it('shows each member once, ordered by name, with the state of their entry', async () => {
    const { status, body } = await getRun('2026-11-17');
    expect(status).toBe(200);
    const dashboard = ZRunDashboard.parse(body);
    const [m1, m2, m3, m4, m5] = setup.members;
    const checkin = (member: typeof m1) => seeded.checkins.get('2026-11-17')!.get(member!.id)!;
    expect(dashboard.entries.map((entry) => entry.email)).toEqual(setup.members.map((member) => member.email));
    expect(dashboard).toMatchObject({
      key: '2026-11-17',
      entry_date: '2026-11-17',
      long_date: 'Tuesday, November 17, 2026',
      time_zone: 'America/Toronto',
      report_name: 'Daily Standup',
      report_slug: seeded.report.slug,
      team_slug: setup.team.slug,
      previous_report_key: '2026-11-16',
      next_report_key: '2026-11-18',
      is_private_report: false,
      goal_tracking_enabled: true,
    });
    const [completed, vacation, notAnswered, draft, blocked] = dashboard.entries;
    expect(completed).toMatchObject({
      id: checkin(m1).id,
      name: `${m1!.firstName} ${m1!.lastName}`,
      givenName: m1!.firstName,
      member_id: m1!.slug,
      completed: true,
      vacation: false,
      goal_completed: true,
      blocked: false,
      answers_hidden: false,
      link_hash: null,
      checkin_link: null,
      remind_link: null,
      last_entry_sent_difference: '1 hour 30 minutes ago',
      last_link_sent_difference: '2 hours ago',
      last_link_sent_at: '2026-11-17T15:00:00.000Z',
      notification_types: ['Email'],
      human_date: 'Nov 17, 2026',
      date_link: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/2026-11-17/dashboard/`,
      member_link: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/members/${m1!.slug}/dashboard/`,
      comments_count: 0,
      reactions: {},
    });
    expect(completed!.data).toEqual({
      key: '2026-11-17',
      data_fields: [
        {
          key: seeded.questionKeys[0],
          slug: seeded.questionKeys[0],
          value: 'Shipped the login page',
          question: 'What did you do yesterday?',
        },
        {
          key: seeded.questionKeys[1],
          slug: seeded.questionKeys[1],
          value: 'Tests',
          question: 'What will you do today?',
        },
        {
          key: seeded.questionKeys[2],
          slug: seeded.questionKeys[2],
          value: 'Nothing',
          question: 'Anything blocking you?',
        },
      ],
    });
    expect(vacation).toMatchObject({ vacation: true, completed: false, remind_link: null, notification_types: [] });
    expect(notAnswered).toMatchObject({
      completed: false,
      vacation: false,
      remind_link: `/report/send_reminder/${checkin(m3).id}/`,
      last_entry_sent_difference: null,
      last_link_sent_difference: '2 hours ago',
    });
    expect(notAnswered!.data.data_fields).toEqual([]);
    expect(draft).toMatchObject({ completed: false, remind_link: `/report/send_reminder/${checkin(m4).id}/` });
    expect(draft!.data.data_fields).toEqual([]);
    expect(blocked).toMatchObject({
      completed: true,
      blocked: true,
      goal_completed: false,
      notification_types: ['Microsoft Teams', 'Email'],
    });
    expect(blocked!.id).toBe(checkin(m5).id);
    expect(m2).toBeDefined();
    expect(dashboard.questions.map((question) => question.text)).toEqual([
      'What did you do yesterday?',
      'What will you do today?',
      'Anything blocking you?',
    ]);
  });

  it('sums the run up with the report stats: vacation is not counted as linked', async () => {
    const dashboard = ZRunDashboard.parse((await getRun('2026-11-17')).body);
    expect(dashboard.summary).toEqual({
      total: 4,
      answered: 2,
      report_name: 'Daily Standup',
      goal_tracking_enabled: true,
      stats: {
        entries_count: 2,
        links: 4,
        entries_percent: 50,
        goal_count: 1,
        goal_percent: 50,
        blocked_count: 1,
        blocked_percent: 50,
      },
    });
    expect(dashboard.dashboard_actions).toEqual({
      broadcast_label: '',
      channel_label: '',
      is_email_summary_scheduled: true,
      is_email_summary_sent: false,
      email_label: 'All participants, lead@partner.example',
      summary_at: '2026-11-17T17:00:00.000Z',
    });
    const sent = ZRunDashboard.parse((await getRun('2026-11-16')).body);
    expect(sent.dashboard_actions).toMatchObject({ is_email_summary_scheduled: false, is_email_summary_sent: true });
    expect(sent.previous_report_key).toBeNull();
    expect(sent.next_report_key).toBe('2026-11-17');
  });

  it("opens the newest run for 'latest'", async () => {
    const dashboard = ZRunDashboard.parse((await getRun('latest')).body);
    expect(dashboard).toMatchObject({ key: '2026-11-18', previous_report_key: '2026-11-17', next_report_key: null });
    expect(dashboard.entries).toHaveLength(3);
  });

  it('answers 404 for a date without a run and 400 for a date that is not one', async () => {
    expect((await getRun('2026-11-19')).status).toBe(404);
    expect((await getRun('yesterday')).status).toBe(400);
    expect((await getRun('2026-13-01')).status).toBe(400);
  });

  it('shows the empty state of a report that has not run yet', async () => {
    const fresh = await buildReportWithRuns(server.db, {
      account: setup.account,
      team: setup.team,
      owner: setup.viewer,
      members: setup.members,
      form: { name: 'Weekly Retro' },
      runs: [],
    });
    const dashboard = ZRunDashboard.parse((await getRun('latest', setup.client, fresh.report.slug)).body);
    expect(dashboard).toMatchObject({
      key: null,
      entry_date: null,
      long_date: null,
      previous_report_key: null,
      next_report_key: null,
      entries: [],
      links: { resend_summary: null, grid_view: null, question_view: null, checkin: null },
      dashboard_actions: { is_email_summary_scheduled: false, is_email_summary_sent: false, summary_at: null },
    });
    expect(dashboard.summary.total).toBe(0);
    expect(dashboard.questions).toHaveLength(3);
  });

  it("lists the team's other reports the viewer may see, by name", async () => {
    const account = setup.account;
    const team = await buildTeam(server.db, account);
    const { user: ann } = await buildUser(server.db, { account, teams: [team], firstName: 'Ann' });
    const members = [ann];
    const { client: admin } = await signedInClient(server, account, 1, { teams: [team] });
    const main = await buildReportWithRuns(server.db, { account, team, owner: null, members, runs: [] });
    const zeta = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      runs: [],
      form: { name: 'Zeta Sync' },
    });
    // Ann answers the main report and Zeta; nobody answers Alpha (the form names her, no row does).
    const alpha = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members: [],
      runs: [],
      form: { name: 'Alpha Review', users: [members[0]!.id] },
    });
    const path = runPath(team.slug, main.report.slug, 'latest');
    const asAdmin = ZRunDashboard.parse((await admin.get(path)).json());
    expect(asAdmin.other_reports).toEqual([
      { slug: alpha.report.slug, name: 'Alpha Review' },
      { slug: zeta.report.slug, name: 'Zeta Sync' },
    ]);
    const annClient = await clientFor(server, ann, account, team);
    const asAnn = ZRunDashboard.parse((await annClient.get(path)).json());
    expect(asAnn.other_reports).toEqual([{ slug: zeta.report.slug, name: 'Zeta Sync' }]);
    // Reports of other teams never show.
    expect(asAdmin.other_reports.map((report) => report.name)).not.toContain('Daily Standup');
  });

  it('gives managers the manage and resend links, and members their own check-in and reminder', async () => {
    const asAdmin = ZRunDashboard.parse((await getRun('2026-11-17')).body);
    expect(asAdmin.links).toEqual({
      history: `/report/history/${seeded.report.slug}/`,
      manage: `/report/manage/${seeded.report.slug}/`,
      checkin: null,
      // The summary of the 17th has not gone yet: nothing to send again.
      resend_summary: null,
      question_view: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/2026-11-17/dashboard-alternative/`,
      grid_view: `/dashboard/${setup.team.slug}/report/${seeded.report.slug}/date/2026-11-17/dashboard/`,
    });
    expect(asAdmin.permissions).toEqual({ can_manage: true, own_checkin_link: null });
    const closed = ZRunDashboard.parse((await getRun('2026-11-16')).body);
    expect(closed.links.resend_summary).toBe(`/report/resend_summary/${seeded.report.slug}/2026-11-16/`);

    const [, onVacation, waiting] = setup.members;
    const own = seeded.checkins.get('2026-11-17')!.get(waiting!.id)!;
    const member = await clientFor(server, waiting!, setup.account, setup.team);
    const asMember = ZRunDashboard.parse((await getRun('2026-11-17', member)).body);
    expect(asMember.links).toMatchObject({ manage: null, resend_summary: null, checkin: `/checkin/${own.hash}/` });
    expect(asMember.permissions).toEqual({ can_manage: false, own_checkin_link: `/checkin/${own.hash}/` });
    const mine = asMember.entries.find((entry) => entry.id === own.id)!;
    expect(mine).toMatchObject({
      link_hash: own.hash,
      checkin_link: `/checkin/${own.hash}/`,
      remind_link: `/report/send_reminder/${own.id}/`,
    });
    const others = asMember.entries.filter((entry) => entry.id !== own.id);
    expect(others.every((entry) => entry.link_hash === null && entry.remind_link === null)).toBe(true);

    const away = await clientFor(server, onVacation!, setup.account, setup.team);
    const asAway = ZRunDashboard.parse((await getRun('2026-11-17', away)).body);
    const awayEntry = asAway.entries.find((entry) => entry.vacation)!;
    expect(awayEntry.link_hash).not.toBeNull();
    expect(awayEntry.checkin_link).toBeNull();
    expect(asAway.links.checkin).toBeNull();
  });

  it('is not found under another team slug or from another account', async () => {
    const otherTeam = await buildTeam(server.db, setup.account);
    expect((await setup.client.get(runPath(otherTeam.slug, seeded.report.slug, 'latest'))).statusCode).toBe(404);
    expect((await setup.client.get(runPath(setup.team.slug, seeded.report.id, 'latest'))).statusCode).toBe(200);
    const stranger = await teamWithViewer(server, 1);
    const response = await stranger.client.get(runPath(setup.team.slug, seeded.report.slug, 'latest'));
    expect(response.statusCode).toBe(404);
    const own = await stranger.client.get(runPath(stranger.team.slug, seeded.report.slug, 'latest'));
    expect(own.statusCode).toBe(404);
    // A member of the account outside the team cannot open it either.
    const { client: outsider } = await signedInClient(server, setup.account, 3, { teams: [otherTeam] });
    expect((await outsider.get(runPath(setup.team.slug, seeded.report.slug, 'latest'))).statusCode).toBe(404);
  });
});

describe('the member view', () => {
  it("pages through a member's entries, newest first, each naming its report", async () => {
    const account = await buildAccount(server.db);
    const team = await buildTeam(server.db, account);
    const { user: pat } = await buildUser(server.db, { account, teams: [team], firstName: 'Pat' });
    const { client } = await signedInClient(server, account, 2, { teams: [team] });
    const members = [pat];
    const keys = Array.from({ length: DASHBOARD_LIMITS.historyPageSize + 2 }, (_, n) => addDaysToKey('2026-09-01', n));
    const report = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      runs: keys.map((key, n) => ({ key, entries: [n % 3 === 0 ? 'vacation' : 'submitted'] })),
    });
    const first = ZMemberDashboard.parse(
      (await client.get(memberPath(team.slug, report.report.slug, pat.slug))).json(),
    );
    expect(first.entries).toHaveLength(DASHBOARD_LIMITS.historyPageSize);
    expect(first.entries[0]!.data.key).toBe(keys.at(-1));
    expect(first.entries.every((entry) => entry.report_name === 'Daily Standup')).toBe(true);
    expect(first.member).toMatchObject({
      member_id: pat.slug,
      email: pat.email,
      history_link: `/report/history/${report.report.slug}/member/${pat.slug}`,
    });
    expect(first.links.latest).toBe(`/dashboard/${team.slug}/report/${report.report.slug}/date/latest/dashboard/`);
    expect(first.next_before).toBe(keys[2]);
    const second = ZMemberDashboard.parse(
      (await client.get(memberPath(team.slug, report.report.slug, pat.slug, first.next_before!))).json(),
    );
    expect(second.entries.map((entry) => entry.data.key)).toEqual([keys[1], keys[0]]);
    expect(second.entries[1]!.vacation).toBe(true);
    expect(second.next_before).toBeNull();

    // Someone who is not in the report, and a slug that is nobody's, are not found; a bad date is refused.
    const { user: outsider } = await buildUser(server.db, { account, teams: [team] });
    expect((await client.get(memberPath(team.slug, report.report.slug, outsider.slug))).statusCode).toBe(404);
    expect((await client.get(memberPath(team.slug, report.report.slug, 'nobody'))).statusCode).toBe(404);
    expect((await client.get(memberPath(team.slug, report.report.slug, pat.slug, 'soon'))).statusCode).toBe(400);
  });
});

describe('the hashtag view', () => {
  it('finds the tagged answers case-insensitively, but not a #fragment of a URL or a longer tag', async () => {
    const { account, team, members, client } = await teamWithViewer(server, 5, 2);
    await server.db.insert(hashtags).values({ teamId: team.id, tag: 'Release' });
    const report = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      form: { name: 'Standup' },
      runs: [
        {
          key: '2026-11-02',
          entries: [
            { status: 'submitted', answers: ['Shipped the #release', 'Docs', 'None'] },
            { status: 'submitted', answers: ['See https://example.test/#release', 'x', 'y'] },
            { status: 'submitted', answers: ['#releases are coming', 'x', 'y'] },
            { status: 'draft', answers: ['Draft #release', 'x', 'y'] },
            { status: 'submitted', answers: ['a', 'b', 'Blocked by the #RELEASE freeze'] },
          ],
        },
        { key: '2026-11-03', entries: [{ status: 'submitted', answers: ['#Release day', 'More #release', 'no'] }] },
      ],
    });
    const other = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members: members.slice(1, 2),
      form: { name: 'Retro' },
      runs: [{ key: '2026-11-02', entries: [{ status: 'submitted', answers: ['Celebrate the #release', 'a', 'b'] }] }],
    });
    const page = ZHashtagDashboard.parse((await client.get(hashtagPath(team.slug, 'RELEASE'))).json());
    expect(page).toMatchObject({
      tag: 'Release',
      title: 'Report entries tagged with Release',
      team_slug: team.slug,
      is_team_hashtag: true,
      next_before: null,
    });
    expect(page.entries.map((entry) => [entry.data.key, entry.report_name, entry.email])).toEqual([
      ['2026-11-03', 'Standup', members[0]!.email],
      ['2026-11-02', 'Retro', members[1]!.email],
      ['2026-11-02', 'Standup', members[0]!.email],
      ['2026-11-02', 'Standup', members[4]!.email],
    ]);
    expect(page.entries[0]!.data.data_fields.map((field) => field.value)).toEqual(['#Release day', 'More #release']);
    expect(page.entries[3]!.data.data_fields).toEqual([
      {
        key: report.questionKeys[2],
        slug: report.questionKeys[2],
        value: 'Blocked by the #RELEASE freeze',
        question: 'Anything blocking you?',
      },
    ]);
    expect(page.entries[1]!.date_link).toBe(
      `/dashboard/${team.slug}/report/${other.report.slug}/date/2026-11-02/dashboard/`,
    );

    const older = ZHashtagDashboard.parse((await client.get(hashtagPath(team.slug, 'release', '2026-11-03'))).json());
    expect(older.entries).toHaveLength(3);
    const unknown = ZHashtagDashboard.parse((await client.get(hashtagPath(team.slug, 'nothing'))).json());
    expect(unknown).toMatchObject({ tag: 'nothing', is_team_hashtag: false, entries: [] });
  });

  it('pages on whole dates', async () => {
    const { account, team, members, client } = await teamWithViewer(server, 4, 1);
    const keys = Array.from({ length: 10 }, (_, n) => addDaysToKey('2026-10-01', n));
    await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      runs: keys.map((key) => ({
        key,
        entries: members.map(() => ({ status: 'submitted' as const, answers: ['On #track', 'a', 'b'] })),
      })),
    });
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = ZHashtagDashboard.parse((await client.get(hashtagPath(team.slug, 'track', before))).json());
      pages++;
      const dates = new Set(page.entries.map((entry) => entry.data.key));
      // 30 entries per page at least, 4 per date: a page holds 8 whole dates (32 entries).
      if (page.next_before) expect(page.entries.length).toBeGreaterThanOrEqual(DASHBOARD_LIMITS.historyPageSize);
      expect(page.entries.length).toBe(dates.size * members.length);
      seen.push(...page.entries.map((entry) => entry.id));
      before = page.next_before ?? undefined;
    } while (before);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(keys.length * members.length);
  });

  it('refuses a tag that is not a word, and a team that is not the viewer’s', async () => {
    expect((await setup.client.get(hashtagPath(setup.team.slug, 'two words'))).statusCode).toBe(400);
    expect((await setup.client.get(hashtagPath(setup.team.slug, 'x'.repeat(61)))).statusCode).toBe(400);
    const stranger = await teamWithViewer(server, 1);
    expect((await stranger.client.get(hashtagPath(setup.team.slug, 'release'))).statusCode).toBe(404);
  });
});

describe('/api/v1/dashboard/latest/', () => {
  it("points at the current team's report with the newest run the viewer may see", async () => {
    const { account, team, members, client } = await teamWithViewer(server, 2, 1);
    expect(ZLatestDashboard.parse((await client.get('/api/v1/dashboard/latest/')).json())).toEqual({
      dashboard_url: null,
    });
    const older = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members: members.slice(0, 1),
      runs: [{ key: '2026-11-10', entries: ['submitted'] }],
    });
    const newer = await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members: members.slice(1, 2),
      runs: [{ key: '2026-11-12', entries: ['submitted'] }],
    });
    expect((await client.get('/api/v1/dashboard/latest/')).json()).toEqual({
      dashboard_url: `/dashboard/${team.slug}/report/${newer.report.slug}/date/latest/dashboard/`,
    });
    // A member sees only the reports they answer.
    const first = await clientFor(server, members[0]!, account, team);
    expect((await first.get('/api/v1/dashboard/latest/')).json()).toEqual({
      dashboard_url: `/dashboard/${team.slug}/report/${older.report.slug}/date/latest/dashboard/`,
    });
  });
});
