/**
 * The hits of a search (part 2 §3 insights entry): which entries a page holds, in the search's
 * order (hitOrder), and each one's answers, links and states. The page and the export both read
 * them; a page costs two queries whatever its size.
 */
import { sql } from 'drizzle-orm';
import { gridDashboardPath } from '../../../shared/dashboard.ts';
import { memberHistoryPath } from '../../../shared/history.ts';
import {
  INSIGHTS_MARK_END,
  INSIGHTS_MARK_START,
  type TInsightsHit,
  type TInsightsSearch,
  type TInsightsState,
} from '../../../shared/insights.ts';
import { addDaysToKey, shortDate } from '../../../shared/zoned-time.ts';
import type { TStoredQuestion } from '../../db/schema/index.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import type { TInsightsScope, TScopedReport } from './insights-scope.ts';
import { boundedSnippet, headlinesOf } from './insights-snippets.ts';
import { filterConditions, hitOrder, scopeDays, scopedEntryRows } from './insights-sql.ts';

/** Designed: an answer in a hit is cut to this many characters (the dashboard has the whole). */
export const INSIGHTS_VALUE_MAX_CHARS = 2000;

/** The most hits one call may ask for (the export loads its rows in chunks of this). */
export const INSIGHTS_MAX_PAGE_ROWS = 1000;

/** How a hit carries its answers. */
export interface THitValueOptions {
  /**
   * The answers exactly as stored (the export's file): not cut to INSIGHTS_VALUE_MAX_CHARS, and
   * the snippet marker characters left in, since the file has no highlights for them to fake.
   */
  fullValues?: boolean;
}

const MARKS = new RegExp(`[${INSIGHTS_MARK_START}${INSIGHTS_MARK_END}]`, 'g');

/** Text without the snippet markers, so typed text can never pass for a highlight. */
export function withoutMarks(text: string): string {
  return text.replace(MARKS, '');
}

interface THitRow {
  id: string;
  status: string;
  answers: Record<string, string> | string;
  goal_completed: boolean;
  blocked: boolean;
  report_id: string;
  user_id: string;
  user_slug: string;
  first_name: string;
  last_name: string;
  email: string;
  photo_url: string | null;
  key: string;
  questions: TStoredQuestion[] | string;
  scheduled_for: Date | string;
  /** JSON text of question key -> ts_headline, when snippets were asked for. */
  headlines?: string | null;
}

/** A jsonb column as an object (drivers differ on whether they parse it). */
function jsonOf<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The states of an entry (part 2 §3 states facet), in the spec's order. */
export function statesOf(entry: { status: string; goalCompleted: boolean; blocked: boolean }): TInsightsState[] {
  const submitted = entry.status === 'submitted';
  const states: TInsightsState[] = [];
  if (submitted) states.push('Checked in');
  if (['pending', 'sent', 'reminded', 'draft'].includes(entry.status)) states.push('Not checked in');
  if (submitted && entry.goalCompleted) states.push('Goal completed');
  if (submitted && entry.blocked) states.push('Has blockers');
  if (entry.status === 'vacation') states.push('On vacation');
  return states;
}

function nameOf(row: Pick<THitRow, 'first_name' | 'last_name' | 'email'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
}

function hitOf(row: THitRow, report: TScopedReport, options: THitValueOptions): TInsightsHit {
  const questions = jsonOf(row.questions);
  const answers = jsonOf(row.answers);
  const headlines: Record<string, string | null> = row.headlines ? JSON.parse(row.headlines) : {};
  const submitted = row.status === 'submitted';
  // Only a submitted entry carries answers: a draft stays private until it is sent.
  const rfields = submitted
    ? questions.flatMap((question) => {
        const value = answers[question.key];
        if (typeof value !== 'string' || value.trim() === '') return [];
        const shown = options.fullValues ? value : withoutMarks(value).slice(0, INSIGHTS_VALUE_MAX_CHARS);
        return [
          { slug: question.key, key: question.value, value: shown, snippet: boundedSnippet(headlines[question.key]) },
        ];
      })
    : [];
  const scheduledFor = row.scheduled_for instanceof Date ? row.scheduled_for : new Date(row.scheduled_for);
  return {
    id: row.id,
    completed: submitted,
    entry_data: { rfields },
    report_fields: { rfields: questions.map((question) => ({ slug: question.key, key: question.value })) },
    vacation: row.status === 'vacation',
    goal_completed: submitted && row.goal_completed,
    blocked: submitted && row.blocked,
    photo_url: row.photo_url,
    member_id: row.user_id,
    member_name: nameOf(row),
    member_link: `${memberHistoryPath(report.slug, row.user_slug)}/`,
    report_id: report.id,
    report_name: report.name,
    date_link: gridDashboardPath(report.teamSlug, report.slug, row.key),
    human_date: shortDate(row.key),
    report_index: row.key,
    date_timestamp: Math.floor(scheduledFor.getTime() / 1000),
    team_slug: report.teamSlug,
    team_name: report.teamName,
    states: statesOf({ status: row.status, goalCompleted: row.goal_completed, blocked: row.blocked }),
  };
}

/** A page's bounds: a whole offset, and a limit capped at INSIGHTS_MAX_PAGE_ROWS. */
export function pageBounds(page: { offset: number; limit: number }): { offset: number; limit: number } {
  return {
    offset: Math.max(0, Math.floor(page.offset)),
    limit: Math.max(0, Math.min(Math.floor(page.limit), INSIGHTS_MAX_PAGE_ROWS)),
  };
}

/**
 * The hits of these check-ins (ids of scopedEntryRows, in their order), with snippets when
 * `keywords` are given. Ids outside the scope's reports are dropped; so are ids whose check-in
 * is gone since they were read.
 */
export async function loadHits(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  ids: readonly string[],
  keywords: string,
  options: THitValueOptions = {},
): Promise<TInsightsHit[]> {
  if (ids.length === 0) return [];
  const headlines = keywords === '' ? sql`` : sql`, ${headlinesOf(keywords)} as headlines`;
  const result = await deps.db.execute(sql`
    select c.id, c.status, c.answers, c.goal_completed, c.blocked, c.report_id, c.user_id,
      u.slug as user_slug, u.first_name, u.last_name, u.email, u.photo_url,
      r.key, r.questions, r.scheduled_for ${headlines}
    from checkins c
    inner join report_runs r on r.id = c.run_id
    inner join users u on u.id = c.user_id
    where c.id = any(${textArray(ids)}::uuid[])`);
  const reports = new Map(scope.reports.map((report) => [report.id, report]));
  const byId = new Map(resultRows<THitRow>(result).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const report = row && reports.get(row.report_id);
    return row && report ? [hitOf(row, report, options)] : [];
  });
}

/**
 * One slice of the search's hits (every filter applied, in hitOrder), without snippets.
 * `limit` is capped at INSIGHTS_MAX_PAGE_ROWS.
 */
export async function queryInsightsHits(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  search: TInsightsSearch,
  keywords: string,
  page: { offset: number; limit: number },
): Promise<TInsightsHit[]> {
  const { offset, limit } = pageBounds(page);
  const ids = await queryInsightsHitIds(deps, scope, search, keywords, { offset, limit });
  return loadHits(deps, scope, ids, '');
}

/**
 * Designed: a page whose hits lie in the window's last FEW_DAYS days reads those days' entries and
 * checks their words one by one (a few thousand rows at most for 500 people) instead of scanning
 * the words' index over every day (bench/insights.ts: a common word's page 14 ms -> ~2 ms).
 */
const FEW_DAYS = 3;

/**
 * The ids of the search's hits (every filter applied) in hitOrder, from `offset`, at most `limit`
 * (not capped: the export reads every id of its file with this one statement, so a file is one
 * snapshot of the order however many rows it holds, and no page re-sorts the search).
 * `page.fromDay` (YYYY-MM-DD) reads only the hits of that day and later, for a page whose oldest
 * day is known (countInsights): the hits are newest first, so the page and every hit before it
 * are there, and a common word's page sorts one day's matches instead of 90 days'.
 */
export async function queryInsightsHitIds(
  deps: TInsightsDeps,
  scope: TInsightsScope,
  search: TInsightsSearch,
  keywords: string,
  page: { offset: number; limit: number; fromDay?: string },
): Promise<string[]> {
  const offset = Math.max(0, Math.floor(page.offset));
  const limit = Math.max(0, Math.floor(page.limit));
  if (scope.reports.length === 0 || limit === 0) return [];
  const conditions = filterConditions(search);
  if (page.fromDay !== undefined) conditions.push(sql`c.run_day >= ${page.fromDay}::date`);
  const fewDays = page.fromDay !== undefined && page.fromDay >= addDaysToKey(scopeDays(scope).toKey, -(FEW_DAYS - 1));
  const result = await deps.db.execute(sql`
    select c.id from (${scopedEntryRows(scope, keywords, conditions, { wordsAfterScan: fewDays })}) c
    inner join users u on u.id = c.user_id
    order by ${hitOrder(scope)}
    limit ${limit} offset ${offset}`);
  return resultRows<{ id: string }>(result).map((row) => row.id);
}
