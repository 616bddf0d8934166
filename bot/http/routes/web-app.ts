/**
 * Serves the built web app: hashed assets with long caching, and index.html for every page route
 * of shared/routes.ts (the React router takes it from there). Unknown pages get index.html with a
 * 404 status (the app shows "Page not found"); unknown /api/ paths get a JSON 404.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import { findPageRoute } from '../../../shared/routes.ts';
import type { TAppDeps } from '../app-deps.ts';

const policy = { access: 'public' } as const;

/** Registers asset serving and the page fallback. */
export async function webAppRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const indexFile = path.join(deps.webAppDir, 'index.html');
  let cachedIndex: { mtimeMs: number; html: string } | undefined;
  const readIndex = (): string | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (!cachedIndex || cachedIndex.mtimeMs !== mtimeMs)
      cachedIndex = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cachedIndex.html;
  };

  await app.register(fastifyStatic, { root: path.resolve(deps.webAppDir), serve: false });

  app.get('/assets/*', { config: { policy } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    // Asset names carry a content hash: cache them for a year.
    return reply.sendFile(path.posix.join('assets', file), { maxAge: 365 * 24 * 3600 * 1000, immutable: true });
  });
  for (const file of ['favicon.svg', 'robots.txt']) {
    app.get(`/${file}`, { config: { policy } }, (_request, reply) => reply.sendFile(file));
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const html = readIndex();
    if (!html) {
      if (status === 404) throw new AppError('NOT_FOUND', 'Page not found.');
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    request.log.debug({ status }, 'serving web app page');
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${pathname}`);
    }
    return sendPage(request, reply, findPageRoute(pathname) ? 200 : 404);
  });
}
