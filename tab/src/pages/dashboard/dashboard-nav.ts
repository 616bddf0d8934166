/**
 * Where the run dashboards link (spec part 3 §2.7): the same view of the neighbouring runs, the
 * other reports' latest dashboards, and where /dashboard/ goes.
 */
import { gridDashboardPath, questionDashboardPath } from '../../../../shared/dashboard.ts';
import { shortDate } from '../../../../shared/zoned-time.ts';

export type TRunView = 'grid' | 'question';

/** The address of a run in the given view. */
export function runViewPath(view: TRunView, teamSlug: string, reportSlug: string, key: string): string {
  return view === 'grid'
    ? gridDashboardPath(teamSlug, reportSlug, key)
    : questionDashboardPath(teamSlug, reportSlug, key);
}

/** The previous and next runs in the same view, null where there is none. */
export function neighbourPaths(
  view: TRunView,
  run: { team_slug: string; report_slug: string; previous_report_key: string | null; next_report_key: string | null },
): { previous: string | null; next: string | null } {
  const path = (key: string | null) => (key === null ? null : runViewPath(view, run.team_slug, run.report_slug, key));
  return { previous: path(run.previous_report_key), next: path(run.next_report_key) };
}

/** An other report of the team, at its latest run (spec: /dashboard/{team_slug}/report/{slug}/date/latest/dashboard/). */
export function otherReportPath(teamSlug: string, reportSlug: string): string {
  return gridDashboardPath(teamSlug, reportSlug, 'latest');
}

/** 'Nov 23, 2026' for a YYYY-MM-DD key; any other key as it is. */
export function runKeyLabel(key: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(key) ? shortDate(key) : key;
}

/**
 * The in-app path of a URL the server gave (a path, or an address on this site), or null when it
 * leads elsewhere and needs a full page load.
 */
export function appPathOf(url: string, origin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** The browser tab's title of a run: 'Daily standup, Monday, November 23, 2026'. */
export function runTitle(run: { report_name: string; long_date: string | null }): string {
  return run.long_date === null ? run.report_name : `${run.report_name}, ${run.long_date}`;
}
