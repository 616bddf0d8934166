/**
 * /team/insights/ (spec part 2 §2.5): full-text search over every check-in the viewer may read,
 * with facets, stats and export. The search lives in the URL; this container asks the server,
 * keeps the last answer on screen while the next loads, and turns each failure into what the
 * page shows (a plan lock shows the default list under locked filters).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { TInsightsResult, TInsightsSearch } from '../../../../shared/insights.ts';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { InsightsView, type TSearchProblem } from './InsightsView.tsx';
import { pageInsteadOf } from './insights-format.ts';
import { isSearchLocked, isSearchRefused, useInsightsSearch } from './insights-queries.ts';
import { DEFAULT_INSIGHTS_SEARCH, isDefaultSearch, withFilters } from './insights-url.ts';
import { type TNavigation, useInsightsUrl } from './use-insights-url.ts';
import { useKeywordDraft } from './use-keyword-draft.ts';

/** The last answer received, kept while a newer search fails, so the filters keep their options. */
function useLastAnswer(data: TInsightsResult | undefined): TInsightsResult | undefined {
  const last = useRef(data);
  if (data !== undefined) last.current = data;
  return last.current;
}

export default function InsightsPage({ route }: TPageProps) {
  const state = useOptionalLoadedState();
  const { search: urlSearch, goTo } = useInsightsUrl();
  const query = useInsightsSearch(urlSearch);
  // LIMIT_SEARCH_INSIGHTS refuses a refined search (a shared link, say): show the default list.
  const lockedRefusal = isSearchLocked(query.error);
  const fallback = useInsightsSearch(DEFAULT_INSIGHTS_SEARCH, { enabled: lockedRefusal });
  const active = lockedRefusal ? fallback : query;
  const search = lockedRefusal ? DEFAULT_INSIGHTS_SEARCH : urlSearch;
  const last = useLastAnswer(active.data);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const change = useCallback(
    (changed: Partial<Omit<TInsightsSearch, 'page'>>, how: TNavigation) => goTo(withFilters(search, changed), how),
    [goTo, search],
  );
  const keyword = useKeywordDraft(search.q, (q, how) => change({ q }, how));
  // Past the last page (a shared link, entries deleted since): go to the last page, in place.
  const answered = active.data !== undefined && !active.isPlaceholderData ? active.data : undefined;
  const instead = answered === undefined || lockedRefusal ? null : pageInsteadOf(answered, search.page);
  useEffect(() => {
    if (instead !== null) goTo({ ...search, page: instead }, { replace: true });
  }, [instead, goTo, search]);
  const clearKeywords = keyword.clear;
  // Reset also drops keywords still waiting out the debounce, which would otherwise search after it.
  const reset = useCallback(() => {
    clearKeywords();
    goTo(DEFAULT_INSIGHTS_SEARCH, { replace: false });
  }, [clearKeywords, goTo]);
  const goToPage = useCallback(
    (page: number) => {
      goTo({ ...search, page }, { replace: false });
      resultsHeading.current?.scrollIntoView?.({ block: 'start' });
    },
    [goTo, search],
  );

  const refused = isSearchRefused(active.error) ? active.error : null;
  const otherError = active.error !== null && refused === null ? active.error : null;
  if (last === undefined && refused === null) {
    // Nothing to show yet: loading, or a failure that is the whole page (sign-in, refusal, retry).
    return <QueryGate query={active}>{() => null}</QueryGate>;
  }
  const problem: TSearchProblem | null =
    refused !== null
      ? { kind: 'refused', message: refused.message }
      : otherError !== null
        ? {
            kind: 'failed',
            message: otherError.message,
            retrying: active.isFetching,
            retry: () => void active.refetch(),
          }
        : null;
  const result = last ?? null;
  return (
    <InsightsView
      title={route.title}
      search={search}
      result={result}
      loading={active.isFetching && active.isPlaceholderData}
      problem={problem}
      locked={lockedRefusal || result?.locked === true}
      timeZone={state?.user?.time_zone ?? null}
      planDays={state?.user?.limits?.history_days ?? null}
      filters={{ keyword, canReset: !isDefaultSearch(search) || keyword.draft.trim() !== '', change, reset }}
      goToPage={goToPage}
      resultsHeadingRef={resultsHeading}
    />
  );
}
