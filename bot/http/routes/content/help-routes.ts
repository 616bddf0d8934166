/**
 * The built-in help desk's articles (spec part 1 §2.12; HELP_DESK_URL defaults to /help/): public
 * GETs of every article and of one by slug (CONTENT_API.helpArticles, .helpArticle), read from CONTENT_DIR/help through the content module.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { HELP_DESK_MESSAGES, type THelpArticleList } from '../../../../shared/help-desk.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { appContentStore } from './app-content-store.ts';

const policy = { access: 'public' } as const;

const ZSlugParam = z.object({ slug: z.string() });

/** Articles change only with a deployment (and a restart): a short cache spares repeated reads. */
const CONTENT_CACHE = 'public, max-age=300';

/** Registers the help desk's article routes. */
export async function helpRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const store = appContentStore(deps.env);

  app.get('/api/v1/content/help', { config: { policy } }, async (_request, reply) => {
    reply.header('Cache-Control', CONTENT_CACHE);
    return { articles: await store.helpArticles() } satisfies THelpArticleList;
  });

  app.get('/api/v1/content/help/:slug', { config: { policy } }, async (request, reply) => {
    const { slug } = ZSlugParam.parse(request.params);
    const article = await store.helpArticle(slug);
    if (article === null) throw new AppError('NOT_FOUND', HELP_DESK_MESSAGES.unknownArticle);
    reply.header('Cache-Control', CONTENT_CACHE);
    return article;
  });
}
