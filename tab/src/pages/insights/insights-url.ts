/**
 * The search the page's URL carries (shared/insights.ts insightsSearchParams), so a copied link
 * shows the same search. A link someone edited by hand never breaks the page: each part that does
 * not parse falls back to its default and the rest of the search is kept.
 */
import { z } from 'zod';
import {
  INSIGHTS_DATE_RANGE_KEYS,
  INSIGHTS_LIMITS,
  INSIGHTS_STATES,
  insightsSearchFromParams,
  insightsSearchParams,
  type TInsightsSearch,
  ZInsightsSearch,
} from '../../../../shared/insights.ts';

/** Every entry of the last 14 days, first page: what the page shows with no query in its URL. */
export const DEFAULT_INSIGHTS_SEARCH: TInsightsSearch = ZInsightsSearch.parse({});

const ZId = z.uuid();

function ids(values: readonly string[], max: number): string[] {
  return [...new Set(values.filter((value) => ZId.safeParse(value).success))].slice(0, max);
}

/** The search of a URL query; unreadable parts (a bad id, an unknown range) take their default. */
export function searchFromUrl(params: URLSearchParams): TInsightsSearch {
  const input = insightsSearchFromParams(params);
  const parsed = ZInsightsSearch.safeParse(input);
  if (parsed.success) return parsed.data;
  const page = Number(input.page);
  return {
    q: (input.q ?? '').trim().slice(0, INSIGHTS_LIMITS.maxQueryLength),
    range: INSIGHTS_DATE_RANGE_KEYS.find((key) => key === input.range) ?? DEFAULT_INSIGHTS_SEARCH.range,
    reports: ids(input.reports ?? [], INSIGHTS_LIMITS.maxReports),
    members: ids(input.members ?? [], INSIGHTS_LIMITS.maxMembers),
    state: INSIGHTS_STATES.find((state) => state === input.state) ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= INSIGHTS_LIMITS.maxPage ? page : 1,
  };
}

/** The URL query of a search ('' for the default one), the same string the API is asked with. */
export function searchQueryString(search: TInsightsSearch): string {
  return insightsSearchParams(search).toString();
}

/** A search with some filters changed: any change of what is searched starts again at page 1. */
export function withFilters(search: TInsightsSearch, change: Partial<Omit<TInsightsSearch, 'page'>>): TInsightsSearch {
  return { ...search, ...change, page: 1 };
}

/** Whether anything differs from the default search (Reset has something to do). */
export function isDefaultSearch(search: TInsightsSearch): boolean {
  return searchQueryString(search) === '';
}
