/** The reads of the team services pages, as TanStack queries keyed under 'team-services'. */
import { useQuery } from '@tanstack/react-query';
import { ZTeamServicesView, ZToolChoicesAnswer } from '../../../../shared/team-tools.ts';
import { ZServiceAuthAnswer } from '../../../../shared/work-tools.ts';
import { apiGet, apiPost } from '../../api/client.ts';

export const TEAM_SERVICES_KEYS = {
  services: ['team-services'],
  asanaProjects: (workspace: string) => ['team-services', 'asana-projects', workspace],
  trelloBoards: ['team-services', 'trello-boards'],
} as const;

/** The services page's data for the current team. */
export function useTeamServices() {
  return useQuery({
    queryKey: TEAM_SERVICES_KEYS.services,
    queryFn: ({ signal }) => apiGet('/api/v1/team/services', ZTeamServicesView, { signal }),
  });
}

/** The projects of an Asana workspace (only once a workspace is chosen). */
export function useAsanaProjects(workspaceGid: string) {
  return useQuery({
    queryKey: TEAM_SERVICES_KEYS.asanaProjects(workspaceGid),
    enabled: workspaceGid !== '',
    queryFn: ({ signal }) =>
      apiGet(
        `/api/v1/team/services/asana-projects?${new URLSearchParams({ workspace_gid: workspaceGid })}`,
        ZToolChoicesAnswer,
        { signal },
      ),
  });
}

/** The Trello boards the viewer's own Trello connection reaches. */
export function useTrelloBoards(enabled: boolean) {
  return useQuery({
    queryKey: TEAM_SERVICES_KEYS.trelloBoards,
    enabled,
    queryFn: ({ signal }) => apiGet('/api/v1/team/services/trello-boards', ZToolChoicesAnswer, { signal }),
  });
}

/** Starts the viewer's personal connection to a tool and goes to the tool (start_auth, part 2 §7). */
export async function startToolAuth(service: 'asana' | 'trello', returnTo: string): Promise<string | null> {
  const answer = await apiPost(
    '/api/v1/service_connection/start_auth/',
    { service, return_to: returnTo },
    ZServiceAuthAnswer,
  );
  if (answer.ok && answer.redirect_url) {
    window.location.assign(answer.redirect_url);
    return null;
  }
  return answer.error ?? 'The connection could not start. Try again in a moment.';
}
