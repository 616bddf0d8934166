/**
 * The Slack throttle: the shared outbound limiter (bot/domain/delivery/rate-limit/) with Slack's
 * rules (slack-rate-rules.ts). Build one per process with the database's shared budgets so the
 * caps hold across every worker process; wrap every WebClient call in `run(key, call)`.
 */
import { RateLimiter, type TLimiterOptions } from '../../../domain/delivery/rate-limit/rate-limiter.ts';
import { slackRateRules, type TSlackCallKey } from './slack-rate-rules.ts';

export type { TSlackCallKey } from './slack-rate-rules.ts';

/** The limiter type the Slack sender and directory take. */
export type TSlackRateLimiter = RateLimiter<TSlackCallKey>;

/** Builds the Slack limiter for the workspace message cap SLACK_MESSAGES_PER_MINUTE. */
export function createSlackRateLimiter(messagesPerMinute: number, options: TLimiterOptions = {}): TSlackRateLimiter {
  return new RateLimiter(slackRateRules(messagesPerMinute), options);
}
