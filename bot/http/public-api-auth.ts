/**
 * How the public API's routes find their caller (policy `api-token`): the bearer token resolved by
 * the domain, then a per-token rate limit (a bucket of PUBLIC_API.requestsPerMinute, refilled
 * evenly), kept in memory per web process like the check-in saves' limit.
 */
import { AppError } from '../../shared/errors.ts';
import { PUBLIC_API, PUBLIC_API_MESSAGES } from '../../shared/public-api.ts';
import type { TDb } from '../db/client.ts';
import { authenticateApiToken } from '../domain/public-api/authenticate-api-token.ts';
import type { TApiTokenAuthenticator } from './policy.ts';
import { createSaveRateLimit } from './routes/checkins/save-rate-limit.ts';

/** The authenticator of one app. Why: policy.ts stays free of the database and of limits' state. */
export function apiTokenAuthenticator(deps: { db: TDb; now: () => Date }): TApiTokenAuthenticator {
  const perSecond = PUBLIC_API.requestsPerMinute / 60;
  const limit = createSaveRateLimit({ burst: PUBLIC_API.requestsPerMinute, perSecond });
  return async (request) => {
    const caller = await authenticateApiToken(deps.db, request.headers.authorization, deps.now());
    if (!limit.take(caller.token.id, Date.now())) {
      const seconds = Math.ceil(1 / perSecond);
      throw new AppError('RATE_LIMITED', PUBLIC_API_MESSAGES.tooManyRequests(seconds), { retryAfter: seconds });
    }
    return caller;
  };
}
