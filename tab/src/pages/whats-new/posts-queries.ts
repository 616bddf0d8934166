/** The release notes' server call (GET CONTENT_API.posts), shared by the pages and the header's dot. */
import { useQuery } from '@tanstack/react-query';
import { CONTENT_API, ZPostList } from '../../../../shared/content.ts';
import { apiGet } from '../../api/client.ts';

export const POSTS_QUERY_KEY = ['content', 'posts'] as const;

/** Every release note, newest first; content changes only with a deployment, so it is kept an hour. */
export function usePosts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: POSTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet(CONTENT_API.posts, ZPostList, { signal })).posts,
    staleTime: 60 * 60 * 1000,
    enabled: options.enabled ?? true,
  });
}
