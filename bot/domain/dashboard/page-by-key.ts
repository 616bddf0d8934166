/**
 * Paging of the member and hashtag views by run key, newest first. A page ends on a whole run
 * date, so `?before={key}` (entries older than that date) never skips or repeats an entry, even
 * when many entries share a date. Rows are read in (key, id) order in batches, and rows the
 * database only guessed at (a hashtag prefilter) are confirmed by `accept` before they count.
 */
import { type Column, type SQL, sql } from 'drizzle-orm';

/** Where the next batch starts: after this (key, id), or below this key when id is null. */
export interface TKeyCursor {
  key: string;
  id: string | null;
}

export interface TPageByKeyOptions<T> {
  /** The key from the request: only older entries. */
  before: string | undefined;
  pageSize: number;
  /** Up to `limit` rows after the cursor, ordered by key descending, then id descending. */
  fetch: (cursor: TKeyCursor | null, limit: number) => Promise<T[]>;
  /** Whether a fetched row belongs on the page (all do when absent). */
  accept?: (row: T) => boolean;
  /** Rows read at a time (pageSize + 1 by default); larger when `accept` turns many away. */
  batchSize?: number;
}

/** A page of at least pageSize rows (when there are that many), ending on a whole key. */
export async function pageByKey<T extends { key: string; id: string }>(
  options: TPageByKeyOptions<T>,
): Promise<{ rows: T[]; nextBefore: string | null }> {
  const batchSize = Math.max(options.batchSize ?? 0, options.pageSize + 1);
  const page: T[] = [];
  let cursor: TKeyCursor | null = options.before ? { key: options.before, id: null } : null;
  for (;;) {
    const batch = await options.fetch(cursor, batchSize);
    for (const row of batch) {
      if (options.accept && !options.accept(row)) continue;
      const last = page.at(-1);
      if (last && page.length >= options.pageSize && row.key !== last.key) return { rows: page, nextBefore: last.key };
      page.push(row);
    }
    const lastRead = batch.at(-1);
    if (batch.length < batchSize || !lastRead) return { rows: page, nextBefore: null };
    cursor = { key: lastRead.key, id: lastRead.id };
  }
}

/** The SQL condition of rows after `cursor` in (key desc, id desc) order; none without a cursor. */
export function afterCursor(keyColumn: Column, idColumn: Column, cursor: TKeyCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  if (cursor.id === null) return sql`${keyColumn} < ${cursor.key}`;
  return sql`(${keyColumn}, ${idColumn}) < (${cursor.key}, ${cursor.id}::uuid)`;
}
