/**
 * The budgets every process of a deployment spends together (ARCHITECTURE §5: the caps hold with N
 * workers). The limiter keeps its own exact view of the calls it starts and asks this store for
 * every start on top; the store takes one start from every budget of the call or from none, and
 * keeps 429 pauses so every process honours them. postgres-budgets.ts is the one used in
 * production; memory-shared-budgets.ts runs the same rules in memory for tests on a fake clock.
 */
import type { TBudget } from './rate-rules.ts';

/** The answer to a take: taken, or how long to wait and which budgets are spent or paused. */
export type TSharedTake = { taken: true } | { taken: false; waitMs: number; blockedKeys: string[] };

/** Budgets shared across processes. */
export interface TSharedBudgets {
  /** Counts one start now in every budget, or in none when any is spent or paused. */
  take(budgets: readonly TBudget[]): Promise<TSharedTake>;
  /** Pauses the budgets for `ms` from now (a 429's Retry-After) in every process. */
  pause(keys: readonly string[], ms: number): Promise<void>;
}

/** Per budget: how many recent starts matter (the largest limit) and for how long (the longest window). */
export function retentionOf(budget: TBudget): { keep: number; longestMs: number } {
  return {
    keep: Math.max(0, ...budget.windows.map((window) => window.limit)),
    longestMs: Math.max(0, ...budget.windows.map((window) => window.windowMs)),
  };
}

/**
 * When the next start may happen given a budget's recent starts (ascending) and its pause: once
 * the limit-th most recent start of every window has left that window.
 */
export function readyAtOf(budget: TBudget, starts: readonly number[], pausedUntil: number): number {
  let at = pausedUntil;
  for (const { limit, windowMs } of budget.windows) {
    if (starts.length < limit) continue;
    const frees = starts[starts.length - limit]! + windowMs;
    if (frees > at) at = frees;
  }
  return at;
}
