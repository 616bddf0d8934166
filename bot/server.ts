/**
 * Starts one Rollcall process from validated settings (ARCHITECTURE §2 main.ts order):
 * env -> database (+ migrations) -> job engine -> demo seed -> HTTP. ROLE decides the parts:
 * `all` runs web, workers and schedules; `web` serves HTTP only; `worker` runs jobs only.
 * main.ts calls it for real; tests call it to run the same process in-process.
 */

import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Clock } from 'pg-boss';
import { startJobEngine, type TJobEngine } from '../scheduler/engine.ts';
import { deliverChatJob } from '../scheduler/jobs/deliver-chat-job.ts';
import { deliverEmailJob } from '../scheduler/jobs/deliver-email-job.ts';
import { insightsExportJob } from '../scheduler/jobs/insights-export-job.ts';
import { marketplaceOperationJob, marketplaceReconcileJob } from '../scheduler/jobs/marketplace-jobs.ts';
import { microsoftPhotosJob, outlookSyncJob } from '../scheduler/jobs/microsoft-graph-jobs.ts';
import { outgoingWebhookJob } from '../scheduler/jobs/outgoing-webhook-job.ts';
import { reportReminderJob, reportRunJob, reportSummaryJob } from '../scheduler/jobs/report-jobs.ts';
import { retentionPurgeJob } from '../scheduler/jobs/retention-purge-job.ts';
import { teamToolsPollJob } from '../scheduler/jobs/team-tools-poll-job.ts';
import { trialExpiryJob } from '../scheduler/jobs/trial-expiry-job.ts';
import { startInboundSmtp } from './adapters/email/inbound-smtp.ts';
import { createMailer } from './adapters/email/mailer.ts';
import { graphDepsOf } from './adapters/microsoft/graph-deps-of.ts';
import { marketplaceGatewayOf } from './adapters/microsoft/marketplace-client.ts';
import { createTeamsBot, type TTeamsBot } from './adapters/msteams/teams-bot.ts';
import { createSlackBot, type TSlackBot } from './adapters/slack/slack-bot.ts';
import { createSlackOutbound, type TSlackOutbound } from './adapters/slack/slack-outbound.ts';
import { createWebexBot } from './adapters/webex/webex-bot.ts';
import { createWebexOutbound, type TWebexOutbound } from './adapters/webex/webex-outbound.ts';
import { answerByEmail, checkinIdOfMail } from './core/engine/answer-by-email.ts';
import type { TEngineDeps } from './core/engine/engine-deps.ts';
import { replyAddressOption } from './core/engine/reply-address.ts';
import { triggerReportRun } from './core/engine/trigger-report-run.ts';
import { openDatabase, type TDatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './domain/accounts/demo.ts';
import { seedDemo } from './domain/accounts/seed-demo.ts';
import { PostgresBudgets } from './domain/delivery/rate-limit/postgres-budgets.ts';
import type { TSharedBudgets } from './domain/delivery/rate-limit/shared-budgets.ts';
import { QUEUE, type TJobQueue } from './domain/jobs.ts';
import type { TLogger } from './domain/logger.ts';
import { reconcileReportSchedules, syncReportSchedule } from './domain/reports/report-schedule.ts';
import { logSettingsFallbacksTo } from './domain/reports/stored-report-settings.ts';
import { createSecretBox } from './domain/secrets/secret-box.ts';
import type { TEnv } from './env.ts';
import { buildApp } from './http/app.ts';
import type { TRegisteredRoute } from './http/policy.ts';

export const DEFAULT_WEB_APP_DIR = fileURLToPath(new URL('../dist/tab', import.meta.url));

export interface TRunningServer {
  database: TDatabaseHandle;
  jobs: TJobEngine;
  app?: FastifyInstance;
  /** Every HTTP route with its policy (web roles only; read by the route-authorization test). */
  routes?: TRegisteredRoute[];
  /** The URL the HTTP server listens on (web roles only). */
  url?: string;
  /** The port of the inbound SMTP listener for replies, when INBOUND_SMTP_PORT is set. */
  inboundSmtpPort?: number;
  stop(): Promise<void>;
}

export interface TStartServerOptions {
  env: TEnv;
  log: TLogger;
  /** Tests pass an in-memory PGlite or a fresh database here. */
  database?: TDatabaseHandle;
  webAppDir?: string;
  /** Tests pass pg-boss's TestClock to drive schedules and the engine's notion of now. */
  clock?: Clock;
}

/**
 * The Teams bot of this process: with BOT_ID and BOT_PASSWORD, or anonymous outside production
 * (local development and tests talk to a local Bot Connector); none in production without them.
 */
function teamsBotOf(env: TEnv, engine: TEngineDeps, sharedBudgets?: TSharedBudgets): TTeamsBot | undefined {
  const production = env.NODE_ENV === 'production';
  if (production && !env.BOT_ID) return undefined;
  return createTeamsBot({
    engine,
    secret: env.SESSION_SECRET,
    tenantRatePerSecond: env.TEAMS_TENANT_RATE,
    ...(sharedBudgets ? { sharedBudgets } : {}),
    production,
    ...(env.BOT_ID ? { botId: env.BOT_ID } : {}),
    ...(env.BOT_PASSWORD ? { botPassword: env.BOT_PASSWORD } : {}),
    ...(env.BOT_TENANT_ID ? { tenantId: env.BOT_TENANT_ID } : {}),
  });
}

/** Whether SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET are set (Slack is on). */
function slackConfigured(env: TEnv): boolean {
  return Boolean(env.SLACK_CLIENT_ID && env.SLACK_CLIENT_SECRET && env.SLACK_SIGNING_SECRET);
}

/** The Slack limiter and sender of this process (web and worker alike) when Slack is on. */
function slackOutboundOf(env: TEnv, engine: TEngineDeps, sharedBudgets?: TSharedBudgets): TSlackOutbound | undefined {
  if (!slackConfigured(env)) return undefined;
  return createSlackOutbound({
    db: engine.db,
    box: createSecretBox(env.SESSION_SECRET),
    log: engine.log,
    slackUrl: env.SLACK_URL,
    messagesPerMinute: env.SLACK_MESSAGES_PER_MINUTE,
    ...(sharedBudgets ? { sharedBudgets } : {}),
  });
}

/** The Slack app of this process: only when SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET are set. */
function slackBotOf(env: TEnv, engine: TEngineDeps, outbound: TSlackOutbound | undefined): TSlackBot | undefined {
  if (!outbound || !env.SLACK_CLIENT_ID || !env.SLACK_CLIENT_SECRET || !env.SLACK_SIGNING_SECRET) return undefined;
  return createSlackBot({
    db: engine.db,
    log: engine.log,
    now: engine.now,
    box: createSecretBox(env.SESSION_SECRET),
    clientId: env.SLACK_CLIENT_ID,
    clientSecret: env.SLACK_CLIENT_SECRET,
    signingSecret: env.SLACK_SIGNING_SECRET,
    slackUrl: env.SLACK_URL,
    rosterPageSize: env.SLACK_ROSTER_PAGE_SIZE,
    engine,
    limiter: outbound.limiter,
  });
}

/** The Webex limiter, client and sender of this process (web and worker alike) when WEBEX_BOT_TOKEN and WEBEX_WEBHOOK_SECRET are set. */
function webexOutboundOf(env: TEnv, log: TLogger, sharedBudgets?: TSharedBudgets): TWebexOutbound | undefined {
  if (!env.WEBEX_BOT_TOKEN || !env.WEBEX_WEBHOOK_SECRET) return undefined;
  return createWebexOutbound({
    log,
    webexUrl: env.WEBEX_URL,
    token: env.WEBEX_BOT_TOKEN,
    messagesPerMinute: env.WEBEX_MESSAGES_PER_MINUTE,
    ...(sharedBudgets ? { sharedBudgets } : {}),
  });
}

/** Starts the process parts for env.ROLE and answers handles to stop them. */
export async function startServer(options: TStartServerOptions): Promise<TRunningServer> {
  const { env, log } = options;
  logSettingsFallbacksTo(log);
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
    ));
  const stops: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const step of stops.reverse())
      await step().catch((error) => log.error({ err: error }, 'shutdown step failed'));
  };
  try {
    if (database.kind === 'pglite' && env.ROLE !== 'all') {
      throw new Error(`ROLE=${env.ROLE} needs DATABASE_URL: the embedded database runs in one process only`);
    }
    await migrateDatabase(database);

    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
    stops.push(async () => mailer.close?.());
    const workerId = `${hostname()}:${process.pid}`;
    const clock = options.clock;
    // The engine's handlers enqueue jobs themselves, so they reach the job engine through this
    // late-bound handle; it is set before any worker starts fetching.
    let engine: TJobEngine | undefined;
    const lateJobs: TJobQueue = {
      send: (...args) => started().send(...args),
      sendMany: (...args) => started().sendMany(...args),
      schedule: (...args) => started().schedule(...args),
      unschedule: (...args) => started().unschedule(...args),
      scheduleKeys: (...args) => started().scheduleKeys(...args),
    };
    const started = () => {
      if (!engine) throw new Error('job engine not started yet');
      return engine;
    };
    const engineDeps: TEngineDeps = {
      db: database.db,
      jobs: lateJobs,
      log,
      now: clock ? () => new Date(clock.now()) : () => new Date(),
      publicUrl: () => env.PUBLIC_URL,
      ...replyAddressOption(env),
    };
    // On a server, outbound rate budgets live in the database so every worker process keeps the
    // same caps; embedded PGlite runs in one process only (its folder is locked), where this
    // process's own budgets are exact and a statement per call would only slow the one database thread.
    const sharedBudgets = database.kind === 'postgres' ? new PostgresBudgets(database.db) : undefined;
    const teams = teamsBotOf(env, engineDeps, sharedBudgets);
    if (!teams) log.info('Microsoft Teams is off: set BOT_ID and BOT_PASSWORD to turn it on');
    const slackOutbound = slackOutboundOf(env, engineDeps, sharedBudgets);
    const slack = env.ROLE === 'worker' ? undefined : slackBotOf(env, engineDeps, slackOutbound);
    if (!slackOutbound)
      log.info('Slack is off: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET to turn it on');
    const webexOutbound = webexOutboundOf(env, log, sharedBudgets);
    const webexClient = webexOutbound?.client;
    const webex =
      webexClient && env.WEBEX_WEBHOOK_SECRET && env.ROLE !== 'worker'
        ? createWebexBot({
            engine: engineDeps,
            client: webexClient,
            webhookSecret: env.WEBEX_WEBHOOK_SECRET,
            secret: env.SESSION_SECRET,
          })
        : undefined;
    if (!webexClient) log.info('Cisco Webex is off: set WEBEX_BOT_TOKEN and WEBEX_WEBHOOK_SECRET to turn it on');
    const graph = graphDepsOf(env, { db: database.db, log, now: engineDeps.now });
    const marketplace = marketplaceGatewayOf(env);
    const marketplaceDeps = marketplace && { db: database.db, marketplace, jobs: lateJobs, log, now: engineDeps.now };
    const jobs = await startJobEngine({
      database,
      log,
      runWorkers: env.ROLE !== 'web',
      clock,
      handlers: {
        [QUEUE.deliverEmail]: deliverEmailJob({ db: database.db, mailer, workerId, jobs: lateJobs }),
        [QUEUE.deliverChat]: deliverChatJob({
          db: database.db,
          log,
          senders: new Map([
            ...(teams ? [[teams.sender.platform, teams.sender] as const] : []),
            ...(slackOutbound ? [[slackOutbound.sender.platform, slackOutbound.sender] as const] : []),
            ...(webexOutbound ? [[webexOutbound.sender.platform, webexOutbound.sender] as const] : []),
          ]),
        }),
        [QUEUE.retentionPurge]: retentionPurgeJob({ db: database.db, log }),
        [QUEUE.reportRun]: reportRunJob(engineDeps),
        [QUEUE.reportReminder]: reportReminderJob(engineDeps),
        [QUEUE.reportSummary]: reportSummaryJob(engineDeps),
        [QUEUE.microsoftPhotos]: microsoftPhotosJob({ graph, teams, log }),
        [QUEUE.outlookSync]: outlookSyncJob({ graph, jobs: lateJobs, log }),
        [QUEUE.trialExpiry]: trialExpiryJob({ db: database.db, log, now: engineDeps.now }),
        [QUEUE.marketplaceOperation]: marketplaceOperationJob(marketplaceDeps, log),
        [QUEUE.marketplaceReconcile]: marketplaceReconcileJob(marketplaceDeps, log),
        [QUEUE.insightsExport]: insightsExportJob(engineDeps),
        [QUEUE.teamToolsPoll]: teamToolsPollJob({
          db: database.db,
          box: createSecretBox(env.SESSION_SECRET),
          env,
          now: engineDeps.now,
          jobs: lateJobs,
          log,
        }),
        [QUEUE.outgoingWebhook]: outgoingWebhookJob({
          db: database.db,
          box: createSecretBox(env.SESSION_SECRET),
          log,
          now: engineDeps.now,
          allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === true,
        }),
      },
      beforeWorkers: (startedEngine) => {
        engine = startedEngine;
      },
    });
    stops.push(() => jobs.stop());
    if (env.ROLE !== 'web') await reconcileReportSchedules({ db: database.db, jobs, now: engineDeps.now }, log);

    if (env.SEED_DEMO && env.NODE_ENV === 'production') {
      log.warn(
        { email: DEMO_EMAIL },
        'SEED_DEMO=true in production: the demo account with its published password is seeded; unset SEED_DEMO before real people use this server',
      );
    }
    if (env.SEED_DEMO && env.ROLE !== 'worker') {
      const demo = await seedDemo({ db: database.db, jobs, publicUrl: env.PUBLIC_URL });
      if (demo) {
        await syncReportSchedule({ db: database.db, jobs, now: engineDeps.now }, demo.report);
        await triggerReportRun(engineDeps, demo.report);
        log.info({ email: DEMO_EMAIL }, 'seeded the demo account with a Daily Standup and today’s check-ins');
      }
    }
    if (env.ROLE === 'worker') return { database, jobs, stop };

    let inboundSmtpPort: number | undefined;
    if (env.INBOUND_SMTP_PORT !== undefined) {
      const inbound = await startInboundSmtp({
        port: env.INBOUND_SMTP_PORT,
        host: env.HOST,
        log,
        acceptsRecipient: (address) => checkinIdOfMail({ to: [address] }, env.SESSION_SECRET) !== null,
        takeReply: (mail) => answerByEmail(engineDeps, env.SESSION_SECRET, mail),
      });
      stops.push(() => inbound.close());
      inboundSmtpPort = inbound.port;
      log.info({ port: inbound.port }, 'listening for check-in replies by SMTP');
    }

    const { app, routes } = await buildApp({
      env,
      database,
      jobs,
      log,
      now: engineDeps.now,
      ...(teams ? { teams } : {}),
      ...(slack ? { slack } : {}),
      ...(webex ? { webex } : {}),
      webAppDir: options.webAppDir ?? DEFAULT_WEB_APP_DIR,
    });
    stops.push(() => app.close());
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    const url = `http://localhost:${new URL(address).port}`;
    // With PORT=0 the port is known only now; links in emails must use it.
    if (env.publicUrlFromPort) env.PUBLIC_URL = url;
    if (webex) {
      const webhooks = webex.keepWebhooks();
      stops.push(async () => webhooks.stop());
    }
    return { database, jobs, app, routes, url, stop, ...(inboundSmtpPort === undefined ? {} : { inboundSmtpPort }) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The lines printed once the server is up: where to go and how to sign in. */
export function startupBanner(env: TEnv, url: string | undefined): string {
  const lines = [
    `Rollcall is running (${env.ROLE}, ${env.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${env.DATA_DIR}`}).`,
  ];
  if (url) {
    lines.push(`  Open ${env.publicUrlFromPort ? url : env.PUBLIC_URL}`);
    if (env.SEED_DEMO) lines.push(`  Sign in as ${DEMO_EMAIL} with the password ${DEMO_PASSWORD}`);
    if (!env.SMTP_URL && env.NODE_ENV !== 'production')
      lines.push(`  Emails are kept at ${url}/dev/outbox (SMTP_URL is not set)`);
  }
  return lines.join('\n');
}
