/**
 * Hashtags and vacations (spec part 3 §2.9, §7; part 2 §2.4, §7): the current team's hashtags,
 * the team's and one's own vacation days. Changes are locked by LIMIT_HASHTAGS and
 * LIMIT_VACATION_TRACKING.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZHashtagForm, ZVacationUpdate } from '../../../../shared/teams.ts';
import { addHashtag, deleteHashtag, listHashtags } from '../../../domain/teams/hashtags.ts';
import { getMyVacations, getTeamVacations, setVacations } from '../../../domain/teams/vacations.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm } from '../../forms.ts';

const ZTag = z.object({ tag: z.string().min(1).max(100) });

/** Registers the hashtag and vacation routes. */
export async function teamDataRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  app.get(
    '/api/v1/team/settings/hashtags',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => listHashtags(db, request.viewer!),
  );

  app.post(
    '/team/settings/hashtags',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS', lockedBy: 'LIMIT_HASHTAGS' }, form: true } },
    async (request, reply) => {
      const { tag } = ZHashtagForm.parse(request.body);
      await addHashtag(db, request.viewer!, tag);
      return answerForm(request, reply, { message: `#${tag} added.` });
    },
  );

  app.get(
    '/team/settings/hashtags/delete/:tag',
    {
      config: {
        policy: { access: 'signed-in', roles: 'MANAGERS', lockedBy: 'LIMIT_HASHTAGS' },
        changesData: true,
      },
    },
    async (request, reply) => {
      const { tag } = ZTag.parse(request.params);
      await deleteHashtag(db, request.viewer!, tag);
      return answerForm(request, reply, {
        redirect: '/team/settings/hashtags/',
        message: `#${tag} deleted.`,
        level: 'info',
      });
    },
  );

  app.get('/api/v1/my/vacations', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getMyVacations(db, request.viewer!),
  );

  app.get(
    '/api/v1/team/vacations',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => getTeamVacations(db, request.viewer!),
  );

  app.post(
    '/api/v1/account/settings',
    { config: { policy: { access: 'signed-in', lockedBy: 'LIMIT_VACATION_TRACKING' } } },
    async (request) => {
      const update = ZVacationUpdate.parse(request.body);
      const days = await setVacations(db, request.viewer!, update.type, update.selected_vacations);
      return { status: 'ok' as const, selected_vacations: days };
    },
  );
}
