import { describe, expect, it } from 'vitest';
import { SlidingWindowLog } from './sliding-window-log.ts';

const windows = [
  { limit: 2, windowMs: 1_000 },
  { limit: 3, windowMs: 5_000 },
];

function callAt(log: SlidingWindowLog, at: number): void {
  log.callStarted();
  log.callEnded(at);
}

describe('SlidingWindowLog', () => {
  it('lets calls start until a window is full, then when the blocking answer leaves it', () => {
    const log = new SlidingWindowLog(windows);
    expect(log.nextStartAt(0)).toBe(0);
    callAt(log, 0);
    callAt(log, 100);
    expect(log.nextStartAt(100)).toBe(1_000);
    callAt(log, 1_000);
    // The 5-second window now holds three answers: the next waits for the first to leave it.
    expect(log.nextStartAt(1_000)).toBe(5_000);
    expect(log.nextStartAt(5_000)).toBe(5_000);
  });

  it('holds a slot while its call is in flight, however long it takes', () => {
    const log = new SlidingWindowLog(windows);
    log.callStarted();
    log.callStarted();
    expect(log.nextStartAt(0)).toBe(Number.POSITIVE_INFINITY);
    log.callEnded(700);
    expect(log.nextStartAt(700)).toBe(1_700);
  });

  it('is idle once nothing is in flight and every answer has left the longest window', () => {
    const log = new SlidingWindowLog(windows);
    log.callStarted();
    expect(log.isIdle(10_000)).toBe(false);
    log.callEnded(0);
    expect(log.isIdle(4_999)).toBe(false);
    expect(log.isIdle(5_000)).toBe(true);
  });

  it('never lets the wall clock stepping back reorder its answers', () => {
    const log = new SlidingWindowLog([{ limit: 2, windowMs: 1_000 }]);
    callAt(log, 1_000);
    callAt(log, 400);
    expect(log.nextStartAt(1_000)).toBe(2_000);
  });

  it('puts no limit on a key without windows', () => {
    const log = new SlidingWindowLog([]);
    for (let i = 0; i < 100; i++) callAt(log, 0);
    expect(log.nextStartAt(0)).toBe(0);
    expect(log.isIdle(0)).toBe(true);
  });
});
