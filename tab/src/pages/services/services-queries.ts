/** The services page's read and its two calls (part 2 §7: start_auth, disconnect_service). */
import { useQuery } from '@tanstack/react-query';
import {
  type TPersonalTool,
  type TServiceAuthAnswer,
  ZMyServicesContext,
  ZServiceAuthAnswer,
} from '../../../../shared/work-tools.ts';
import { apiGet, apiPost } from '../../api/client.ts';

export const SERVICES_QUERY_KEY = ['my-services'] as const;

/** GET /api/v1/my/services. */
export function useMyServices() {
  return useQuery({
    queryKey: SERVICES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/v1/my/services', ZMyServicesContext, { signal }),
  });
}

/** Starts connecting a tool (Clubhouse sends its key); the answer's redirect_url is where to go. */
export function startAuth(service: TPersonalTool, apiKey?: string): Promise<TServiceAuthAnswer> {
  return apiPost(
    '/api/v1/service_connection/start_auth/',
    apiKey === undefined ? { service, return_to: '/my/settings/services/' } : { service, 'api-key': apiKey },
    ZServiceAuthAnswer,
  );
}

/** Forgets the connection to a tool. */
export function disconnectService(service: TPersonalTool): Promise<TServiceAuthAnswer> {
  return apiPost('/api/v1/service_connection/disconnect_service/', { service }, ZServiceAuthAnswer);
}
