/**
 * The search lives in the page's URL (spec part 2 §2.5: a search can be shared): the page reads it
 * from there and every change is a navigation, so Back and Forward step through searches and a
 * reload shows the same one.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { insightsSearchParams, type TInsightsSearch } from '../../../../shared/insights.ts';
import { searchFromUrl } from './insights-url.ts';

/** How a change enters the browser's history: a new entry, or in place of the current one. */
export interface TNavigation {
  replace: boolean;
}

export type TGoToSearch = (next: TInsightsSearch, how: TNavigation) => void;

/** The URL's search and the way to move to another. */
export function useInsightsUrl(): { search: TInsightsSearch; goTo: TGoToSearch } {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromUrl(params), [params]);
  const goTo = useCallback<TGoToSearch>(
    (next, how) => setParams(insightsSearchParams(next), { replace: how.replace, preventScrollReset: true }),
    [setParams],
  );
  return { search, goTo };
}
