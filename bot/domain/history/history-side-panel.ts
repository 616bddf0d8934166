/**
 * The side panel of both history pages (spec part 3 §2.4, §2.5): team and report member counts,
 * the runs of the last 30 days, the export links (three windows by two formats) and the members.
 */
import { asc, count, eq } from 'drizzle-orm';
import {
  EXPORT_FORMATS,
  EXPORT_WINDOWS,
  exportLink,
  memberHistoryPath,
  type TExportWindow,
  type THistorySidePanel,
  type TReportHistory,
} from '../../../shared/history.ts';
import type { TDb } from '../../db/client.ts';
import { reportMembers, teamMembers, users } from '../../db/schema/index.ts';
import { displayName } from '../accounts/find-user.ts';
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

/** The report's members by name, each with their participation page. */
export async function reportMembersOf(db: TDb, report: TReportRow): Promise<TReportHistory['members']> {
  const rows = await db
    .select({ slug: users.slug, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(reportMembers)
    .innerJoin(users, eq(users.id, reportMembers.userId))
    .where(eq(reportMembers.reportId, report.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((user) => ({
    member_id: user.slug,
    name: displayName(user),
    history_link: memberHistoryPath(report.slug, user.slug),
  }));
}
