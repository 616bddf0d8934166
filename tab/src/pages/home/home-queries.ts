/** The home page's server call (GET /api/v1/home), checked with the shared contract. */
import { useQuery } from '@tanstack/react-query';
import { ZHome } from '../../../../shared/home.ts';
import { apiGet } from '../../api/client.ts';

export const HOME_QUERY_KEY = ['home'] as const;

/** The viewer's home, asked afresh on every visit (check-ins and runs change through the morning). */
export function useHome() {
  return useQuery({
    queryKey: HOME_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/v1/home', ZHome, { signal }),
    staleTime: 0,
  });
}
