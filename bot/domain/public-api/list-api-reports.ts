/**
 * GET /api/public/v1/reports: the reports list of the web (listReports), so the same rule holds:
 * managers get every report of their teams, members the reports they answer; the latest run
 * shown stays inside the plan's history window.
 */
import type { TPageQuery, TPublicReportSummary } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { listReports } from '../reports/list-reports.ts';
import { pageSlice } from './page-slice.ts';

/** Why: a client finds the report ids every other read takes. */
export async function listApiReports(db: TDb, viewer: TViewer, query: TPageQuery, now: Date) {
  const { reports } = await listReports(db, viewer, now);
  const teamsBySlug = new Map(viewer.teams.map((team) => [team.slug, team]));
  const items = reports.map((report): TPublicReportSummary => {
    const team = teamsBySlug.get(report.team_slug);
    return {
      id: report.report_id,
      slug: report.slug,
      name: report.report_name,
      team: { id: team?.id ?? '', slug: report.team_slug, name: report.team_name },
      enabled: report.enabled,
      private: report.private_reports_enabled,
      goal_tracking: report.goal_tracking_enabled,
      schedule_text: report.schedule_text,
      member_count: report.enabled_members,
      latest_run_key: report.last_report_data?.key ?? null,
    };
  });
  return pageSlice(items, query);
}
