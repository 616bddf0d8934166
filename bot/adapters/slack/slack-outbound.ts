/**
 * What every process with Slack configured sends with, web or worker: one Slack limiter (its
 * budgets shared through the database on a server so the caps hold across worker processes) and
 * the sender of the chat outbox. The Bolt app of web processes uses the same limiter for views.open.
 */
import type { TDb } from '../../db/client.ts';
import type { TChatSender } from '../../domain/chat/chat-sender.ts';
import type { TSharedBudgets } from '../../domain/delivery/rate-limit/shared-budgets.ts';
import type { TLogger } from '../../domain/logger.ts';
import type { TSecretBox } from '../../domain/secrets/secret-box.ts';
import { createSlackRateLimiter, type TSlackRateLimiter } from './delivery/slack-rate-limiter.ts';
import { createSlackSender } from './slack-sender.ts';

export interface TSlackOutboundOptions {
  db: TDb;
  box: TSecretBox;
  log: TLogger;
  slackUrl: string;
  /** SLACK_MESSAGES_PER_MINUTE: the per-workspace chat.postMessage cap we keep to. */
  messagesPerMinute: number;
  /** The budgets every process shares (PostgreSQL); without them the caps hold in this process only. */
  sharedBudgets?: TSharedBudgets;
}

export interface TSlackOutbound {
  limiter: TSlackRateLimiter;
  sender: TChatSender;
}

/** Builds the process's Slack limiter and sender. */
export function createSlackOutbound(options: TSlackOutboundOptions): TSlackOutbound {
  const { log } = options;
  const limiter = createSlackRateLimiter(options.messagesPerMinute, {
    events: {
      onThrottled: (info) => log.warn(info, 'Slack call throttled; trying again'),
      onSharedBudgetError: (error) => log.error({ err: error }, 'Slack rate budgets unreadable; waiting'),
    },
    ...(options.sharedBudgets ? { shared: options.sharedBudgets } : {}),
  });
  return {
    limiter,
    sender: createSlackSender({ db: options.db, box: options.box, log, slackUrl: options.slackUrl, limiter }),
  };
}
