/**
 * Personal API tokens on /my/settings/api-tokens/ (issue 23 §5): list, create (the token is in
 * this one answer and never again) and revoke. The web session and its CSRF token, like every
 * /api/v1 call; anyone signed in, for themselves only. The plan lock (LIMIT_ZAPIER) stops new
 * tokens; the list and revoking stay open.
 */
import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_API_MESSAGES,
  type TCreateApiTokenAnswer,
  ZApiTokenIdParams,
  ZCreateApiTokenRequest,
} from '../../../../shared/public-api.ts';
import { PUBLIC_API_FLAG } from '../../../domain/public-api/api-token-rows.ts';
import { createApiToken } from '../../../domain/public-api/create-api-token.ts';
import { listApiTokens } from '../../../domain/public-api/list-api-tokens.ts';
import { revokeApiToken } from '../../../domain/public-api/revoke-api-token.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { perPersonRateLimit } from '../../per-person-rate-limit.ts';

const SIGNED_IN = { access: 'signed-in' } as const;
/** Designed: making tokens is rare; a burst guard keeps a script from minting them in a loop. */
const CREATE_LIMIT = perPersonRateLimit('api-token-create', 30);

/** Registers the token management routes. */
export async function apiTokenRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  app.get('/api/v1/my/api-tokens', { config: { policy: SIGNED_IN } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listApiTokens(db, request.viewer!, { now: now(), publicUrl: deps.env.PUBLIC_URL });
  });

  app.post(
    '/api/v1/my/api-tokens',
    { config: { policy: { ...SIGNED_IN, lockedBy: PUBLIC_API_FLAG }, rateLimit: CREATE_LIMIT } },
    async (request, reply): Promise<TCreateApiTokenAnswer> => {
      const form = ZCreateApiTokenRequest.parse(request.body ?? {});
      const { token, apiToken } = await createApiToken({ db, now }, request.viewer!, form);
      reply.header('cache-control', 'no-store');
      return { ok: true, message: PUBLIC_API_MESSAGES.created, token, api_token: apiToken };
    },
  );

  app.delete('/api/v1/my/api-tokens/:id', { config: { policy: SIGNED_IN } }, async (request) => {
    const { id } = ZApiTokenIdParams.parse(request.params);
    await revokeApiToken(db, request.viewer!, id, now());
    return { ok: true, message: PUBLIC_API_MESSAGES.revoked };
  });
}
