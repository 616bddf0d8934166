/**
 * What every process with Webex configured talks to Webex with, web or worker: one Webex limiter
 * (its budgets shared through the database on a server, so WEBEX_MESSAGES_PER_MINUTE holds across
 * worker processes), the REST client behind it (the bot's event handlers use it too) and the
 * sender of the chat outbox.
 */
import type { TChatSender } from '../../domain/chat/chat-sender.ts';
import type { TSharedBudgets } from '../../domain/delivery/rate-limit/shared-budgets.ts';
import type { TLogger } from '../../domain/logger.ts';
import { createWebexRateLimiter, type TWebexRateLimiter } from './delivery/webex-rate-limiter.ts';
import { createWebexClient, type TWebexClient } from './webex-client.ts';
import { createWebexSender } from './webex-sender.ts';

export interface TWebexOutboundOptions {
  log: TLogger;
  /** WEBEX_URL: Webex itself, or the local fake in tests. */
  webexUrl: string;
  /** WEBEX_BOT_TOKEN. */
  token: string;
  /** WEBEX_MESSAGES_PER_MINUTE: the bot's message cap we keep to. */
  messagesPerMinute: number;
  /** The budgets every process shares (PostgreSQL); without them the cap holds in this process only. */
  sharedBudgets?: TSharedBudgets;
}

export interface TWebexOutbound {
  limiter: TWebexRateLimiter;
  client: TWebexClient;
  sender: TChatSender;
}

/** Builds the process's Webex limiter, client and sender. */
export function createWebexOutbound(options: TWebexOutboundOptions): TWebexOutbound {
  const { log } = options;
  const limiter = createWebexRateLimiter(options.messagesPerMinute, {
    events: {
      onThrottled: (info) => log.warn(info, 'Webex call throttled; trying again'),
      onSharedBudgetError: (error) => log.error({ err: error }, 'Webex rate budgets unreadable; waiting'),
    },
    ...(options.sharedBudgets ? { shared: options.sharedBudgets } : {}),
  });
  const client = createWebexClient({ baseUrl: options.webexUrl, token: options.token, limiter });
  return { limiter, client, sender: createWebexSender({ client, log }) };
}
