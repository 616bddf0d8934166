/**
 * The side panel of both history pages (spec part 3 §2.4, §2.5): team and report member counts,
 * the runs of the last 30 days and the export links, three windows by two formats.
 */
import { count, eq } from 'drizzle-orm';
import {
  EXPORT_FORMATS,
  EXPORT_WINDOWS,
  exportLink,
  type TExportWindow,
  type THistorySidePanel,
} from '../../../shared/history.ts';
import type { TDb } from '../../db/client.ts';
import { reportMembers, teamMembers } from '../../db/schema/index.ts';
import type { TReportRow } from '../reports/report-settings.ts';

const WINDOWS = Object.keys(EXPORT_WINDOWS) as TExportWindow[];

/** 'Last 30 days (CSV)' ... 'Last 6 months (XLSX)', each with its report_action link. */
export function exportLinksOf(reportId: string): THistorySidePanel['export_links'] {
  return WINDOWS.flatMap((window) =>
    EXPORT_FORMATS.map((format) => ({
      window,
      format,
      label: `${EXPORT_WINDOWS[window].label} (${format.toUpperCase()})`,
      url: exportLink(reportId, window, format),
    })),
  );
}

/** The panel of a report whose window holds `runsInWindow` runs (two count queries). */
export async function loadHistorySidePanel(
  db: TDb,
  report: TReportRow,
  runsInWindow: number,
): Promise<THistorySidePanel> {
  const [[team], [members]] = await Promise.all([
    db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, report.teamId)),
    db.select({ n: count() }).from(reportMembers).where(eq(reportMembers.reportId, report.id)),
  ]);
  return {
    team_members_count: team?.n ?? 0,
    report_members_count: members?.n ?? 0,
    reports_last_30_days: runsInWindow,
    export_links: exportLinksOf(report.id),
  };
}
