/**
 * A route's rate limit counted per signed-in person (people behind one office address do not share
 * it), per client address for a guest. It runs at preHandler, after the session has found the
 * viewer: at onRequest, the rate limiter's default, every request would still look anonymous.
 */
import type { FastifyRequest } from 'fastify';

/** `config.rateLimit` for a route: `max` calls a minute per person, counted under `name`. */
export function perPersonRateLimit(name: string, max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `${name}:${request.viewer?.user.id ?? request.ip}`,
  } as const;
}
