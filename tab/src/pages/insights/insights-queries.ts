/**
 * The insights page's server calls (spec part 2 §2.5, §7): the search, asked with the page's own
 * URL query, and the refined export started with the same search.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type TInsightsExportRequest, type TInsightsSearch, ZInsightsResult } from '../../../../shared/insights.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { searchQueryString } from './insights-url.ts';

export const INSIGHTS_SEARCH_PATH = '/api/v1/insights/search/';
export const INSIGHTS_EXPORT_PATH = '/api/v1/insights/refined_export/';

/** The answer of refined_export: whether the export job started, and the words to show. */
export const ZInsightsExportAnswer = z.object({ ok: z.boolean(), message: z.string() });
export type TInsightsExportAnswer = z.infer<typeof ZInsightsExportAnswer>;

export const INSIGHTS_QUERY_KEYS = {
  search: (search: TInsightsSearch) => ['insights', 'search', searchQueryString(search)] as const,
};

/** GET /api/v1/insights/search/?... for a search (the URL query the page carries). */
export function insightsSearchUrl(search: TInsightsSearch): string {
  const query = searchQueryString(search);
  return query === '' ? INSIGHTS_SEARCH_PATH : `${INSIGHTS_SEARCH_PATH}?${query}`;
}

/**
 * One search. While the next search loads, the previous answer stays on screen
 * (keepPreviousData), so typing or paging never blanks the list.
 */
export function useInsightsSearch(search: TInsightsSearch, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: INSIGHTS_QUERY_KEYS.search(search),
    queryFn: ({ signal }) => apiGet(insightsSearchUrl(search), ZInsightsResult, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // A refusal (bad keywords, a locked plan) will not change on a retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

/** Whether a failed search was refused because the plan locks insights filters (LIMIT_SEARCH_INSIGHTS). */
export function isSearchLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'FEATURE_LOCKED';
}

/** Whether a failed search was refused for its own input (keywords the server cannot read, too many ids). */
export function isSearchRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}

/** POST /api/v1/insights/refined_export/: the search runs as a job and its file is emailed. */
export function useInsightsExport() {
  return useMutation({
    mutationFn: (request: TInsightsExportRequest) => apiPost(INSIGHTS_EXPORT_PATH, request, ZInsightsExportAnswer),
  });
}
