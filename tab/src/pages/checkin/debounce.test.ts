import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once, 500 ms after the last of a double click, with the last arguments', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debounced.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('b');
    expect(debounced.pending()).toBe(false);
  });

  it('can run the waiting call now, or drop it', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced(1);
    debounced.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith(1);
    debounced(2);
    debounced.cancel();
    debounced.flush();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
