import { describe, expect, it } from 'vitest';
import {
  daysOfMonthText,
  daysOfWeekText,
  describeStoredSchedule,
  formatTime,
  parseDaysOfMonth,
  parseDaysOfWeek,
  scheduleDstNotes,
  scheduleSentence,
  scheduleToCron,
  type TSchedule,
  UNAVAILABLE_SCHEDULE,
  weekdayFlags,
} from './schedule.ts';

const weekly = (daysOfWeek: number[], hour = 10, minute = 0): TSchedule => ({
  type: 'weekly',
  hour,
  minute,
  timeZone: 'America/Toronto',
  daysOfWeek,
  daysOfMonth: [],
});

describe('day fields', () => {
  it('read the day-of-week texts of the spec into days, Sunday = 0', () => {
    expect(parseDaysOfWeek('1-5')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDaysOfWeek('1-6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseDaysOfWeek('2-5')).toEqual([2, 3, 4, 5]);
    expect(parseDaysOfWeek('*')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDaysOfWeek('5,1,3,3')).toEqual([1, 3, 5]);
    expect(parseDaysOfWeek('0,2-3')).toEqual([0, 2, 3]);
    for (const bad of ['', '7', '5-1', 'mon', '1,,2', '-1']) expect(parseDaysOfWeek(bad), bad).toBeUndefined();
    expect(weekdayFlags('1-5')).toEqual([false, true, true, true, true, true, false]);
  });

  it('read day-of-month lists, and write both back', () => {
    expect(parseDaysOfMonth('1,15')).toEqual([1, 15]);
    expect(parseDaysOfMonth('*')).toHaveLength(31);
    expect(parseDaysOfMonth('0')).toBeUndefined();
    expect(parseDaysOfMonth('32')).toBeUndefined();
    expect(daysOfWeekText([])).toBe('*');
    expect(daysOfWeekText([5, 1, 3])).toBe('1,3,5');
    expect(daysOfWeekText([0, 1, 2, 3, 4, 5, 6])).toBe('*');
    expect(daysOfMonthText([15, 1])).toBe('1,15');
    expect(daysOfMonthText([])).toBe('*');
  });
});

describe('cron', () => {
  it('puts weekly days in the day-of-week field and monthly or custom days in the day-of-month field', () => {
    expect(scheduleToCron(weekly([1, 2, 3, 4, 5]))).toBe('0 10 * * 1,2,3,4,5');
    expect(scheduleToCron(weekly([]))).toBe('0 10 * * *');
    expect(scheduleToCron({ ...weekly([]), type: 'monthly', daysOfMonth: [1] })).toBe('0 10 1 * *');
    expect(scheduleToCron({ ...weekly([], 16, 30), type: 'custom', daysOfMonth: [15, 1] })).toBe('30 16 1,15 * *');
  });
});

describe('schedule in words', () => {
  it('reads as the wizard sentence', () => {
    expect(scheduleSentence(weekly([1, 2, 3, 4, 5]))).toBe(
      'This report will run every weekday at 10:00 AM in the America/Toronto timezone',
    );
    expect(scheduleSentence(weekly([5], 16))).toBe(
      'This report will run every Friday at 4:00 PM in the America/Toronto timezone',
    );
    expect(scheduleSentence(weekly([1, 3, 5], 9, 15))).toBe(
      'This report will run every Monday, Wednesday and Friday at 9:15 AM in the America/Toronto timezone',
    );
    expect(scheduleSentence({ ...weekly([]), type: 'monthly', daysOfMonth: [1, 15] })).toBe(
      'This report will run on the 1st and 15th of every month at 10:00 AM in the America/Toronto timezone',
    );
    expect(scheduleSentence({ ...weekly([]), type: 'custom', daysOfMonth: [2, 3, 11, 22, 31] })).toContain(
      'on the 2nd, 3rd, 11th, 22nd and 31st of every month',
    );
  });

  it('formats 12-hour times', () => {
    expect(formatTime(0, 0)).toBe('12:00 AM');
    expect(formatTime(12, 5)).toBe('12:05 PM');
    expect(formatTime(23, 45)).toBe('11:45 PM');
  });

  it('describes stored weekly and monthly schedules, and nothing else', () => {
    expect(
      describeStoredSchedule({
        schedule: 'weekly',
        hour: 10,
        minute: 0,
        day_of_week: '1-5',
        time_zone: 'America/Toronto',
      }),
    ).toBe('Every weekday at 10:00 AM (America/Toronto)');
    expect(
      describeStoredSchedule({ schedule: 'monthly', hour: 16, minute: 0, day_of_month: '1,15', time_zone: 'UTC' }),
    ).toBe('On the 1st and 15th of every month at 4:00 PM (UTC)');
    expect(describeStoredSchedule({ schedule: 'custom', hour: 10, minute: 0, day_of_month: '1,15' })).toBe(
      UNAVAILABLE_SCHEDULE,
    );
    expect(describeStoredSchedule({ schedule: 'weekly', hour: 25, minute: 0, day_of_week: '1-5' })).toBe(
      UNAVAILABLE_SCHEDULE,
    );
    expect(describeStoredSchedule({ schedule: 'weekly', hour: 10, minute: 0, day_of_week: 'weekdays' })).toBe(
      UNAVAILABLE_SCHEDULE,
    );
  });
});

describe('what the daylight-saving rule does to a schedule (issue 16)', () => {
  const daily = (hour: number, minute: number, timeZone: string): TSchedule => ({
    type: 'weekly',
    hour,
    minute,
    timeZone,
    daysOfWeek: [],
    daysOfMonth: [],
  });
  const now = new Date('2027-01-10T12:00:00Z');

  it('names the first day a time does not exist and when the report runs instead', () => {
    expect(scheduleDstNotes(daily(1, 30, 'Europe/London'), now)).toEqual([
      'On 2027-03-28, 1:30 AM does not exist in Europe/London; that day the report runs at 2:00 AM.',
      'On 2027-10-31, 1:30 AM happens twice in Europe/London; the report runs at the first.',
    ]);
    expect(scheduleDstNotes(daily(23, 30, 'America/Nuuk'), now)[0]).toBe(
      'On 2027-03-27, 11:30 PM does not exist in America/Nuuk; that day the report runs at 12:00 AM.',
    );
  });

  it('says nothing for ordinary times, zones without changes, or days the schedule does not run', () => {
    expect(scheduleDstNotes(daily(10, 0, 'Europe/London'), now)).toEqual([]);
    expect(scheduleDstNotes(daily(1, 30, 'Asia/Tokyo'), now)).toEqual([]);
    // March 28 and October 31, 2027 are Sundays.
    expect(scheduleDstNotes({ ...daily(1, 30, 'Europe/London'), daysOfWeek: [1, 2, 3, 4, 5] }, now)).toEqual([]);
  });
});
