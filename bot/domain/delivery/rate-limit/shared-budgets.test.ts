/**
 * Several limiters on one set of shared budgets, as several worker processes are: in memory on
 * the fake clock, then on the database (PGlite, or the server with DATABASE_URL) on the real clock,
 * each limiter with its own connection pool on a server. Together they never exceed a cap, and a
 * 429 one of them meets pauses the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../../../tests/helpers/test-database.ts';
import { openDatabase, type TDatabaseHandle } from '../../../db/client.ts';
import { MemorySharedBudgets } from './memory-shared-budgets.ts';
import { PostgresBudgets } from './postgres-budgets.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { TBudget, TRateRules } from './rate-rules.ts';
import type { TSharedBudgets } from './shared-budgets.ts';
import { FakeLimiterClock } from './testing/fake-limiter-clock.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** An error with the status a platform SDK would carry. */
class StatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Rules of a made-up platform: per line `perLine` a second, per group `perGroup` a second. */
function testRules(prefix: string, perGroup: number, perLine = 100): TRateRules<{ group: string; line: string }> {
  return {
    transientStatuses: new Set([503]),
    maxAttempts: 4,
    max429Attempts: 6,
    baseBackoffMs: 100,
    callOf: ({ group, line }) => ({
      group,
      line,
      budgets: [
        { key: `${prefix}:line:${group}:${line}`, windows: [{ limit: perLine, windowMs: 1_000 }], pausedBy429: true },
        {
          key: `${prefix}:group:${group}`,
          // The minute window (never the tighter one) keeps every start of a test in the row to check.
          windows: [
            { limit: perGroup, windowMs: 1_000 },
            { limit: 1_000, windowMs: 60_000 },
          ],
          pausedBy429: true,
        },
      ],
    }),
    failureOf: (error) =>
      error instanceof StatusError ? { status: error.status, retryAfterMs: error.retryAfterMs } : null,
  };
}

/** The most starts any `windowMs` span holds. */
function mostStartsIn(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('shared budgets on the fake clock', () => {
  it('holds two limiters to one group cap together, in order per line, each call once', async () => {
    const clock = new FakeLimiterClock(T0);
    const shared = new MemorySharedBudgets(clock);
    const limiters = [0, 1].map(() => new RateLimiter(testRules('m', 5), { clock, shared }));
    const starts: number[] = [];
    const order = new Map<string, number[]>();
    const sent = Array.from({ length: 40 }, (_, i) => {
      const line = `l${i % 4}`;
      return limiters[i % 2]!.run({ group: 'g', line }, async () => {
        starts.push(clock.now() - T0);
        order.set(line, [...(order.get(line) ?? []), i]);
        return i;
      });
    });
    await expect(clock.until(Promise.all(sent))).resolves.toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(starts).toHaveLength(40);
    expect(mostStartsIn(starts, 1_000)).toBe(5);
    // 40 calls at 5 a second: the last starts in the eighth second, no later.
    expect(Math.max(...starts)).toBe(7_000);
    // Each limiter keeps its own lines in order (calls i, i+4, i+8... of a line alternate between them).
    for (const [, calls] of order) {
      for (const parity of [0, 1]) {
        const mine = calls.filter((call) => call % 2 === parity);
        expect(mine).toEqual([...mine].sort((a, b) => a - b));
      }
    }
    const refusals = limiters.reduce((sum, limiter) => sum + limiter.stats().sharedRefusals, 0);
    // A refusal says how long to wait: the store is not asked again and again while a budget is spent.
    expect(shared.takes).toBeLessThanOrEqual(40 + refusals);
    expect(refusals).toBeLessThan(40);
  });

  it("pauses the other limiter's calls for a 429's Retry-After", async () => {
    const clock = new FakeLimiterClock(T0);
    const shared = new MemorySharedBudgets(clock);
    const [first, second] = [0, 1].map(() => new RateLimiter(testRules('m', 50), { clock, shared }));
    let throttledOnce = false;
    const starts: string[] = [];
    const throttled = first!.run({ group: 'g', line: 'a' }, async () => {
      starts.push(`a@${clock.now() - T0}`);
      if (!throttledOnce) {
        throttledOnce = true;
        throw new StatusError(429, 2_000);
      }
    });
    await clock.advance(10);
    const other = second!.run({ group: 'g', line: 'b' }, async () => {
      starts.push(`b@${clock.now() - T0}`);
    });
    await clock.until(Promise.all([throttled, other]));
    expect(starts).toHaveLength(3);
    expect(starts.slice(1).sort()).toEqual(['a@2000', 'b@2000']);
  });
});

/** Two limiters, each with its own database handle when on a server (two processes' pools). */
async function twoStores(database: TTestDatabase): Promise<{ stores: TSharedBudgets[]; close: () => Promise<void> }> {
  const handles: TDatabaseHandle[] = [database];
  if (database.url) handles.push(await openDatabase({ kind: 'postgres', url: database.url }));
  const stores = [new PostgresBudgets(handles[0]!.db), new PostgresBudgets(handles.at(-1)!.db)];
  return {
    stores,
    close: async () => {
      if (handles.length > 1) await handles[1]!.close();
    },
  };
}

describe('shared budgets in the database', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes every budget of a call or none, and says how long to wait', async () => {
    const store = new PostgresBudgets(database.db);
    const line: TBudget = { key: 'x:line', windows: [{ limit: 2, windowMs: 60_000 }], pausedBy429: false };
    const group: TBudget = { key: 'x:group', windows: [{ limit: 3, windowMs: 60_000 }], pausedBy429: false };
    const otherLine: TBudget = { ...line, key: 'x:other' };
    expect(await store.take([line, group])).toEqual({ taken: true });
    expect(await store.take([line, group])).toEqual({ taken: true });
    const refused = await store.take([line, group]);
    expect(refused).toMatchObject({ taken: false, blockedKeys: ['x:line'] });
    expect(refused.taken === false && refused.waitMs).toBeGreaterThan(55_000);
    // The refused take counted nothing in the group: one more start still fits there.
    expect(await store.take([otherLine, group])).toEqual({ taken: true });
    expect(await store.take([otherLine, group])).toMatchObject({ taken: false, blockedKeys: ['x:group'] });
  });

  it('keeps a pause for every store and only as many starts as the windows need', async () => {
    const [first, second] = [new PostgresBudgets(database.db), new PostgresBudgets(database.db)];
    const paused: TBudget = { key: 'p:method', windows: [], pausedBy429: true };
    const busy: TBudget = { key: 'p:busy', windows: [{ limit: 3, windowMs: 1_000 }], pausedBy429: false };
    await first.pause(['p:method'], 5_000);
    const refused = await second.take([paused]);
    expect(refused).toMatchObject({ taken: false, blockedKeys: ['p:method'] });
    expect(refused.taken === false && refused.waitMs).toBeGreaterThan(4_000);
    for (let i = 0; i < 3; i++) expect(await first.take([busy])).toEqual({ taken: true });
    const rows = await database.db.query.rateLimitBuckets.findMany();
    expect(rows.find((row) => row.key === 'p:busy')?.starts).toHaveLength(3);
    expect(rows.find((row) => row.key === 'p:method')?.starts).toEqual([]);
  });

  it('holds two limiters on one database to one cap together, each call once', async () => {
    const { stores, close } = await twoStores(database);
    try {
      const rules = testRules('db', 10, 3);
      const limiters = stores.map((shared) => new RateLimiter(rules, { shared }));
      const began = performance.now();
      const starts: number[] = [];
      const ran = new Map<number, number>();
      const sent = Array.from({ length: 30 }, (_, i) =>
        limiters[i % 2]!.run({ group: 'g', line: `l${i % 5}` }, async () => {
          starts.push(performance.now() - began);
          ran.set(i, (ran.get(i) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      );
      await Promise.all(sent);
      expect(ran.size).toBe(30);
      expect([...ran.values()].every((count) => count === 1)).toBe(true);
      // The database's own record of the starts (its clock) is exact.
      const rows = await database.db.query.rateLimitBuckets.findMany();
      const counted = rows.find((row) => row.key === 'db:group:g')?.starts ?? [];
      expect(counted).toHaveLength(30);
      expect(mostStartsIn(counted, 1_000)).toBe(10);
      expect(Math.max(...counted) - Math.min(...counted)).toBeGreaterThanOrEqual(2_000);
      // Seen from the calls (which run a moment after their take returns, later under load), the
      // 30 still take about three seconds.
      expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(1_900);
    } finally {
      await close();
    }
  });
});
