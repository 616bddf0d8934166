/** The reads of the hashtag, vacation and personal general pages, as TanStack queries. */
import { useQuery } from '@tanstack/react-query';
import { ZHashtagsContext, ZMyGeneralSettings, ZSecurityContext, ZVacationsContext } from '../../../../shared/teams.ts';
import { apiGet } from '../../api/client.ts';

export type TVacationScope = 'team' | 'my';

export const TEAM_DATA_QUERY_KEYS = {
  hashtags: ['team-data', 'hashtags'],
  vacations: (scope: TVacationScope) => ['team-data', 'vacations', scope],
  myGeneral: ['team-data', 'my-general'],
  security: ['team-data', 'security'],
} as const;

/** The current team's hashtags (GET /api/v1/team/settings/hashtags). */
export function useHashtags() {
  return useQuery({
    queryKey: TEAM_DATA_QUERY_KEYS.hashtags,
    queryFn: ({ signal }) => apiGet('/api/v1/team/settings/hashtags', ZHashtagsContext, { signal }),
  });
}

/** The team's or my vacation days (GET /api/v1/team/vacations or /api/v1/my/vacations). */
export function useVacations(scope: TVacationScope) {
  return useQuery({
    queryKey: TEAM_DATA_QUERY_KEYS.vacations(scope),
    queryFn: ({ signal }) => apiGet(`/api/v1/${scope}/vacations`, ZVacationsContext, { signal }),
  });
}

/** My general settings (GET /api/v1/my/settings/general). */
export function useMyGeneralSettings() {
  return useQuery({
    queryKey: TEAM_DATA_QUERY_KEYS.myGeneral,
    queryFn: ({ signal }) => apiGet('/api/v1/my/settings/general', ZMyGeneralSettings, { signal }),
  });
}

/** The current team's shared access and retention (GET /api/v1/team/settings/security). */
export function useSecurity() {
  return useQuery({
    queryKey: TEAM_DATA_QUERY_KEYS.security,
    queryFn: ({ signal }) => apiGet('/api/v1/team/settings/security', ZSecurityContext, { signal }),
  });
}
