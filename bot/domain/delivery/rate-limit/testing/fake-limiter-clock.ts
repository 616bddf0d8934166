/**
 * A hand-driven clock for the throttle's tests: time moves only when a test advances it, and each
 * due sleep resolves in order, with the promise chains it wakes settled before the next, so the
 * tests check exact start times without really sleeping.
 */
import type { TLimiterClock } from '../limiter-clock.ts';

interface TTimer {
  at: number;
  seq: number;
  resolve: () => void;
}

/** Lets every promise chain that can run now run to its end (microtasks drain before setImmediate). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A TLimiterClock whose time a test moves with advance(). */
export class FakeLimiterClock implements TLimiterClock {
  private current: number;
  private timers: TTimer[] = [];
  private nextSeq = 0;
  /** How many times sleep() was called (a busy loop would show here). */
  sleeps = 0;

  constructor(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number): Promise<void> {
    this.sleeps++;
    return new Promise((resolve) => {
      this.timers.push({ at: this.current + Math.max(0, ms), seq: this.nextSeq++, resolve });
    });
  }

  /** Sleeps not yet due. */
  pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing the sleeps due on the way in time order. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (;;) {
      const next = this.timers.reduce<TTimer | undefined>(
        (earliest, timer) =>
          !earliest || timer.at < earliest.at || (timer.at === earliest.at && timer.seq < earliest.seq)
            ? timer
            : earliest,
        undefined,
      );
      if (!next || next.at > target) break;
      this.timers.splice(this.timers.indexOf(next), 1);
      this.current = Math.max(this.current, next.at);
      next.resolve();
      await settle();
    }
    this.current = target;
    await settle();
  }

  /** Advances until `promise` settles (at most `limitMs`), for calls whose end time the test does not fix. */
  async until<T>(promise: Promise<T>, limitMs = 24 * 3_600_000): Promise<T> {
    let done = false;
    const watched = promise.finally(() => {
      done = true;
    });
    // Keeps an early rejection from counting as unhandled before the test awaits it.
    watched.catch(() => {});
    const deadline = this.current + limitMs;
    await settle();
    while (!done && this.current < deadline) {
      const next = Math.min(deadline, ...this.timers.map((timer) => timer.at));
      if (next === Number.POSITIVE_INFINITY) break;
      await this.advance(Math.max(0, next - this.current));
    }
    return watched;
  }
}
