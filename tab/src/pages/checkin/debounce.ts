/**
 * A trailing-edge debounce (spec part 3 §9: submit 500 ms, goal/blocker 500 ms): repeated calls
 * within the wait collapse into one call with the last arguments, so a double click sends once.
 */

export interface TDebounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the waiting call. */
  cancel(): void;
  /** Makes the waiting call now (leaving the page must not drop it). */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/** Wraps `run` so that it runs `waitMs` after the last of a burst of calls. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number): TDebounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;
  const fire = () => {
    const args = waiting;
    timer = undefined;
    waiting = undefined;
    if (args !== undefined) run(...args);
  };
  const debounced = (...args: A) => {
    waiting = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    fire();
  };
  debounced.pending = () => waiting !== undefined;
  return debounced;
}
