/**
 * The chat-install signup (spec part 1 §2.7, §7): the page's context and the email form of
 * /accounts/microsoft/install-register/{slug}/, for a Microsoft Teams install or a Webex space. The email path is the usual signup (verification
 * email, then the three steps) carrying the install's confirm screen as the page to open at the
 * end. The Microsoft button's route is in microsoft-sign-in-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZEmailForm } from '../../../../shared/accounts.ts';
import { microsoftSettingsOf } from '../../../adapters/microsoft/microsoft-settings.ts';
import { startSignup } from '../../../domain/accounts/start-signup.ts';
import { getInstallRegisterContext } from '../../../domain/platforms/get-install-register-context.ts';
import { installForSignup } from '../../../domain/platforms/install-for-signup.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm } from '../../forms.ts';

const ZSlugParams = z.object({ slug: z.string().min(1).max(100) });
const publicRead = { policy: { access: 'public' }, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** Registers the chat-install signup's context read and email form. */
export async function installRegisterRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const microsoftConfigured = microsoftSettingsOf(deps.env) !== undefined;

  app.get('/api/v1/accounts/microsoft/install-register/:slug', { config: publicRead }, async (request) => {
    const { slug } = ZSlugParams.parse(request.params);
    return getInstallRegisterContext(db, slug, { microsoftConfigured, now: now(), secret: deps.env.SESSION_SECRET });
  });

  app.post(
    '/accounts/microsoft/install-register/:slug/email',
    { config: { policy: { access: 'public' }, form: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { slug } = ZSlugParams.parse(request.params);
      const install = await installForSignup(db, slug, now(), deps.env.SESSION_SECRET);
      const { email } = parseForm(ZEmailForm, request);
      const { hash } = await startSignup(accountsDeps(deps), {
        email,
        platform: install.platform,
        nextPath: install.confirmPath,
      });
      return answerForm(request, reply, { redirect: `/accounts/signup/${hash}/confirm/` });
    },
  );
}
