/** GET /api/v1/state: the initial page state every page of the web app loads first. */
import type { FastifyInstance } from 'fastify';
import type { TInitialState } from '../../../shared/state.ts';
import { takeFlash } from '../plugins/flash-messages.ts';
import { presentStateTeam, presentStateUser } from '../presenters/present-state.ts';

/** Registers the state route. */
export async function stateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/state', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const viewer = request.viewer;
    const state: TInitialState = {
      user: viewer ? presentStateUser(viewer) : null,
      team: viewer ? presentStateTeam(viewer) : null,
      csrftoken: reply.generateCsrf(),
      messages: takeFlash(request, reply),
      context: {},
      reports: [],
      completed_users: [],
    };
    reply.header('Cache-Control', 'no-store');
    return state;
  });
}
