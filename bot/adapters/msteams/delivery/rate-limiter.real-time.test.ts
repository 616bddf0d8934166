/**
 * The throttle on the real clock and real timers (the other tests use a fake clock): one busy
 * conversation and one busy tenant at once, in about a second.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TeamsRateLimiter, teamsRateLimits } from './rate-limiter.ts';

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

describe('TeamsRateLimiter on the real clock', () => {
  it('spaces a conversation and a tenant by their limits and loses little time doing it', async () => {
    const limiter = new TeamsRateLimiter(teamsRateLimits(10));
    const began = performance.now();
    const conversationStarts: number[] = [];
    const tenantStarts: number[] = [];
    const answerAfter5ms = (starts: number[]) => async () => {
      starts.push(performance.now() - began);
      await sleep(5);
    };
    await Promise.all([
      ...Array.from({ length: 8 }, () =>
        limiter.run({ tenantId: 'ta', conversationId: 'a' }, answerAfter5ms(conversationStarts)),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        limiter.run({ tenantId: 'tb', conversationId: `c${i}` }, answerAfter5ms(tenantStarts)),
      ),
    ]);
    const elapsed = performance.now() - began;

    const eighthAfterFirst = conversationStarts[7]! - conversationStarts[0]!;
    expect(eighthAfterFirst).toBeGreaterThanOrEqual(1_000);
    expect(eighthAfterFirst).toBeLessThan(1_150);
    expect(mostStartsIn(conversationStarts, 1_000)).toBeLessThanOrEqual(7);
    expect(mostStartsIn(tenantStarts, 1_000)).toBeLessThanOrEqual(10);
    expect(elapsed).toBeLessThan(1_300);
    expect(limiter.stats()).toMatchObject({ calls: 28, succeeded: 28, failed: 0, waitingNow: 0 });
  });
});
