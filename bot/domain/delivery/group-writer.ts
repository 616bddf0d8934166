/**
 * Group commit for delivery records: callers add one item each and wait until it is written.
 * Each write gathers for `gatherMs` first (from the first item when idle, from the end of the
 * previous write when busy), so the accepted messages of all SMTP connections go in one
 * statement instead of one each; a statement costs about as much CPU as sending a message.
 */

/** Most items per statement. */
const MAX_GROUP = 500;

export interface TGroupWriter<T> {
  /** Resolves once `item` is written (rejects when its group's write failed). */
  add(item: T): Promise<void>;
}

interface TWaiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Why: recording each accepted message before its connection may deliver the next one bounds
 * what a crash can send twice, and grouping keeps that from costing a statement per message.
 */
export function createGroupWriter<T>(
  write: (items: T[]) => Promise<void>,
  options: { gatherMs?: number } = {},
): TGroupWriter<T> {
  const gatherMs = options.gatherMs ?? 1;
  let waiting: TWaiting<T>[] = [];
  let busy = false;

  const flush = async () => {
    const group = waiting.slice(0, MAX_GROUP);
    waiting = waiting.slice(group.length);
    try {
      await write(group.map((entry) => entry.item));
      for (const entry of group) entry.resolve();
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
    if (waiting.length > 0) gatherThenFlush();
    else busy = false;
  };

  const gatherThenFlush = () => {
    if (waiting.length >= MAX_GROUP || gatherMs <= 0) void flush();
    else setTimeout(() => void flush(), gatherMs);
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!busy) {
          busy = true;
          gatherThenFlush();
        }
      });
    },
  };
}
