import { describe, expect, it } from 'vitest';
import { pageByKey, type TKeyCursor } from './page-by-key.ts';

interface TRow {
  key: string;
  id: string;
  keep: boolean;
}

/** Rows in (key desc, id desc) order, served the way the SQL cursor would. */
function source(rows: TRow[]) {
  const sorted = [...rows].sort((a, b) => b.key.localeCompare(a.key) || b.id.localeCompare(a.id));
  let fetches = 0;
  const fetch = async (cursor: TKeyCursor | null, limit: number) => {
    fetches++;
    return sorted
      .filter((row) => {
        if (!cursor) return true;
        if (cursor.id === null) return row.key < cursor.key;
        return row.key < cursor.key || (row.key === cursor.key && row.id < cursor.id);
      })
      .slice(0, limit);
  };
  return { fetch, fetches: () => fetches };
}

const rowsOf = (keys: string[], perKey: number, keep: (n: number) => boolean = () => true) =>
  keys.flatMap((key, k) =>
    Array.from({ length: perKey }, (_, n) => ({ key, id: `${key}-${n}`, keep: keep(k * perKey + n) })),
  );

describe('pageByKey', () => {
  it('answers everything with no next page when it fits', async () => {
    const { fetch } = source(rowsOf(['2026-01-01', '2026-01-02'], 2));
    const page = await pageByKey({ before: undefined, pageSize: 5, fetch });
    expect(page.rows.map((row) => row.id)).toEqual(['2026-01-02-1', '2026-01-02-0', '2026-01-01-1', '2026-01-01-0']);
    expect(page.nextBefore).toBeNull();
  });

  it('ends a page on a whole key, and the next page starts below it', async () => {
    const all = rowsOf(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'], 3);
    const { fetch } = source(all);
    const first = await pageByKey({ before: undefined, pageSize: 4, fetch });
    // 4 rows would split 2026-01-03: the page takes its third row too.
    expect(first.rows.map((row) => row.key)).toEqual([...Array(3).fill('2026-01-04'), ...Array(3).fill('2026-01-03')]);
    expect(first.nextBefore).toBe('2026-01-03');
    const second = await pageByKey({ before: first.nextBefore!, pageSize: 4, fetch });
    expect(second.rows).toHaveLength(6);
    expect(second.nextBefore).toBeNull();
  });

  it('counts only accepted rows and reads on until the page is full', async () => {
    const all = rowsOf(
      Array.from({ length: 20 }, (_, n) => `2026-02-${String(n + 1).padStart(2, '0')}`),
      1,
      (n) => n % 4 === 0,
    );
    const { fetch, fetches } = source(all);
    const page = await pageByKey({ before: undefined, pageSize: 3, fetch, accept: (row) => row.keep });
    expect(page.rows.every((row) => row.keep)).toBe(true);
    expect(page.rows).toHaveLength(3);
    expect(page.nextBefore).toBe(page.rows.at(-1)!.key);
    expect(fetches()).toBeGreaterThan(1);
    const rest = await pageByKey({ before: page.nextBefore!, pageSize: 3, fetch, accept: (row) => row.keep });
    expect(rest.rows).toHaveLength(2);
    expect(rest.nextBefore).toBeNull();
  });

  it('reads larger batches when asked, with the same page', async () => {
    const all = rowsOf(
      Array.from({ length: 20 }, (_, n) => `2026-02-${String(n + 1).padStart(2, '0')}`),
      1,
      (n) => n % 4 === 0,
    );
    const { fetch, fetches } = source(all);
    const page = await pageByKey({ before: undefined, pageSize: 3, fetch, accept: (row) => row.keep, batchSize: 50 });
    expect(page.rows).toHaveLength(3);
    expect(fetches()).toBe(1);
  });
});
