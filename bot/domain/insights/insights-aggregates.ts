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
import { shortDate } from '../../../shared/zoned-time.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { pageBounds } from './insights-hits.ts';
import type { TInsightsScope } from './insights-scope.ts';
import {
  countedEntries,
  filterConditions,
  scopedEntryRows,
  stateCondition,
  type TInsightsFacet,
} from './insights-sql.ts';

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

interface TAggregateJson {
  page_from_day: string | null;
  states: number[];
  reports: Array<[string, number]>;
  members: Array<[string, string, string, string, number]>;
  total: number;
  stats: TCounts;
  chart: Array<TCounts & { key: string }>;
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
 * Counts the search's entries: the facets (every report and member the viewer may filter on, by
 * name, 0 when none), the total, the stats and one chart point per day with entries; and finds
 * the oldest day the page at `page` needs, from the same counts.
 *
 * The entries are grouped once, straight from the scan, two ways (member x report x state, and
 * day x state: a few thousand groups for 100,000 entries), and every count is a sum over those
 * groups with the filters applied to the groups' columns. Before, each of seven counts read every
 * entry again (bench/insights.ts: a common word's counts took ~3 times as long), and then the
 * matches were kept in memory for the page (a common word: 100,000 rows written and read again
 * to pick 10 of the newest day).
 */
export async function countInsights(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  search: TInsightsSearch,
  keywords: string,
  page: { offset: number; limit: number } = { offset: 0, limit: 0 },
): Promise<TInsightsAggregates> {
  const { offset, limit } = pageBounds(page);
  const counted = countedEntries(search);
  const readable = scope.reports.filter((report) => !report.ownOnly).map((report) => report.id);
  const ownOnly = scope.reports.filter((report) => report.ownOnly).map((report) => report.id);
  // Group rows are named `c` too, with the entries' column names, so the filters of insights-sql.ts
  // read them as they read entries. `by_member` groups carry member, report and state; the others
  // carry day and state, and `n_rm` counts only the entries the report and member filters keep.
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
  const result = await deps.db.transaction(async (tx) => {
    // The grouping holds a common word's 100k matches in memory; with the default 4 MB it would
    // spill to disk. The settings last only for this transaction.
    // And the planner's cost of a common word passes jit_above_cost: compiling the statement's
    // expressions took ~60 ms of a ~250 ms search (EXPLAIN: JIT Emission 49 ms) and saved none.
    await tx.execute(sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
    return tx.execute(sql`
    with groups as materialized (
      select grouping(c.key) = 1 as by_member, c.user_id, c.report_id, c.key, c.state,
        count(*) as n,
        count(*) ${reportAndMember.length === 0 ? sql`` : sql`filter (${whereOf(reportAndMember)})`} as n_rm
      from (${scopedEntryRows(scope, keywords, counted === null ? [] : [counted])}) c
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
      -- The oldest day the page needs: the days before it hold fewer hits than offset + limit.
      'page_from_day', ${
        limit === 0
          ? sql`null`
          : sql`(select min(d.key) from (select key, sum(n) over (order by key desc) - n as before from days) d
        where d.before < ${offset + limit})`
      },
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
      'chart', (select coalesce(json_agg(json_build_object('key', d.key, 'checked_in', d.checked_in,
          'not_checked_in', d.not_checked_in, 'goals', d.goals, 'blockers', d.blockers) order by d.key), '[]'::json)
        from days d)
    )::text as result`);
  });
  const [row] = resultRows<{ result: string }>(result);
  const counts = JSON.parse(row!.result) as TAggregateJson;
  const reportCounts = new Map(counts.reports.map(([id, n]) => [id, Number(n)]));
  const chart: TInsightsChartPoint[] = counts.chart.map((day) => ({
    date: day.key,
    human_date: shortDate(day.key),
    ...percentagesOf(numbers(day)),
  }));
  const stats = numbers(counts.stats);
  return {
    pageFromDay: counts.page_from_day,
    total: Number(counts.total),
    facets: {
      states: INSIGHTS_STATES.map((state, index) => ({
        value: state,
        label: state,
        count: Number(counts.states[index]),
      })),
      reports: scope.reports
        .map((report) => ({ value: report.id, label: report.name, count: reportCounts.get(report.id) ?? 0 }))
        .sort(byName),
      members: counts.members
        .map(([id, first, last, email, n]) => ({
          value: id,
          label: `${first} ${last}`.trim() || email,
          count: Number(n),
        }))
        .sort(byName),
    },
    stats: { checked_in: stats.checked_in, not_checked_in: stats.not_checked_in, ...percentagesOf(stats) },
    chart,
  };
}

function numbers(counts: TCounts): TCounts {
  return {
    checked_in: Number(counts.checked_in),
    not_checked_in: Number(counts.not_checked_in),
    goals: Number(counts.goals),
    blockers: Number(counts.blockers),
  };
}
