/**
 * The learning area and release notes (spec part 1 §2.11, §7): public GETs of one onboarding page
 * by slug and of every release note, and the images they use at /content-assets/<file>. The help
 * desk's articles have their own routes (help-routes.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type TPostList, ZContentSlug } from '../../../../shared/content.ts';
import { AppError } from '../../../../shared/errors.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { appContentStore, contentDirOf } from './app-content-store.ts';
import { assetContentType, MAX_ASSET_BYTES, SVG_CONTENT_SECURITY_POLICY } from './content-asset.ts';

const policy = { access: 'public' } as const;

/** Said for a slug with no page (or of a shape no page can have). */
export const UNKNOWN_ONBOARDING_PAGE =
  'There is no learning-area page at this address. Open the learning center at /onboarding/ to pick a topic.';

/** Said for an asset name that is not a plain image file name, or names no file. */
export const UNKNOWN_ASSET = 'There is no image at this address.';

const ZSlugParam = z.object({ slug: z.string() });
const ZAssetParam = z.object({ file: z.string() });

/** Content changes only with a deployment (and a restart): a short cache spares repeated reads. */
const CONTENT_CACHE = 'public, max-age=300';

/** Registers the onboarding page, release notes and content asset routes. */
export async function contentRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const store = appContentStore(deps.env);
  const assetsDir = path.resolve(contentDirOf(deps.env), 'assets');

  app.get('/api/v1/content/onboarding/:slug', { config: { policy } }, async (request, reply) => {
    const { slug } = ZSlugParam.parse(request.params);
    const page = ZContentSlug.safeParse(slug).success ? await store.onboardingPage(slug) : null;
    if (page === null) throw new AppError('NOT_FOUND', UNKNOWN_ONBOARDING_PAGE);
    reply.header('Cache-Control', CONTENT_CACHE);
    return page;
  });

  app.get('/api/v1/content/posts', { config: { policy } }, async (_request, reply) => {
    reply.header('Cache-Control', CONTENT_CACHE);
    return { posts: await store.posts() } satisfies TPostList;
  });

  app.get('/content-assets/:file', { config: { policy } }, async (request, reply) => {
    const { file } = ZAssetParam.parse(request.params);
    const type = assetContentType(file);
    if (type === null) throw new AppError('NOT_FOUND', UNKNOWN_ASSET);
    const full = path.join(assetsDir, file);
    const info = await stat(full).catch(() => null);
    if (info === null || !info.isFile() || info.size > MAX_ASSET_BYTES) throw new AppError('NOT_FOUND', UNKNOWN_ASSET);
    reply.header('Cache-Control', 'public, max-age=3600');
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    return reply.type(type).send(await readFile(full));
  });
}
