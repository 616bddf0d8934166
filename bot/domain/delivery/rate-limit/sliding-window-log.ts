/**
 * One key's recent calls, checked against its (limit, window) pairs: an exact sliding-window log,
 * where a token bucket would approximate. A platform counts a call when it arrives, which is some time
 * between our start and its answer (measured on a local fake: 2-73 ms later, the first calls the
 * latest), so a call holds its slot from its start until it is answered and then for the window:
 * no window of the server's can then see more than `limit` arrivals, whatever the latency does.
 * Only the newest max(limit) answers can matter and only within the longest window, so a busy
 * conversation with a 1,800-per-hour window keeps at most 1,800 numbers and an idle one none.
 */
import type { TRateWindow } from './rate-rules.ts';

/** Remembers a key's calls in flight and when its recent ones were answered; says when the next may start. */
export class SlidingWindowLog {
  /** Times the recent calls were answered, oldest first. */
  private answeredAt: number[] = [];
  private inFlight = 0;
  private readonly longestMs: number;
  private readonly mostKept: number;

  constructor(private readonly windows: readonly TRateWindow[]) {
    this.longestMs = Math.max(0, ...windows.map((window) => window.windowMs));
    this.mostKept = Math.max(0, ...windows.map((window) => window.limit));
  }

  /**
   * The earliest time (≥ now) at which another start keeps every window within its limit;
   * +Infinity when calls in flight fill a window, since only an answer can free a slot then.
   */
  nextStartAt(now: number): number {
    this.forget(now);
    let at = now;
    for (const { limit, windowMs } of this.windows) {
      const fromAnswered = limit - this.inFlight;
      if (fromAnswered <= 0) return Number.POSITIVE_INFINITY;
      if (this.answeredAt.length < fromAnswered) continue;
      // Once this answer leaves the window, the window has room for one more call.
      const frees = this.answeredAt[this.answeredAt.length - fromAnswered]! + windowMs;
      if (frees > at) at = frees;
    }
    return at;
  }

  /** A call starts: it holds a slot until callEnded. */
  callStarted(): void {
    this.inFlight++;
  }

  /** A call taken with callStarted did not start after all (another budget refused it): its slot is free again. */
  callCancelled(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  /** One of the calls in flight was answered (or failed) at `at`; its slot frees a window later. */
  callEnded(at: number): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    const last = this.answeredAt[this.answeredAt.length - 1];
    // Never earlier than the previous answer, should the wall clock step back.
    this.answeredAt.push(last !== undefined && last > at ? last : at);
    if (this.answeredAt.length > this.mostKept) this.answeredAt.splice(0, this.answeredAt.length - this.mostKept);
  }

  /** True when nothing in flight or remembered can limit a future call, so the key can be forgotten. */
  isIdle(now: number): boolean {
    this.forget(now);
    return this.inFlight === 0 && this.answeredAt.length === 0;
  }

  private forget(now: number): void {
    let expired = 0;
    while (expired < this.answeredAt.length && this.answeredAt[expired]! + this.longestMs <= now) expired++;
    if (expired > 0) this.answeredAt.splice(0, expired);
  }
}
