import { describe, expect, it } from 'vitest';
import { addDaysToKey, durationInWords, humanDate, localDateKey, zonedTimeToUtc } from './zoned-time.ts';

describe('zoned time', () => {
  it('keys a run by its local date', () => {
    expect(localDateKey(new Date('2027-03-15T03:30:00Z'), 'America/Toronto')).toBe('2027-03-14');
    expect(localDateKey(new Date('2027-03-15T03:30:00Z'), 'Asia/Tokyo')).toBe('2027-03-15');
  });

  it('turns local times into UTC across daylight saving changes', () => {
    expect(zonedTimeToUtc('2027-03-12', 10, 0, 'America/Toronto').toISOString()).toBe('2027-03-12T15:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-15', 10, 0, 'America/Toronto').toISOString()).toBe('2027-03-15T14:00:00.000Z');
    // 02:30 does not exist on March 14, 2027 in Toronto: the first instant after the gap (03:00 EDT).
    expect(zonedTimeToUtc('2027-03-14', 2, 30, 'America/Toronto').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(zonedTimeToUtc('2027-07-01', 23, 45, 'Asia/Kolkata').toISOString()).toBe('2027-07-01T18:15:00.000Z');
  });

  it('puts a time inside a gap at the end of the gap, east and west of UTC (issue 16)', () => {
    // 01:30 does not exist on March 28, 2027 in London: 02:00 BST, not 00:30 GMT before the gap.
    expect(zonedTimeToUtc('2027-03-28', 1, 30, 'Europe/London').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-28', 2, 30, 'Europe/Paris').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // Lord Howe skips 02:00-02:30 on October 4, 2026; Troll skips 01:00-03:00 on March 29, 2026.
    expect(zonedTimeToUtc('2026-10-04', 2, 15, 'Australia/Lord_Howe').toISOString()).toBe('2026-10-03T15:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-29', 2, 0, 'Antarctica/Troll').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Nuuk skips 23:00-00:00 on March 28, 2026: 23:30 runs at midnight.
    expect(zonedTimeToUtc('2026-03-28', 23, 30, 'America/Nuuk').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of two ambiguous times, east and west of UTC (issue 16)', () => {
    expect(zonedTimeToUtc('2027-10-31', 1, 30, 'Europe/London').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedTimeToUtc('2027-10-31', 2, 30, 'Europe/Paris').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedTimeToUtc('2027-11-07', 1, 30, 'America/Toronto').toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(zonedTimeToUtc('2026-10-25', 2, 0, 'Antarctica/Troll').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(zonedTimeToUtc('2026-04-05', 1, 45, 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T14:45:00.000Z');
  });

  it('counts days and says durations and dates in words', () => {
    expect(addDaysToKey('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(durationInWords(90 * 60_000)).toBe('1 hour 30 minutes');
    expect(durationInWords(2 * 3600_000)).toBe('2 hours');
    expect(durationInWords(59_000)).toBe('less than a minute');
    expect(humanDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});
