/** The process logger: JSON lines in production, readable lines in development, quiet in tests. */
import pino from 'pino';
import type { TLogger } from './domain/logger.ts';
import type { TEnv } from './env.ts';

/** Builds the pino logger Fastify and the job engine share. */
export function createLogger(env: Pick<TEnv, 'NODE_ENV' | 'LOG_LEVEL'>): TLogger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (env.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino(options);
}
