/**
 * Highlighted snippets of a page's hits (part 2 §2.5): the answer's words around each match, marked
 * with INSIGHTS_MARK_START/END by the database's own ts_headline, for the few hits shown only.
 */
import { sql } from 'drizzle-orm';
import { INSIGHTS_MARK_END, INSIGHTS_MARK_START, type TInsightsHit } from '../../../shared/insights.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { INSIGHTS_VALUE_MAX_CHARS } from './insights-hits.ts';
import { tsQuery } from './insights-sql.ts';

/** Designed: the most characters of one answer ts_headline reads (answers are bounded well below). */
const HEADLINE_SOURCE_MAX_CHARS = 20_000;

const HEADLINE_OPTIONS = `StartSel=${INSIGHTS_MARK_START}, StopSel=${INSIGHTS_MARK_END}, MaxFragments=2, MaxWords=25, MinWords=8`;

/** A snippet cut to the bound, its last highlight closed; null when it highlights nothing. */
export function boundedSnippet(snippet: string | null): string | null {
  if (!snippet?.includes(INSIGHTS_MARK_START)) return null;
  const cut = snippet.slice(0, INSIGHTS_VALUE_MAX_CHARS);
  const open = cut.split(INSIGHTS_MARK_START).length - cut.split(INSIGHTS_MARK_END).length;
  return open > 0 ? cut + INSIGHTS_MARK_END : cut;
}

/**
 * The hits with a snippet on each answer that matches `keywords`. Marker characters are taken out
 * of the answer first, so a member cannot type a highlight of their own.
 */
export async function withSnippets(
  deps: TInsightsDeps,
  hits: TInsightsHit[],
  keywords: string,
): Promise<TInsightsHit[]> {
  const ids = hits.filter((hit) => hit.completed).map((hit) => hit.id);
  if (keywords === '' || ids.length === 0) return hits;
  const result = await deps.db.execute(sql`
    select c.id, e.key, ts_headline('english',
      translate(left(e.value, ${HEADLINE_SOURCE_MAX_CHARS}), ${INSIGHTS_MARK_START + INSIGHTS_MARK_END}, ''),
      ${tsQuery(keywords)}, ${HEADLINE_OPTIONS}) as snippet
    from checkins c cross join lateral jsonb_each_text(c.answers) as e(key, value)
    where c.id = any(${textArray(ids)}::uuid[]) and c.status = 'submitted'`);
  const snippets = new Map<string, string | null>();
  for (const row of resultRows<{ id: string; key: string; snippet: string | null }>(result))
    snippets.set(`${row.id} ${row.key}`, boundedSnippet(row.snippet));
  return hits.map((hit) => ({
    ...hit,
    entry_data: {
      rfields: hit.entry_data.rfields.map((field) => ({
        ...field,
        snippet: snippets.get(`${hit.id} ${field.slug}`) ?? null,
      })),
    },
  }));
}
