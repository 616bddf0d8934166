/**
 * Every entry of a search, as ids in the search's order, read with one statement: what the refined
 * export walks. Reading the order once (instead of a page at a time with OFFSET) means each row is
 * sorted once, and an entry added or removed while the file is built cannot shift a page and skip
 * or repeat a row. The hits are then loaded by id in chunks (loadHits).
 */
import type { TInsightsSearch } from '../../../shared/insights.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { assertReadableKeywords } from './assert-readable-keywords.ts';
import type { TInsightsDeps } from './insights-deps.ts';
import { queryInsightsHitIds } from './insights-hits.ts';
import { assertInsightsSearchAllowed } from './insights-lock.ts';
import { loadInsightsScope, type TInsightsScope } from './insights-scope.ts';
import { keywordsOf } from './insights-sql.ts';

/**
 * Why: the export needs a stable snapshot of its rows' order. Answers the scope (to load the hits
 * and name the window) and at most `limit` ids; refused like the search when the plan locks
 * refined searches or the keywords cannot be read.
 */
export async function listInsightsEntryIds(
  deps: TInsightsDeps,
  viewer: TViewer,
  search: TInsightsSearch,
  limit: number,
): Promise<{ scope: TInsightsScope; ids: string[] }> {
  assertInsightsSearchAllowed(viewer, search);
  const keywords = keywordsOf(search);
  await assertReadableKeywords(deps.db, keywords);
  const scope = await loadInsightsScope(deps, viewer, search.range);
  const ids = await queryInsightsHitIds(deps, scope, search, keywords, { offset: 0, limit });
  return { scope, ids };
}
