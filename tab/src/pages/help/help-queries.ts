/** The help desk's reads as TanStack Query options, checked against shared/help-desk.ts and shared/content.ts. */
import { queryOptions } from '@tanstack/react-query';
import { CONTENT_API, ZHelpArticle } from '../../../../shared/content.ts';
import { ZHelpArticleList } from '../../../../shared/help-desk.ts';
import { apiGet } from '../../api/client.ts';

/** Articles change only with a deployment: keep them for the visit. */
const STALE_MS = 10 * 60 * 1000;

/** GET CONTENT_API.helpArticles: every article, in order, with bodies (the search reads them). */
export const helpArticlesQuery = () =>
  queryOptions({
    queryKey: ['help', 'articles'],
    queryFn: ({ signal }) => apiGet(CONTENT_API.helpArticles, ZHelpArticleList, { signal }),
    staleTime: STALE_MS,
  });

/** GET CONTENT_API.helpArticle(slug): one article (404 for an unknown slug). */
export const helpArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['help', 'article', slug],
    queryFn: ({ signal }) => apiGet(CONTENT_API.helpArticle(slug), ZHelpArticle, { signal }),
    staleTime: STALE_MS,
  });
