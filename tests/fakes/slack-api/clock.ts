/** Clocks for the fake Slack API: real time by default, or one a test moves by hand. */
import type { TFakeClock } from './types.ts';

export const realClock: TFakeClock = { now: () => Date.now() };

export interface TManualClock extends TFakeClock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock that stands still until the test moves it (for rate-limit windows and trigger expiry). */
export function createManualClock(startMs = Date.UTC(2025, 0, 6, 9, 0, 0)): TManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
