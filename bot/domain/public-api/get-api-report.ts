/**
 * GET /api/public/v1/reports/{reportId}: one report the owner may open (findViewerReport, the
 * dashboard's and history's rule), with its questions; another account's or team's is not found.
 */
import type { TPublicReport } from '../../../shared/public-api.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { scheduleTextOf } from '../reports/list-reports.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';

/** Why: a client reads a report's questions and zone before it reads runs or answers. */
export async function getApiReport(db: TDb, viewer: TViewer, reportId: string): Promise<TPublicReport> {
  const report = await findViewerReport(db, viewer, reportId);
  const team = viewer.teams.find((candidate) => candidate.id === report.teamId);
  const settings = settingsOf(report);
  return {
    id: report.id,
    slug: report.slug,
    name: report.name,
    team: { id: report.teamId, slug: team?.slug ?? '', name: team?.name ?? '' },
    enabled: report.enabled,
    private: settings.private_reports_enabled,
    goal_tracking: settings.goal_tracking_enabled,
    schedule_text: scheduleTextOf(report),
    time_zone: report.timeZone,
    questions: report.questions.map((question) => ({ key: question.key, text: question.value })),
  };
}
