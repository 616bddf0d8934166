/**
 * LIMIT_SEARCH_INSIGHTS (part 2 §2.5: "the filters are locked"): a plan without search answers only
 * the default search (every entry of the last 14 days, any page); anything else is refused on the
 * server, whatever the page shows.
 */
import { AppError } from '../../../shared/errors.ts';
import { INSIGHTS_MESSAGES, type TInsightsSearch } from '../../../shared/insights.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';

/** Whether the plan locks the insights search and filters for this viewer. */
export function insightsLocked(viewer: Pick<TViewer, 'account'>): boolean {
  return viewerHasFlag(viewer, 'LIMIT_SEARCH_INSIGHTS');
}

/** Whether a search differs from the default one (keywords, reports, members, state or range). */
export function isRefinedSearch(search: Omit<TInsightsSearch, 'page'>): boolean {
  return (
    search.q.trim() !== '' ||
    search.reports.length > 0 ||
    search.members.length > 0 ||
    search.state !== null ||
    search.range !== 'last_14_days'
  );
}

/** Refuses (FEATURE_LOCKED, 403) a refined search when the plan locks insights search. */
export function assertInsightsSearchAllowed(
  viewer: Pick<TViewer, 'account'>,
  search: Omit<TInsightsSearch, 'page'>,
): void {
  if (insightsLocked(viewer) && isRefinedSearch(search)) throw new AppError('FEATURE_LOCKED', INSIGHTS_MESSAGES.locked);
}
