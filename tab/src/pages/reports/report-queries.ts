/** The reads of the reports pages, as TanStack queries keyed under 'reports'. */
import { useQuery } from '@tanstack/react-query';
import { ZReportsList } from '../../../../shared/reports.ts';
import { apiGet } from '../../api/client.ts';

export const REPORT_QUERY_KEYS = {
  list: ['reports', 'list'],
} as const;

/**
 * The reports list (GET /api/v1/reports): one card per report and whether the viewer may create
 * another, under one key so a change elsewhere can invalidate the list.
 */
export function useReportsList() {
  return useQuery({
    queryKey: REPORT_QUERY_KEYS.list,
    queryFn: ({ signal }) => apiGet('/api/v1/reports', ZReportsList, { signal }),
  });
}
