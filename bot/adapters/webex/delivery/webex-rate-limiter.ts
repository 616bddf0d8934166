/**
 * The Webex throttle: the shared outbound limiter with Webex's rules (webex-rate-rules.ts). One per
 * process, built with the database's shared budgets so the cap holds across every worker; the
 * REST client runs every call through it.
 */
import { RateLimiter, type TLimiterOptions } from '../../../domain/delivery/rate-limit/rate-limiter.ts';
import { type TWebexCallKey, webexRateRules } from './webex-rate-rules.ts';

export type { TWebexCallKey } from './webex-rate-rules.ts';

/** The limiter type the Webex client takes. */
export type TWebexRateLimiter = RateLimiter<TWebexCallKey>;

/** Builds the Webex limiter for the bot's cap WEBEX_MESSAGES_PER_MINUTE. */
export function createWebexRateLimiter(messagesPerMinute: number, options: TLimiterOptions = {}): TWebexRateLimiter {
  return new RateLimiter(webexRateRules(messagesPerMinute), options);
}
