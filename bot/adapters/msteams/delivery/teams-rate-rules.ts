/**
 * Microsoft Teams' (Bot Connector) limits as data for the shared outbound limiter
 * (bot/domain/delivery/rate-limit/): each call spends its conversation's budget and its tenant's,
 * a 429 pauses both, and 412/502/504 (Teams did not take the message) are retried with backoff.
 * Documented platform limits (ARCHITECTURE §6): 7 messages/s per conversation, also 8 per 2 s,
 * 60 per 30 s and 1,800 per hour; 30-50 requests/s per app per tenant (TEAMS_TENANT_RATE, 30 by default).
 */
import type { TRateRules, TRateWindow } from '../../../domain/delivery/rate-limit/rate-rules.ts';
import { assertValidRetryBudget, assertValidWindows } from '../../../domain/delivery/rate-limit/rate-rules.ts';
import { httpFailureOf } from './http-failure.ts';

export type { TRateWindow } from '../../../domain/delivery/rate-limit/rate-rules.ts';

/** Which budgets a Teams call spends: its conversation's and its tenant's. */
export interface TTeamsCallKey {
  tenantId: string;
  conversationId: string;
}

/** Everything the throttle needs to know about Teams; see DEFAULT_TEAMS_RATE_LIMITS. */
export interface TTeamsRateLimits {
  perConversation: TRateWindow[];
  perTenant: TRateWindow[];
  /** Most attempts (counting those answered 429) when the platform answers 412, 502 or 504. */
  maxAttempts: number;
  /** Most attempts (counting every kind of failure) when the platform answers 429. */
  max429Attempts: number;
  /** The first backoff after a 412/502/504; it doubles with each further one. */
  baseBackoffMs: number;
}

/** Statuses after which Teams has not delivered the message and asks to try again later. */
export const TEAMS_TRANSIENT_STATUSES: ReadonlySet<number> = new Set([412, 502, 504]);

/** Teams' documented conversation windows, shortest first (the first one is the "per second" rate). */
const TEAMS_CONVERSATION_WINDOWS: readonly TRateWindow[] = [
  { limit: 7, windowMs: 1_000 },
  { limit: 8, windowMs: 2_000 },
  { limit: 60, windowMs: 30_000 },
  { limit: 1_800, windowMs: 3_600_000 },
];

/** The limits Rollcall uses unless TEAMS_* settings say otherwise. */
export const DEFAULT_TEAMS_RATE_LIMITS: TTeamsRateLimits = {
  perConversation: TEAMS_CONVERSATION_WINDOWS.map((window) => ({ ...window })),
  perTenant: [{ limit: 30, windowMs: 1_000 }],
  maxAttempts: 6,
  max429Attempts: 10,
  baseBackoffMs: 250,
};

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number above 0, not ${value}`);
  return value;
}

/**
 * Builds the limits from the per-second numbers a deployment configures (tenants whose Teams
 * allows 50 requests/s, or a stricter conversation rate); the longer conversation windows stay.
 */
export function teamsRateLimits(tenantPerSecond: number, conversationPerSecond = 7): TTeamsRateLimits {
  const [, ...longerWindows] = TEAMS_CONVERSATION_WINDOWS;
  return {
    ...DEFAULT_TEAMS_RATE_LIMITS,
    perConversation: [
      { limit: positiveInteger(conversationPerSecond, 'conversationPerSecond'), windowMs: 1_000 },
      ...longerWindows.map((window) => ({ ...window })),
    ],
    perTenant: [{ limit: positiveInteger(tenantPerSecond, 'tenantPerSecond'), windowMs: 1_000 }],
  };
}

/**
 * The limiter's rules for Teams: the budget keys name the tenant and the conversation (prefixed so
 * they never meet another platform's in the shared table); a conversation's calls leave in order.
 */
export function teamsRateRules(limits: TTeamsRateLimits = DEFAULT_TEAMS_RATE_LIMITS): TRateRules<TTeamsCallKey> {
  assertValidWindows(limits.perConversation, 'perConversation');
  assertValidWindows(limits.perTenant, 'perTenant');
  const retry = {
    transientStatuses: TEAMS_TRANSIENT_STATUSES,
    maxAttempts: limits.maxAttempts,
    max429Attempts: limits.max429Attempts,
    baseBackoffMs: limits.baseBackoffMs,
  };
  assertValidRetryBudget(retry);
  const perConversation = limits.perConversation.map((window) => ({ ...window }));
  const perTenant = limits.perTenant.map((window) => ({ ...window }));
  return {
    ...retry,
    callOf: ({ tenantId, conversationId }) => ({
      group: tenantId,
      line: conversationId,
      budgets: [
        // The conversation key holds the tenant too: two tenants' conversation ids never share a budget.
        { key: `msteams:conversation:${tenantId}:${conversationId}`, windows: perConversation, pausedBy429: true },
        { key: `msteams:tenant:${tenantId}`, windows: perTenant, pausedBy429: true },
      ],
    }),
    failureOf: (error, now) => httpFailureOf(error, now),
  };
}
