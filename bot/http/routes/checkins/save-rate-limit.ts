/**
 * Saves per check-in are limited (the issue: rate limits on saves): a token bucket per hash lets a
 * fast typist's autosaves through (the page debounces to one per 800 ms) but stops a script
 * hammering one check-in. Kept in memory per process; each web process limits on its own.
 */

export interface TSaveRateLimit {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string, nowMs: number): boolean;
}

/** A bucket of `burst` tokens per key, refilled at `perSecond`. */
export function createSaveRateLimit(options: { burst: number; perSecond: number }): TSaveRateLimit {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = 0;
  return {
    take(key, nowMs) {
      if (nowMs - lastSweep > 60_000) {
        // Forget buckets that have refilled completely, so the map stays small.
        for (const [bucketKey, bucket] of buckets) {
          if (nowMs - bucket.at > (options.burst / options.perSecond) * 1000) buckets.delete(bucketKey);
        }
        lastSweep = nowMs;
      }
      const bucket = buckets.get(key) ?? { tokens: options.burst, at: nowMs };
      bucket.tokens = Math.min(options.burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * options.perSecond);
      bucket.at = nowMs;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
