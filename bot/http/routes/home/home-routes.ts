/**
 * The home page's data (issue 17): GET /api/v1/home for anyone signed in; the answer is the
 * viewer's own account and teams only.
 */
import type { FastifyInstance } from 'fastify';
import { getHome } from '../../../domain/home/get-home.ts';
import type { TAppDeps } from '../../app-deps.ts';

/** Registers the home route. */
export async function homeRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  app.get('/api/v1/home', { config: { policy: { access: 'signed-in' } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getHome(deps.database.db, request.viewer!, now());
  });
}
