/** Forgot password, reset, and the personal password page (spec part 2 §2.3). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ZEmailForm, ZMyPasswordForm, ZPasswordResetForm } from '../../../../shared/accounts.ts';
import { changePassword } from '../../../domain/accounts/change-password.ts';
import { checkPasswordReset, requestPasswordReset, resetPassword } from '../../../domain/accounts/password-reset.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, parseForm } from '../../forms.ts';

const ZUuid = z.object({ uuid: z.string().min(1).max(200) });

/** Registers the password routes. */
export async function passwordRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  app.post(
    '/accounts/forgot-password',
    { config: { policy: { access: 'public' }, form: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { email } = parseForm(ZEmailForm, request);
      await requestPasswordReset(accountsDeps(deps), email, originOf(request));
      return answerForm(request, reply, { message: ACCOUNT_MESSAGES.resetSent });
    },
  );

  app.get('/api/v1/password-reset/:uuid', { config: { policy: { access: 'public' } } }, async (request) => {
    const { uuid } = ZUuid.parse(request.params);
    return checkPasswordReset(db, uuid);
  });

  app.post(
    '/accounts/password-reset/:uuid',
    { config: { policy: { access: 'public' }, form: true } },
    async (request, reply) => {
      const { uuid } = ZUuid.parse(request.params);
      const form = parseForm(ZPasswordResetForm, request);
      await resetPassword(db, { token: uuid, ...form, origin: originOf(request) });
      return answerForm(request, reply, { redirect: '/accounts/login/', message: ACCOUNT_MESSAGES.passwordSaved });
    },
  );

  app.get('/api/v1/my/password', { config: { policy: { access: 'signed-in' } } }, async (request) => ({
    has_password: Boolean(request.viewer!.user.passwordHash),
  }));

  app.post(
    '/my/settings/password',
    { config: { policy: { access: 'signed-in' }, form: true } },
    async (request, reply) => {
      const form = parseForm(ZMyPasswordForm, request);
      const outcome = await changePassword(db, request.viewer!, form, originOf(request));
      return answerForm(request, reply, {
        message: outcome === 'set' ? 'Your password was set.' : ACCOUNT_MESSAGES.passwordChanged,
      });
    },
  );
}
