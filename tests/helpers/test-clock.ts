/**
 * Driving pg-boss's TestClock from tests: move time in steps until what the test waits for has
 * happened (job handlers run asynchronously after the tick that made their job due).
 */
import type { TestClock } from 'pg-boss';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ticks `stepMs` at a time until `check` holds; throws after `maxSteps`. */
export async function advanceUntil(
  clock: TestClock,
  check: () => Promise<boolean>,
  options: { stepMs?: number; maxSteps?: number; what?: string } = {},
): Promise<void> {
  const { stepMs = 1000, maxSteps = 40 } = options;
  for (let step = 0; step < maxSteps; step++) {
    if (await check()) return;
    await clock.tick(stepMs);
    await pause(25);
  }
  if (await check()) return;
  throw new Error(`clock advanced ${(maxSteps * stepMs) / 1000}s and still waiting for ${options.what ?? 'condition'}`);
}

/** Ticks through `ms` in steps, letting handlers run between them. */
export async function advanceBy(clock: TestClock, ms: number, stepMs = 1000): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    await clock.tick(Math.min(stepMs, ms - done));
    await pause(10);
  }
}
