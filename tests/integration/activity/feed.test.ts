/**
 * The team activity feed through HTTP (spec part 3 §2.11), with the engine's clock fixed on Sunday
 * March 14, 2027, 20:00 in Toronto — the day clocks went forward — so 'This Week' (Monday 00:00 EST
 * to next Monday 00:00 EDT) spans a daylight-saving change. Check-ins and tool items merge newest
 * first; every filter narrows; pages carry their page info; another account's or team's items,
 * and a private report's check-ins of others, never reach a plain member; a plan without the feed
 * answers locked with nothing in it.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins } from '../../../bot/db/schema/index.ts';
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { type TActivityContext, type TActivityQuery, ZActivityContext } from '../../../shared/activity.ts';
import { activityQueryString } from '../../../shared/activity-url.ts';
import { buildActivity } from '../../activity-factories.ts';
import { buildAccount, buildTeam, buildUser } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

const PAID = { planKey: 'business', subscriptionStatus: 'active' } as const;

let server: TTestServer;
let account: TAccountRow;
let team: TTeamRow;
let ana: TUserRow;
let bo: TUserRow;
let viewer: TUserRow;
let standup: TSeededReport;
let retro: TSeededReport;
const clients: Record<'member' | 'teamAdmin' | 'utcMember' | 'otherAccount', TestClient> = {} as never;

async function feed(client: TestClient, query: Partial<TActivityQuery> = {}): Promise<TActivityContext> {
  const response = await client.get(`/api/v1/team/activity/?${activityQueryString(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityContext.parse(response.json());
}

const verbs = (context: TActivityContext) => context.items.map((item) => item.verb);

beforeAll(async () => {
  // Sunday March 14, 2027, 20:00 EDT in Toronto (clocks went forward at 02:00 that morning).
  server = await startTestServer({ clock: new TestClock('2027-03-15T00:00:00Z') });
  account = await buildAccount(server.db, PAID);
  ({ team } = await buildTeamWithMembers(server.db, account, 0));
  ana = (await buildUser(server.db, { account, teams: [team], firstName: 'Ana', lastName: 'Lima' })).user;
  bo = (await buildUser(server.db, { account, teams: [team], firstName: 'Bo', lastName: 'Berg' })).user;
  ({ client: clients.member, user: viewer } = await signedInClient(server, account, 3, {
    teams: [team],
    firstName: 'Vera',
  }));
  ({ client: clients.teamAdmin } = await signedInClient(server, account, 2, { teams: [team] }));
  ({ client: clients.utcMember } = await signedInClient(server, account, 3, { teams: [team], timeZone: 'UTC' }));

  standup = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [ana, bo, viewer],
    form: { goal_tracking_enabled: true },
    runs: [
      {
        // Friday: Ana checked in with her goal done, Bo blocked, the viewer was on vacation.
        key: '2027-03-12',
        entries: [{ status: 'submitted', goalCompleted: true }, { status: 'submitted', blocked: true }, 'vacation'],
      },
      // Two weeks back: last week's only check-in.
      { key: '2027-03-05', entries: [{ status: 'submitted' }] },
    ],
  });
  // Ana edited her Friday answer two hours after submitting it.
  const anaFriday = standup.checkins.get('2027-03-12')!.get(ana.id)!;
  await server.db
    .update(checkins)
    .set({ answerEditedAt: { [standup.questionKeys[0]!]: anaFriday.submittedAt!.getTime() + 2 * 3600_000 } })
    .where(eq(checkins.id, anaFriday.id));

  retro = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members: [ana, viewer],
    form: { name: 'Private Retro', private_reports_enabled: true },
    runs: [{ key: '2027-03-11', entries: [{ status: 'submitted' }, { status: 'submitted' }] }],
  });

  await buildActivity(server.db, { team, user: ana, verb: 'pushed', at: '2027-03-13T14:00:00Z' });
  await buildActivity(server.db, {
    team,
    user: bo,
    verb: 'jira-moved',
    source: 'atlassian-jira',
    at: '2027-03-13T15:00:00Z',
  });
  await buildActivity(server.db, {
    team,
    user: null,
    actorLabel: 'octocat',
    verb: 'pushed',
    at: '2027-03-14T18:00:00Z',
  });
  await buildActivity(server.db, {
    team,
    user: bo,
    verb: 'updated-report-settings',
    source: 'rollcall',
    at: '2027-03-09T16:00:00Z',
    data: { report_id: standup.report.id, report_name: 'Daily Standup', changes: ['Schedule'] },
  });

  // Another team of the account and another account, with activity this week.
  const otherTeam = await buildTeam(server.db, account);
  await buildActivity(server.db, { team: otherTeam, user: ana, verb: 'pushed', at: '2027-03-13T10:00:00Z' });
  const otherAccount = await buildAccount(server.db, PAID);
  const foreignTeam = await buildTeam(server.db, otherAccount);
  const { user: stranger } = await buildUser(server.db, { account: otherAccount, teams: [foreignTeam] });
  await buildActivity(server.db, { team: foreignTeam, user: stranger, verb: 'pushed', at: '2027-03-13T11:00:00Z' });
  ({ client: clients.otherAccount } = await signedInClient(server, otherAccount, 1, { teams: [foreignTeam] }));
});
afterAll(() => server.stop());

describe('the feed', () => {
  it('merges check-ins and tool events newest first, with actors, reports and links', async () => {
    const context = await feed(clients.teamAdmin);
    expect(context.locked).toBe(false);
    expect(context.timezone).toBe('America/Toronto');
    expect(verbs(context)).toEqual([
      'pushed', // octocat, Sunday
      'jira-moved', // Bo, Saturday
      'pushed', // Ana, Saturday
      'updated-check-in', // Ana, Friday 12:30 EST
      'checked-in', // Ana and Bo, Friday 10:30 EST
      'checked-in',
      'on-vacation', // the viewer, Friday 10:00 EST
      'checked-in', // the retro, Thursday
      'checked-in',
      'updated-report-settings', // Tuesday
    ]);
    const dates = context.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const octocat = context.items[0]!;
    expect(octocat.actor).toEqual({ member_id: null, name: 'octocat', photo: null });
    const moved = context.items[1]!;
    expect(moved.actor.name).toBe('Bo Berg');
    expect(moved.data).toMatchObject({ from: 'To Do', to: 'In Progress' });
    const anaChecked = context.items.find((item) => item.verb === 'checked-in' && item.actor.member_id === ana.id)!;
    expect(anaChecked.data).toMatchObject({ report_name: 'Daily Standup', goal_completed: true, blocked: false });
    expect(anaChecked.data.checkin_url).toMatch(/^\/dashboard\/.+\/report\/.+\/date\/2027-03-12\/dashboard\/$/);
    expect(anaChecked.date2).not.toBeNull();
    const boChecked = context.items.find((item) => item.verb === 'checked-in' && item.actor.member_id === bo.id)!;
    expect(boChecked.data).toMatchObject({ blocked: true, goal_completed: false });
    expect(context.unfiltered_activity_count).toBe(11);
    expect(context.page).toEqual({
      has_previous: false,
      has_next: false,
      number: 1,
      num_pages: 1,
      prev_page_query: null,
      next_page_query: null,
    });
  });

  it('lists the filter choices: members, platforms present, reports, states and dates', async () => {
    const context = await feed(clients.teamAdmin);
    expect(context.team_members.map((member) => member.member_name)).toContain('Ana Lima');
    expect(context.platforms).toEqual([
      { key: 'rollcall', platform: 'Rollcall' },
      { key: 'github', platform: 'Github' },
      { key: 'atlassian-jira', platform: 'JIRA' },
    ]);
    expect(context.reports.map((report) => report.name)).toEqual(['Daily Standup', 'Private Retro']);
    expect(context.check_ins.map((option) => option.key)).toEqual([
      'checked-in',
      'goal-completed',
      'blocked',
      'on-vacation',
    ]);
    expect(context.dates).toContain('This Week');
  });
});

describe('filters', () => {
  it('team_member keeps that member', async () => {
    const context = await feed(clients.teamAdmin, { team_member: bo.id });
    expect(context.items.every((item) => item.actor.member_id === bo.id)).toBe(true);
    expect(verbs(context).sort()).toEqual(['checked-in', 'jira-moved', 'updated-report-settings'].sort());
  });

  it('platform keeps one source; rollcall keeps check-ins and Rollcall events', async () => {
    expect(verbs(await feed(clients.teamAdmin, { platform: 'atlassian-jira' }))).toEqual(['jira-moved']);
    expect(verbs(await feed(clients.teamAdmin, { platform: 'github' }))).toEqual(['pushed', 'pushed']);
    const rollcall = await feed(clients.teamAdmin, { platform: 'rollcall' });
    expect(rollcall.items.every((item) => item.source === 'rollcall')).toBe(true);
    expect(rollcall.items).toHaveLength(7);
  });

  it('report_name keeps the report’s check-ins and its settings changes', async () => {
    const context = await feed(clients.teamAdmin, { report_name: standup.report.id });
    expect(verbs(context)).toEqual([
      'updated-check-in',
      'checked-in',
      'checked-in',
      'on-vacation',
      'updated-report-settings',
    ]);
    expect(verbs(await feed(clients.teamAdmin, { report_name: retro.report.id }))).toEqual([
      'checked-in',
      'checked-in',
    ]);
  });

  it('check_in keeps check-ins by state', async () => {
    const goal = await feed(clients.teamAdmin, { check_in: 'goal-completed' });
    expect(goal.items.map((item) => [item.verb, item.actor.member_id])).toEqual([
      ['updated-check-in', ana.id],
      ['checked-in', ana.id],
    ]);
    const blocked = await feed(clients.teamAdmin, { check_in: 'blocked' });
    expect(blocked.items.map((item) => [item.verb, item.actor.member_id])).toEqual([['checked-in', bo.id]]);
    expect(verbs(await feed(clients.teamAdmin, { check_in: 'on-vacation' }))).toEqual(['on-vacation']);
    const checkedIn = await feed(clients.teamAdmin, { check_in: 'checked-in' });
    expect(new Set(verbs(checkedIn))).toEqual(new Set(['checked-in', 'updated-check-in']));
    // A check-in state on a tool's platform leaves nothing, and the page tells filters from an empty team.
    const none = await feed(clients.teamAdmin, { check_in: 'blocked', platform: 'github' });
    expect(none.items).toEqual([]);
    expect(none.unfiltered_activity_count).toBeGreaterThan(0);
  });

  it('date counts days in the viewer’s zone: Today, Yesterday, Last Week', async () => {
    expect(verbs(await feed(clients.teamAdmin, { date: 'Today' }))).toEqual(['pushed']);
    expect(verbs(await feed(clients.teamAdmin, { date: 'Yesterday' }))).toEqual(['jira-moved', 'pushed']);
    const lastWeek = await feed(clients.teamAdmin, { date: 'Last Week' });
    expect(lastWeek.items.map((item) => [item.verb, item.actor.member_id])).toEqual([['checked-in', ana.id]]);
    expect((await feed(clients.teamAdmin, { date: 'This Month' })).items).toHaveLength(11);
  });

  it('an unknown value is dropped or refused with a clear message, never a 500', async () => {
    const dropped = await clients.teamAdmin.get('/api/v1/team/activity/?team_member=nope&date=Someday&page=abc');
    expect(dropped.statusCode).toBe(200);
    expect(ZActivityContext.parse(dropped.json()).params).toMatchObject({ date: 'This Week', page: 1 });
    const repeated = await clients.teamAdmin.get('/api/v1/team/activity/?platform=github&platform=gitlab');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toContain('platform');
  });
});

describe('This Week across a daylight-saving change', () => {
  let dstTeam: TTeamRow;
  let dstClient: TestClient;
  let utcClient: TestClient;

  beforeAll(async () => {
    dstTeam = await buildTeam(server.db, account);
    ({ client: dstClient } = await signedInClient(server, account, 2, { teams: [dstTeam] }));
    ({ client: utcClient } = await signedInClient(server, account, 2, { teams: [dstTeam], timeZone: 'UTC' }));
    const at = (iso: string, title: string) =>
      buildActivity(server.db, {
        team: dstTeam,
        user: null,
        verb: 'zapier-event',
        source: 'zapier',
        at: iso,
        data: { title },
      });
    await at('2027-03-08T04:30:00Z', 'Sunday 23:30 EST, last week');
    await at('2027-03-08T05:30:00Z', 'Monday 00:30 EST');
    await at('2027-03-15T03:30:00Z', 'Sunday 23:30 EDT');
    await at('2027-03-15T04:30:00Z', 'Monday 00:30 EDT, next week');
  });

  it('runs from Monday 00:00 EST to the next Monday 00:00 EDT on the viewer’s clock', async () => {
    const toronto = await feed(dstClient, { date: 'This Week' });
    expect(toronto.items.map((item) => item.data.title)).toEqual(['Sunday 23:30 EDT', 'Monday 00:30 EST']);
    const lastWeek = await feed(dstClient, { date: 'Last Week' });
    expect(lastWeek.items.map((item) => item.data.title)).toEqual(['Sunday 23:30 EST, last week']);
  });

  it('is the viewer’s week: in UTC it is another span', async () => {
    const utc = await feed(utcClient, { date: 'This Week' });
    expect(utc.timezone).toBe('UTC');
    // In UTC it is already Monday March 15: this week holds only what happened from 00:00 UTC.
    expect(utc.items.map((item) => item.data.title)).toEqual(['Monday 00:30 EDT, next week', 'Sunday 23:30 EDT']);
  });
});

describe('paging', () => {
  let busyTeam: TTeamRow;
  let busyClient: TestClient;

  beforeAll(async () => {
    busyTeam = await buildTeam(server.db, account);
    ({ client: busyClient } = await signedInClient(server, account, 3, { teams: [busyTeam] }));
    for (let index = 0; index < 60; index++) {
      await buildActivity(server.db, {
        team: busyTeam,
        user: null,
        actorLabel: 'bot',
        verb: 'zapier-event',
        source: 'zapier',
        at: new Date(Date.UTC(2027, 2, 13, 12, index)),
        data: { title: `Event ${index}` },
      });
    }
  });

  it('answers pages of 25 with page info whose queries keep the filters', async () => {
    const first = await feed(busyClient, { platform: 'zapier' });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.data.title).toBe('Event 59');
    expect(first.page).toEqual({
      has_previous: false,
      has_next: true,
      number: 1,
      num_pages: 3,
      prev_page_query: null,
      next_page_query: 'platform=zapier&date=This+Week&page=2',
    });
    const second = await feed(busyClient, { platform: 'zapier', page: 2 });
    expect(second.items[0]!.data.title).toBe('Event 34');
    expect(second.page.prev_page_query).toBe('platform=zapier&date=This+Week');
    const last = await feed(busyClient, { platform: 'zapier', page: 3 });
    expect(last.items).toHaveLength(10);
    expect(last.page).toMatchObject({ has_next: false, has_previous: true, number: 3, next_page_query: null });
    const seen = new Set([...first.items, ...second.items, ...last.items].map((item) => item.id));
    expect(seen.size).toBe(60);
  });

  it('a page past the end shows the last page', async () => {
    const context = await feed(busyClient, { page: 99 });
    expect(context.page.number).toBe(3);
    expect(context.params.page).toBe(3);
    expect(context.items).toHaveLength(10);
  });
});

describe('who sees what', () => {
  it('never shows another team’s or another account’s items', async () => {
    const context = await feed(clients.teamAdmin, { platform: 'github' });
    expect(context.items.map((item) => item.actor.name).sort()).toEqual(['Ana Lima', 'octocat']);
    const foreign = await feed(clients.otherAccount);
    expect(foreign.items).toHaveLength(1);
    expect(foreign.items[0]!.actor.member_id).not.toBe(ana.id);
    // Filtering on a member of another account finds nothing of theirs.
    expect((await feed(clients.otherAccount, { team_member: ana.id })).items).toEqual([]);
    expect(foreign.team_members.map((member) => member.member_id)).not.toContain(ana.id);
  });

  it('hides a private report’s check-ins of others from a plain member, not their own', async () => {
    const member = await feed(clients.member, { report_name: retro.report.id });
    expect(member.items.map((item) => item.actor.member_id)).toEqual([viewer.id]);
    const admin = await feed(clients.teamAdmin, { report_name: retro.report.id });
    expect(admin.items.map((item) => item.actor.member_id).sort()).toEqual([ana.id, viewer.id].sort());
    // An ordinary report's check-ins reach every member.
    const standupFeed = await feed(clients.member, { report_name: standup.report.id });
    expect(standupFeed.items.some((item) => item.actor.member_id === ana.id)).toBe(true);
    expect((await feed(clients.member)).unfiltered_activity_count).toBe(10);
  });

  it('a plan without the feed answers locked with nothing in it', async () => {
    const basic = await buildAccount(server.db, { planKey: 'basic', subscriptionStatus: 'active' });
    const basicTeam = await buildTeam(server.db, basic);
    await buildActivity(server.db, { team: basicTeam, user: null, verb: 'pushed', at: '2027-03-13T10:00:00Z' });
    const { client } = await signedInClient(server, basic, 1, { teams: [basicTeam] });
    const context = await feed(client);
    expect(context.locked).toBe(true);
    expect(context.items).toEqual([]);
    expect(context.unfiltered_activity_count).toBe(0);
    expect(context.team_members).toEqual([]);
  });

  it('a new team is waiting for activity', async () => {
    const quiet = await buildTeam(server.db, account);
    const { client } = await signedInClient(server, account, 3, { teams: [quiet] });
    const context = await feed(client);
    expect(context.items).toEqual([]);
    expect(context.unfiltered_activity_count).toBe(0);
    expect(context.team_name).toBe(quiet.name);
  });

  it('refuses a guest', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/team/activity/' });
    expect(response.statusCode).toBe(401);
  });
});
