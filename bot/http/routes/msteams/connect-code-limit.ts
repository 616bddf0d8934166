/**
 * Connect codes typed on /platform/connect/ are limited per signed-in person and per client address
 * (issue 15: the form took 441 guesses a second). Both counters go up on every try; the one that
 * runs out answers 429 with Retry-After and says how long to wait. The counts live in this
 * process (@fastify/rate-limit's memory store); the codes' length is what keeps guessing hopeless
 * when several processes each count their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fillMessage } from '../../../../shared/accounts.ts';
import { AppError } from '../../../../shared/errors.ts';
import {
  CONNECT_CODE_TRIES_PER_IP,
  CONNECT_CODE_TRIES_PER_USER,
  MSTEAMS_MESSAGES,
} from '../../../../shared/msteams.ts';

const WINDOW = '1 minute';

/** Builds the check the connect-code route runs before it looks a code up. */
export function connectCodeLimiter(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const perUser = app.createRateLimit({
    max: CONNECT_CODE_TRIES_PER_USER,
    timeWindow: WINDOW,
    keyGenerator: (request) => `msteams-code:user:${request.viewer?.user.id ?? 'none'}`,
  });
  const perAddress = app.createRateLimit({
    max: CONNECT_CODE_TRIES_PER_IP,
    timeWindow: WINDOW,
    keyGenerator: (request) => `msteams-code:ip:${request.ip}`,
  });
  return async (request) => {
    const results = [await perUser(request), await perAddress(request)];
    let wait = 0;
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
    }
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', fillMessage(MSTEAMS_MESSAGES.tooManyCodes, { seconds: String(wait) }), {
        retryAfter: wait,
      });
    }
  };
}
