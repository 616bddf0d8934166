/**
 * Which failed platform calls are tried again, and after how long. Only answers that say the
 * platform did NOT take the message are retried, so a retry never sends a message twice:
 * 429 (throttled: wait for Retry-After) and the platform's transient statuses (exponential backoff
 * with jitter). Everything else (400, 401, 403, 404, network errors, timeouts) fails at once.
 */
import type { TCallFailure, TRetryBudget } from './rate-rules.ts';

/** The wait after a 429 that carries no Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;
/** No single backoff is longer than this, whatever the attempt count. */
export const MAX_BACKOFF_MS = 30_000;

/** A decision to try a call again: `throttled` pauses the budgets the rules name, `transient` only the call. */
export interface TRetry {
  kind: 'throttled' | 'transient';
  waitMs: number;
}

/** Where a call stands after a failed attempt. */
export interface TAttemptCount {
  /** Attempts made so far, including the one that just failed. */
  attempts: number;
  /** How many of them failed with a transient status (the backoff's exponent). */
  transientFailures: number;
}

/**
 * The n-th transient backoff: base·2^(n-1) stretched by up to half again at random, so that calls
 * failing together do not come back together (250-375 ms, 500-750 ms, 1-1.5 s... with base 250).
 */
export function backoffMs(baseMs: number, failureNumber: number, random: () => number = Math.random): number {
  const plain = baseMs * 2 ** Math.max(0, failureNumber - 1);
  return Math.min(MAX_BACKOFF_MS, Math.round(plain * (1 + random() / 2)));
}

/** Decides whether the failed attempt is tried again; null means the call fails with this error. */
export function retryOf(
  failure: TCallFailure | null,
  count: TAttemptCount,
  limits: TRetryBudget,
  random: () => number = Math.random,
): TRetry | null {
  if (failure === null) return null;
  if (failure.status === 429) {
    if (count.attempts >= limits.max429Attempts) return null;
    return { kind: 'throttled', waitMs: failure.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS };
  }
  if (limits.transientStatuses.has(failure.status)) {
    if (count.attempts >= limits.maxAttempts) return null;
    const backoff = backoffMs(limits.baseBackoffMs, count.transientFailures + 1, random);
    return { kind: 'transient', waitMs: Math.max(backoff, failure.retryAfterMs ?? 0) };
  }
  return null;
}
