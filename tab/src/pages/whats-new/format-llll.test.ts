import { describe, expect, it } from 'vitest';
import { formatLlll } from './format-llll.ts';

describe("formatLlll (moment's 'llll')", () => {
  it('writes weekday, month, day, year and a 12-hour time', () => {
    expect(formatLlll('2026-11-25T02:30:00Z', 'UTC')).toBe('Wed, Nov 25, 2026 2:30 AM');
    expect(formatLlll('2026-03-09T15:05:00Z', 'UTC')).toBe('Mon, Mar 9, 2026 3:05 PM');
    expect(formatLlll('2026-01-01T00:00:00Z', 'UTC')).toBe('Thu, Jan 1, 2026 12:00 AM');
    expect(formatLlll('2026-07-04T12:00:00Z', 'UTC')).toBe('Sat, Jul 4, 2026 12:00 PM');
  });

  it('shows the instant in the viewer’s zone (the day can change)', () => {
    expect(formatLlll('2026-11-25T02:30:00Z', 'America/Toronto')).toBe('Tue, Nov 24, 2026 9:30 PM');
    expect(formatLlll('2026-11-25T02:30:00Z', 'Asia/Kolkata')).toBe('Wed, Nov 25, 2026 8:00 AM');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatLlll('soon', 'UTC')).toBe('soon');
  });
});
