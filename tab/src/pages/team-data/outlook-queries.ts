/** The reads of the Outlook pages (spec part 2 §2.4), as TanStack queries. */
import { useQuery } from '@tanstack/react-query';
import { ZCalendarsContext, ZOutlookActivityContext } from '../../../../shared/microsoft-graph.ts';
import { apiGet } from '../../api/client.ts';

export const OUTLOOK_QUERY_KEYS = {
  calendars: ['outlook', 'calendars'],
  activity: ['outlook', 'activity'],
} as const;

/** The connection and the calendars to pick from (GET /api/v1/my/settings/vacations/calendars). */
export function useOutlookCalendars() {
  return useQuery({
    queryKey: OUTLOOK_QUERY_KEYS.calendars,
    queryFn: ({ signal }) => apiGet('/api/v1/my/settings/vacations/calendars', ZCalendarsContext, { signal }),
  });
}

/** The Outlook activity panel (GET /api/v1/my/settings/outlook-activity). */
export function useOutlookActivity() {
  return useQuery({
    queryKey: OUTLOOK_QUERY_KEYS.activity,
    queryFn: ({ signal }) => apiGet('/api/v1/my/settings/outlook-activity', ZOutlookActivityContext, { signal }),
  });
}
