/**
 * A refined export's search in words, for its emails: the keywords, the reports, the members, the
 * state and the dates, each as the insights page names them. Ids outside the search's scope (another
 * team's report, someone the viewer shares no report with, another account's) are counted, never named.
 */
import { sql } from 'drizzle-orm';
import { INSIGHTS_DATE_RANGES, INSIGHTS_MESSAGES, type TInsightsSearch } from '../../../shared/insights.ts';
import { shortDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { resultRows, textArray } from '../../db/sql-arrays.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TInsightsExportCriterion } from './insights-export-emails.ts';
import type { TScopedReport } from './insights-scope.ts';

/** Designed: names shown before 'and N more'. */
const NAMES_SHOWN = 5;

/**
 * 'A, B and C'; beyond NAMES_SHOWN, 'A, B, C, D, E and 7 more'; ids the viewer cannot see are
 * counted at the end ('and 2 reports you cannot see').
 */
export function namesInWords(names: readonly string[], hidden: number, noun: string): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const parts = [...shown];
  if (names.length > shown.length) parts.push(`${names.length - shown.length} more`);
  if (hidden > 0) parts.push(`${hidden} ${noun}${hidden === 1 ? '' : 's'} you cannot see`);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 'Nov 3, 2026 to Nov 16, 2026 (Last 14 days)', or one date for a one-day window. */
export function windowInWords(
  range: TInsightsSearch['range'],
  window: { from: string; to: string; clipped_by_plan: boolean } | null,
): string {
  const label = INSIGHTS_DATE_RANGES[range].label;
  if (!window) return label;
  const dates =
    window.from === window.to ? shortDate(window.from) : `${shortDate(window.from)} to ${shortDate(window.to)}`;
  return `${dates} (${label}${window.clipped_by_plan ? ", shortened to your plan's history" : ''})`;
}

/** The names of the members a search names, among those the scope lets the viewer see. */
async function visibleMemberNames(
  db: TDb,
  viewerId: string,
  scopeReports: readonly TScopedReport[],
  memberIds: readonly string[],
): Promise<string[]> {
  if (memberIds.length === 0 || scopeReports.length === 0) return [];
  const readable = scopeReports.filter((report) => !report.ownOnly).map((report) => report.id);
  const ownOnly = scopeReports.filter((report) => report.ownOnly).map((report) => report.id);
  // As the member facet: members of the reports read in full (and people whose entries there the
  // viewer reads, though they left the report), and the viewer in a private report.
  const result = await db.execute(sql`
    select u.first_name, u.last_name, u.email from users u
    where u.id = any(${textArray(memberIds)}::uuid[]) and (
      exists (select 1 from report_members rm
        where rm.user_id = u.id and rm.report_id = any(${textArray(readable)}::uuid[]))
      or exists (select 1 from checkins c
        where c.user_id = u.id and c.report_id = any(${textArray(readable)}::uuid[]))
      or (u.id = ${viewerId}::uuid and exists (select 1 from report_members rm
        where rm.user_id = u.id and rm.report_id = any(${textArray(ownOnly)}::uuid[])))
    )`);
  return resultRows<{ first_name: string; last_name: string; email: string }>(result)
    .map((row) => `${row.first_name} ${row.last_name}`.trim() || row.email)
    .sort(byName);
}

function byName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/**
 * Why: the emails must say which search they carry, in the words the insights page uses. Names
 * come only from the search's scope (`scopeReports`: the reports of the viewer's teams, as
 * loadInsightsScope gives them), so an id of a report or person the viewer cannot search is
 * counted ('1 report you cannot see'), never named.
 */
export async function insightsExportCriteria(
  db: TDb,
  viewer: TViewer,
  search: Omit<TInsightsSearch, 'page'>,
  scopeReports: readonly TScopedReport[],
  window: { from: string; to: string; clipped_by_plan: boolean } | null,
): Promise<TInsightsExportCriterion[]> {
  const wanted = new Set(search.reports);
  const reportNames = scopeReports
    .filter((report) => wanted.has(report.id))
    .map((report) => report.name)
    .sort(byName);
  const memberIds = [...new Set(search.members)];
  const memberNames = await visibleMemberNames(db, viewer.user.id, scopeReports, memberIds);
  return [
    { label: 'Search', value: search.q ? `“${search.q}”` : 'Every entry (no keywords)' },
    {
      label: 'Reports',
      value:
        search.reports.length === 0
          ? 'All reports'
          : namesInWords(reportNames, wanted.size - reportNames.length, 'report'),
    },
    {
      label: 'Members',
      value:
        search.members.length === 0
          ? 'All members'
          : namesInWords(memberNames, memberIds.length - memberNames.length, 'member'),
    },
    { label: 'Status', value: search.state ?? INSIGHTS_MESSAGES.allStatuses },
    { label: 'Dates', value: windowInWords(search.range, window) },
  ];
}
