/** The reads of the history pages, as TanStack queries keyed under 'history'. */
import { useQuery } from '@tanstack/react-query';
import { ZMemberHistory, ZReportHistory } from '../../../../shared/history.ts';
import { apiGet } from '../../api/client.ts';

export const HISTORY_QUERY_KEYS = {
  report: (reportId: string) => ['history', 'report', reportId] as const,
  member: (reportId: string, memberId: string) => ['history', 'member', reportId, memberId] as const,
};

/** GET /api/v1/report/history/{report_id}/ for the report addressed by the page's link. */
export function reportHistoryUrl(reportId: string): string {
  return `/api/v1/report/history/${encodeURIComponent(reportId)}/`;
}

/** GET /api/v1/report/history/{report_id}/member/{member_id}/. */
export function memberHistoryUrl(reportId: string, memberId: string): string {
  return `${reportHistoryUrl(reportId)}member/${encodeURIComponent(memberId)}/`;
}

/**
 * A report's runs over the last 30 days with its members and side panel (spec part 3 §2.4); the
 * member page reads it too, only for the members list, so it is kept under one key.
 */
export function useReportHistory(reportId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: HISTORY_QUERY_KEYS.report(reportId),
    queryFn: ({ signal }) => apiGet(reportHistoryUrl(reportId), ZReportHistory, { signal }),
    enabled: (options.enabled ?? true) && reportId !== '',
  });
}

/** One member's participation over the last 30 days (spec part 3 §2.5). */
export function useMemberHistory(reportId: string, memberId: string) {
  return useQuery({
    queryKey: HISTORY_QUERY_KEYS.member(reportId, memberId),
    queryFn: ({ signal }) => apiGet(memberHistoryUrl(reportId, memberId), ZMemberHistory, { signal }),
  });
}
