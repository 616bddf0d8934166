/**
 * The one SQL builder of the insights search: every query of a search (hits, facets, stats, chart,
 * the export's rows) selects its entries through `scopedEntryRows`, so none can reach an entry
 * outside the viewer's scope or read the filters differently. Aliases: c = checkins,
 * r = report_runs, s = the scope's reports.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { TInsightsSearch, TInsightsState } from '../../../shared/insights.ts';
import type { TDb } from '../../db/client.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TInsightsScope } from './insights-scope.ts';

/** A facet's own filter, left out when counting that facet's values (disjunctive facets). */
export type TInsightsFacet = 'state' | 'report' | 'member';

/** Characters the keyword query may not carry: NUL and other controls the database refuses or ignores. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Negations in a row ('- - -x', '---x'): each nests the parsed query one level deeper, and past 32
 * the database gives up; one is as good as many.
 */
const NEGATION_RUNS = /(?:-\s*){2,}/g;

/** The keyword query as the database gets it (controls become spaces, negations once); '' for none. */
export function keywordsOf(search: Pick<TInsightsSearch, 'q'>): string {
  return search.q.replace(CONTROL_CHARACTERS, ' ').replace(NEGATION_RUNS, '-').trim();
}

/** The text-search query of the keywords: English stems or the words as typed (websearch syntax). */
export function tsQuery(keywords: string): SQL {
  return sql`(websearch_to_tsquery('english', ${keywords}) || websearch_to_tsquery('simple', ${keywords}))`;
}

/** The SQL condition of one state (part 2 §3 states facet) on the check-in `c`. */
export function stateCondition(state: TInsightsState): SQL {
  switch (state) {
    case 'Checked in':
      return sql`c.status = 'submitted'`;
    case 'Not checked in':
      return sql`c.status in ('pending', 'sent', 'reminded', 'draft')`;
    case 'On vacation':
      return sql`c.status = 'vacation'`;
    case 'Goal completed':
      return sql`(c.status = 'submitted' and c.goal_completed)`;
    case 'Has blockers':
      return sql`(c.status = 'submitted' and c.blocked)`;
  }
}

/** The filters of the search that are not the scope: reports, members and state (one may be left out). */
export function filterConditions(search: TInsightsSearch, except?: TInsightsFacet): SQL[] {
  const conditions: SQL[] = [];
  if (except !== 'report' && search.reports.length > 0)
    conditions.push(sql`c.report_id = any(${textArray(search.reports)}::uuid[])`);
  if (except !== 'member' && search.members.length > 0)
    conditions.push(sql`c.user_id = any(${textArray(search.members)}::uuid[])`);
  if (except !== 'state' && search.state !== null) conditions.push(stateCondition(search.state));
  return conditions;
}

/**
 * How scopedEntryRows reaches the check-ins: by the runs in scope (right for no keywords or a common
 * word), or by the keyword's search index first (right for a rare word, whose few matches the index
 * finds in milliseconds, where fetching every run's check-ins would read them all). The planner cannot
 * tell which from the run array, so countInsights picks with rareKeywords.
 */
export type TFetchBy = 'runs' | 'keywords';

/** How many matches in the whole table still count as rare (the index's few rows beat the runs'). */
const RARE_MATCHES = 2000;

/**
 * Whether a keyword query matches few entries in the whole table, so the search index should lead:
 * counts at most RARE_MATCHES + 1 matches through the index (a few ms either way).
 */
export async function rareKeywords(db: TDb, keywords: string): Promise<boolean> {
  if (keywords === '') return false;
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (
      select 1 from checkins c where c.search_vector @@ ${tsQuery(keywords)} limit ${RARE_MATCHES + 1}) m`),
  );
  return (row?.n ?? 0) <= RARE_MATCHES;
}

/**
 * The entries in the scope that match the keywords, as rows every query of the search reads under
 * the name `c`: id, report_id, user_id, key (the run's), status, goal_completed, blocked and
 * report_order (the report's place by name). The scope is every filter of insights-scope.ts and the
 * date range; the keyword matches only submitted answers, never a draft. `conditions` (the search's
 * filters) are and-ed on. Nothing in scope: rows of nothing.
 *
 * The runs in scope are found first and the check-ins fetched by `run_id = any(array of those runs)`:
 * without keywords that is an index-only scan of a few columns, and with keywords one bitmap scan
 * (bench/insights.ts: the default search's rows in 16 ms instead of 24, a common word over 90 days
 * in 200 ms instead of 365, on 1M entries), where a join let the planner walk run by run.
 */
export function scopedEntryRows(
  scope: TInsightsScope,
  keywords: string,
  conditions: readonly SQL[] = [],
  fetchBy: TFetchBy = 'runs',
): SQL {
  const reports = [...scope.reports].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const where: SQL[] = [sql`(not r.own_only or c.user_id = ${scope.viewerId}::uuid)`];
  if (fetchBy === 'runs' || keywords === '') where.unshift(sql`c.run_id = any(array(select id from scoped_runs))`);
  if (keywords !== '') where.push(sql`c.status = 'submitted' and c.search_vector @@ ${tsQuery(keywords)}`);
  where.push(...conditions);
  return sql`
    with scoped_runs as materialized (
      select r.id, r.key, s.own_only, s.report_order
      from unnest(
        ${textArray(reports.map((report) => report.id))}::uuid[],
        ${textArray(reports.map((report) => report.fromKey))}::text[],
        ${textArray(reports.map((report) => report.toKey))}::text[],
        ${textArray(reports.map((report) => String(report.ownOnly)))}::boolean[]
      ) with ordinality as s(report_id, from_key, to_key, own_only, report_order)
      inner join report_runs r on r.report_id = s.report_id and r.key >= s.from_key and r.key <= s.to_key
    )
    select c.id, c.report_id, c.user_id, r.key, c.status, c.goal_completed, c.blocked, r.report_order
    from checkins c
    inner join scoped_runs r on r.id = c.run_id
    where ${sql.join(where, sql` and `)}`;
}

/** A member's (`u`) place by name: first and last name, else the email, ignoring case. */
export const MEMBER_NAME_KEY = sql`lower(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email))`;

/**
 * The hits' order over rows of scopedEntryRows (`c`) joined to their member (`u`): the newest first,
 * then by member and report name, with or without keywords. Ranking by relevance (ts_rank) read
 * every match's search vector a second time (a common word over 90 days: 540 ms against 360 ms);
 * a keyword narrows the entries, and the newest of them is what a manager asks about.
 */
export const HIT_ORDER = sql`c.key desc, ${MEMBER_NAME_KEY}, u.id, c.report_order, c.id`;
