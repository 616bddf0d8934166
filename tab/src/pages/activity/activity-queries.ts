/**
 * The team activity page's server call (spec part 3 §2.11, §3 activity stream context): the feed,
 * asked with the page's own URL query, so a shared link shows the same feed.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TActivityQuery, ZActivityContext } from '../../../../shared/activity.ts';
import { activityQueryString } from '../../../../shared/activity-url.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiGet } from '../../api/client.ts';

export const ACTIVITY_API_PATH = '/api/v1/team/activity/';

/** GET /api/v1/team/activity/?... for the filters and page. */
export function activityApiUrl(query: TActivityQuery): string {
  return `${ACTIVITY_API_PATH}?${activityQueryString(query)}`;
}

/** The feed for the URL's filters; the previous answer stays on screen while the next loads. */
export function useTeamActivity(query: TActivityQuery) {
  return useQuery({
    queryKey: ['team-activity', activityQueryString(query)] as const,
    queryFn: ({ signal }) => apiGet(activityApiUrl(query), ZActivityContext, { signal }),
    placeholderData: keepPreviousData,
    // A refusal (signed out, no team, a bad filter) will not change on a retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}
