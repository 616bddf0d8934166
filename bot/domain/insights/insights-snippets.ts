/**
 * Highlighted snippets of a page's hits (part 2 §2.5): the answer's words around each match, marked
 * with INSIGHTS_MARK_START/END by the database's own ts_headline, for the few hits shown only.
 */
import { type SQL, sql } from 'drizzle-orm';
import { INSIGHTS_MARK_END, INSIGHTS_MARK_START } from '../../../shared/insights.ts';
import { tsQuery } from './insights-sql.ts';

/** Designed: a snippet, like an answer in a hit, is cut to this many characters. */
export const INSIGHTS_SNIPPET_MAX_CHARS = 2000;

/** Designed: the most characters of one answer ts_headline reads (answers are bounded well below). */
const HEADLINE_SOURCE_MAX_CHARS = 20_000;

const HEADLINE_OPTIONS = `StartSel=${INSIGHTS_MARK_START}, StopSel=${INSIGHTS_MARK_END}, MaxFragments=2, MaxWords=25, MinWords=8`;

/**
 * A JSON object (as text) of question key -> snippet for the submitted check-in `c`, null for any
 * other. Marker characters are taken out of the answer first, so a member cannot type a highlight.
 */
export function headlinesOf(keywords: string): SQL {
  return sql`case when c.status = 'submitted' then (
    select json_object_agg(e.key, ts_headline('english',
      translate(left(e.value, ${HEADLINE_SOURCE_MAX_CHARS}), ${INSIGHTS_MARK_START + INSIGHTS_MARK_END}, ''),
      ${tsQuery(keywords)}, ${HEADLINE_OPTIONS}))::text
    from jsonb_each_text(c.answers) as e(key, value)) end`;
}

/** A snippet cut to the bound, its last highlight closed; null when it highlights nothing. */
export function boundedSnippet(snippet: string | null | undefined): string | null {
  if (!snippet?.includes(INSIGHTS_MARK_START)) return null;
  const cut = snippet.slice(0, INSIGHTS_SNIPPET_MAX_CHARS);
  const open = cut.split(INSIGHTS_MARK_START).length - cut.split(INSIGHTS_MARK_END).length;
  return open > 0 ? cut + INSIGHTS_MARK_END : cut;
}
