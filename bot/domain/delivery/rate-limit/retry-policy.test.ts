import { describe, expect, it } from 'vitest';
import type { TCallFailure, TRetryBudget } from './rate-rules.ts';
import { backoffMs, MAX_BACKOFF_MS, retryOf } from './retry-policy.ts';

const failure = (status: number, retryAfterMs: number | null = null): TCallFailure => ({ status, retryAfterMs });
const limits: TRetryBudget = {
  transientStatuses: new Set([412, 502, 504]),
  maxAttempts: 6,
  max429Attempts: 10,
  baseBackoffMs: 250,
};
const noJitter = () => 0;

describe('backoffMs', () => {
  it('doubles from the base and adds up to half again as jitter, never above the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(250, n, noJitter))).toEqual([250, 500, 1_000, 2_000, 4_000]);
    expect(backoffMs(250, 1, () => 0.999)).toBe(375);
    expect(backoffMs(250, 40, () => 0.5)).toBe(MAX_BACKOFF_MS);
  });
});

describe('retryOf', () => {
  it('waits for Retry-After after a 429, 1 s when it is absent', () => {
    const count = { attempts: 1, transientFailures: 0 };
    expect(retryOf(failure(429, 2_500), count, limits)).toEqual({ kind: 'throttled', waitMs: 2_500 });
    expect(retryOf(failure(429), count, limits)).toEqual({ kind: 'throttled', waitMs: 1_000 });
  });

  it('backs off exponentially after 412, 502 and 504, or longer when the platform asks', () => {
    expect(retryOf(failure(412), { attempts: 1, transientFailures: 0 }, limits, noJitter)?.waitMs).toBe(250);
    expect(retryOf(failure(502), { attempts: 2, transientFailures: 1 }, limits, noJitter)?.waitMs).toBe(500);
    expect(retryOf(failure(504), { attempts: 3, transientFailures: 2 }, limits, noJitter)).toEqual({
      kind: 'transient',
      waitMs: 1_000,
    });
    expect(retryOf(failure(502, 5_000), { attempts: 1, transientFailures: 0 }, limits, noJitter)?.waitMs).toBe(5_000);
  });

  it('stops at maxAttempts overall (429s included) for transient statuses and at max429Attempts for 429', () => {
    expect(retryOf(failure(502), { attempts: 5, transientFailures: 1 }, limits)).not.toBeNull();
    expect(retryOf(failure(502), { attempts: 6, transientFailures: 1 }, limits)).toBeNull();
    expect(retryOf(failure(429), { attempts: 9, transientFailures: 0 }, limits)).not.toBeNull();
    expect(retryOf(failure(429), { attempts: 10, transientFailures: 0 }, limits)).toBeNull();
  });

  it('never retries what the platform may have taken or will never take', () => {
    const first = { attempts: 1, transientFailures: 0 };
    for (const status of [400, 401, 403, 404, 409, 500, 503])
      expect(retryOf(failure(status), first, limits)).toBeNull();
    expect(retryOf(null, first, limits)).toBeNull();
  });
});
