/**
 * The Teams (Bot Connector) limits the outbound throttle honours, as data: each key (a conversation,
 * a tenant) has a list of (limit, window) pairs that must all hold, plus the retry budgets.
 * Documented platform limits (ARCHITECTURE §6): 7 messages/s per conversation, also 8 per 2 s,
 * 60 per 30 s and 1,800 per hour; 30-50 requests/s per app per tenant (we use the low end).
 */

/** At most `limit` calls may start within any `windowMs` milliseconds. */
export interface TRateWindow {
  limit: number;
  windowMs: number;
}

/** Everything the throttle needs to know; see DEFAULT_TEAMS_RATE_LIMITS. */
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

/** Refuses limits that would stall or loop the throttle (a zero limit, a NaN window) at construction. */
export function assertValidRateLimits(limits: TTeamsRateLimits): void {
  for (const [name, windows] of [
    ['perConversation', limits.perConversation],
    ['perTenant', limits.perTenant],
  ] as const) {
    for (const { limit, windowMs } of windows) {
      positiveInteger(limit, `${name} limit`);
      if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError(`${name} windowMs must be above 0`);
    }
  }
  positiveInteger(limits.maxAttempts, 'maxAttempts');
  positiveInteger(limits.max429Attempts, 'max429Attempts');
  if (!Number.isFinite(limits.baseBackoffMs) || limits.baseBackoffMs < 0) {
    throw new RangeError('baseBackoffMs must be 0 or more');
  }
}
