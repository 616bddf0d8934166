/**
 * The shared budgets in memory, on an injectable clock: the same rules as postgres-budgets.ts
 * (every start counted in every budget of the call or in none; 429 pauses kept), for unit tests
 * that run several limiters against one store on a fake clock.
 */
import { systemLimiterClock, type TLimiterClock } from './limiter-clock.ts';
import type { TBudget } from './rate-rules.ts';
import { readyAtOf, retentionOf, type TSharedBudgets, type TSharedTake } from './shared-budgets.ts';

interface TBucket {
  starts: number[];
  pausedUntil: number;
}

/** Shared budgets held in this process (several limiters of one test share one). */
export class MemorySharedBudgets implements TSharedBudgets {
  private readonly buckets = new Map<string, TBucket>();
  /** Every take asked for, for tests that count round trips. */
  takes = 0;

  constructor(private readonly clock: TLimiterClock = systemLimiterClock) {}

  async take(budgets: readonly TBudget[]): Promise<TSharedTake> {
    this.takes++;
    const now = this.clock.now();
    let waitUntil = now;
    const blockedKeys: string[] = [];
    for (const budget of budgets) {
      const bucket = this.bucketOf(budget.key);
      const at = readyAtOf(budget, bucket.starts, bucket.pausedUntil);
      if (at > now) {
        blockedKeys.push(budget.key);
        waitUntil = Math.max(waitUntil, at);
      }
    }
    if (blockedKeys.length > 0) return { taken: false, waitMs: waitUntil - now, blockedKeys };
    for (const budget of budgets) {
      const bucket = this.bucketOf(budget.key);
      const { keep, longestMs } = retentionOf(budget);
      const recent = [...bucket.starts, now].filter((at) => at > now - longestMs);
      bucket.starts = keep === 0 ? [] : recent.slice(-keep);
    }
    return { taken: true };
  }

  async pause(keys: readonly string[], ms: number): Promise<void> {
    const until = this.clock.now() + ms;
    for (const key of keys) {
      const bucket = this.bucketOf(key);
      bucket.pausedUntil = Math.max(bucket.pausedUntil, until);
    }
  }

  private bucketOf(key: string): TBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { starts: [], pausedUntil: 0 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}
