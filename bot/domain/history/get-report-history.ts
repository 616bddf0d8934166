/**
 * GET /api/v1/report/history/{report_id}/ (spec part 3 §2.4): the report's runs of the last 30 days
 * with participation, goals and blockers, its members with links to their participation pages,
 * and the side panel.
 */
import type { TReportHistory } from '../../../shared/history.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { loadHistoryWindow, pageWindowDays } from './history-entries.ts';
import { buildHistoryRows, withoutMarks } from './history-rows.ts';
import { isRunInProgress, type THistoryDeps } from './history-window.ts';

/**
 * The history of a report the viewer may open (by id or slug); NOT_FOUND for another account's or
 * an unreachable team's. Six queries whatever the number of runs and members.
 */
export async function getReportHistory(deps: THistoryDeps, viewer: TViewer, reportId: string): Promise<TReportHistory> {
  const report = await findViewerReport(deps.db, viewer, reportId);
  const visibility = answerVisibility(viewer, report);
  const team = viewer.teams.find((candidate) => candidate.id === report.teamId);
  const place = { teamSlug: team?.slug ?? '', reportSlug: report.slug };
  const window = pageWindowDays(viewer.account, deps.now());
  const { runs, entries, members, sidePanel } = await loadHistoryWindow(deps, report, undefined, window.days);
  const now = deps.now();
  const runFacts = runs.map((run) => ({ id: run.id, key: run.key, inProgress: isRunInProgress(run, now) }));
  return {
    report_name: report.name,
    report_id: report.id,
    report_slug: report.slug,
    team_slug: place.teamSlug,
    team_name: team?.name ?? '',
    time_zone: report.timeZone,
    // A private report's goals and blockers are shown only to those who may read every answer.
    goal_tracking_enabled: settingsOf(report).goal_tracking_enabled && visibility.all,
    rows: buildHistoryRows(runFacts, visibility.all ? entries : entries.map(withoutMarks), place),
    members,
    side_panel: sidePanel,
    plan_history_days: window.planDays,
  };
}
