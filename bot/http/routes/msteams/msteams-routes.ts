/**
 * Microsoft Teams routes (spec part 1 §2.1, §2.10, §7; part 3 §2.8, §2.9): the bot's endpoint
 * POST /api/messages, the confirm screen's context and its two post addresses (the signed
 * activation link and /connect/msteams/{slug}/confirm/), and the connect code (rate-limited per
 * person and per address). Resync Team is bot/http/routes/teams/resync-route.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import {
  connectedMessage,
  MSTEAMS_MESSAGES,
  TEAMS_APP_PACKAGE_PATH,
  ZConnectCodeForm,
  ZMsTeamsConfirmForm,
} from '../../../../shared/msteams.ts';
import { rosterCapNote } from '../../../../shared/plan-limits.ts';
import {
  activationPath,
  installOfActivation,
  installOfSlug,
  type TActivationParams,
} from '../../../domain/platforms/msteams/activation-link.ts';
import { confirmMsTeamsConnect } from '../../../domain/platforms/msteams/confirm-connect.ts';
import { getMsTeamsConnectContext } from '../../../domain/platforms/msteams/connect-context.ts';
import { getMsTeamsGuestContext } from '../../../domain/platforms/msteams/get-guest-context.ts';
import type { TMsTeamsDirectory } from '../../../domain/platforms/msteams/msteams-directory.ts';
import { openConnectCode } from '../../../domain/platforms/msteams/open-connect-code.ts';
import type { TInstallRow } from '../../../domain/platforms/msteams/record-install.ts';
import { getMsTeamsSetup, teamsAppPackage } from '../../../domain/platforms/msteams/teams-app-package.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf } from '../../forms.ts';
import { connectCodeLimiter } from './connect-code-limit.ts';

const NOT_CONFIGURED = 'Microsoft Teams is not configured on this server.';
const signedIn = { access: 'signed-in' } as const;
const installPolicy = { access: 'signed-in', roles: 'TEAM_ADMINS' } as const;

const ZSegment = z.string().min(1).max(2000);
const ZActivationParams = z.object({
  conversationId: ZSegment,
  teamId: ZSegment,
  adminId: ZSegment,
  tenantId: ZSegment,
  serviceUrl: ZSegment,
  teamName: ZSegment,
});
const ZSigQuery = z.object({ sig: z.string().max(200).optional() });
const ZSlugParams = z.object({ slug: z.string().min(1).max(100) });
const LONG = ':conversationId/:teamId/:adminId/:tenantId/:serviceUrl/:teamName';

/** Registers the Teams routes. */
export async function msteamsRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secret = deps.env.SESSION_SECRET;
  const directory = (): TMsTeamsDirectory => {
    if (!deps.teams) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
    return deps.teams.directory;
  };
  const linkInvalid = () => new AppError('NOT_FOUND', MSTEAMS_MESSAGES.linkInvalid);
  const now = deps.now ?? (() => new Date());
  const limitConnectCodes = connectCodeLimiter(app);

  app.post(
    '/api/messages',
    { config: { policy: { access: 'platform' } }, bodyLimit: 1024 * 1024 },
    async (request, reply) => {
      if (!deps.teams) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
      if (!request.body || typeof request.body !== 'object')
        throw new AppError('INVALID_INPUT', 'The request body must be a Bot Framework activity (JSON).');
      return deps.teams.handle(request, reply);
    },
  );

  /** The install a signed link opens (404 with the spec's words when it does not). */
  const installOfLink = async (
    request: FastifyRequest,
  ): Promise<{ install: TInstallRow; params: TActivationParams }> => {
    const params = ZActivationParams.safeParse(request.params);
    const { sig } = ZSigQuery.parse(request.query);
    if (!params.success) throw linkInvalid();
    const install = await installOfActivation(db, params.data, sig, secret);
    if (!install) throw linkInvalid();
    return { install, params: params.data };
  };
  const installOfSlugParam = async (request: FastifyRequest): Promise<TInstallRow> => {
    const { slug } = ZSlugParams.parse(request.params);
    const install = await installOfSlug(db, slug);
    if (!install) throw linkInvalid();
    return install;
  };
  const slugPath = (install: TInstallRow) => `/connect/msteams/${encodeURIComponent(install.slug)}/confirm/`;

  // A signed-out visitor of either link form (the installer may have no login yet, spec part 1
  // §2.7): the install's slug, for the page to offer signing in or the chat-install signup.
  const publicRead = { policy: { access: 'public' }, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
  app.get(`/api/v1/connect/msteams/${LONG}/guest`, { config: publicRead }, async (request) => {
    const { install } = await installOfLink(request);
    return getMsTeamsGuestContext(install, now());
  });
  app.get('/api/v1/connect/msteams/:slug/confirm/guest', { config: publicRead }, async (request) =>
    getMsTeamsGuestContext(await installOfSlugParam(request), now()),
  );

  app.get(`/api/v1/connect/msteams/${LONG}`, { config: { policy: signedIn } }, async (request) => {
    const { install, params } = await installOfLink(request);
    const signed = { ...params, issuedAt: install.linkIssuedAt };
    return getMsTeamsConnectContext(
      db,
      request.viewer!,
      install,
      {
        pagePath: activationPath(signed, secret),
        postPath: activationPath(signed, secret, 'confirm/'),
        publicUrl: deps.env.PUBLIC_URL,
      },
      now(),
    );
  });

  app.get('/api/v1/connect/msteams/:slug/confirm', { config: { policy: signedIn } }, async (request) => {
    const install = await installOfSlugParam(request);
    return getMsTeamsConnectContext(
      db,
      request.viewer!,
      install,
      { pagePath: slugPath(install), postPath: slugPath(install), publicUrl: deps.env.PUBLIC_URL },
      now(),
    );
  });

  const confirm = async (request: FastifyRequest, reply: FastifyReply, install: TInstallRow) => {
    const form = ZMsTeamsConfirmForm.parse(request.body ?? {});
    const choice = form.overwrite !== undefined ? 'overwrite' : 'new_team';
    const result = await confirmMsTeamsConnect(
      { db, directory: directory(), now },
      request.viewer!,
      install,
      choice,
      originOf(request),
    );
    return answerForm(request, reply, {
      redirect: '/team/settings/general/',
      message: connectedMessage(result.team.name, result.imported.imported) + rosterCapNote(result.imported),
    });
  };

  app.post(`/connect/msteams/${LONG}/confirm`, { config: { policy: signedIn, form: true } }, async (request, reply) => {
    const { install } = await installOfLink(request);
    return confirm(request, reply, install);
  });

  app.post('/connect/msteams/:slug/confirm', { config: { policy: signedIn, form: true } }, async (request, reply) => {
    return confirm(request, reply, await installOfSlugParam(request));
  });

  app.post('/platform/connect', { config: { policy: signedIn, form: true } }, async (request, reply) => {
    await limitConnectCodes(request);
    const { connect_code } = ZConnectCodeForm.parse(request.body ?? {});
    const install = await openConnectCode(db, request.viewer!, connect_code, now());
    return answerForm(request, reply, { redirect: slugPath(install) });
  });

  const serverSettings = () => ({
    botRunning: deps.teams !== undefined,
    botId: deps.env.BOT_ID,
    publicUrl: deps.env.PUBLIC_URL,
    ssoClientId: deps.env.MICROSOFT_CLIENT_ID,
  });

  app.get('/api/v1/platform/msteams', { config: { policy: signedIn } }, async (request) =>
    getMsTeamsSetup(serverSettings(), request.viewer!),
  );

  // Only those who may connect teams install the app; the zip names this server's bot and address.
  app.get(TEAMS_APP_PACKAGE_PATH, { config: { policy: installPolicy } }, async (_request, reply) => {
    const zip = await teamsAppPackage(serverSettings());
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="rollcall-teams.zip"')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  });
}
