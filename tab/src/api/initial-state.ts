/**
 * The initial page state (spec part 1 §3): who is signed in, the current team, the CSRF token and
 * the server's messages. Loaded once per page load and shared by every page through TanStack Query.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZInitialState } from '../../../shared/state.ts';
import { apiGet } from './client.ts';
import { rememberCsrfToken } from './csrf-token.ts';

export const INITIAL_STATE_QUERY_KEY = ['state'] as const;

/** Fetches and validates GET /api/v1/state, and keeps its CSRF token for later POSTs. */
export async function fetchInitialState(signal?: AbortSignal) {
  const state = await apiGet('/api/v1/state', ZInitialState, { signal });
  rememberCsrfToken(state.csrftoken);
  return state;
}

/**
 * The initial state as a query. It changes through full page loads (login, logout), and through
 * the few saves that change what the header shows (the user's photo), which refresh it.
 */
export function useInitialState() {
  return useQuery({
    queryKey: INITIAL_STATE_QUERY_KEY,
    // No abort signal: a cancelled load (React's StrictMode remount) would lose the server's
    // one-time messages, which the first answer already carried.
    queryFn: () => fetchInitialState(),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * A function that reloads the initial state in place, for a save that changes what every page
 * shows of the user (a new photo): the header then draws the photo instead of the initials.
 */
export function useRefreshInitialState(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INITIAL_STATE_QUERY_KEY });
}
