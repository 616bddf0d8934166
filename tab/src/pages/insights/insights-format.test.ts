/** Paging of the insights page (spec part 2 §9: 10 hits a page): Next, the last page, and a page past it. */
import { describe, expect, it } from 'vitest';
import { INSIGHTS_LIMITS } from '../../../../shared/insights.ts';
import { hasNextPage, lastPage, pageInsteadOf } from './insights-format.ts';

const hitsOf = (count: number) => Array.from({ length: count }, () => ({}));

describe('insights paging', () => {
  it('offers Next while the page asked is before the last', () => {
    expect(hasNextPage(1, 42)).toBe(true);
    expect(hasNextPage(4, 42)).toBe(true);
    expect(hasNextPage(5, 42)).toBe(false);
    expect(hasNextPage(4, 40)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
    // Past the last page (the server answers no hits, 0 to 0): never Next.
    expect(hasNextPage(9, 42)).toBe(false);
    // The server refuses pages past maxPage.
    expect(hasNextPage(INSIGHTS_LIMITS.maxPage, 10 * INSIGHTS_LIMITS.maxPage + 500)).toBe(false);
  });

  it('counts the last page as ceil(total / 10), at least 1', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(lastPage(42)).toBe(5);
    expect(lastPage(10 * INSIGHTS_LIMITS.maxPage + 1)).toBe(INSIGHTS_LIMITS.maxPage);
  });

  it('moves a page past the end to the last page, and leaves real pages and empty searches alone', () => {
    expect(pageInsteadOf({ hits: [], total: 42 }, 9)).toBe(5);
    expect(pageInsteadOf({ hits: [], total: 3 }, 2)).toBe(1);
    expect(pageInsteadOf({ hits: hitsOf(2), total: 42 }, 5)).toBeNull();
    expect(pageInsteadOf({ hits: [], total: 0 }, 3)).toBeNull();
    expect(pageInsteadOf({ hits: [], total: 42 }, 1)).toBeNull();
  });
});
