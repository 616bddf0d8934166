/**
 * GET /api/v1/report_action/ (spec part 3 §7): a report's history as a file to download, every
 * check-in of the runs of the last 30 days, 3 months or 6 months (today in the report's zone and
 * the days of EXPORT_WINDOWS before it, both ends included), as CSV or XLSX. The private-report
 * rule holds: answers the viewer may not read are blank.
 */
import { eq, inArray } from 'drizzle-orm';
import { EXPORT_WINDOWS, type TExportQuery } from '../../../shared/history.ts';
import { checkins, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { windowWithinPlan } from '../billing/plan-limits/plan-limits-of.ts';
import { answerVisibility } from '../reports/answer-visibility.ts';
import { findViewerReport } from '../reports/report-access.ts';
import { settingsOf } from '../reports/report-settings.ts';
import { encodeCsv } from './export-csv.ts';
import { buildExportTable, type TExportEntry, type TExportTable } from './export-table.ts';
import { encodeXlsx } from './export-xlsx.ts';
import { historyWindow, runsInWindow, type THistoryDeps } from './history-window.ts';

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface TExportFile {
  /** '{report slug}-{input_type}-{from key}-to-{to key}.{csv|xlsx}'. */
  fileName: string;
  contentType: string;
  body: Buffer;
  /** The table the body encodes. */
  table: TExportTable;
}

/**
 * The export of a report the viewer may open (NOT_FOUND otherwise), in three queries: the report,
 * the window's runs, and their check-ins with their members.
 */
export async function exportReportHistory(
  deps: THistoryDeps,
  viewer: TViewer,
  query: TExportQuery,
): Promise<TExportFile> {
  const report = await findViewerReport(deps.db, viewer, query.report_id);
  // The plan's history window bounds the export too (Free: 7 days, whatever the window asked).
  const days = windowWithinPlan(EXPORT_WINDOWS[query.input_type].days, viewer.account, deps.now());
  const window = historyWindow(deps.now(), report.timeZone, days);
  const runs = await runsInWindow(deps.db, report.id, window);
  const entries: TExportEntry[] =
    runs.length === 0
      ? []
      : (
          await deps.db
            .select({
              runId: checkins.runId,
              userId: checkins.userId,
              status: checkins.status,
              goalCompleted: checkins.goalCompleted,
              blocked: checkins.blocked,
              answers: checkins.answers,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(checkins)
            .innerJoin(users, eq(users.id, checkins.userId))
            .where(
              inArray(
                checkins.runId,
                runs.map((run) => run.id),
              ),
            )
        ).map(({ firstName, lastName, ...entry }) => ({
          ...entry,
          name: displayName({ firstName, lastName, email: entry.email }),
        }));
  const table = buildExportTable({
    runs,
    entries,
    currentQuestions: report.questions,
    goalTracking: settingsOf(report).goal_tracking_enabled,
    visibility: answerVisibility(viewer, report),
  });
  const fileName = `${report.slug}-${query.input_type}-${window.fromKey}-to-${window.toKey}.${query.format}`;
  const body = query.format === 'xlsx' ? await encodeXlsx(table, report.name) : encodeCsv(table);
  return { fileName, contentType: EXPORT_CONTENT_TYPES[query.format], body, table };
}
