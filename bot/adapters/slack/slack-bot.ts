/**
 * The Slack app, assembled once per process when the three SLACK_* settings are set (issue 18):
 * Bolt's App on our Fastify receiver, authorizing each workspace from our install store (never
 * single-workspace mode, so Bolt calls nothing at start), the install-lifecycle listeners, and the
 * OAuth v2 exchange. server.ts builds it; nothing outside bot/adapters/slack/ imports @slack/*.
 */
import { App, type Authorize } from '@slack/bolt';
import type { ExtendedErrorHandlerArgs } from '@slack/bolt/dist/App.js';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import type { TDb } from '../../db/client.ts';
import type { TLogger } from '../../domain/logger.ts';
import type { TSlackInstallation } from '../../domain/platforms/slack/record-slack-install.ts';
import type { TSlackDirectory } from '../../domain/platforms/slack/slack-directory.ts';
import { findSlackBotAuthorization } from '../../domain/platforms/slack/slack-install-store.ts';
import type { TSecretBox } from '../../domain/secrets/secret-box.ts';
import type { TSlackRateLimiter } from './delivery/slack-rate-limiter.ts';
import { registerSlackCheckinActions } from './slack-checkin-actions.ts';
import { createSlackDirectory } from './slack-directory.ts';
import { registerSlackInstallEvents } from './slack-events.ts';
import { exchangeSlackCode, slackAuthorizeUrl } from './slack-oauth.ts';
import { FastifySlackReceiver, type TSlackHttpAnswer, type TSlackHttpRequest } from './slack-receiver.ts';
import { registerSlackRosterEvents } from './slack-roster-events.ts';
import { slackClientOptions, slackLoggerOf, slackWebClient } from './slack-web-client.ts';

export { ENTERPRISE_INSTALL, SlackOauthError } from './slack-oauth.ts';
export type { TSlackHttpAnswer, TSlackHttpRequest } from './slack-receiver.ts';

export interface TSlackBotOptions {
  db: TDb;
  log: TLogger;
  now: () => Date;
  /** Opens the sealed bot tokens of our install store. */
  box: TSecretBox;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** SLACK_URL: Slack itself, or the local fake in tests. */
  slackUrl: string;
  /** SLACK_ROSTER_PAGE_SIZE: users.list / conversations.list page size (default 200). */
  rosterPageSize?: number;
  /** The engine the check-in modal answers through. */
  engine: TEngineDeps;
  /** The process's Slack limiter (slack-outbound.ts), for the calls listeners and the directory make. */
  limiter: TSlackRateLimiter;
}

export interface TSlackBot {
  /** POST /slack/events: verify, then events, interactivity and options through Bolt. */
  handleEvents(request: TSlackHttpRequest): Promise<TSlackHttpAnswer>;
  /** The consent page to send an installing admin to. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** oauth.v2.access for the code Slack sent back; throws SlackOauthError. */
  exchangeCode(code: string, redirectUri: string): Promise<TSlackInstallation>;
  /** Reads a workspace's members and channels (confirm, Resync Team). */
  directory: TSlackDirectory;
}

/** Marks a workspace we hold no usable install for: Bolt acks the request and calls no listener. */
class SlackWorkspaceUnknown extends Error {
  constructor() {
    super('no Slack install with a usable token for this workspace');
    this.name = 'SlackWorkspaceUnknown';
  }
}

/** Builds the Slack app for this process. */
export function createSlackBot(options: TSlackBotOptions): TSlackBot {
  const { db, log, box } = options;
  const receiver = new FastifySlackReceiver(options.signingSecret, log, options.now);
  const authorize: Authorize<boolean> = async (source) => {
    const found = await findSlackBotAuthorization(db, box, {
      teamId: source.teamId,
      isEnterpriseInstall: source.isEnterpriseInstall,
    });
    if (!found) throw new SlackWorkspaceUnknown();
    return {
      botToken: found.botToken,
      botUserId: found.botUserId,
      teamId: found.slackTeamId,
      ...(found.enterpriseId ? { enterpriseId: found.enterpriseId } : {}),
    };
  };
  const app = new App({
    receiver,
    authorize,
    logger: slackLoggerOf(log, 'slack-bolt'),
    clientOptions: slackClientOptions(options.slackUrl, log),
    extendedErrorHandler: true,
  });
  app.error(async ({ error, body }: ExtendedErrorHandlerArgs) => {
    const envelope = (body ?? {}) as { team_id?: unknown; type?: unknown };
    const original = (error as { original?: unknown }).original;
    if (original instanceof SlackWorkspaceUnknown) {
      log.info(
        { slackTeamId: envelope.team_id, type: envelope.type },
        'Slack request for an unknown workspace ignored',
      );
      return;
    }
    log.error({ err: error, slackTeamId: envelope.team_id, type: envelope.type }, 'Slack listener failed');
  });
  registerSlackInstallEvents(app, { db, log, now: options.now });
  registerSlackCheckinActions(app, { engine: options.engine });
  registerSlackRosterEvents(app, { db, log });
  const directory = createSlackDirectory({
    slackUrl: options.slackUrl,
    log,
    box,
    limiter: options.limiter,
    pageSize: options.rosterPageSize ?? 200,
  });

  const oauthClient = slackWebClient(options.slackUrl, log);
  return {
    directory,
    handleEvents: (request) => receiver.handle(request),
    authorizeUrl: (state, redirectUri) =>
      slackAuthorizeUrl({ slackUrl: options.slackUrl, clientId: options.clientId, redirectUri, state }),
    exchangeCode: (code, redirectUri) =>
      exchangeSlackCode(oauthClient, {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        code,
        redirectUri,
      }),
  };
}
