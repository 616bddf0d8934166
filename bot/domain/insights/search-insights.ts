/**
 * GET /api/v1/insights/search/ (part 2 §2.5, §3, §9): one page of the entries the viewer may read
 * that match the search, with highlighted snippets, facet counts, the §9 percentages and a chart.
 */
import { INSIGHTS_LIMITS, type TInsightsResult, type TInsightsSearch } from '../../../shared/insights.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { assertReadableKeywords } from './assert-readable-keywords.ts';
import { countInsights } from './insights-aggregates.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { loadHits, queryInsightsHitIds } from './insights-hits.ts';
import { assertInsightsSearchAllowed, insightsLocked } from './insights-lock.ts';
import { loadInsightsScope } from './insights-scope.ts';
import { keywordsOf } from './insights-sql.ts';

/**
 * Answers a search for the viewer. Everyone signed in may search, within what they may read; a
 * plan with LIMIT_SEARCH_INSIGHTS gets the default search only (`locked: true`).
 */
export async function searchInsights(
  deps: TInsightsDeps,
  viewer: TViewer,
  search: TInsightsSearch,
): Promise<TInsightsResult> {
  assertInsightsSearchAllowed(viewer, search);
  const scope = await loadInsightsScope(deps, viewer, search.range);
  const keywords = keywordsOf(search);
  await assertReadableKeywords(deps.db, keywords);
  const offset = (search.page - 1) * INSIGHTS_LIMITS.pageSize;
  const page = { offset, limit: INSIGHTS_LIMITS.pageSize };
  const counts = await countInsights(deps, scope, search, keywords, page);
  const ids =
    counts.pageFromDay === null
      ? []
      : await queryInsightsHitIds(deps, scope, search, keywords, { ...page, fromDay: counts.pageFromDay });
  const hits = await loadHits(deps, scope, ids, keywords);
  return {
    search,
    hits,
    total: counts.total,
    from: hits.length === 0 ? 0 : offset + 1,
    to: hits.length === 0 ? 0 : offset + hits.length,
    facets: counts.facets,
    stats: counts.stats,
    chart: counts.chart,
    window: scope.window,
    locked: insightsLocked(viewer),
  };
}
