/**
 * A refined export's search in words, for its emails: the keywords, the reports, the members, the
 * state and the dates, each as the insights page names them. Ids that are not (or no longer) in
 * the viewer's account are counted, never named.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { INSIGHTS_DATE_RANGES, INSIGHTS_MESSAGES, type TInsightsSearch } from '../../../shared/insights.ts';
import { shortDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { reports, teamMembers, users } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import type { TInsightsExportCriterion } from './insights-export-emails.ts';

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

/** Why: the emails must say which search they carry, in the words the insights page uses. */
export async function insightsExportCriteria(
  db: TDb,
  viewer: TViewer,
  search: Omit<TInsightsSearch, 'page'>,
  window: { from: string; to: string; clipped_by_plan: boolean } | null,
): Promise<TInsightsExportCriterion[]> {
  // Only names the viewer may see: reports of their teams, people of their teams.
  const teamIds = viewer.teams.map((team) => team.id);
  const reportNames =
    search.reports.length === 0 || teamIds.length === 0
      ? []
      : (
          await db
            .select({ name: reports.name })
            .from(reports)
            .where(
              and(
                eq(reports.accountId, viewer.account.id),
                inArray(reports.teamId, teamIds),
                inArray(reports.id, search.reports),
              ),
            )
            .orderBy(reports.name)
        ).map((row) => row.name);
  const memberNames =
    search.members.length === 0 || teamIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(users)
            .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
            .where(and(inArray(teamMembers.teamId, teamIds), inArray(users.id, search.members)))
            .orderBy(users.firstName, users.lastName, users.email)
        ).map((row) => `${row.firstName} ${row.lastName}`.trim() || row.email);
  return [
    { label: 'Search', value: search.q ? `“${search.q}”` : 'Every entry (no keywords)' },
    {
      label: 'Reports',
      value:
        search.reports.length === 0
          ? 'All reports'
          : namesInWords(reportNames, search.reports.length - reportNames.length, 'report'),
    },
    {
      label: 'Members',
      value:
        search.members.length === 0
          ? 'All members'
          : namesInWords(memberNames, search.members.length - memberNames.length, 'member'),
    },
    { label: 'Status', value: search.state ?? INSIGHTS_MESSAGES.allStatuses },
    { label: 'Dates', value: windowInWords(search.range, window) },
  ];
}
