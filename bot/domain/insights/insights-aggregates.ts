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
import { filterConditions, MEMBER_NAME_KEY, rareKeywords, scopedEntryRows, stateCondition } from './insights-sql.ts';

/** What the counts of the search give the result, and the ids of the page's hits in order. */
export type TInsightsAggregates = Pick<TInsightsResult, 'facets' | 'stats' | 'chart' | 'total'> & {
  pageIds: string[];
};

interface TCounts {
  checked_in: number;
  not_checked_in: number;
  goals: number;
  blockers: number;
}

interface TAggregateJson {
  page: string[];
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

const COUNTS = sql`json_build_object(
  'checked_in', count(*) filter (where ${stateCondition('Checked in')}),
  'not_checked_in', count(*) filter (where ${stateCondition('Not checked in')}),
  'goals', count(*) filter (where ${stateCondition('Goal completed')}),
  'blockers', count(*) filter (where ${stateCondition('Has blockers')}))`;

function byName(a: TInsightsFacetValue, b: TInsightsFacetValue): number {
  return a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.value.localeCompare(b.value);
}

/**
 * Counts the search's entries: the facets (every report and member the viewer may filter on, by
 * name, 0 when none), the total, the stats and one chart point per day with entries; and picks the
 * ids of one page of hits from the same rows, so a search reads its entries once.
 */
export async function countInsights(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  search: TInsightsSearch,
  keywords: string,
  page: { offset: number; limit: number } = { offset: 0, limit: 0 },
): Promise<TInsightsAggregates> {
  const { offset, limit } = pageBounds(page);
  const all = filterConditions(search);
  const stateCounts = INSIGHTS_STATES.map((state) => sql`count(*) filter (where ${stateCondition(state)})`);
  const readable = scope.reports.filter((report) => !report.ownOnly).map((report) => report.id);
  const ownOnly = scope.reports.filter((report) => report.ownOnly).map((report) => report.id);
  const fetchBy = (await rareKeywords(deps.db, keywords)) ? 'keywords' : 'runs';
  // The matching entries are named `c`, like the check-ins they come from, so the filters of
  // insights-sql.ts read them as they read check-ins.
  // One statement counts the matches seven ways; with the default 4 MB it spills to disk past ~100k
  // matches. The setting lasts only for this transaction.
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`
    with c as materialized (${scopedEntryRows(scope, keywords, [], fetchBy)}
    ), member_counts as (
      select c.user_id, count(*) as n from c ${whereOf(filterConditions(search, 'member'))} group by c.user_id
    ), facet_members as (
      select rm.user_id from report_members rm where rm.report_id = any(${textArray(readable)}::uuid[])
      union
      select rm.user_id from report_members rm
        where rm.report_id = any(${textArray(ownOnly)}::uuid[]) and rm.user_id = ${scope.viewerId}::uuid
      union
      select user_id from member_counts
    ), member_order as (
      -- The page's order by member name, worked out once per member instead of once per entry
      -- (a common word matches 100k entries of 500 people). Same order as HIT_ORDER.
      select u.id, row_number() over (order by ${MEMBER_NAME_KEY}, u.id) as n
      from users u where u.id in (select user_id from member_counts)
    )
    select json_build_object(
      'page', (select coalesce(json_agg(x.id), '[]'::json) from (
        select c.id from c inner join member_order m on m.id = c.user_id ${whereOf(all)}
        order by c.key desc, m.n, c.report_order, c.id limit ${limit} offset ${offset}) x),
      'states', (select json_build_array(${sql.join(stateCounts, sql`, `)}) from c ${whereOf(filterConditions(search, 'state'))}),
      'reports', (select coalesce(json_agg(json_build_array(x.report_id, x.n)), '[]'::json) from (
        select c.report_id, count(*) as n from c ${whereOf(filterConditions(search, 'report'))} group by c.report_id) x),
      'members', (select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.email, coalesce(m.n, 0))), '[]'::json)
        from facet_members f inner join users u on u.id = f.user_id left join member_counts m on m.user_id = f.user_id),
      'total', (select count(*) from c ${whereOf(all)}),
      'stats', (select ${COUNTS} from c ${whereOf(all)}),
      'chart', (select coalesce(json_agg(day order by day.key), '[]'::json) from (
        select c.key, count(*) filter (where ${stateCondition('Checked in')}) as checked_in,
          count(*) filter (where ${stateCondition('Not checked in')}) as not_checked_in,
          count(*) filter (where ${stateCondition('Goal completed')}) as goals,
          count(*) filter (where ${stateCondition('Has blockers')}) as blockers
        from c ${whereOf(all)} group by c.key) day)
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
    pageIds: counts.page,
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
