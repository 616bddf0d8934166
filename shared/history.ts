/**
 * The history contract (spec part 3 §2.4, §2.5, §3 history row, §7 report_action, §9): the report's
 * participation, goals and blockers per run over the history window, one member's participation,
 * the side panel and the export. Percentages follow §9 exactly: participation = entries over
 * linked members (members not on vacation), goals and blockers = count over entries.
 */
import { z } from 'zod';

export const HISTORY_LIMITS = {
  /** The history window (spec part 3 §9: last 30 days). */
  windowDays: 30,
} as const;

export const HISTORY_MESSAGES = {
  noRuns: 'No report runs in the last 30 days yet.',
  noRunsText: 'Runs show here once the report has sent its first check-in.',
} as const;

/** The export windows of GET /api/v1/report_action/ (spec: 30 days, 3 months, 6 months). */
export const EXPORT_WINDOWS = {
  last_month: { label: 'Last 30 days', days: 30 },
  last_three_months: { label: 'Last 3 months', days: 91 },
  last_six_months: { label: 'Last 6 months', days: 182 },
} as const;
export type TExportWindow = keyof typeof EXPORT_WINDOWS;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/v1/report_action/?input_type=&report_id=&format= (format csv by default). */
export const ZExportQuery = z.object({
  input_type: z.enum(['last_month', 'last_three_months', 'last_six_months'], {
    error: 'input_type must be last_month, last_three_months or last_six_months.',
  }),
  report_id: z.string().min(1).max(200),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
export type TExportQuery = z.infer<typeof ZExportQuery>;

/** The export link of one window and format. */
export function exportLink(reportId: string, window: TExportWindow, format: TExportFormat): string {
  const query = new URLSearchParams({ input_type: window, report_id: reportId, format });
  return `/api/v1/report_action/?${query.toString()}`;
}

/** One run of the history table and chart (spec part 3 §3 history row). */
export const ZHistoryRow = z.object({
  report_date: z.string(),
  /** 'Monday, November 23, 2026' and 'Nov 23, 2026'. */
  long_human_date: z.string(),
  human_date: z.string(),
  participation: z.number().int(),
  participation_percent: z.number().int(),
  goals: z.number().int(),
  goal_percent: z.number().int(),
  blockers: z.number().int(),
  blocker_percent: z.number().int(),
  links_count: z.number().int(),
  /** The run's dashboard. */
  date_link: z.string(),
  /** The run is still collecting answers (its summary has not gone): its numbers are not final. */
  in_progress: z.boolean(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;

/** The side panel of both history pages. */
export const ZHistorySidePanel = z.object({
  team_members_count: z.number().int(),
  report_members_count: z.number().int(),
  /** Runs opened in the last 30 days. */
  reports_last_30_days: z.number().int(),
  export_links: z.array(
    z.object({
      window: z.enum(['last_month', 'last_three_months', 'last_six_months']),
      format: z.enum(EXPORT_FORMATS),
      label: z.string(),
      url: z.string(),
    }),
  ),
});
export type THistorySidePanel = z.infer<typeof ZHistorySidePanel>;

/** GET /api/v1/report/history/{report_id}/: rows oldest first (the chart reads left to right). */
export const ZReportHistory = z.object({
  report_name: z.string(),
  report_id: z.string(),
  report_slug: z.string(),
  team_slug: z.string(),
  team_name: z.string(),
  time_zone: z.string(),
  goal_tracking_enabled: z.boolean(),
  rows: z.array(ZHistoryRow),
  members: z.array(z.object({ member_id: z.string(), name: z.string(), history_link: z.string() })),
  side_panel: ZHistorySidePanel,
  /** The plan's history window when it bounds this page ('Your plan shows the last N days'); null otherwise. */
  plan_history_days: z.number().int().nullable().optional(),
});
export type TReportHistory = z.infer<typeof ZReportHistory>;

/** One run of a member's participation (spec part 3 §2.5, §3 history row per member). */
export const ZMemberHistoryRow = z.object({
  report_date: z.string(),
  human_date: z.string(),
  long_human_date: z.string(),
  /** Sent to the member that day (false: not a member then, or on vacation). */
  linked: z.boolean(),
  vacation: z.boolean(),
  completed: z.boolean(),
  goal_completed: z.boolean(),
  blocked: z.boolean(),
  date_link: z.string(),
});
export type TMemberHistoryRow = z.infer<typeof ZMemberHistoryRow>;

/** GET /api/v1/report/history/{report_id}/member/{member_id}/: rows oldest first. */
export const ZMemberHistory = z.object({
  report_name: z.string(),
  report_id: z.string(),
  report_slug: z.string(),
  team_slug: z.string(),
  goal_tracking_enabled: z.boolean(),
  member: z.object({ member_id: z.string(), name: z.string(), photo: z.string().nullable(), initials: z.string() }),
  rows: z.array(ZMemberHistoryRow),
  /** Totals over the window: completed, goals and blockers against the runs sent. */
  totals: z.object({
    linked: z.number().int(),
    completed: z.number().int(),
    goals: z.number().int(),
    blocked: z.number().int(),
  }),
  /** The report's members, for the side panel's list. */
  members: z.array(z.object({ member_id: z.string(), name: z.string(), history_link: z.string() })),
  side_panel: ZHistorySidePanel,
  /** The plan's history window when it bounds this page; null otherwise. */
  plan_history_days: z.number().int().nullable().optional(),
});
export type TMemberHistory = z.infer<typeof ZMemberHistory>;

/** The report history page's address. */
export function historyPath(reportSlug: string): string {
  return `/report/history/${reportSlug}/`;
}

/** A member's participation page. */
export function memberHistoryPath(reportSlug: string, memberId: string): string {
  return `/report/history/${reportSlug}/member/${memberId}`;
}
