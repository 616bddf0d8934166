/**
 * The feed's filters live in the page's URL (part 3 §2.11: filters by GET; the header links
 * ?date=This+Week): every change is a navigation, so Back steps through filters and a reload or a
 * shared link shows the same feed.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TActivityQuery } from '../../../../shared/activity.ts';
import { activityQueryFromSearch, activityQueryString } from '../../../../shared/activity-url.ts';

/** The URL's filters and the way to move to others (a filter change goes back to page 1). */
export function useActivityUrl(): {
  query: TActivityQuery;
  change(next: Partial<TActivityQuery>): void;
  goToPage(page: number): void;
  reset(): void;
} {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => activityQueryFromSearch(params.toString()), [params]);
  const go = useCallback(
    (next: TActivityQuery) => setParams(new URLSearchParams(activityQueryString(next)), { preventScrollReset: true }),
    [setParams],
  );
  const change = useCallback((next: Partial<TActivityQuery>) => go({ ...query, ...next, page: 1 }), [go, query]);
  const goToPage = useCallback((page: number) => go({ ...query, page }), [go, query]);
  const reset = useCallback(() => go({ date: 'This Week', page: 1 }), [go]);
  return { query, change, goToPage, reset };
}
