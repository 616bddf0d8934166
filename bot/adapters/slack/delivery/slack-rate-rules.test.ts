/**
 * Slack's rules on the shared limiter, on the fake clock: method tiers per workspace, one message a
 * second per channel with bursts of 3, the workspace message cap, and a 429 (the WebClient's own
 * rate-limited error) pausing that workspace and method for Retry-After, in every process.
 */
import { ErrorCode } from '@slack/web-api';
import { describe, expect, it } from 'vitest';
import { MemorySharedBudgets } from '../../../domain/delivery/rate-limit/memory-shared-budgets.ts';
import { FakeLimiterClock } from '../../../domain/delivery/rate-limit/testing/fake-limiter-clock.ts';
import { createSlackRateLimiter } from './slack-rate-limiter.ts';
import { SLACK_ARRIVAL_MARGIN_MS, slackFailureOf, slackRateRules } from './slack-rate-rules.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** The error WebClient throws with rejectRateLimitedCalls (built the way the SDK builds it). */
function rateLimited(retryAfterSeconds: number): Error {
  return Object.assign(new Error('A rate limit was exceeded'), {
    code: ErrorCode.RateLimitedError,
    retryAfter: retryAfterSeconds,
  });
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

function setup(messagesPerMinute = 300) {
  const clock = new FakeLimiterClock(T0);
  const limiter = createSlackRateLimiter(messagesPerMinute, { clock });
  const starts: Record<string, number[]> = {};
  const call = (label: string, outcomes: unknown[] = []) => {
    const mine: number[] = [];
    starts[label] = mine;
    return async () => {
      mine.push(clock.now() - T0);
      const outcome = outcomes[mine.length - 1];
      if (outcome instanceof Error) throw outcome;
      return 'ok';
    };
  };
  return { clock, limiter, starts, call };
}

describe('Slack rate rules', () => {
  it('keeps workspaces apart', async () => {
    const { clock, limiter, starts, call } = setup();
    const one = call('one');
    const two = call('two');
    await clock.until(
      Promise.all([
        ...Array.from({ length: 21 }, () => limiter.run({ teamId: 'T1', method: 'users.list' }, one)),
        ...Array.from({ length: 21 }, () => limiter.run({ teamId: 'T2', method: 'users.list' }, two)),
      ]),
    );
    expect(starts.one!.filter((at) => at === 0)).toHaveLength(20);
    expect(starts.two!.filter((at) => at === 0)).toHaveLength(20);
  });

  it('posts one message a second per channel after a burst of 3, within the workspace cap', async () => {
    const { clock, limiter, starts, call } = setup(5);
    const channel = call('channel');
    const dms = call('dms');
    const sent = [
      ...Array.from({ length: 5 }, () =>
        limiter.run({ teamId: 'T1', method: 'chat.postMessage', channel: 'C1' }, channel),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        limiter.run({ teamId: 'T1', method: 'chat.postMessage', channel: `U${i}` }, dms),
      ),
    ];
    await clock.until(Promise.all(sent));
    // 3 at once, then each when the oldest of the last 3 leaves its 3 seconds.
    expect(starts.channel!.slice(0, 3)).toEqual([0, 0, 0]);
    expect(mostStartsIn(starts.channel!, 3_000)).toBe(3);
    // The workspace cap of 5 a minute holds across channels.
    expect(mostStartsIn([...starts.channel!, ...starts.dms!], 60_000)).toBe(5);
    expect(Math.max(...starts.dms!, ...starts.channel!)).toBeGreaterThanOrEqual(120_000);
  });

  it('keeps the tiers over a minute', async () => {
    const { clock, limiter, starts, call } = setup();
    const list = call('list');
    const info = call('info');
    const views = call('views');
    await clock.until(
      Promise.all([
        ...Array.from({ length: 21 }, () => limiter.run({ teamId: 'T1', method: 'users.list' }, list)),
        ...Array.from({ length: 51 }, () => limiter.run({ teamId: 'T1', method: 'users.info' }, info)),
        ...Array.from({ length: 101 }, () => limiter.run({ teamId: 'T1', method: 'views.open' }, views)),
      ]),
    );
    expect(mostStartsIn(starts.list!, 60_000)).toBe(20);
    expect(starts.list![20]).toBe(60_000 + SLACK_ARRIVAL_MARGIN_MS);
    expect(mostStartsIn(starts.info!, 60_000)).toBe(50);
    expect(mostStartsIn(starts.views!, 60_000)).toBe(100);
  });

  it('pauses the workspace and method for Retry-After after a 429, not other methods or workspaces', async () => {
    const { clock, limiter, starts, call } = setup();
    const first = limiter.run(
      { teamId: 'T1', method: 'chat.postMessage', channel: 'U1' },
      call('throttled', [rateLimited(3)]),
    );
    await clock.advance(10);
    const sameMethod = limiter.run({ teamId: 'T1', method: 'chat.postMessage', channel: 'U2' }, call('sameMethod'));
    const otherMethod = limiter.run({ teamId: 'T1', method: 'chat.update', channel: 'D3' }, call('otherMethod'));
    const otherTeam = limiter.run({ teamId: 'T2', method: 'chat.postMessage', channel: 'U1' }, call('otherTeam'));
    await expect(clock.until(Promise.all([first, sameMethod, otherMethod, otherTeam]))).resolves.toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(starts).toEqual({ throttled: [0, 3_000], sameMethod: [3_000], otherMethod: [10], otherTeam: [10] });
    expect(limiter.stats()).toMatchObject({ calls: 4, succeeded: 4, retried429: 1 });
  });

  it('shares the pause with another process', async () => {
    const clock = new FakeLimiterClock(T0);
    const shared = new MemorySharedBudgets(clock);
    const [one, two] = [0, 1].map(() => createSlackRateLimiter(300, { clock, shared }));
    const starts: number[] = [];
    let throttled = false;
    const first = one!.run({ teamId: 'T1', method: 'views.publish' }, async () => {
      starts.push(clock.now() - T0);
      if (!throttled) {
        throttled = true;
        throw rateLimited(2);
      }
    });
    await clock.advance(10);
    const second = two!.run({ teamId: 'T1', method: 'views.publish' }, async () => {
      starts.push(clock.now() - T0);
    });
    await clock.until(Promise.all([first, second]));
    expect(starts).toEqual([0, 2_000, 2_000]);
  });

  it('never retries what Slack may have taken, and leaves OAuth and OpenID unlimited', async () => {
    const { clock, limiter, starts, call } = setup();
    const serverError = Object.assign(new Error('HTTP 503'), { code: ErrorCode.HTTPError, statusCode: 503 });
    const platformError = Object.assign(new Error('channel_not_found'), { code: ErrorCode.PlatformError });
    await expect(
      limiter.run({ teamId: 'T1', method: 'chat.postMessage', channel: 'C1' }, call('server', [serverError])),
    ).rejects.toBe(serverError);
    await expect(
      limiter.run({ teamId: 'T1', method: 'chat.postMessage', channel: 'C2' }, call('platform', [platformError])),
    ).rejects.toBe(platformError);
    expect(starts.server).toHaveLength(1);
    expect(starts.platform).toHaveLength(1);
    const oauth = call('oauth');
    await clock.until(
      Promise.all(
        Array.from({ length: 200 }, () => limiter.run({ teamId: 'T1', method: 'openid.connect.token' }, oauth)),
      ),
    );
    expect(starts.oauth!.every((at) => at === 0)).toBe(true);
    expect(slackRateRules(300).callOf({ teamId: 'T1', method: 'oauth.v2.access' }).budgets).toEqual([]);
  });

  it('reads the WebClient errors and refuses a cap that would stall', () => {
    expect(slackFailureOf(rateLimited(7))).toEqual({ status: 429, retryAfterMs: 7_000 });
    expect(slackFailureOf(new Error('x'))).toBeNull();
    expect(slackFailureOf('x')).toBeNull();
    expect(() => slackRateRules(0)).toThrow(RangeError);
  });
});
