/**
 * The one SQL builder of the insights search: every query of a search (hits, facets, stats, chart,
 * the export's rows) selects its entries through `scopedEntryRows`, so none can reach an entry
 * outside the viewer's scope or read the filters differently. Aliases: c = checkin_search (the
 * search's narrow copy of check-ins, migration 0024), s = the scope's reports.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { TInsightsSearch, TInsightsState } from '../../../shared/insights.ts';
import { textArray } from '../../db/sql-arrays.ts';
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

/**
 * The text-search query of the keywords: English stems or the words as typed (websearch syntax),
 * or just one of them when both read the same ('review', "rollout review": most words are their
 * own stem), so no entry is tested twice against the same query: a phrase is checked position by
 * position in every candidate (bench/insights.ts: a phrase's count 38 -> 30 ms). Every part is a
 * constant, so the planner folds it into one query before it plans (and still sees the words'
 * frequencies).
 */
export function tsQuery(keywords: string): SQL {
  const english = sql`websearch_to_tsquery('english', ${keywords})`;
  const simple = sql`websearch_to_tsquery('simple', ${keywords})`;
  return sql`(case when ${english} = ${simple} then ${english} else ${english} || ${simple} end)`;
}

/**
 * The SQL condition of one state (part 2 §3 states facet) on a row `c` of checkin_search (or of
 * scopedEntryRows), whose `state` is migration 0025's number: 0-3 checked in (1 goal completed,
 * 2 has blockers, 3 both), 4 not checked in, 5 on vacation.
 */
export function stateCondition(state: TInsightsState): SQL {
  switch (state) {
    case 'Checked in':
      return sql`c.state < 4`;
    case 'Not checked in':
      return sql`c.state = 4`;
    case 'On vacation':
      return sql`c.state = 5`;
    case 'Goal completed':
      return sql`c.state in (1, 3)`;
    case 'Has blockers':
      return sql`c.state in (2, 3)`;
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
 * The entries that can count anywhere in a search with filters: each count applies at least all
 * filters but one (a facet leaves out its own), so an entry that fails two filters counts nowhere.
 * Null when some count applies no filter at all (then every entry of the scope counts).
 */
export function countedEntries(search: TInsightsSearch): SQL | null {
  const facets: TInsightsFacet[] = ['state', 'report', 'member'];
  const sets = facets.map((facet) => filterConditions(search, facet));
  if (sets.some((set) => set.length === 0)) return null;
  return sql`(${sql.join(
    sets.map((set) => sql`(${sql.join(set, sql` and `)})`),
    sql` or `,
  )})`;
}

/** Report names compared as `localeCompare(b, 'en', { sensitivity: 'base' })`, one collator for all. */
const REPORT_NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

/** The scope's report ids by report name: a hit's report order is its place in this list. */
function reportIdsByName(scope: TInsightsScope): string[] {
  return [...scope.reports].sort((a, b) => REPORT_NAME_ORDER.compare(a.name, b.name)).map((report) => report.id);
}

/**
 * The report's place by name (1 for the first) of a row `c` of scopedEntryRows, for the hits'
 * order; worked out only where rows are ordered, not for every entry counted.
 */
export function reportOrder(scope: TInsightsScope): SQL {
  return sql`array_position(${textArray(reportIdsByName(scope))}::uuid[], c.report_id)`;
}

/** The widest window of the scope: its reports' earliest first day and latest last day. */
export function scopeDays(scope: TInsightsScope): { fromKey: string; toKey: string } {
  return {
    fromKey: scope.reports.reduce((min, report) => (report.fromKey < min ? report.fromKey : min), '9999-12-31'),
    toKey: scope.reports.reduce((max, report) => (report.toKey > max ? report.toKey : max), '0000-01-01'),
  };
}

/**
 * The entries in the scope that match the keywords, as rows every query of the search reads under
 * the name `c`: id, report_id, user_id, key (the run's local date) and state (see stateCondition). The
 * scope is every filter of insights-scope.ts and the date range; the keyword matches only
 * submitted answers, never a draft. `conditions` (the search's filters, or any condition on a
 * checkin_search row `c`) are and-ed on. Nothing in scope: rows of nothing.
 *
 * The rows come from `checkin_search` (migration 0024), a narrow copy of each check-in the database
 * keeps, read by one scan whose conditions are all constants: the scope's reports and the window's
 * outer dates on its (report, run date) index, so the planner reads that index alone without
 * keywords, ANDs it with the words' index for a common word, or leads with the words' index for a
 * rare one (it knows the words' frequencies from the table's statistics). Reports whose dates differ
 * from the window's (zones) and private reports add a check per row. `wordsAfterScan` checks the
 * words on the rows the other conditions find instead, for a few days' rows: there the planner
 * would still AND the words' index, whose scan of a common word costs more than those rows.
 * (bench/insights.ts, 1M entries: a common word over 90 days in ~110 ms instead of ~250, p50;
 * 0025's date and state columns took the counts of the commonest word from 109 to 82 ms.)
 */
export function scopedEntryRows(
  scope: TInsightsScope,
  keywords: string,
  conditions: readonly SQL[] = [],
  options: { wordsAfterScan?: boolean } = {},
): SQL {
  const reports = scope.reports;
  const columns = sql`c.checkin_id as id, c.report_id, c.user_id, c.run_day as key, c.state`;
  if (reports.length === 0) return sql`select ${columns} from checkin_search c where false`;
  const { fromKey, toKey } = scopeDays(scope);
  const ids = reports.map((report) => report.id);
  const where: SQL[] = [
    sql`c.report_id = any(${textArray(ids)}::uuid[])`,
    sql`c.run_day >= ${fromKey}::date and c.run_day <= ${toKey}::date`,
  ];
  if (reports.some((report) => report.fromKey !== fromKey || report.toKey !== toKey)) {
    // Each report's own first and last day, looked up by the report's place in `ids`.
    const place = sql`array_position(${textArray(ids)}::uuid[], c.report_id)`;
    where.push(sql`c.run_day >= (${textArray(reports.map((report) => report.fromKey))}::date[])[${place}]
      and c.run_day <= (${textArray(reports.map((report) => report.toKey))}::date[])[${place}]`);
  }
  const ownOnly = reports.filter((report) => report.ownOnly).map((report) => report.id);
  if (ownOnly.length > 0) {
    where.push(sql`(c.report_id <> all(${textArray(ownOnly)}::uuid[]) or c.user_id = ${scope.viewerId}::uuid)`);
  }
  where.push(...conditions);
  const words =
    keywords === '' ? null : sql`${stateCondition('Checked in')} and c.search_vector @@ ${tsQuery(keywords)}`;
  if (words !== null && options.wordsAfterScan) {
    // OFFSET 0 keeps the words out of the scan (the planner may not push them down), so the
    // few days' rows are read by the window's index alone and their words checked one by one.
    return sql`
    select ${columns}
    from (select c.* from checkin_search c where ${sql.join(where, sql` and `)} offset 0) c
    where ${words}`;
  }
  if (words !== null) where.push(words);
  return sql`
    select ${columns}
    from checkin_search c
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
export function hitOrder(scope: TInsightsScope): SQL {
  return sql`c.key desc, ${MEMBER_NAME_KEY}, u.id, ${reportOrder(scope)}, c.id`;
}
