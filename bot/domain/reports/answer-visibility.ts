/**
 * Whose answers a viewer may read (spec part 3 §6): a private report's answers are visible only to
 * the respondent, team admins and the report owner; an ordinary report's to everyone who may open
 * it. Dashboards, comments, reactions, the hashtag view and the export all ask this one rule, so
 * no door shows what another hides.
 */
import { canReadPrivateAnswers } from '../../../shared/permissions.ts';
import type { TReportStats } from '../../../shared/reports.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { settingsOf, type TReportRow } from './report-settings.ts';

/** The viewer's reading of one report: whether every answer is visible, or only their own. */
export interface TAnswerVisibility {
  /** Every member's answers (ordinary report, team admin, admin or owner). */
  all: boolean;
  /** The viewer's own user id: their own answers are always visible. */
  ownUserId: string;
}

/**
 * How much of a report the viewer may read. The report must already be one the viewer may open
 * (findViewerReport), so team admins here are admins of the report's team. Billing Owners read
 * a private report's answers only as its owner or as a respondent.
 */
export function answerVisibility(viewer: TViewer, report: TReportRow): TAnswerVisibility {
  const privateReport = settingsOf(report).private_reports_enabled;
  const all = !privateReport || canReadPrivateAnswers(viewer) || report.ownerUserId === viewer.user.id;
  return { all, ownUserId: viewer.user.id };
}

/** Whether the answers of `memberUserId` are visible under `visibility`. */
export function canSeeAnswersOf(visibility: TAnswerVisibility, memberUserId: string): boolean {
  return visibility.all || visibility.ownUserId === memberUserId;
}

/**
 * Stats as a viewer who may read only their own answers sees them: participation, and no goal or
 * blocker counts (in a small team a count names the people behind it).
 */
export function statsVisibleTo(visibility: TAnswerVisibility, stats: TReportStats): TReportStats {
  if (visibility.all) return stats;
  return { ...stats, goal_count: 0, goal_percent: 0, blocked_count: 0, blocked_percent: 0 };
}
