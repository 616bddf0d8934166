/** Team security (spec part 3 §2.12, §7): shared access and data retention of the current team. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZRetentionForm, ZShareForm } from '../../../../shared/teams.ts';
import { getSecurityContext, saveRetentionPolicy, shareTeam, unshareTeam } from '../../../domain/teams/sharing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf } from '../../forms.ts';

/** Registers the security routes. */
export async function securityRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  app.get(
    '/api/v1/team/settings/security',
    { config: { policy: { access: 'signed-in', roles: 'MANAGERS' } } },
    async (request) => getSecurityContext(db, request.viewer!),
  );

  app.post(
    '/teams/invite',
    { config: { policy: { access: 'signed-in', roles: 'TEAM_ADMINS' }, form: true } },
    async (request, reply) => {
      const form = ZShareForm.parse(request.body);
      const name = await shareTeam(
        db,
        request.viewer!,
        { email: form.share_email, teamSlug: form.team_slug },
        originOf(request),
      );
      return answerForm(request, reply, { message: `${name} can now open this team.` });
    },
  );

  app.get(
    '/teams/uninvite/:email',
    { config: { policy: { access: 'signed-in', roles: 'TEAM_ADMINS' }, changesData: true } },
    async (request, reply) => {
      const { email } = z.object({ email: z.string().min(3).max(254) }).parse(request.params);
      await unshareTeam(db, request.viewer!, email, originOf(request));
      return answerForm(request, reply, {
        redirect: '/team/settings/security/',
        message: `Access revoked for ${email}.`,
        level: 'info',
      });
    },
  );

  app.post(
    '/teams/save_data_retention',
    {
      config: {
        policy: { access: 'signed-in', roles: 'ACCOUNT_OWNERS', lockedBy: 'LIMIT_CUSTOM_RETENTION' },
        form: true,
      },
    },
    async (request, reply) => {
      const { retention_policy } = ZRetentionForm.parse(request.body);
      await saveRetentionPolicy(db, request.viewer!, retention_policy, originOf(request));
      return answerForm(request, reply, { message: 'Data retention saved.' });
    },
  );
}
