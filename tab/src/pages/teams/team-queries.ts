/** The reads of the team settings pages, as TanStack queries keyed under 'team'. */
import { useQuery } from '@tanstack/react-query';
import { ZMsTeamsSetup } from '../../../../shared/msteams.ts';
import { apiGet } from '../../api/client.ts';
import { ZTeamSettingsGeneral } from './team-api.ts';

export const TEAM_QUERY_KEYS = {
  general: ['team', 'settings', 'general'],
  msteamsSetup: ['platform', 'msteams'],
} as const;

/** Team info, members and whether the viewer may manage them. */
export function useTeamSettingsGeneral() {
  return useQuery({
    queryKey: TEAM_QUERY_KEYS.general,
    queryFn: ({ signal }) => apiGet('/api/v1/team/settings/general', ZTeamSettingsGeneral, { signal }),
  });
}

/** Whether Microsoft Teams works on this server, and whether the viewer may install its app. */
export function useMsTeamsSetup() {
  return useQuery({
    queryKey: TEAM_QUERY_KEYS.msteamsSetup,
    queryFn: ({ signal }) => apiGet('/api/v1/platform/msteams', ZMsTeamsSetup, { signal }),
  });
}
