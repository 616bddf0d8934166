/** The process logger: JSON lines in production, readable lines in development, quiet in tests. */
import pino from 'pino';
import type { TLogger } from './domain/logger.ts';
import type { TEnv } from './env.ts';
import { redactUrl } from './redact-url.ts';

/** The request as Fastify logs it, with the URL's secrets redacted (redact-url.ts). */
interface TLoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, the URL redacted. */
function serializeRequest(request: TLoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the pino logger Fastify and the job engine share. */
export function createLogger(
  env: Pick<TEnv, 'NODE_ENV' | 'LOG_LEVEL'>,
  /** Where the lines go (tests capture them); stdout by default. */
  destination?: pino.DestinationStream,
): TLogger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: { req: serializeRequest },
  };
  if (env.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
