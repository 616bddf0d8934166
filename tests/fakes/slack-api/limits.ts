/**
 * Slack's rate limits as the fake enforces them, per workspace (the token's team): method tiers
 * per minute, chat.postMessage per channel (1/s sustained, bursts of 3 in any 3 s) and a workspace
 * cap over any 60 s. Only accepted calls count. Over a limit: 429 with Retry-After (whole seconds).
 */
import type { TFakeClock } from './types.ts';

/** Calls per minute per workspace for the tiered methods (Slack's tiers 2, 3 and 4). */
export const SLACK_METHOD_TIERS: Record<string, number> = {
  'users.list': 20,
  'conversations.list': 20,
  'team.info': 50,
  'conversations.open': 50,
  'chat.update': 50,
  'users.info': 50,
  'auth.test': 100,
  'views.open': 100,
  'views.update': 100,
  'views.publish': 100,
};

export const POST_MESSAGE_CHANNEL_BURST = 3;
export const POST_MESSAGE_CHANNEL_WINDOW_MS = 3_000;
const MINUTE_MS = 60_000;

/** A sliding window of accepted call times. */
class Window {
  private times: number[] = [];

  /** Milliseconds until a slot frees, or 0 when the call fits. */
  waitMs(now: number, limit: number, windowMs: number): number {
    this.times = this.times.filter((at) => now - at < windowMs);
    if (this.times.length < limit) return 0;
    return this.times[this.times.length - limit]! + windowMs - now;
  }

  take(now: number): void {
    this.times.push(now);
  }
}

export class FakeSlackLimits {
  enabled = true;
  private readonly windows = new Map<string, Window>();
  private readonly rejected: Array<{ method: string; teamId: string }> = [];

  constructor(
    private readonly clock: TFakeClock,
    public postMessagePerMinute: number,
  ) {}

  private window(key: string): Window {
    let window = this.windows.get(key);
    if (!window) {
      window = new Window();
      this.windows.set(key, window);
    }
    return window;
  }

  /**
   * Whether a call may run now; takes its slots when it may. `channel` is the resolved channel
   * (a D... id for a user id) for chat.postMessage. Returns the Retry-After seconds when refused.
   */
  admit(method: string, teamId: string, channel?: string): { retryAfter: number } | undefined {
    if (!this.enabled) return undefined;
    const now = this.clock.now();
    const checks: Array<{ window: Window; limit: number; windowMs: number }> = [];
    const tier = SLACK_METHOD_TIERS[method];
    if (tier !== undefined)
      checks.push({ window: this.window(`${teamId}:${method}`), limit: tier, windowMs: MINUTE_MS });
    if (method === 'chat.postMessage') {
      checks.push({ window: this.window(`${teamId}:post`), limit: this.postMessagePerMinute, windowMs: MINUTE_MS });
      if (channel)
        checks.push({
          window: this.window(`${teamId}:post:${channel}`),
          limit: POST_MESSAGE_CHANNEL_BURST,
          windowMs: POST_MESSAGE_CHANNEL_WINDOW_MS,
        });
    }
    const waitMs = Math.max(0, ...checks.map((check) => check.window.waitMs(now, check.limit, check.windowMs)));
    if (waitMs > 0) {
      this.rejected.push({ method, teamId });
      return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    for (const check of checks) check.window.take(now);
    return undefined;
  }

  rejectedCount(method?: string, teamId?: string): number {
    return this.rejected.filter((one) => (!method || one.method === method) && (!teamId || one.teamId === teamId))
      .length;
  }
}
