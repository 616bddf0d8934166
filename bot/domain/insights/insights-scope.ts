/**
 * Which entries a viewer may search (spec part 2 §2.5, part 3 §6, part 2 §9): the check-ins of the
 * runs of reports in the viewer's account and teams; in a private report the viewer cannot read
 * in full, only their own; and only runs inside both the plan's history window (in the report's
 * zone) and the searched date range (in the viewer's zone). Loaded once per search, then turned
 * into SQL by insights-sql.ts, so every query of a search reads the same scope.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { INSIGHTS_DATE_RANGES, type TInsightsDateRange } from '../../../shared/insights.ts';
import { addDaysToKey, localDateKey } from '../../../shared/zoned-time.ts';
import { reports, teams } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { historyStartKey } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { isTimeZone } from '../teams/change-member-time-zone.ts';
import type { TInsightsDeps } from './insights-deps.ts';

/** A report of the scope with the keys of its runs that may be searched (both ends included). */
export interface TScopedReport {
  id: string;
  name: string;
  slug: string;
  teamSlug: string;
  teamName: string;
  /** Only the viewer's own entries (a private report they may not read in full). */
  ownOnly: boolean;
  fromKey: string;
  toKey: string;
}

/** The search's scope: its reports, the viewer, and the window as the page shows it. */
export interface TInsightsScope {
  viewerId: string;
  reports: TScopedReport[];
  /** The window in the viewer's zone, after the plan clipped it. */
  window: { from: string; to: string; clipped_by_plan: boolean };
}

/** A date range's keys counted back from today (`today` in some zone): last N days, yesterday, today. */
export function rangeKeys(range: TInsightsDateRange, today: string): { fromKey: string; toKey: string } {
  if (range === 'yesterday') {
    const yesterday = addDaysToKey(today, -1);
    return { fromKey: yesterday, toKey: yesterday };
  }
  return { fromKey: addDaysToKey(today, -(INSIGHTS_DATE_RANGES[range].days - 1)), toKey: today };
}

/** The later of two YYYY-MM-DD keys (null: no bound). */
function laterKey(key: string, other: string | null): string {
  return other !== null && other > key ? other : key;
}

/**
 * The viewer's zone for the date range; null when they follow each report's zone ('Default in
 * Report'), so the range is counted in the report's own zone.
 */
function viewerZoneOf(viewer: TViewer): string | null {
  const zone = viewer.user.timeZone;
  return zone !== 'default' && knownZone(zone) ? zone : null;
}

/**
 * The window the page shows for a viewer who follows each report's zone: from the earliest first
 * key to the latest last key over the scoped reports (a report in Auckland is a day ahead of one
 * in Toronto, and both are searched), clipped by the plan when any report's range was.
 */
function windowOverReports(scoped: readonly (TScopedReport & { clipped: boolean })[]): TInsightsScope['window'] {
  let from = scoped[0]!.fromKey;
  let to = scoped[0]!.toKey;
  for (const report of scoped) {
    if (report.fromKey < from) from = report.fromKey;
    if (report.toKey > to) to = report.toKey;
  }
  return { from, to, clipped_by_plan: scoped.some((report) => report.clipped) };
}

/** Zones already checked (a search asks for each report's; checking builds a formatter each time). */
const ZONE_CHECKS = new Map<string, boolean>();

/** Whether `zone` is a time zone this runtime knows, remembered per zone name (at most 1,000 names). */
function knownZone(zone: string): boolean {
  let known = ZONE_CHECKS.get(zone);
  if (known === undefined) {
    known = isTimeZone(zone);
    if (ZONE_CHECKS.size < 1000) ZONE_CHECKS.set(zone, known);
  }
  return known;
}

/** Loads the scope of a search with `range` for the viewer at `deps.now()`. */
export async function loadInsightsScope(
  deps: TInsightsDeps,
  viewer: TViewer,
  range: TInsightsDateRange,
): Promise<TInsightsScope> {
  const now = deps.now();
  const viewerZone = viewerZoneOf(viewer);
  // In the viewer's zone; for a viewer without one, in UTC only while there is no report to follow.
  const windowZone = viewerZone ?? 'UTC';
  const shown = rangeKeys(range, localDateKey(now, windowZone));
  const planStart = historyStartKey(viewer.account, windowZone, now);
  const zoneWindow = {
    from: laterKey(shown.fromKey, planStart),
    to: shown.toKey,
    clipped_by_plan: planStart !== null && planStart > shown.fromKey,
  };
  const teamIds = viewer.teams.map((team) => team.id);
  if (teamIds.length === 0) return { viewerId: viewer.user.id, reports: [], window: zoneWindow };
  const rows = await deps.db
    .select({ report: reports, teamSlug: teams.slug, teamName: teams.name })
    .from(reports)
    .innerJoin(teams, eq(teams.id, reports.teamId))
    .where(and(eq(reports.accountId, viewer.account.id), inArray(reports.teamId, teamIds)));
  const scoped = rows.map(({ report, teamSlug, teamName }) => {
    const zone = knownZone(report.timeZone) ? report.timeZone : 'UTC';
    const keys = rangeKeys(range, localDateKey(now, viewerZone ?? zone));
    const reportPlanStart = historyStartKey(viewer.account, zone, now);
    return {
      id: report.id,
      name: report.name,
      slug: report.slug,
      teamSlug,
      teamName,
      ownOnly: !answerVisibility(viewer, report).all,
      fromKey: laterKey(keys.fromKey, reportPlanStart),
      toKey: keys.toKey,
      clipped: reportPlanStart !== null && reportPlanStart > keys.fromKey,
    };
  });
  const window = viewerZone === null && scoped.length > 0 ? windowOverReports(scoped) : zoneWindow;
  return {
    viewerId: viewer.user.id,
    reports: scoped.map(({ clipped: _clipped, ...report }): TScopedReport => report),
    window,
  };
}
