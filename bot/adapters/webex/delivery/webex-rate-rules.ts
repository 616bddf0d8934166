/**
 * Webex's limits as data for the shared outbound limiter (bot/domain/delivery/rate-limit/). Webex
 * publishes no figures: it answers 429 with Retry-After when a bot goes too fast (ARCHITECTURE §6).
 * So the rules keep messages under the operator's cap (WEBEX_MESSAGES_PER_MINUTE over any 60 s,
 * for the one bot this server runs), send the messages of one room or person in order, and let a
 * 429 (or a 423 Locked) pause that method for Retry-After in every process. Nothing else is retried: a POST that
 * failed otherwise may have been taken.
 */
import type { TBudget, TCallFailure, TRateRules, TRateWindow } from '../../../domain/delivery/rate-limit/rate-rules.ts';
import { assertValidWindows } from '../../../domain/delivery/rate-limit/rate-rules.ts';
import { WebexApiError } from '../webex-api-error.ts';

/** Which budgets a Webex call spends. */
export interface TWebexCallKey {
  /** 'messages.create', 'memberships.list', ... (the resource and the verb). */
  method: string;
  /** The room or person a message goes to: its messages leave in order. */
  target?: string;
}

/**
 * Added to the message window: a budget is taken just before its call leaves, and calls from
 * several workers reach Webex a few milliseconds apart, so the cap keeps a margin.
 */
export const WEBEX_ARRIVAL_MARGIN_MS = 500;

/** The wait after a 429 that carries no Retry-After. */
export const WEBEX_DEFAULT_RETRY_AFTER_MS = 2_000;

/** The one group of this server's bot (its token). */
const GROUP = 'webex:bot';

/**
 * Statuses by which Webex says "not now, after Retry-After": 429 Too Many Requests, and 423 Locked
 * (Webex documents it as temporary, with Retry-After). Neither took the call, so both are waited out.
 */
export const WEBEX_WAIT_STATUSES: ReadonlySet<number> = new Set([423, 429]);

/**
 * Reads a failed call: our client's API error keeps its status and Retry-After; anything else has
 * none. A 423 is read as the throttle it is (the limiter waits out its Retry-After like a 429's).
 */
export function webexFailureOf(error: unknown): TCallFailure | null {
  if (!(error instanceof WebexApiError)) return null;
  if (WEBEX_WAIT_STATUSES.has(error.status))
    return { status: 429, retryAfterMs: error.retryAfterMs ?? WEBEX_DEFAULT_RETRY_AFTER_MS };
  return { status: error.status, retryAfterMs: null };
}

/** The limiter's rules for Webex with the bot's message cap of WEBEX_MESSAGES_PER_MINUTE. */
export function webexRateRules(messagesPerMinute: number): TRateRules<TWebexCallKey> {
  const messageCap: TRateWindow[] = [{ limit: messagesPerMinute, windowMs: 60_000 + WEBEX_ARRIVAL_MARGIN_MS }];
  assertValidWindows(messageCap, 'WEBEX_MESSAGES_PER_MINUTE');
  return {
    // Only 429 is retried: a 5xx may have posted the message already.
    transientStatuses: new Set<number>(),
    maxAttempts: 1,
    max429Attempts: 10,
    baseBackoffMs: 0,
    callOf: ({ method, target }) => {
      const line = target ? `target:${target}` : `method:${method}`;
      const budgets: TBudget[] = [{ key: `webex:method:${method}`, windows: [], pausedBy429: true }];
      if (method === 'messages.create' || method === 'messages.delete')
        budgets.push({ key: 'webex:messages', windows: messageCap, pausedBy429: true });
      return { group: GROUP, line, budgets };
    },
    failureOf: (error) => webexFailureOf(error),
  };
}
