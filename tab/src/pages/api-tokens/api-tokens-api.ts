/** The reads and actions of /my/settings/api-tokens, through the app's client. */
import { useQuery } from '@tanstack/react-query';
import { ZFormOk } from '../../../../shared/accounts.ts';
import { ZApiTokensContext } from '../../../../shared/public-api.ts';
import { apiGet, apiSend } from '../../api/client.ts';

export const API_TOKENS_API = '/api/v1/my/api-tokens';
export const API_TOKENS_QUERY_KEY = ['my-api-tokens'] as const;

/** GET /api/v1/my/api-tokens. */
export function useApiTokens() {
  return useQuery({
    queryKey: API_TOKENS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(API_TOKENS_API, ZApiTokensContext, { signal }),
  });
}

/** Revokes one of the viewer's tokens. */
export const revokeApiToken = (id: string) =>
  apiSend('DELETE', `${API_TOKENS_API}/${encodeURIComponent(id)}`, undefined, ZFormOk);
