/**
 * The insights contract (spec part 2 §2.5, §3 insights entry, §7 refined_export, §8, §9): a search
 * over every check-in entry the viewer may read, with facets, percentages and a chart, and its
 * export by email. The page, the server and the export read these same shapes, so a shared URL
 * (the query lives in it) means the same search everywhere.
 */
import { z } from 'zod';

export const INSIGHTS_LIMITS = {
  /** Hits a page (part 2 §9). */
  pageSize: 10,
  /** The default window (part 2 §9: 14 days). */
  defaultWindowDays: 14,
  /** The report filter's cap (part 2 §5, §9). */
  maxReports: 100,
  /** The member filter's cap (part 2 §5, §9). */
  maxMembers: 200,
  /** The keyword box waits this long after the last key (part 2 §9). */
  debounceMs: 600,
  /** Designed: the longest keyword query accepted (characters). */
  maxQueryLength: 200,
  /** Designed: pages beyond this are refused (narrow the search instead). */
  maxPage: 1000,
  /** Designed: the most rows one refined export carries. */
  maxExportRows: 100_000,
} as const;

export const INSIGHTS_MESSAGES = {
  emptyTitle: 'No matching entries',
  emptyText: 'There are no entries that match your filters and search query.',
  statsFailed: 'Unable to render stats.',
  exportStarted:
    'We are generating your export right now. Look out for an email from our service with your attached Insights data export.',
  searchPlaceholder: 'Search keyword in entries',
  allStatuses: 'All statuses',
  newFeature: 'New feature',
  leaveFeedback: 'Leave feedback',
  /** Designed: LIMIT_SEARCH_INSIGHTS (part 2 §6) refuses filters on the server with these words. */
  locked: 'Search and filters are not included in your plan. Upgrade on the billing page (/billing/) to use them.',
  tooManyReports: 'Choose at most 100 reports.',
  tooManyMembers: 'Choose at most 200 members.',
  queryTooLong: 'Search for at most 200 characters.',
} as const;

/** The date range menu: the spec's five (Last 14 days first, the default) and longer designed ones. */
export const INSIGHTS_DATE_RANGES = {
  last_14_days: { label: 'Last 14 days', days: 14 },
  last_7_days: { label: 'Last 7 days', days: 7 },
  last_3_days: { label: 'Last 3 days', days: 3 },
  yesterday: { label: 'Yesterday', days: 1 },
  today: { label: 'Today', days: 1 },
  // Designed, beyond the spec's menu: managers ask about last month and last quarter.
  last_30_days: { label: 'Last 30 days', days: 30 },
  last_90_days: { label: 'Last 90 days', days: 90 },
  last_365_days: { label: 'Last 12 months', days: 365 },
} as const;
export type TInsightsDateRange = keyof typeof INSIGHTS_DATE_RANGES;
export const INSIGHTS_DATE_RANGE_KEYS = Object.keys(INSIGHTS_DATE_RANGES) as [
  TInsightsDateRange,
  ...TInsightsDateRange[],
];

/** The states facet (part 2 §3), in the spec's order. */
export const INSIGHTS_STATES = [
  'Checked in',
  'Not checked in',
  'Goal completed',
  'Has blockers',
  'On vacation',
] as const;
export type TInsightsState = (typeof INSIGHTS_STATES)[number];

/**
 * The search parameters, as the page's URL and the API's query string carry them (repeat `report`
 * and `member` for several). Ids are uuids; unknown or foreign ids simply match nothing.
 */
export const ZInsightsSearch = z.object({
  /** Keywords in PostgreSQL websearch syntax: "a phrase", or, -word. Empty = every entry. */
  q: z.string().trim().max(INSIGHTS_LIMITS.maxQueryLength, INSIGHTS_MESSAGES.queryTooLong).default(''),
  range: z.enum(INSIGHTS_DATE_RANGE_KEYS).default('last_14_days'),
  reports: z.array(z.uuid()).max(INSIGHTS_LIMITS.maxReports, INSIGHTS_MESSAGES.tooManyReports).default([]),
  members: z.array(z.uuid()).max(INSIGHTS_LIMITS.maxMembers, INSIGHTS_MESSAGES.tooManyMembers).default([]),
  /** One state, or null for 'All statuses'. */
  state: z.enum(INSIGHTS_STATES).nullable().default(null),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(INSIGHTS_LIMITS.maxPage).default(1),
});
export type TInsightsSearch = z.infer<typeof ZInsightsSearch>;
export type TInsightsSearchInput = z.input<typeof ZInsightsSearch>;

/** One answered question of a hit: the question's key and text, the answer and a highlighted snippet. */
export const ZInsightsField = z.object({
  slug: z.string(),
  key: z.string(),
  /** The answer's Markdown (bounded). */
  value: z.string(),
  /**
   * The answer's words around the matches, with each match between the markers
   * INSIGHTS_MARK_START and INSIGHTS_MARK_END (plain text otherwise; the page escapes it and draws
   * <mark>). Null when there is no keyword or the answer has no match.
   */
  snippet: z.string().nullable(),
});
export type TInsightsField = z.infer<typeof ZInsightsField>;

/** Private-use characters around a match in a snippet; they never occur in typed text we keep. */
export const INSIGHTS_MARK_START = '\uE000';
export const INSIGHTS_MARK_END = '\uE001';

/** One hit (part 2 §3 insights entry). */
export const ZInsightsHit = z.object({
  /** The check-in's id. */
  id: z.string(),
  completed: z.boolean(),
  /** Answers, only for a submitted entry the viewer may read (never a draft). */
  entry_data: z.object({ rfields: z.array(ZInsightsField) }),
  /** The run's questions. */
  report_fields: z.object({ rfields: z.array(z.object({ slug: z.string(), key: z.string() })) }),
  vacation: z.boolean(),
  goal_completed: z.boolean(),
  blocked: z.boolean(),
  photo_url: z.string().nullable(),
  member_id: z.string(),
  member_name: z.string(),
  /** The member's history page. */
  member_link: z.string(),
  report_id: z.string(),
  report_name: z.string(),
  /** The run's dashboard. */
  date_link: z.string(),
  /** 'Nov 23, 2026' (the run's local date). */
  human_date: z.string(),
  /** The run's key, YYYY-MM-DD. */
  report_index: z.string(),
  /** The run's scheduled instant, epoch seconds. */
  date_timestamp: z.number().int(),
  team_slug: z.string(),
  team_name: z.string(),
  states: z.array(z.enum(INSIGHTS_STATES)),
});
export type TInsightsHit = z.infer<typeof ZInsightsHit>;

/** A facet value with the number of hits it would give (every other filter applied, not its own). */
export const ZInsightsFacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TInsightsFacetValue = z.infer<typeof ZInsightsFacetValue>;

/** One day of the chart: the percentages of part 2 §9 over that day's hits. */
export const ZInsightsChartPoint = z.object({
  date: z.string(),
  human_date: z.string(),
  participation_percent: z.number().int(),
  goal_percent: z.number().int(),
  blocker_percent: z.number().int(),
});
export type TInsightsChartPoint = z.infer<typeof ZInsightsChartPoint>;

/** GET /api/v1/insights/search/ answers this. */
export const ZInsightsResult = z.object({
  search: ZInsightsSearch,
  hits: z.array(ZInsightsHit),
  /** Hits over every page. */
  total: z.number().int(),
  /** 'Showing X to Y of Z results' (1-based; 0 to 0 when empty). */
  from: z.number().int(),
  to: z.number().int(),
  facets: z.object({
    states: z.array(ZInsightsFacetValue),
    reports: z.array(ZInsightsFacetValue),
    members: z.array(ZInsightsFacetValue),
  }),
  /**
   * Part 2 §9 over every hit: participation = Checked in / (Checked in + Not checked in); goals and
   * blockers = count / Checked in. Whole percents, 0 when the divisor is 0.
   */
  stats: z.object({
    checked_in: z.number().int(),
    not_checked_in: z.number().int(),
    participation_percent: z.number().int(),
    goal_percent: z.number().int(),
    blocker_percent: z.number().int(),
  }),
  chart: z.array(ZInsightsChartPoint),
  /** The window searched, after the plan's history window clipped it (YYYY-MM-DD, both included). */
  window: z.object({ from: z.string(), to: z.string(), clipped_by_plan: z.boolean() }),
  /** LIMIT_SEARCH_INSIGHTS applies: only the default search is answered; the page shows filters locked. */
  locked: z.boolean(),
});
export type TInsightsResult = z.infer<typeof ZInsightsResult>;

/** POST /api/v1/insights/refined_export/ body: { params: the search, format }. */
export const ZInsightsExportRequest = z.object({
  params: ZInsightsSearch.omit({ page: true }),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
export type TInsightsExportRequest = z.infer<typeof ZInsightsExportRequest>;

/** The search as the page's URL carries it (only values that differ from the defaults). */
export function insightsSearchParams(search: Partial<TInsightsSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.range && search.range !== 'last_14_days') params.set('range', search.range);
  for (const id of search.reports ?? []) params.append('report', id);
  for (const id of search.members ?? []) params.append('member', id);
  if (search.state) params.set('state', search.state);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Reads a URL's query (the page's or the API's) into search input; ZInsightsSearch validates it. */
export function insightsSearchFromParams(params: URLSearchParams): TInsightsSearchInput {
  return {
    q: params.get('q') ?? undefined,
    range: (params.get('range') ?? undefined) as TInsightsDateRange | undefined,
    reports: params.getAll('report'),
    members: params.getAll('member'),
    state: (params.get('state') ?? null) as TInsightsState | null,
    page: params.get('page') ?? undefined,
  };
}
