/**
 * The private-report rule (spec part 3 §6) on every dashboard door: a private report's answers are
 * read only by the respondent, team admins and the report owner (whatever the owner's account
 * type). The grid, the member view, comments, reactions and the hashtag view agree, and another
 * account finds nothing at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardComments, dashboardReactions, reports } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import {
  DASHBOARD_MESSAGES,
  ZCommentAnswer,
  ZHashtagDashboard,
  ZMemberDashboard,
  ZReactionAnswer,
  ZRunDashboard,
} from '../../../shared/dashboard.ts';
import { buildUser } from '../../factories.ts';
import type { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';
import { clientFor, hashtagPath, memberPath, runPath, teamWithViewer } from './dashboard-fixtures.ts';

let server: TTestServer;
let setup: Awaited<ReturnType<typeof teamWithViewer>>;
let seeded: TSeededReport;
let respondent: TUserRow;
let colleague: TUserRow;
const viewers = {} as Record<
  'respondent' | 'colleague' | 'teamAdmin' | 'accountAdmin' | 'billingOwner' | 'owner' | 'stranger',
  TestClient
>;
const KEY = '2026-11-17';

beforeAll(async () => {
  server = await startTestServer();
  // The signed-in viewer of the fixture is the team admin (account type 2).
  setup = await teamWithViewer(server, 2, 2);
  [respondent, colleague] = setup.members as [TUserRow, TUserRow];
  const { user: owner } = await buildUser(server.db, {
    account: setup.account,
    accountTypeId: 3,
    teams: [setup.team],
    firstName: 'Olive',
  });
  seeded = await buildReportWithRuns(server.db, {
    account: setup.account,
    team: setup.team,
    owner,
    members: [respondent, colleague],
    form: { private_reports_enabled: true, goal_tracking_enabled: true },
    runs: [
      {
        key: KEY,
        entries: [
          { status: 'submitted', answers: ['Respondent shipped #launch', 'a', 'b'], goalCompleted: true },
          { status: 'submitted', answers: ['Colleague prepared #launch', 'c', 'd'], blocked: true },
        ],
      },
    ],
  });
  // Each entry already has a comment and a reaction by the team admin.
  for (const checkin of seeded.checkins.get(KEY)!.values()) {
    await server.db
      .insert(dashboardComments)
      .values({ checkinId: checkin.id, userId: setup.viewer.id, comment: 'Nice' });
    await server.db
      .insert(dashboardReactions)
      .values({ checkinId: checkin.id, userId: setup.viewer.id, emoji: 'tada' });
  }
  viewers.teamAdmin = setup.client;
  viewers.respondent = await clientFor(server, respondent, setup.account, setup.team);
  viewers.colleague = await clientFor(server, colleague, setup.account, setup.team);
  viewers.owner = await clientFor(server, owner, setup.account, setup.team);
  viewers.stranger = (await teamWithViewer(server, 1, 1)).client;
  for (const [who, accountTypeId] of [
    ['accountAdmin', 1],
    ['billingOwner', 0],
  ] as const) {
    const { user } = await buildUser(server.db, { account: setup.account, accountTypeId, teams: [setup.team] });
    viewers[who] = await clientFor(server, user, setup.account, setup.team);
  }
});
afterAll(() => server.stop());

const entryOf = (member: TUserRow) => seeded.checkins.get(KEY)!.get(member.id)!;

/** Who reads whose answers: viewer -> [respondent's visible, colleague's visible]. */
const MATRIX = [
  ['respondent', true, false],
  ['colleague', false, true],
  ['teamAdmin', true, true],
  ['accountAdmin', true, true],
  // Billing Owners manage billing only (part 2 §6); they are not team admins of part 3 §6.
  ['billingOwner', false, false],
  ['owner', true, true],
] as const;

describe('the grid of a private report', () => {
  it.each(MATRIX)('shows %s exactly the answers the rule allows', async (who, seesRespondent, seesColleague) => {
    const response = await viewers[who].get(runPath(setup.team.slug, seeded.report.slug, KEY));
    expect(response.statusCode).toBe(200);
    const dashboard = ZRunDashboard.parse(response.json());
    expect(dashboard.is_private_report).toBe(true);
    const find = (member: TUserRow) => dashboard.entries.find((entry) => entry.id === entryOf(member).id)!;
    for (const [member, visible] of [
      [respondent, seesRespondent],
      [colleague, seesColleague],
    ] as const) {
      const entry = find(member);
      expect(entry.completed).toBe(true);
      expect(entry.answers_hidden).toBe(!visible);
      if (visible) {
        expect(entry.data.data_fields).toHaveLength(3);
        expect(entry.comments_count).toBe(1);
        expect(Object.keys(entry.reactions)).toEqual(['tada']);
      } else {
        expect(entry).toMatchObject({
          data: { key: KEY, data_fields: [] },
          comments_count: 0,
          reactions: {},
          goal_completed: false,
          blocked: false,
        });
      }
    }
    // The summary counts every entry; it shows no answer.
    expect(dashboard.summary).toMatchObject({ total: 2, answered: 2 });
  });

  it('is not found from another account', async () => {
    const response = await viewers.stranger.get(runPath(setup.team.slug, seeded.report.slug, KEY));
    expect(response.statusCode).toBe(404);
  });

  it('hides the answers in the member view the same way', async () => {
    const path = memberPath(setup.team.slug, seeded.report.slug, colleague.slug);
    const asRespondent = ZMemberDashboard.parse((await viewers.respondent.get(path)).json());
    expect(asRespondent.entries).toHaveLength(1);
    expect(asRespondent.entries[0]).toMatchObject({ answers_hidden: true, data: { data_fields: [] } });
    const asOwner = ZMemberDashboard.parse((await viewers.owner.get(path)).json());
    expect(asOwner.entries[0]!.data.data_fields[0]!.value).toBe('Colleague prepared #launch');
    expect((await viewers.stranger.get(path)).statusCode).toBe(404);
  });
});

describe('comments and reactions on a private entry', () => {
  const commentOn = (who: keyof typeof viewers, member: TUserRow) =>
    viewers[who].post('/api/v1/dashboard_comments/', {
      type: 'load-comments',
      commenter: { report_uid: entryOf(member).id },
    });
  const reactOn = (who: keyof typeof viewers, member: TUserRow) =>
    viewers[who].post('/api/v1/dashboard_reactions/', { type: 'reaction', key: entryOf(member).id, reaction: 'eyes' });

  it.each(MATRIX)(
    'lets %s reach only the entries whose answers they read',
    async (who, seesRespondent, seesColleague) => {
      for (const [member, visible] of [
        [respondent, seesRespondent],
        [colleague, seesColleague],
      ] as const) {
        const comments = await commentOn(who, member);
        const reaction = await reactOn(who, member);
        if (visible) {
          expect(comments.statusCode).toBe(200);
          expect(ZCommentAnswer.parse(comments.json()).comments.map((comment) => comment.comment)).toEqual(['Nice']);
          expect(reaction.statusCode).toBe(200);
          expect(Object.keys(ZReactionAnswer.parse(reaction.json()).reactions).sort()).toEqual(['eyes', 'tada']);
          // Take the reaction back so the next viewer starts from the same state.
          expect((await reactOn(who, member)).statusCode).toBe(200);
        } else {
          expect(comments.statusCode).toBe(404);
          expect(comments.json().error.message).toBe(DASHBOARD_MESSAGES.entryNotFound);
          expect(reaction.statusCode).toBe(404);
          expect(reaction.json().error.message).toBe(DASHBOARD_MESSAGES.entryNotFound);
        }
      }
    },
  );

  it('finds nothing from another account', async () => {
    expect((await commentOn('stranger', respondent)).statusCode).toBe(404);
    expect((await reactOn('stranger', respondent)).statusCode).toBe(404);
  });
});

describe('the hashtag view of a private report', () => {
  it.each(MATRIX)('lists for %s only the entries they may read', async (who, seesRespondent, seesColleague) => {
    const page = ZHashtagDashboard.parse((await viewers[who].get(hashtagPath(setup.team.slug, 'launch'))).json());
    const expected = [
      ...(seesColleague ? [entryOf(colleague).id] : []),
      ...(seesRespondent ? [entryOf(respondent).id] : []),
    ].sort();
    expect(page.entries.map((entry) => entry.id).sort()).toEqual(expected);
    expect(page.entries.every((entry) => !entry.answers_hidden && entry.data.data_fields.length === 1)).toBe(true);
  });

  it('is not found from another account', async () => {
    expect((await viewers.stranger.get(hashtagPath(setup.team.slug, 'launch'))).statusCode).toBe(404);
  });
});

describe('a private report whose stored settings no longer validate', () => {
  it.each([
    ['another field is broken', { report_summary_hour: 'nine' }],
    ['the privacy field itself is broken', { private_reports_enabled: 'yes' }],
  ])('stays private when %s', async (_case, broken) => {
    const [row] = await server.db.select().from(reports).where(eq(reports.id, seeded.report.id));
    await server.db
      .update(reports)
      .set({ settings: { ...row!.settings, ...broken } })
      .where(eq(reports.id, seeded.report.id));
    const response = await viewers.colleague.get(runPath(setup.team.slug, seeded.report.slug, KEY));
    const dashboard = ZRunDashboard.parse(response.json());
    expect(dashboard.is_private_report).toBe(true);
    const others = dashboard.entries.find((entry) => entry.id === entryOf(respondent).id)!;
    expect(others).toMatchObject({ answers_hidden: true, data: { data_fields: [] } });
    await server.db.update(reports).set({ settings: row!.settings }).where(eq(reports.id, seeded.report.id));
  });
});
