/**
 * What a platform tells the shared outbound limiter (rate-limiter.ts), as data: for each call key,
 * the budgets it spends (each a list of (limit, window) pairs that must all hold), the line its
 * calls leave in order on and the group that shares one timer; how to read a failed call's error;
 * and the retry budgets. The limiter knows no platform; each adapter supplies its rules.
 */

/** At most `limit` calls may start within any `windowMs` milliseconds. */
export interface TRateWindow {
  limit: number;
  windowMs: number;
}

/** One budget a call spends: a key unique across platforms (prefix it) and its windows. */
export interface TBudget {
  key: string;
  /** Empty for a key that only a 429 pause can stop (e.g. a workspace and method). */
  windows: readonly TRateWindow[];
  /** A 429 answer to this call pauses this budget for Retry-After, in every process. */
  pausedBy429: boolean;
}

/** Where a call stands in the limiter: its group, its ordered line and the budgets it spends. */
export interface TRateCall {
  /** Lines of one group wait in one round-robin line on one timer (a tenant, a workspace). */
  group: string;
  /** Calls of one line start strictly in the order run() got them (a conversation, a channel). */
  line: string;
  budgets: readonly TBudget[];
}

/** A failed call reduced to what the retry rules need. */
export interface TCallFailure {
  status: number;
  /** Milliseconds the platform asked us to wait (Retry-After), or null when it did not say. */
  retryAfterMs: number | null;
}

/** How many attempts a call gets and how transient failures back off. */
export interface TRetryBudget {
  /** Statuses after which the platform has NOT taken the call and asks to try again later. */
  transientStatuses: ReadonlySet<number>;
  /** Most attempts (counting those answered 429) when the platform answers a transient status. */
  maxAttempts: number;
  /** Most attempts (counting every kind of failure) when the platform answers 429. */
  max429Attempts: number;
  /** The first backoff after a transient failure; it doubles with each further one. */
  baseBackoffMs: number;
}

/** Everything the limiter needs to know about one platform's calls. */
export interface TRateRules<TKey> extends TRetryBudget {
  callOf(key: TKey): TRateCall;
  /** Reads a failed call's error; null for errors without an HTTP status (never retried). */
  failureOf(error: unknown, now: number): TCallFailure | null;
}

function positiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number above 0, not ${value}`);
}

/** Refuses windows that would stall or loop the limiter (a zero limit, a NaN window). */
export function assertValidWindows(windows: readonly TRateWindow[], name: string): void {
  for (const { limit, windowMs } of windows) {
    positiveInteger(limit, `${name} limit`);
    if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError(`${name} windowMs must be above 0`);
  }
}

/** Refuses retry budgets that would stall or loop the limiter, at construction. */
export function assertValidRetryBudget(budget: TRetryBudget): void {
  positiveInteger(budget.maxAttempts, 'maxAttempts');
  positiveInteger(budget.max429Attempts, 'max429Attempts');
  if (!Number.isFinite(budget.baseBackoffMs) || budget.baseBackoffMs < 0) {
    throw new RangeError('baseBackoffMs must be 0 or more');
  }
}
