import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLimiterClock, settle } from '../../../domain/delivery/rate-limit/testing/fake-limiter-clock.ts';
import {
  DEFAULT_TEAMS_RATE_LIMITS,
  TeamsRateLimiter,
  type TLimiterEvents,
  type TTeamsRateLimits,
  teamsRateLimits,
} from './rate-limiter.ts';
import { teamsHttpError } from './testing/teams-http-error.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

type TThrottledInfo = Parameters<NonNullable<TLimiterEvents['onThrottled']>>[0];

function setup(limits: TTeamsRateLimits = DEFAULT_TEAMS_RATE_LIMITS) {
  const clock = new FakeLimiterClock(T0);
  const throttled: TThrottledInfo[] = [];
  const limiter = new TeamsRateLimiter(limits, clock, { onThrottled: (info) => throttled.push(info) });
  return { clock, limiter, throttled };
}

/**
 * A fake Bot Connector call: records when each attempt starts (ms after T0), answers after
 * `latencyMs` with the next scripted outcome (an error is thrown) and 'sent' once the script ends.
 */
function fakeCall(clock: FakeLimiterClock, outcomes: unknown[] = [], latencyMs = 0) {
  const starts: number[] = [];
  const call = async (): Promise<string> => {
    starts.push(clock.now() - T0);
    const outcome = outcomes[starts.length - 1];
    if (latencyMs > 0) await clock.sleep(latencyMs);
    if (outcome instanceof Error) throw outcome;
    return typeof outcome === 'string' ? outcome : 'sent';
  };
  return { call, starts };
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeamsRateLimiter budgets', () => {
  it('holds one conversation to 7 calls a second and 8 per 2 seconds', async () => {
    const { clock, limiter } = setup();
    const attempts = fakeCall(clock);
    const sent = Array.from({ length: 9 }, () => limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call));
    await clock.advance(3_000);
    await expect(Promise.all(sent)).resolves.toHaveLength(9);
    expect(attempts.starts).toEqual([0, 0, 0, 0, 0, 0, 0, 1_000, 2_000]);
  });

  it('starts a whole budget at once without waiting for answers; a slot frees a window after its answer', async () => {
    const { clock, limiter } = setup();
    const attempts = fakeCall(clock, [], 500);
    const sent = Array.from({ length: 8 }, () => limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call));
    await clock.advance(0);
    expect(attempts.starts).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(limiter.stats().waitingNow).toBe(1);
    await clock.advance(3_000);
    await Promise.all(sent);
    expect(attempts.starts[7]).toBe(1_500);
  });

  it('keeps every documented conversation window over a long run', async () => {
    const { clock, limiter } = setup();
    const attempts = fakeCall(clock, [], 10);
    const sent = Array.from({ length: 130 }, () => limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call));
    await clock.until(Promise.all(sent));
    for (const { limit, windowMs } of DEFAULT_TEAMS_RATE_LIMITS.perConversation) {
      expect(mostStartsIn(attempts.starts, windowMs)).toBeLessThanOrEqual(limit);
    }
    // 60 per 30 s: the 121st call cannot start before a minute has passed.
    expect(attempts.starts[120]).toBeGreaterThanOrEqual(60_000);
  });

  it('holds a tenant to 30 calls a second across 61 conversations and loses no time doing so', async () => {
    const { clock, limiter } = setup(teamsRateLimits(30));
    const attempts = fakeCall(clock, [], 20);
    const sent = Array.from({ length: 61 }, (_, i) =>
      limiter.run({ tenantId: 't', conversationId: `c${i}` }, attempts.call),
    );
    await clock.until(Promise.all(sent));
    expect(mostStartsIn(attempts.starts, 1_000)).toBe(30);
    expect(attempts.starts.filter((at) => at === 0)).toHaveLength(30);
    // Each wave starts one window after the previous wave's answers (20 ms latency).
    expect(attempts.starts.at(-1)).toBe(2_040);
    expect(clock.now() - T0).toBe(2_060);
  });

  it("does not make one conversation's backlog hold up another conversation of the tenant", async () => {
    const { clock, limiter } = setup({ ...DEFAULT_TEAMS_RATE_LIMITS, perTenant: [{ limit: 5, windowMs: 1_000 }] });
    const order: string[] = [];
    const call = (label: string) => async () => {
      order.push(`${label}@${clock.now() - T0}`);
    };
    const sent = Array.from({ length: 10 }, (_, i) =>
      limiter.run({ tenantId: 't', conversationId: 'a' }, call(`a${i}`)),
    );
    sent.push(limiter.run({ tenantId: 't', conversationId: 'b' }, call('b0')));
    await clock.until(Promise.all(sent));
    expect(order).toEqual([
      ...['a0', 'a1', 'a2', 'a3', 'a4'].map((label) => `${label}@0`),
      ...['a5', 'b0', 'a6', 'a7'].map((label) => `${label}@1000`),
      // a0-a7 fill the conversation's 8-per-2-seconds window.
      'a8@2000',
      'a9@2000',
    ]);
  });

  it('keeps separate tenants and conversations apart', async () => {
    const { clock, limiter } = setup(teamsRateLimits(1));
    const attempts = fakeCall(clock);
    await Promise.all([
      limiter.run({ tenantId: 't1', conversationId: 'c' }, attempts.call),
      limiter.run({ tenantId: 't2', conversationId: 'c' }, attempts.call),
    ]);
    expect(attempts.starts).toEqual([0, 0]);
  });

  it('sets a timer only while a call waits, one per wave, and none once all are done', async () => {
    const { clock, limiter } = setup(teamsRateLimits(30));
    const attempts = fakeCall(clock);
    const sent = Array.from({ length: 61 }, (_, i) =>
      limiter.run({ tenantId: 't', conversationId: `c${i}` }, attempts.call),
    );
    await clock.until(Promise.all(sent));
    expect(attempts.starts.at(-1)).toBe(2_000);
    expect(clock.sleeps).toBe(2);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('TeamsRateLimiter retries', () => {
  it('pauses the conversation and its tenant for Retry-After after a 429, then sends the call once more', async () => {
    const { clock, limiter, throttled } = setup();
    const throttledOnce = fakeCall(clock, [teamsHttpError(429, { 'Retry-After': '2' })], 50);
    const sameTenant = fakeCall(clock);
    const otherTenant = fakeCall(clock);
    const first = limiter.run({ tenantId: 't1', conversationId: 'a' }, throttledOnce.call);
    await clock.advance(100);
    const second = limiter.run({ tenantId: 't1', conversationId: 'b' }, sameTenant.call);
    const third = limiter.run({ tenantId: 't2', conversationId: 'a' }, otherTenant.call);
    await clock.advance(5_000);
    await expect(first).resolves.toBe('sent');
    await Promise.all([second, third]);
    expect(throttledOnce.starts).toEqual([0, 2_050]);
    expect(sameTenant.starts).toEqual([2_050]);
    expect(otherTenant.starts).toEqual([100]);
    expect(throttled).toEqual([{ group: 't1', line: 'a', status: 429, waitMs: 2_000, attempt: 1 }]);
    expect(limiter.stats()).toMatchObject({ calls: 3, succeeded: 3, failed: 0, retried429: 1, retriedTransient: 0 });
  });

  it('waits 1 s after a 429 without Retry-After, and until the date of an HTTP-date Retry-After', async () => {
    const { clock, limiter } = setup();
    const noHeader = fakeCall(clock, [teamsHttpError(429)]);
    const dated = fakeCall(clock, [teamsHttpError(429, { 'Retry-After': new Date(T0 + 3_000).toUTCString() })]);
    const sent = [
      limiter.run({ tenantId: 't1', conversationId: 'a' }, noHeader.call),
      limiter.run({ tenantId: 't2', conversationId: 'a' }, dated.call),
    ];
    await clock.advance(5_000);
    await Promise.all(sent);
    expect(noHeader.starts).toEqual([0, 1_000]);
    expect(dated.starts).toEqual([0, 3_000]);
  });

  it('retries 412, 502 and 504 after growing backoffs', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { clock, limiter, throttled } = setup();
    const flaky = fakeCall(clock, [teamsHttpError(412), teamsHttpError(502), teamsHttpError(504)]);
    const sent = limiter.run({ tenantId: 't', conversationId: 'c' }, flaky.call);
    await clock.until(sent);
    expect(flaky.starts).toEqual([0, 250, 750, 1_750]);
    expect(throttled.map((info) => [info.status, info.waitMs, info.attempt])).toEqual([
      [412, 250, 1],
      [502, 500, 2],
      [504, 1_000, 3],
    ]);
  });

  it('spreads backoffs with jitter of up to half again', async () => {
    const { clock, limiter } = setup();
    const flaky = fakeCall(clock, [teamsHttpError(502), teamsHttpError(502), teamsHttpError(502)]);
    await clock.until(limiter.run({ tenantId: 't', conversationId: 'c' }, flaky.call));
    const gaps = flaky.starts.slice(1).map((at, i) => at - flaky.starts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(250);
    expect(gaps[0]).toBeLessThanOrEqual(375);
    expect(gaps[1]).toBeGreaterThanOrEqual(500);
    expect(gaps[1]).toBeLessThanOrEqual(750);
    expect(gaps[2]).toBeGreaterThanOrEqual(1_000);
    expect(gaps[2]).toBeLessThanOrEqual(1_500);
  });

  it("lets a conversation's next call start while an earlier one is still in flight", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { clock, limiter } = setup();
    const order: string[] = [];
    let failedOnce = false;
    const first = limiter.run({ tenantId: 't', conversationId: 'c' }, async () => {
      order.push(`first@${clock.now() - T0}`);
      await clock.sleep(10);
      if (!failedOnce) {
        failedOnce = true;
        throw teamsHttpError(502);
      }
    });
    await clock.advance(5);
    const second = limiter.run({ tenantId: 't', conversationId: 'c' }, async () => {
      order.push(`second@${clock.now() - T0}`);
    });
    await clock.until(Promise.all([first, second]));
    // The first failed at 10 ms and was tried again 250 ms later.
    expect(order).toEqual(['first@0', 'second@5', 'first@260']);
  });

  it('holds later calls of the conversation behind a call waiting out its backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { clock, limiter } = setup();
    const order: string[] = [];
    let failedOnce = false;
    const first = limiter.run({ tenantId: 't', conversationId: 'c' }, async () => {
      order.push(`first@${clock.now() - T0}`);
      if (!failedOnce) {
        failedOnce = true;
        throw teamsHttpError(504);
      }
    });
    await settle();
    const second = limiter.run({ tenantId: 't', conversationId: 'c' }, async () => {
      order.push(`second@${clock.now() - T0}`);
    });
    await clock.until(Promise.all([first, second]));
    expect(order).toEqual(['first@0', 'first@250', 'second@250']);
  });

  it('throws 400, 404, network errors and synchronous throws at once, after one call', async () => {
    const { clock, limiter } = setup();
    const badRequest = teamsHttpError(400);
    const notFound = teamsHttpError(404);
    const network = new TypeError('fetch failed');
    for (const error of [badRequest, notFound, network]) {
      const attempts = fakeCall(clock, [error]);
      await expect(limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call)).rejects.toBe(error);
      expect(attempts.starts).toEqual([0]);
    }
    const bug = new Error('bug');
    await expect(
      limiter.run({ tenantId: 't', conversationId: 'd' }, () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(limiter.stats()).toMatchObject({ calls: 4, succeeded: 0, failed: 4, retried429: 0, retriedTransient: 0 });
  });

  it('rejects with the last error after maxAttempts transient failures, counting 429s', async () => {
    const { clock, limiter } = setup();
    const errors = Array.from({ length: 8 }, (_, i) => (i === 1 ? teamsHttpError(429) : teamsHttpError(502)));
    const attempts = fakeCall(clock, errors);
    const sent = limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call);
    await expect(clock.until(sent)).rejects.toBe(errors[5]);
    expect(attempts.starts).toHaveLength(6);
    expect(limiter.stats()).toMatchObject({ failed: 1, retried429: 1, retriedTransient: 4, waitingNow: 0 });
  });

  it('gives 429s their own larger budget of attempts', async () => {
    const { clock, limiter } = setup();
    const errors = Array.from({ length: 12 }, () => teamsHttpError(429, { 'Retry-After': '1' }));
    const attempts = fakeCall(clock, errors);
    await expect(clock.until(limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call))).rejects.toBe(
      errors[9],
    );
    expect(attempts.starts).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000]);
  });

  it('delivers even when the log hook throws', async () => {
    const clock = new FakeLimiterClock(T0);
    const limiter = new TeamsRateLimiter(DEFAULT_TEAMS_RATE_LIMITS, clock, {
      onThrottled: () => {
        throw new Error('logger down');
      },
    });
    const attempts = fakeCall(clock, [teamsHttpError(429)]);
    await expect(clock.until(limiter.run({ tenantId: 't', conversationId: 'c' }, attempts.call))).resolves.toBe('sent');
  });
});

describe('TeamsRateLimiter bookkeeping', () => {
  it('counts calls, outcomes, retries and the calls waiting now', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { clock, limiter } = setup(teamsRateLimits(2));
    const ok = fakeCall(clock);
    const flaky = fakeCall(clock, [teamsHttpError(502)]);
    const rejected = fakeCall(clock, [teamsHttpError(403)]);
    const sent = [
      limiter.run({ tenantId: 't', conversationId: 'a' }, ok.call),
      limiter.run({ tenantId: 't', conversationId: 'b' }, flaky.call),
      limiter.run({ tenantId: 't', conversationId: 'c' }, rejected.call).catch((error: unknown) => error),
      limiter.run({ tenantId: 't', conversationId: 'd' }, ok.call),
    ];
    expect(limiter.stats()).toMatchObject({ calls: 4, waitingNow: 2 });
    await clock.until(Promise.all(sent));
    expect(limiter.stats()).toEqual({
      calls: 4,
      succeeded: 3,
      failed: 1,
      retried429: 0,
      retriedTransient: 1,
      waitingNow: 0,
      sharedRefusals: 0,
      groupsTracked: 1,
      linesTracked: 4,
      budgetsTracked: 5,
    });
  });

  it('forgets budgets once their windows hold nothing and idle lines, keeps recent budgets', async () => {
    const { clock, limiter } = setup();
    const attempts = fakeCall(clock);
    await clock.until(
      Promise.all(
        Array.from({ length: 50 }, (_, i) => limiter.run({ tenantId: 't1', conversationId: `c${i}` }, attempts.call)),
      ),
    );
    expect(limiter.stats()).toMatchObject({ groupsTracked: 1, linesTracked: 50, budgetsTracked: 51 });
    await clock.advance(30 * 60_000);
    await limiter.run({ tenantId: 't2', conversationId: 'x' }, attempts.call);
    // Half an hour on, the 1,800-per-hour windows still remember the 50 conversations; t1's second is over.
    expect(limiter.stats()).toMatchObject({ groupsTracked: 1, linesTracked: 1, budgetsTracked: 52 });
    await clock.advance(31 * 60_000);
    await limiter.run({ tenantId: 't3', conversationId: 'y' }, attempts.call);
    expect(limiter.stats()).toMatchObject({ groupsTracked: 1, linesTracked: 1, budgetsTracked: 3 });
  });

  it('refuses limits that would stall it, and builds limits from per-second settings', () => {
    expect(
      () => new TeamsRateLimiter({ ...DEFAULT_TEAMS_RATE_LIMITS, perTenant: [{ limit: 0, windowMs: 1_000 }] }),
    ).toThrow(RangeError);
    expect(() => new TeamsRateLimiter({ ...DEFAULT_TEAMS_RATE_LIMITS, maxAttempts: 0 })).toThrow(RangeError);
    expect(() => teamsRateLimits(Number.NaN)).toThrow(RangeError);
    expect(teamsRateLimits(50, 5)).toEqual({
      ...DEFAULT_TEAMS_RATE_LIMITS,
      perConversation: [
        { limit: 5, windowMs: 1_000 },
        { limit: 8, windowMs: 2_000 },
        { limit: 60, windowMs: 30_000 },
        { limit: 1_800, windowMs: 3_600_000 },
      ],
      perTenant: [{ limit: 50, windowMs: 1_000 }],
    });
  });
});
