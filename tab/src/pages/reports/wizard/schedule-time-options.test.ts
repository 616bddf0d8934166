import { describe, expect, it } from 'vitest';
import { parseTimeValue, timeOptions, timeStep, timeValue } from './schedule-time-options.ts';

describe('time picker options', () => {
  it('lists the day in 15-minute steps from 12:00 AM, labelled like 10:00 AM, with no seconds', () => {
    const options = timeOptions(15);
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ hour: 0, minute: 0, value: '00:00', label: '12:00 AM' });
    expect(options.find((option) => option.value === '10:00')?.label).toBe('10:00 AM');
    expect(options.find((option) => option.value === '16:30')?.label).toBe('4:30 PM');
    expect(options.at(-1)).toEqual({ hour: 23, minute: 45, value: '23:45', label: '11:45 PM' });
    expect(options.every((option) => /^\d{2}:\d{2}$/.test(option.value))).toBe(true);
  });

  it('steps by one minute in development and falls back to 15 for an unusable step', () => {
    expect(timeOptions(1)).toHaveLength(24 * 60);
    expect(timeStep(0)).toBe(15);
    expect(timeStep(-5)).toBe(15);
    expect(timeStep(7.5)).toBe(15);
    expect(timeStep(30)).toBe(30);
  });

  it('keeps a saved time that is off the grid, in order', () => {
    const options = timeOptions(15, { hour: 10, minute: 7 });
    expect(options).toHaveLength(97);
    const index = options.findIndex((option) => option.value === '10:07');
    expect(options[index - 1]?.value).toBe('10:00');
    expect(options[index + 1]?.value).toBe('10:15');
    expect(timeOptions(15, { hour: 10, minute: 15 })).toHaveLength(96);
    expect(timeOptions(15, { hour: 24, minute: 0 })).toHaveLength(96);
  });

  it("reads and writes 'HH:MM' only", () => {
    expect(timeValue(9, 5)).toBe('09:05');
    expect(parseTimeValue('09:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseTimeValue('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseTimeValue('')).toBeUndefined();
    expect(parseTimeValue('24:00')).toBeUndefined();
    expect(parseTimeValue('10:60')).toBeUndefined();
    expect(parseTimeValue('10:00:00')).toBeUndefined();
    expect(parseTimeValue('9:05')).toBeUndefined();
  });
});
