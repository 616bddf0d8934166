/**
 * The facets, stats and chart of a search (part 2 §3, §9) in one statement: the entries of the
 * scope that match the keywords are read once, then counted per facet with every filter but the
 * facet's own (so a value's count is the total its selection alone would give), and over every
 * filter for the stats and the chart.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  INSIGHTS_STATES,
  type TInsightsChartPoint,
  type TInsightsFacetValue,
  type TInsightsResult,
  type TInsightsSearch,
} from '../../../shared/insights.ts';
import { addDaysToKey, shortDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { pageBounds } from './insights-hits.ts';
import type { TInsightsScope } from './insights-scope.ts';
import {
  countedEntries,
  filterConditions,
  scopeDays,
  scopedEntryRows,
  stateCondition,
  type TInsightsFacet,
} from './insights-sql.ts';
import { INSIGHTS_STATEMENT_TIMEOUT_MS } from './insights-statement-timeout.ts';

/**
 * What the counts of the search give the result, and the oldest day that holds a hit of the page
 * asked for (null when the page is past the last hit): the page's hits are all on that day or
 * after it (they are newest first), so they are read from those days alone.
 */
export type TInsightsAggregates = Pick<TInsightsResult, 'facets' | 'stats' | 'chart' | 'total'> & {
  pageFromDay: string | null;
};

interface TCounts {
  checked_in: number;
  not_checked_in: number;
  goals: number;
  blockers: number;
}

/** What one counting statement answers (counts arrive as numbers or numeric strings). */
interface TAggregateJson {
  states: number[];
  reports: Array<[string, number]>;
  members: Array<[string, string, string, string, number]>;
  total: number;
  stats: TCounts;
  /** One point per day with hits; `n` is the day's hits. */
  chart: Array<TCounts & { key: string; n: number }>;
}

/** A whole percent of part 2 §9; 0 when the divisor is 0. */
export function percentOf(count: number, of: number): number {
  return of === 0 ? 0 : Math.round((count / of) * 100);
}

/** Participation, goals and blockers (part 2 §9) of some counts. */
export function percentagesOf(counts: TCounts) {
  return {
    participation_percent: percentOf(counts.checked_in, counts.checked_in + counts.not_checked_in),
    goal_percent: percentOf(counts.goals, counts.checked_in),
    blocker_percent: percentOf(counts.blockers, counts.checked_in),
  };
}

function whereOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
}

/** Names compared as `localeCompare(b, 'en', { sensitivity: 'base' })` does, without a collator per call. */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: TInsightsFacetValue, b: TInsightsFacetValue): number {
  return NAME_ORDER.compare(a.label, b.label) || a.value.localeCompare(b.value);
}

/**
 * Designed: a keyword search over at least this many days is counted in two halves of its window
 * at once, on two connections, when the deps offer a second one (a server; PGlite has one
 * connection). Every count is a sum over days, so the halves add up; PostgreSQL itself does not
 * run grouping sets in parallel. (bench/insights.ts: the commonest word over 90 days in ~60 ms
 * instead of ~100.)
 */
export const INSIGHTS_SPLIT_FROM_DAYS = 28;

/**
 * Counts the search's entries: the facets (every report and member the viewer may filter on, by
 * name, 0 when none), the total, the stats and one chart point per day with entries; and finds
 * the oldest day the page at `page` needs, from the same counts.
 *
 * The entries are grouped once, straight from the scan, two ways (member x report x state, and
 * day x state: a few thousand groups for 100,000 entries), and every count is a sum over those
 * groups with the filters applied to the groups' columns. Before, each of seven counts read every
 * entry again (bench/insights.ts: a common word's counts took ~3 times as long), and then the
 * matches were kept in memory for the page (a common word: 100,000 rows written and read again
 * to pick 10 of the newest day). Two halves of a long window are counted at once (see
 * INSIGHTS_SPLIT_FROM_DAYS), each in its own snapshot.
 */
export async function countInsights(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  search: TInsightsSearch,
  keywords: string,
  page: { offset: number; limit: number } = { offset: 0, limit: 0 },
): Promise<TInsightsAggregates> {
  const { offset, limit } = pageBounds(page);
  const halves = deps.parallelDb && keywords !== '' ? windowHalves(scope) : null;
  const parts =
    halves === null || !deps.parallelDb
      ? [await readCounts(deps.db, countsStatement(scope, search, keywords), false)]
      : await Promise.all([
          readCounts(deps.db, countsStatement(scope, search, keywords, halves[0]), false),
          readCounts(deps.parallelDb, countsStatement(scope, search, keywords, halves[1]), true),
        ]);
  const counts = sumOfCounts(parts);
  const reportCounts = new Map(counts.reports.map(([id, n]) => [id, n]));
  const chart: TInsightsChartPoint[] = counts.chart.map((day) => ({
    date: day.key,
    human_date: shortDate(day.key),
    ...percentagesOf(day),
  }));
  return {
    pageFromDay: pageFromDay(counts.chart, offset, limit),
    total: counts.total,
    facets: {
      states: INSIGHTS_STATES.map((state, index) => ({ value: state, label: state, count: counts.states[index] ?? 0 })),
      reports: scope.reports
        .map((report) => ({ value: report.id, label: report.name, count: reportCounts.get(report.id) ?? 0 }))
        .sort(byName),
      members: counts.members
        .map(([id, first, last, email, n]) => ({ value: id, label: `${first} ${last}`.trim() || email, count: n }))
        .sort(byName),
    },
    stats: {
      checked_in: counts.stats.checked_in,
      not_checked_in: counts.stats.not_checked_in,
      ...percentagesOf(counts.stats),
    },
    chart,
  };
}

/** The number of days from one YYYY-MM-DD key to another (0 for the same day). */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The scope's window cut in two (older, newer) when it spans INSIGHTS_SPLIT_FROM_DAYS or more. */
function windowHalves(scope: TInsightsScope): [TDays, TDays] | null {
  if (scope.reports.length === 0) return null;
  const { fromKey: from, toKey: to } = scopeDays(scope);
  const span = daysFrom(from, to) + 1;
  if (!(span >= INSIGHTS_SPLIT_FROM_DAYS)) return null;
  const olderTo = addDaysToKey(from, Math.floor(span / 2) - 1);
  return [
    { from, to: olderTo },
    { from: addDaysToKey(olderTo, 1), to },
  ];
}

interface TDays {
  from: string;
  to: string;
}

/**
 * The one counting statement (see countInsights), over the whole window or over `days` of it. Group
 * rows are named `c` too, with the entries' column names, so the filters of insights-sql.ts read
 * them as they read entries. `by_member` groups carry member, report and state; the others carry
 * day and state, and `n_rm` counts only the entries the report and member filters keep.
 */
function countsStatement(scope: TInsightsScope, search: TInsightsSearch, keywords: string, days?: TDays): SQL {
  const counted = countedEntries(search);
  const conditions: SQL[] = counted === null ? [] : [counted];
  if (days) conditions.push(sql`c.run_day >= ${days.from}::date and c.run_day <= ${days.to}::date`);
  const readable = scope.reports.filter((report) => !report.ownOnly).map((report) => report.id);
  const ownOnly = scope.reports.filter((report) => report.ownOnly).map((report) => report.id);
  const byMember = sql`c.by_member`;
  const memberGroups = (except?: TInsightsFacet) => whereOf([byMember, ...filterConditions(search, except)]);
  const reportAndMember = [...filterConditions(search, 'state')];
  const dayState = search.state === null ? [] : [stateCondition(search.state)];
  const sumWhere = (condition: SQL) => sql`coalesce(sum(c.n) filter (where ${condition}), 0)`;
  const statsCounts = sql`json_build_object(
    'checked_in', ${sumWhere(stateCondition('Checked in'))},
    'not_checked_in', ${sumWhere(stateCondition('Not checked in'))},
    'goals', ${sumWhere(stateCondition('Goal completed'))},
    'blockers', ${sumWhere(stateCondition('Has blockers'))})`;
  const dayCounts = (condition: SQL) => sql`coalesce(sum(c.n_rm) filter (where ${condition}), 0)`;
  return sql`
    with groups as materialized (
      select grouping(c.key) = 1 as by_member, c.user_id, c.report_id, c.key, c.state,
        count(*) as n,
        count(*) ${reportAndMember.length === 0 ? sql`` : sql`filter (${whereOf(reportAndMember)})`} as n_rm
      from (${scopedEntryRows(scope, keywords, conditions)}) c
      group by grouping sets ((c.user_id, c.report_id, c.state), (c.key, c.state))
    ), member_counts as (
      select c.user_id, sum(c.n) as n from groups c ${memberGroups('member')} group by c.user_id
    ), days as (
      select c.key, ${dayCounts(sql`true`)} as n,
        ${dayCounts(stateCondition('Checked in'))} as checked_in,
        ${dayCounts(stateCondition('Not checked in'))} as not_checked_in,
        ${dayCounts(stateCondition('Goal completed'))} as goals,
        ${dayCounts(stateCondition('Has blockers'))} as blockers
      from groups c ${whereOf([sql`not c.by_member`, ...dayState])}
      group by c.key having sum(c.n_rm) > 0
    ), facet_members as (
      select rm.user_id from report_members rm where rm.report_id = any(${textArray(readable)}::uuid[])
      union
      select rm.user_id from report_members rm
        where rm.report_id = any(${textArray(ownOnly)}::uuid[]) and rm.user_id = ${scope.viewerId}::uuid
      union
      select user_id from member_counts
    )
    select json_build_object(
      'states', (select json_build_array(${sql.join(
        INSIGHTS_STATES.map((state) => sumWhere(stateCondition(state))),
        sql`, `,
      )}) from groups c ${memberGroups('state')}),
      'reports', (select coalesce(json_agg(json_build_array(x.report_id, x.n)), '[]'::json) from (
        select c.report_id, sum(c.n) as n from groups c ${memberGroups('report')} group by c.report_id) x),
      'members', (select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.email, coalesce(m.n, 0))), '[]'::json)
        from facet_members f inner join users u on u.id = f.user_id left join member_counts m on m.user_id = f.user_id),
      'total', (select coalesce(sum(c.n), 0) from groups c ${memberGroups()}),
      'stats', (select ${statsCounts} from groups c ${memberGroups()}),
      'chart', (select coalesce(json_agg(json_build_object('key', d.key, 'n', d.n, 'checked_in', d.checked_in,
          'not_checked_in', d.not_checked_in, 'goals', d.goals, 'blockers', d.blockers) order by d.key), '[]'::json)
        from days d)
    )::text as result`;
}

/**
 * Runs one counting statement in its own transaction. The grouping holds a common word's 100k
 * matches in memory; with the default 4 MB it would spill to disk. And the planner's cost of a
 * common word passes jit_above_cost: compiling the statement's expressions took ~60 ms of a
 * ~250 ms search (EXPLAIN: JIT Emission 49 ms) and saved none. The settings last only for this
 * transaction; on a second connection (`bounded`) it carries the search's statement bound too.
 */
async function readCounts(db: TDb, statement: SQL, bounded: boolean): Promise<TAggregateJson> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
    if (bounded) {
      await tx.execute(sql`select set_config('statement_timeout', ${`${INSIGHTS_STATEMENT_TIMEOUT_MS}ms`}, true)`);
    }
    return tx.execute(statement);
  });
  const [row] = resultRows<{ result: string }>(result);
  const json = JSON.parse(row!.result) as TAggregateJson;
  return {
    states: json.states.map(Number),
    reports: json.reports.map(([id, n]) => [id, Number(n)]),
    members: json.members.map(([id, first, last, email, n]) => [id, first, last, email, Number(n)]),
    total: Number(json.total),
    stats: numbers(json.stats),
    chart: json.chart.map((day) => ({ key: day.key, n: Number(day.n), ...numbers(day) })),
  };
}

/** The counts of disjoint parts of the window added up (every count is a sum over days). */
function sumOfCounts(parts: readonly TAggregateJson[]): TAggregateJson {
  if (parts.length === 1) return parts[0]!;
  const reports = new Map<string, number>();
  const members = new Map<string, [string, string, string, string, number]>();
  for (const part of parts) {
    for (const [id, n] of part.reports) reports.set(id, (reports.get(id) ?? 0) + n);
    for (const [id, first, last, email, n] of part.members) {
      members.set(id, [id, first, last, email, (members.get(id)?.[4] ?? 0) + n]);
    }
  }
  const add = (pick: (part: TAggregateJson) => TCounts): TCounts => ({
    checked_in: parts.reduce((sum, part) => sum + pick(part).checked_in, 0),
    not_checked_in: parts.reduce((sum, part) => sum + pick(part).not_checked_in, 0),
    goals: parts.reduce((sum, part) => sum + pick(part).goals, 0),
    blockers: parts.reduce((sum, part) => sum + pick(part).blockers, 0),
  });
  return {
    states: INSIGHTS_STATES.map((_, index) => parts.reduce((sum, part) => sum + (part.states[index] ?? 0), 0)),
    reports: [...reports.entries()],
    members: [...members.values()],
    total: parts.reduce((sum, part) => sum + part.total, 0),
    stats: add((part) => part.stats),
    chart: parts.flatMap((part) => part.chart).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
}

/**
 * The oldest day the page needs: hits are newest first, so it is the oldest day whose newer days
 * hold fewer hits than offset + limit. Null for no page (limit 0) or a page past the last hit.
 */
export function pageFromDay(days: ReadonlyArray<{ key: string; n: number }>, offset: number, limit: number) {
  if (limit === 0) return null;
  let before = 0;
  let oldest: string | null = null;
  for (const day of [...days].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))) {
    if (before >= offset + limit) break;
    oldest = day.key;
    before += day.n;
  }
  return oldest;
}

function numbers(counts: TCounts): TCounts {
  return {
    checked_in: Number(counts.checked_in),
    not_checked_in: Number(counts.not_checked_in),
    goals: Number(counts.goals),
    blockers: Number(counts.blockers),
  };
}
