/**
 * The insights search's own table (`checkin_search`, migration 0024) is kept by the database: every
 * way a check-in is written (a run opening, a draft autosave, a submit, an answer edited after it,
 * the goal and blocker boxes, the retention purge, a report or a person deleted, a member taken off
 * a report) leaves it equal to what the check-ins say, and the search finds what the answers say
 * now, never what they said before. Runs on PGlite and, with DATABASE_URL, on a server.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, reportMembers, reports, teams, users } from '../../../bot/db/schema/index.ts';
import { resultRows } from '../../../bot/db/sql-arrays.ts';
import type { TAccountRow, TTeamRow, TUserRow, TViewer } from '../../../bot/domain/accounts/viewer.ts';
import { viewerOfMember } from '../../../bot/domain/accounts/viewer-of-member.ts';
import { saveAnswer } from '../../../bot/domain/checkins/save-answer.ts';
import { updateGoalBlocker } from '../../../bot/domain/checkins/update-goal-blocker.ts';
import { searchInsights } from '../../../bot/domain/insights/search-insights.ts';
import { purgeExpiredData } from '../../../bot/domain/teams/purge-expired-data.ts';
import { type TInsightsResult, type TInsightsSearchInput, ZInsightsSearch } from '../../../shared/insights.ts';
import { buildAccount, buildUser } from '../../factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../helpers/test-database.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

/** Wednesday March 17, 2027, 8:00 in Toronto (the report's zone): the same day everywhere the tests look. */
const NOW = new Date('2027-03-17T12:00:00Z');

let database: TTestDatabase;
let account: TAccountRow;
let team: TTeamRow;
let members: TUserRow[];
let admin: TViewer;
let standup: TSeededReport;

/**
 * Rows where checkin_search and the check-ins disagree (either way): each check-in's report,
 * member, run day, state and, when submitted, the words of its answers as migrations 0024 and 0025
 * compute them.
 */
async function disagreements(): Promise<number> {
  const expected = sql`select c.id, c.report_id, c.user_id, r.key::date,
      checkin_search_state(c.status, c.goal_completed, c.blocked),
      case when c.status = 'submitted' then checkin_search_vector(c.answers) end as words
    from checkins c inner join report_runs r on r.id = c.run_id`;
  const kept = sql`select checkin_id, report_id, user_id, run_day, state, search_vector from checkin_search`;
  const [row] = resultRows<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from (
      (${expected} except all ${kept}) union all (${kept} except all ${expected})) d`),
  );
  return row!.n;
}

async function search(input: TInsightsSearchInput): Promise<TInsightsResult> {
  return searchInsights({ db: database.db, now: () => NOW }, admin, ZInsightsSearch.parse(input));
}

/** The member names of the hits of a search for `q` over the last 30 days. */
async function whoWrote(q: string): Promise<string[]> {
  const result = await search({ q, range: 'last_30_days' });
  return result.hits.map((hit) => hit.member_name).sort();
}

function checkinOf(seeded: TSeededReport, key: string, member: TUserRow) {
  const checkin = seeded.checkins.get(key)?.get(member.id);
  if (!checkin) throw new Error(`no check-in of ${member.firstName} on ${key}`);
  return checkin;
}

beforeAll(async () => {
  database = await createTestDatabase();
  account = await buildAccount(database.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  ({ team, members } = await buildTeamWithMembers(database.db, account, 3));
  const { user } = await buildUser(database.db, { account, accountTypeId: 1, firstName: 'Ada', teams: [team] });
  admin = (await viewerOfMember(database.db, account.id, user.id))!;
  standup = await buildReportWithRuns(database.db, {
    account,
    team,
    owner: null,
    members,
    form: { goal_tracking_enabled: true },
    runs: [
      { key: '2026-12-01', entries: [{ status: 'submitted', answers: ['Archived zeppelin notes', 'More', 'None'] }] },
      {
        key: '2027-03-16',
        entries: [
          { status: 'submitted', answers: ['Tuned the walrus cache', 'Ship it', 'None'] },
          'sent',
          { status: 'submitted', answers: ['Reviewed the walrus docs', 'Pair', 'None'] },
        ],
      },
      { key: '2027-03-17', entries: ['sent', 'sent', 'pending'] },
    ],
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the insights search table', () => {
  it('holds every check-in a run opened, with the words of submitted answers only', async () => {
    expect(await disagreements()).toBe(0);
    const [row] = resultRows<{ rows: number; with_words: number }>(
      await database.db.execute(sql`select count(*)::int as rows, count(search_vector)::int as with_words
        from checkin_search where report_id = ${standup.report.id}::uuid`),
    );
    expect(row).toEqual({ rows: 7, with_words: 3 });
    expect(await whoWrote('walrus')).toEqual([nameOf(members[0]!), nameOf(members[2]!)].sort());
  });

  it('keeps a draft out of the search while it is typed, and finds its words once submitted', async () => {
    const draft = checkinOf(standup, '2027-03-17', members[0]!);
    const [first, second, third] = standup.questionKeys;
    await saveAnswer(database.db, { hash: draft.hash, key: first!, content: 'Drafting the narwhal plan' }, NOW);
    await saveAnswer(database.db, { hash: draft.hash, key: second!, content: 'Narwhal review' }, NOW);
    expect(await disagreements()).toBe(0);
    expect(await whoWrote('narwhal')).toEqual([]);
    await saveAnswer(database.db, { hash: draft.hash, key: third!, content: 'None', submit: true }, NOW);
    expect(await disagreements()).toBe(0);
    expect(await whoWrote('narwhal')).toEqual([nameOf(members[0]!)]);
  });

  it('finds an edited answer by its new words and no longer by the old ones', async () => {
    const submitted = checkinOf(standup, '2027-03-16', members[0]!);
    await saveAnswer(
      database.db,
      {
        hash: submitted.hash,
        key: standup.questionKeys[0]!,
        content: 'Tuned the okapi cache',
        edited_at: NOW.getTime(),
      },
      NOW,
    );
    expect(await disagreements()).toBe(0);
    expect(await whoWrote('walrus')).toEqual([nameOf(members[2]!)]);
    expect(await whoWrote('okapi')).toEqual([nameOf(members[0]!)]);
  });

  it('follows the goal and blocker boxes in the states it counts', async () => {
    const checkin = checkinOf(standup, '2027-03-16', members[2]!);
    await updateGoalBlocker(database.db, { hash: checkin.hash, field: 'blocked', completed: true }, NOW);
    await updateGoalBlocker(database.db, { hash: checkin.hash, field: 'goal_completed', completed: true }, NOW);
    expect(await disagreements()).toBe(0);
    const blocked = await search({ range: 'last_30_days', state: 'Has blockers' });
    expect(blocked.hits.map((hit) => hit.id)).toEqual([checkin.id]);
    expect(blocked.facets.states.find((state) => state.value === 'Goal completed')?.count).toBe(1);
  });

  it('keeps the entries of a member taken off the report, as the check-ins are kept', async () => {
    await database.db.delete(reportMembers).where(eq(reportMembers.userId, members[2]!.id));
    expect(await disagreements()).toBe(0);
    expect(await whoWrote('walrus')).toEqual([nameOf(members[2]!)]);
  });

  it('drops the entries the retention purge deletes', async () => {
    expect((await search({ q: 'zeppelin', range: 'last_365_days' })).total).toBe(1);
    await database.db.update(teams).set({ retentionPolicy: '3m' }).where(eq(teams.id, team.id));
    await purgeExpiredData(database.db, NOW);
    expect(await disagreements()).toBe(0);
    expect((await search({ q: 'zeppelin', range: 'last_365_days' })).total).toBe(0);
    const [row] = resultRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from checkin_search where run_day < '2026-12-17'`),
    );
    expect(row!.n).toBe(0);
  });

  it('drops the entries of a person who is deleted, then of a deleted report', async () => {
    await database.db.delete(users).where(eq(users.id, members[0]!.id));
    expect(await disagreements()).toBe(0);
    expect(await whoWrote('okapi')).toEqual([]);
    await database.db.delete(reports).where(eq(reports.id, standup.report.id));
    expect(await disagreements()).toBe(0);
    const [row] = resultRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from checkin_search`),
    );
    expect(row!.n).toBe(0);
    expect(await database.db.select().from(checkins)).toEqual([]);
  });
});

/** A member's name as a hit shows it. */
function nameOf(member: TUserRow): string {
  return `${member.firstName} ${member.lastName}`.trim();
}
