/**
 * The words and numbers of the insights page (spec part 2 §2.5, §8, §9), kept pure so tests can
 * read them: the window searched, the pagination line, facet options with their counts, the
 * stats' fractions and the bounded answer shown without a snippet.
 */
import {
  INSIGHTS_LIMITS,
  type TInsightsFacetValue,
  type TInsightsResult,
  type TInsightsState,
} from '../../../../shared/insights.ts';

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function dateOfKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 11 – Nov 24, 2026', 'Dec 20, 2026 – Jan 2, 2027' or 'Nov 24, 2026' for YYYY-MM-DD keys. */
export function windowDates(from: string, to: string): string {
  const start = dateOfKey(from);
  const end = dateOfKey(to);
  if (start === null || end === null) return `${from} – ${to}`;
  if (from === to) return MONTH_DAY_YEAR.format(end);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${(sameYear ? MONTH_DAY : MONTH_DAY_YEAR).format(start)} – ${MONTH_DAY_YEAR.format(end)}`;
}

/**
 * Whose calendar the window's days are: the viewer's zone when they chose one, else each report's
 * own (the server counts days there when the viewer follows 'Default in Report').
 */
export function windowZoneText(timeZone: string | null | undefined): string {
  return timeZone && timeZone !== 'default' ? `your time zone (${timeZone})` : "each report's time zone";
}

/** 'Entries from Nov 11 – Nov 24, 2026, your time zone (Europe/Berlin).' */
export function windowText(
  window: Pick<TInsightsResult['window'], 'from' | 'to'>,
  timeZone: string | null | undefined,
): string {
  return `Entries from ${windowDates(window.from, window.to)}, ${windowZoneText(timeZone)}.`;
}

/** 'Showing 11 to 20 of 42 results' (spec part 2 §2.5). */
export function showingText(result: Pick<TInsightsResult, 'from' | 'to' | 'total'>): string {
  return `Showing ${result.from} to ${result.to} of ${result.total} results`;
}

/** The last page that holds hits (at least 1; never past the pages the server answers). */
export function lastPage(total: number): number {
  const pages = Math.ceil(Math.max(0, total) / INSIGHTS_LIMITS.pageSize);
  return Math.min(INSIGHTS_LIMITS.maxPage, Math.max(1, pages));
}

/**
 * Whether a Next page exists after `page`. Counted from the page asked rather than the answer's
 * 'to', which is 0 past the last page: Next would otherwise stay enabled forever there.
 */
export function hasNextPage(page: number, total: number): boolean {
  return page < lastPage(total);
}

/**
 * The page to show instead when the one asked is past the last (entries were deleted, the window
 * moved on, a link was edited): its last page, or null when the answer is on a real page. An empty
 * answer with a total is never 'No matching entries': there are entries, on earlier pages.
 */
export function pageInsteadOf(result: { hits: readonly unknown[]; total: number }, page: number): number | null {
  if (result.total === 0 || result.hits.length > 0 || page <= 1) return null;
  const last = lastPage(result.total);
  return last < page ? last : null;
}

/** 'Daily Standup (12)': a facet value as its menu shows it. */
export function facetOptionText(value: Pick<TInsightsFacetValue, 'label' | 'count'>): string {
  return `${value.label} (${value.count})`;
}

/** What a multi-select says when closed: its one choice's name, or how many are chosen. */
export function selectionSummary(
  selected: readonly string[],
  options: readonly TInsightsFacetValue[],
  noun: { one: string; many: string },
): string {
  if (selected.length === 0) return '';
  if (selected.length === 1) {
    const only = options.find((option) => option.value === selected[0]);
    if (only) return only.label;
  }
  return `${selected.length} ${selected.length === 1 ? noun.one : noun.many}`;
}

/** The count of one state in the states facet (0 when the server left it out). */
export function stateCount(states: readonly TInsightsFacetValue[], state: TInsightsState): number {
  return states.find((value) => value.value === state)?.count ?? 0;
}

/** Designed: an answer shown without a snippet is cut here; the dashboard link has the whole. */
export const ANSWER_PREVIEW_MAX_CHARS = 600;

/** The answer's Markdown cut to the preview's bound (an ellipsis says it goes on). */
export function answerPreview(markdown: string): string {
  const chars = Array.from(markdown);
  if (chars.length <= ANSWER_PREVIEW_MAX_CHARS) return markdown;
  return `${chars.slice(0, ANSWER_PREVIEW_MAX_CHARS).join('').trimEnd()}…`;
}

/** 'checked in 3 of 4': what a percent of part 2 §9 is made of. */
export function participationFraction(stats: TInsightsResult['stats']): string {
  return `${stats.checked_in} of ${stats.checked_in + stats.not_checked_in} checked in`;
}
