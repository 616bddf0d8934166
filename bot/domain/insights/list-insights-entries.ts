/**
 * The entries of a search in the search's order, a slice at a time and without snippets, for
 * reading hits in bulk a page at a time. Same scope, filters and order as searchInsights, from the
 * same SQL builder. (The refined export reads its whole order once instead: list-insights-entry-ids.ts.)
 */
import type { TInsightsHit, TInsightsSearch } from '../../../shared/insights.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { assertReadableKeywords } from './assert-readable-keywords.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { queryInsightsHits } from './insights-hits.ts';
import { assertInsightsSearchAllowed } from './insights-lock.ts';
import { loadInsightsScope } from './insights-scope.ts';
import { keywordsOf } from './insights-sql.ts';

/**
 * The hits from `page.offset`, at most `page.limit` (capped at 1000). Refused like the search when
 * the plan locks refined searches.
 */
export async function listInsightsEntries(
  deps: TInsightsDeps,
  viewer: TViewer,
  search: TInsightsSearch,
  page: { offset: number; limit: number },
): Promise<TInsightsHit[]> {
  assertInsightsSearchAllowed(viewer, search);
  const keywords = keywordsOf(search);
  await assertReadableKeywords(deps.db, keywords);
  const scope = await loadInsightsScope(deps, viewer, search.range);
  return queryInsightsHits(deps, scope, search, keywords, page);
}
