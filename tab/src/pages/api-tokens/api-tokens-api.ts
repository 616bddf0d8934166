/**
 * The reads and actions of /my/settings/api-tokens: the list through the app's client, the
 * revoke as a DELETE sent the same way (same-origin cookie, CSRF header, JSON checked with zod).
 */
import { useQuery } from '@tanstack/react-query';
import { ZFormOk } from '../../../../shared/accounts.ts';
import { ZApiTokensContext } from '../../../../shared/public-api.ts';
import { apiErrorFromResponse, networkError } from '../../api/api-error.ts';
import { apiGet } from '../../api/client.ts';
import { csrfToken } from '../../api/csrf-token.ts';

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
export async function revokeApiToken(id: string) {
  let response: Response;
  try {
    response = await fetch(`${API_TOKENS_API}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
    });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return ZFormOk.parse(await response.json());
}
