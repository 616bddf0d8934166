import { describe, expect, it } from 'vitest';
import { clampDelayPart, delayError, readDelayPart } from './share-delay.ts';

describe('summary delay inputs', () => {
  it('accepts whole hours 0-23 and minutes 0-59', () => {
    expect(readDelayPart('0', 'hours')).toEqual({ value: 0, error: undefined });
    expect(readDelayPart(' 23 ', 'hours')).toEqual({ value: 23, error: undefined });
    expect(readDelayPart('59', 'minutes')).toEqual({ value: 59, error: undefined });
  });

  it('refuses empty, out of range, negative and fractional values with a message', () => {
    for (const text of ['', '24', '-1', '1.5', 'e', '1e1'])
      expect(readDelayPart(text, 'hours')).toEqual({ value: undefined, error: delayError('hours') });
    expect(readDelayPart('60', 'minutes').error).toBe('Minutes must be a whole number from 0 to 59.');
    expect(delayError('hours')).toBe('Hours must be a whole number from 0 to 23.');
  });

  it('clamps into range on leaving, and keeps the stored value for text that is no number', () => {
    expect(clampDelayPart('30', 'hours', 2)).toBe(23);
    expect(clampDelayPart('-4', 'minutes', 10)).toBe(0);
    expect(clampDelayPart('75', 'minutes', 10)).toBe(59);
    expect(clampDelayPart('4.9', 'hours', 2)).toBe(4);
    expect(clampDelayPart('', 'hours', 2)).toBe(2);
    expect(clampDelayPart('abc', 'minutes', 10)).toBe(10);
  });
});
