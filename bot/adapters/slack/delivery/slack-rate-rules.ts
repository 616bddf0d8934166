/**
 * Slack's Web API limits as data for the shared outbound limiter (bot/domain/delivery/rate-limit/),
 * per workspace (the Slack team id of the token): each method has its tier's budget per minute
 * (tier 2: 20, tier 3: 50, tier 4: 100); chat.postMessage has none but spends its channel's budget
 * (about one a second, bursts of up to 3 within any 3 seconds) and the workspace's message cap
 * (SLACK_MESSAGES_PER_MINUTE over any 60 s). A 429 (the WebClient's rate-limited error, thrown
 * because it runs with rejectRateLimitedCalls) pauses that workspace and method, and for
 * chat.postMessage that channel, for Retry-After in every process. oauth.v2.access and openid.*
 * are not limited. Nothing else is retried: a Slack call that failed otherwise may have been taken.
 */
import { ErrorCode } from '@slack/web-api';
import type { TBudget, TCallFailure, TRateRules, TRateWindow } from '../../../domain/delivery/rate-limit/rate-rules.ts';
import { assertValidWindows } from '../../../domain/delivery/rate-limit/rate-rules.ts';

/** Which budgets a Slack call spends: its workspace's, its method's and (for messages) its channel's. */
export interface TSlackCallKey {
  /** The Slack team id (T...) the token belongs to. */
  teamId: string;
  /** The Web API method, e.g. 'chat.postMessage'. */
  method: string;
  /** The channel (C.../D...) or user id (U..., a DM) a message goes to or is updated in. */
  channel?: string;
}

/** Calls per minute per workspace of each documented tier. */
export const SLACK_TIER_PER_MINUTE = { 2: 20, 3: 50, 4: 100 } as const;

/** The tier of every method Rollcall calls; a method not listed here gets tier 2, the strictest. */
export const SLACK_METHOD_TIERS: Readonly<Record<string, keyof typeof SLACK_TIER_PER_MINUTE>> = {
  'users.list': 2,
  'conversations.list': 2,
  'team.info': 3,
  'conversations.open': 3,
  'chat.update': 3,
  'users.info': 3,
  'auth.test': 4,
  'views.open': 4,
  'views.update': 4,
  'views.publish': 4,
};

/** Methods Slack does not rate limit. */
function isUnlimited(method: string): boolean {
  return method === 'oauth.v2.access' || method.startsWith('openid.');
}

/**
 * Added to every window: a budget is taken just before its call leaves, and calls from several
 * workers reach Slack a few milliseconds apart in another order, so windows measured at Slack's end
 * could hold one call too many (bench slack with two workers met 55 429s out of 1,000 without it).
 */
export const SLACK_ARRIVAL_MARGIN_MS = 500;

/** chat.postMessage per channel: one a second sustained, at most 3 within any 3 seconds. */
export const SLACK_CHANNEL_WINDOWS: readonly TRateWindow[] = [
  { limit: 3, windowMs: 3_000 + SLACK_ARRIVAL_MARGIN_MS },
  { limit: 60, windowMs: 60_000 + SLACK_ARRIVAL_MARGIN_MS },
];

/** The wait after a 429 that carries no Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

type TRecord = Record<string, unknown>;

function isRecord(value: unknown): value is TRecord {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a WebClient error: its rate-limited error (code and `retryAfter` in seconds) is a 429,
 * its HTTP error keeps its status; platform errors (ok: false) and request errors have none.
 */
export function slackFailureOf(error: unknown): TCallFailure | null {
  if (!isRecord(error)) return null;
  if (error.code === ErrorCode.RateLimitedError) {
    const seconds = typeof error.retryAfter === 'number' && error.retryAfter >= 0 ? error.retryAfter : null;
    return { status: 429, retryAfterMs: seconds === null ? DEFAULT_RETRY_AFTER_MS : Math.round(seconds * 1000) };
  }
  if (error.code === ErrorCode.HTTPError && typeof error.statusCode === 'number') {
    return { status: error.statusCode, retryAfterMs: null };
  }
  return null;
}

/** The limiter's rules for Slack with the workspace message cap of SLACK_MESSAGES_PER_MINUTE. */
export function slackRateRules(messagesPerMinute: number): TRateRules<TSlackCallKey> {
  const messageCap: TRateWindow[] = [{ limit: messagesPerMinute, windowMs: 60_000 + SLACK_ARRIVAL_MARGIN_MS }];
  assertValidWindows(messageCap, 'SLACK_MESSAGES_PER_MINUTE');
  return {
    // Only 429 is retried: a 5xx may have posted the message already.
    transientStatuses: new Set<number>(),
    maxAttempts: 1,
    max429Attempts: 10,
    baseBackoffMs: 0,
    callOf: ({ teamId, method, channel }) => {
      const line = channel ? `channel:${channel}` : `method:${method}`;
      if (isUnlimited(method)) return { group: teamId, line, budgets: [] };
      const methodKey = `slack:method:${teamId}:${method}`;
      if (method !== 'chat.postMessage') {
        const tier = SLACK_METHOD_TIERS[method] ?? 2;
        const budgets: TBudget[] = [
          {
            key: methodKey,
            windows: [{ limit: SLACK_TIER_PER_MINUTE[tier], windowMs: 60_000 + SLACK_ARRIVAL_MARGIN_MS }],
            pausedBy429: true,
          },
        ];
        return { group: teamId, line, budgets };
      }
      const budgets: TBudget[] = [
        { key: methodKey, windows: [], pausedBy429: true },
        { key: `slack:messages:${teamId}`, windows: messageCap, pausedBy429: false },
      ];
      if (channel)
        budgets.push({ key: `slack:channel:${teamId}:${channel}`, windows: SLACK_CHANNEL_WINDOWS, pausedBy429: true });
      return { group: teamId, line, budgets };
    },
    failureOf: (error) => slackFailureOf(error),
  };
}
