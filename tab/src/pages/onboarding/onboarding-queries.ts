/** One learning-area page from the server (GET CONTENT_API.onboardingPage), checked with the contract. */
import { useQuery } from '@tanstack/react-query';
import { CONTENT_API, ZOnboardingPage } from '../../../../shared/content.ts';
import { apiGet } from '../../api/client.ts';

/** The page of `slug`; content changes only with a deployment, so a loaded page is kept an hour. */
export function useOnboardingPage(slug: string) {
  return useQuery({
    queryKey: ['content', 'onboarding', slug],
    queryFn: ({ signal }) => apiGet(CONTENT_API.onboardingPage(slug), ZOnboardingPage, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
