/**
 * Compresses answers over 1 KB (JSON, HTML, text) with brotli or gzip, whichever the client
 * prefers: the 500-member dashboard is 856 KiB as JSON and a fraction of that compressed. Answers
 * that already carry a Content-Encoding (the precompressed static files) pass through untouched,
 * and event streams are never buffered.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What is worth compressing: text, JSON and XML answers, but never an event stream. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)|^image\/svg\+xml|^application\/csv/;

/** Registers @fastify/compress for every route. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Quality 4 is the usual speed/size balance for answers compressed per request (11 is for
    // files compressed once, at build time).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
