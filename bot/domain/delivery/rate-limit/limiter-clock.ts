/**
 * The time source of the outbound throttle, injectable so tests run the limiter on a fake clock
 * without sleeping. The real one reads Date.now (Retry-After dates are wall-clock times) and
 * sleeps on unref'd timers, so a waiting message never keeps the process alive on its own.
 */

/** What the throttle needs from time: the current moment and a way to wait. */
export interface TLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Wall-clock time and unref'd timers. */
export const systemLimiterClock: TLimiterClock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms).unref();
    }),
};
