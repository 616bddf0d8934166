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
    // 02:30 does not exist on March 14, 2027 in Toronto: it moves forward by the gap.
    expect(zonedTimeToUtc('2027-03-14', 2, 30, 'America/Toronto').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedTimeToUtc('2027-07-01', 23, 45, 'Asia/Kolkata').toISOString()).toBe('2027-07-01T18:15:00.000Z');
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
