/**
 * The Webex confirm screen's server side (spec part 1 §2.7, §2.10 SPARK variant; part 3 §2.8):
 * GET /api/v1/connect/spark/{slug}/confirm/ (what the screen shows), its signed-out guest read,
 * POST /connect/spark/{slug}/confirm/ (Connect, Overwrite or Create New Team through the one
 * connect path) and GET /api/v1/platform/webex (the Webex page's facts about this server's bot).
 * A slug opens its install only when its signature holds; any other slug gets the same refusal.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { rosterCapNote } from '../../../../shared/plan-limits.ts';
import { WEBEX_MESSAGES, webexConnectedMessage, ZWebexConfirmForm } from '../../../../shared/webex.ts';
import { createWebexDirectory } from '../../../adapters/webex/webex-directory.ts';
import { confirmWebexConnect } from '../../../domain/platforms/webex/confirm-webex-connect.ts';
import { getWebexConnectContext } from '../../../domain/platforms/webex/webex-connect-context.ts';
import { getWebexGuestContext } from '../../../domain/platforms/webex/webex-guest-context.ts';
import type { TWebexInstallRow } from '../../../domain/platforms/webex/webex-install-row.ts';
import { getWebexSetup } from '../../../domain/platforms/webex/webex-setup.ts';
import { installOfWelcomeSlug } from '../../../domain/platforms/webex/welcome-link.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf } from '../../forms.ts';

const signedIn = { access: 'signed-in' } as const;
const publicRead = { policy: { access: 'public' }, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
const ZSlugParams = z.object({ slug: z.string().min(1).max(100) });

/** Registers the confirm screen's reads and post and the Webex page's read. */
export async function webexConnectRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secret = deps.env.SESSION_SECRET;
  const now = deps.now ?? (() => new Date());

  const installOf = async (request: FastifyRequest): Promise<TWebexInstallRow> => {
    const params = ZSlugParams.safeParse(request.params);
    const install = params.success ? await installOfWelcomeSlug(db, params.data.slug, secret) : null;
    if (!install) throw new AppError('NOT_FOUND', WEBEX_MESSAGES.linkInvalid);
    return install;
  };

  // A signed-out visitor (the installer may have no login yet, spec part 1 §2.7): the slug only.
  app.get('/api/v1/connect/spark/:slug/confirm/guest', { config: publicRead }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getWebexGuestContext(await installOf(request), now());
  });

  app.get('/api/v1/connect/spark/:slug/confirm', { config: { policy: signedIn } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getWebexConnectContext(db, request.viewer!, await installOf(request), deps.env.PUBLIC_URL, now());
  });

  app.post('/connect/spark/:slug/confirm', { config: { policy: signedIn, form: true } }, async (request, reply) => {
    const install = await installOf(request);
    if (!deps.webex) throw new AppError('UNAVAILABLE', WEBEX_MESSAGES.notConfigured);
    const form = ZWebexConfirmForm.parse(request.body ?? {});
    const choice = form.overwrite !== undefined ? 'overwrite' : 'new_team';
    const result = await confirmWebexConnect(
      { db, jobs: deps.jobs, directory: createWebexDirectory(deps.webex), publicUrl: deps.env.PUBLIC_URL, now },
      request.viewer!,
      install,
      choice,
      originOf(request),
    );
    return answerForm(request, reply, {
      redirect: '/team/settings/general/',
      message: webexConnectedMessage(result.team.name, result.imported.imported) + rosterCapNote(result.imported),
    });
  });

  app.get('/api/v1/platform/webex', { config: { policy: signedIn } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getWebexSetup(deps.webex);
  });
}
