import { describe, expect, it } from 'vitest';
import { defaultSeats, minimumSeats, parseSeats } from './seat-input.ts';

describe('the seat input', () => {
  it('starts at 10, or at the people already counted when there are more', () => {
    expect(defaultSeats(0)).toBe(10);
    expect(defaultSeats(14)).toBe(14);
    expect(minimumSeats(0)).toBe(1);
    expect(minimumSeats(6)).toBe(6);
  });

  it('accepts a whole number at or above the people counted', () => {
    expect(parseSeats(' 12 ', 3)).toEqual({ ok: true, seats: 12 });
    expect(parseSeats('3', 3)).toEqual({ ok: true, seats: 3 });
  });

  it("refuses with the shared schema's words, and below the people counted", () => {
    expect(parseSeats('', 0)).toEqual({ ok: false, message: 'Enter a number of seats.' });
    expect(parseSeats('abc', 0)).toEqual({ ok: false, message: 'Enter a number of seats.' });
    expect(parseSeats('2.5', 0)).toEqual({ ok: false, message: 'Enter a whole number of seats.' });
    expect(parseSeats('0', 0)).toEqual({ ok: false, message: 'Enter at least 1 seat.' });
    expect(parseSeats('4', 5)).toEqual({
      ok: false,
      message: 'Your reports have 5 active members. Choose at least 5 seats.',
    });
  });
});
