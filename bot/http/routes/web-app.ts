/**
 * Serves the built web app: hashed assets with long caching (their .br/.gz twins written by the
 * build are sent to clients that accept them), and index.html for every page route
 * of shared/routes.ts (the React router takes it from there). Unknown pages get index.html with a
 * 404 status (the app shows "Page not found"); unknown /api/ paths get a JSON 404.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import { findPageRoute } from '../../../shared/routes.ts';
import type { TAppDeps } from '../app-deps.ts';

const policy = { access: 'public' } as const;

interface TIndexPage {
  mtimeMs: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function indexPage(mtimeMs: number, html: Buffer): TIndexPage {
  return { mtimeMs, html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}

/** br or gzip if the Accept-Encoding header takes it (and does not refuse it with q=0). */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Registers asset serving and the page fallback. */
export async function webAppRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const indexFile = path.join(deps.webAppDir, 'index.html');
  let cachedIndex: TIndexPage | undefined;
  const readIndex = (): TIndexPage | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (!cachedIndex || cachedIndex.mtimeMs !== mtimeMs) cachedIndex = indexPage(mtimeMs, readFileSync(indexFile));
    return cachedIndex;
  };

  // preCompressed: send file.br or file.gz when the client accepts it and the build wrote one, with
  // Vary: Accept-Encoding; the compression plugin leaves an answer with a Content-Encoding alone.
  await app.register(fastifyStatic, { root: path.resolve(deps.webAppDir), serve: false, preCompressed: true });

  app.get('/assets/*', { config: { policy } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    // Asset names carry a content hash: cache them for a year.
    return reply.sendFile(path.posix.join('assets', file), { maxAge: 365 * 24 * 3600 * 1000, immutable: true });
  });
  for (const file of ['favicon.svg', 'robots.txt']) {
    app.get(`/${file}`, { config: { policy } }, (_request, reply) => reply.sendFile(file));
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const page = readIndex();
    if (!page) {
      if (status === 404) throw new AppError('NOT_FOUND', 'Page not found.');
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    request.log.debug({ status }, 'serving web app page');
    // The not-found handler is no route, so the compression plugin does not hook it: the page is
    // compressed once per build instead.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.status(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${pathname}`);
    }
    return sendPage(request, reply, findPageRoute(pathname) ? 200 : 404);
  });
}
