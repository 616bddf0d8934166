/**
 * The Slack confirm screen's server side (spec part 1 §2.10, issue 18): GET
 * /api/v1/connect/slack/{slug}/confirm/ (what the screen shows) and POST
 * /connect/slack/{slug}/confirm/ (Connect, Overwrite or Create New Team through the one connect
 * path). An install is confirmed only by the organization that made it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { rosterCapNote } from '../../../../shared/plan-limits.ts';
import {
  SLACK_CONNECT_MESSAGES,
  SLACK_MESSAGES,
  slackConnectedMessage,
  ZSlackConfirmForm,
} from '../../../../shared/slack.ts';
import { confirmSlackConnect } from '../../../domain/platforms/slack/confirm-slack-connect.ts';
import { getSlackConnectContext } from '../../../domain/platforms/slack/slack-connect-context.ts';
import { findSlackInstallBySlug, type TSlackInstallRow } from '../../../domain/platforms/slack/slack-install-store.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf } from '../../forms.ts';

const signedIn = { access: 'signed-in' } as const;
const ZSlugParams = z.object({ slug: z.string().min(1).max(100) });

/** Registers the confirm screen's read and post. */
export async function slackConnectRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  const installOf = async (request: FastifyRequest): Promise<TSlackInstallRow> => {
    const params = ZSlugParams.safeParse(request.params);
    const install = params.success ? await findSlackInstallBySlug(db, params.data.slug) : undefined;
    if (!install) throw new AppError('NOT_FOUND', SLACK_CONNECT_MESSAGES.linkInvalid);
    return install;
  };

  app.get('/api/v1/connect/slack/:slug/confirm', { config: { policy: signedIn } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSlackConnectContext(db, request.viewer!, await installOf(request), deps.env.PUBLIC_URL);
  });

  app.post('/connect/slack/:slug/confirm', { config: { policy: signedIn, form: true } }, async (request, reply) => {
    const install = await installOf(request);
    if (!deps.slack) throw new AppError('UNAVAILABLE', SLACK_MESSAGES.notConfigured);
    const form = ZSlackConfirmForm.parse(request.body ?? {});
    const choice = form.overwrite !== undefined ? 'overwrite' : 'new_team';
    const result = await confirmSlackConnect(
      { db, directory: deps.slack.directory, now },
      request.viewer!,
      install,
      choice,
      originOf(request),
    );
    return answerForm(request, reply, {
      redirect: '/team/settings/general/',
      message:
        slackConnectedMessage(result.team.name, result.imported.imported, result.channels, result.skipped) +
        rosterCapNote(result.imported),
    });
  });
}
