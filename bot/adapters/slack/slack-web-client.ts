/**
 * Every Slack Web API client Rollcall builds (slack-facts): pointed at `${SLACK_URL}/api/` (the
 * trailing slash matters), never retrying or waiting on a 429 itself, so our own per-workspace
 * limiter decides when to try again; its logs go to ours at warn and above only (tokens and secrets are never logged).
 */
import { type Logger, LogLevel } from '@slack/logger';
import { WebClient, type WebClientOptions } from '@slack/web-api';
import type { TLogger } from '../../domain/logger.ts';

/** The Web API's base URL for a SLACK_URL ('https://slack.com' -> 'https://slack.com/api/'). */
export function slackApiUrlOf(slackUrl: string): string {
  return `${slackUrl.replace(/\/+$/, '')}/api/`;
}

/**
 * The SDK's Logger interface over our pino logger. The SDK's debug and info lines are dropped
 * whatever LOG_LEVEL says: they print request bodies, and its redaction misses `client_secret`
 * and OAuth codes (oauth.v2.access).
 */
export function slackLoggerOf(log: TLogger, name = 'slack'): Logger {
  let level = LogLevel.WARN;
  const child = log.child({ component: name });
  const text = (parts: unknown[]) => parts.map((part) => (typeof part === 'string' ? part : String(part))).join(' ');
  return {
    debug: () => {},
    info: () => {},
    warn: (...msg: unknown[]) => child.warn(text(msg)),
    error: (...msg: unknown[]) => child.error(text(msg)),
    setLevel: (next: LogLevel) => {
      level = next;
    },
    getLevel: () => level,
    setName: () => {},
  };
}

/** The options every WebClient (and Bolt's App) is built with. */
export function slackClientOptions(slackUrl: string, log: TLogger): WebClientOptions {
  return {
    slackApiUrl: slackApiUrlOf(slackUrl),
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    logger: slackLoggerOf(log, 'slack-web-api'),
    logLevel: LogLevel.WARN,
  };
}

/** A Web API client, with a bot token or without one (oauth.v2.access). */
export function slackWebClient(slackUrl: string, log: TLogger, token?: string): WebClient {
  return new WebClient(token, slackClientOptions(slackUrl, log));
}
