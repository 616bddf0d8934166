/**
 * Slack routes (issue 18; spec part 3 §2.8, part 1 §2.10): POST /slack/events (events,
 * interactivity and options; the adapter checks Slack's signature on the raw bytes before anything
 * else), GET /connect/slack/ (a signed state, then Slack's consent page) and GET
 * /slack/oauth_redirect (the state spent, oauth.v2.access, the install stored, then the confirm
 * screen). Refusals of the install round trip go back to the Slack page as a toast.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import {
  SLACK_EVENTS_PATH,
  SLACK_MESSAGES,
  SLACK_OAUTH_REDIRECT_PATH,
  SLACK_PAGE_PATH,
} from '../../../../shared/slack.ts';
import { ENTERPRISE_INSTALL, SlackOauthError, type TSlackBot } from '../../../adapters/slack/slack-bot.ts';
import type { TViewer } from '../../../domain/accounts/viewer.ts';
import { readSlackInstallFacts } from '../../../domain/platforms/slack/read-slack-install-facts.ts';
import { recordSlackInstall } from '../../../domain/platforms/slack/record-slack-install.ts';
import {
  issueSlackInstallState,
  redeemSlackInstallState,
  type TStateRefusal,
} from '../../../domain/platforms/slack/slack-install-state.ts';
import { createSecretBox } from '../../../domain/secrets/secret-box.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { flash } from '../../plugins/flash-messages.ts';
import { slackConnectRoutes } from './slack-connect-routes.ts';

/** Slack's events are small; a megabyte leaves room for a large modal submission. */
const EVENTS_BODY_LIMIT = 1024 * 1024;

const ZOauthRedirectQuery = z.object({
  code: z.string().min(1).max(500).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

const STATE_MESSAGES: Record<TStateRefusal, string> = {
  invalid: SLACK_MESSAGES.stateInvalid,
  expired: SLACK_MESSAGES.stateExpired,
  used: SLACK_MESSAGES.stateUsed,
  other_user: SLACK_MESSAGES.stateOtherUser,
};

const connectPolicy = { access: 'signed-in', lockedBy: 'EMAIL_TEAM_ONLY' } as const;

/** Back to the Slack page with the reason as a toast. */
function backToSlackPage(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  flash(request, reply, { level: 'error', message });
  return reply.redirect(SLACK_PAGE_PATH, 303);
}

/** Who may install Slack for their account: the one rule for connecting a chat platform's team. */
function assertMayConnect(viewer: TViewer): void {
  if (!canCreateTeams(viewer)) throw new AppError('FORBIDDEN', SLACK_MESSAGES.noPermission);
}

/** Registers the Slack routes; the events endpoint only when Slack is configured. */
export async function slackRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const secret = deps.env.SESSION_SECRET;
  const box = createSecretBox(secret);
  const now = deps.now ?? (() => new Date());
  const redirectUri = () => `${deps.env.PUBLIC_URL}${SLACK_OAUTH_REDIRECT_PATH}`;
  const slack = deps.slack;

  if (slack) await app.register(async (scope) => slackEventsRoute(scope, slack));
  await app.register(async (scope) => slackConnectRoutes(scope, deps));

  app.get('/connect/slack', { config: { policy: connectPolicy, changesData: true } }, async (request, reply) => {
    const viewer = request.viewer!;
    if (!slack) return backToSlackPage(request, reply, SLACK_MESSAGES.notConfigured);
    assertMayConnect(viewer);
    const state = await issueSlackInstallState(
      db,
      secret,
      { userId: viewer.user.id, accountId: viewer.account.id },
      now(),
    );
    return reply.header('cache-control', 'no-store').redirect(slack.authorizeUrl(state, redirectUri()), 302);
  });

  app.get(SLACK_OAUTH_REDIRECT_PATH, { config: { policy: connectPolicy } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = request.viewer!;
    if (!slack) return backToSlackPage(request, reply, SLACK_MESSAGES.notConfigured);
    const query = ZOauthRedirectQuery.safeParse(request.query);
    if (!query.success || !query.data.state) return backToSlackPage(request, reply, SLACK_MESSAGES.stateInvalid);
    const starter = { userId: viewer.user.id, accountId: viewer.account.id };
    const spent = await redeemSlackInstallState(db, secret, starter, query.data.state, now());
    if (!spent.ok) return backToSlackPage(request, reply, STATE_MESSAGES[spent.reason]);
    if (query.data.error === 'access_denied') return backToSlackPage(request, reply, SLACK_MESSAGES.accessDenied);
    if (query.data.error || !query.data.code)
      return backToSlackPage(
        request,
        reply,
        SLACK_MESSAGES.slackRefused.replace('{error}', query.data.error ?? 'no code'),
      );
    // Permission is checked again: the account type may have changed during the round trip.
    assertMayConnect(viewer);
    let installation: Awaited<ReturnType<TSlackBot['exchangeCode']>>;
    try {
      installation = await slack.exchangeCode(query.data.code, redirectUri());
    } catch (error) {
      if (!(error instanceof SlackOauthError)) throw error;
      request.log.warn({ slackError: error.slackError }, 'Slack install not completed');
      return backToSlackPage(
        request,
        reply,
        error.unreachable
          ? SLACK_MESSAGES.slackUnreachable
          : error.slackError === ENTERPRISE_INSTALL
            ? SLACK_MESSAGES.enterpriseInstall
            : SLACK_MESSAGES.slackRefused.replace('{error}', error.slackError),
      );
    }
    const install = await recordSlackInstall(db, box, installation, starter, now());
    // The confirm screen shows the workspace's counts (and the one-person 'Heads up') from this read.
    if (!(await readSlackInstallFacts(db, slack.directory, install, now())))
      request.log.warn({ installId: install.id }, 'Slack workspace not read after install');
    request.log.info(
      { installId: install.id, slackTeamId: install.slackTeamId, status: install.status },
      'Slack install recorded',
    );
    return reply.redirect(`/connect/slack/${encodeURIComponent(install.slug)}/confirm/`, 303);
  });

  // Registered as well when Slack is off, so Slack's retries get a clear answer rather than the web app.
  if (!slack)
    app.post(SLACK_EVENTS_PATH, { config: { policy: { access: 'platform' } } }, async () => {
      throw new AppError('UNAVAILABLE', SLACK_MESSAGES.notConfigured);
    });
}

/**
 * POST /slack/events in its own scope: the body stays raw bytes (any content type), because the
 * signature covers exactly what Slack sent.
 */
async function slackEventsRoute(scope: FastifyInstance, slack: TSlackBot): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EVENTS_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  scope.post(
    SLACK_EVENTS_PATH,
    { config: { policy: { access: 'platform' } }, bodyLimit: EVENTS_BODY_LIMIT },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await slack.handleEvents({ headers: request.headers, rawBody });
      reply.status(answer.status);
      if (answer.contentType) reply.type(answer.contentType);
      return reply.send(answer.body);
    },
  );
}
