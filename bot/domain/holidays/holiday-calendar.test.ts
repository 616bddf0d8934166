import { describe, expect, it } from 'vitest';
import { publicHolidayOn, publicHolidaysBetween } from './holiday-calendar.ts';
import { HOLIDAY_CORPUS } from './holiday-corpus.ts';
import { holidayPlace, listHolidayCountries, storedHolidayPlace } from './holiday-places.ts';

const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

describe('public holidays against the official calendars', () => {
  for (const place of HOLIDAY_CORPUS) {
    const name = place.region ? `${place.country}-${place.region}` : place.country;

    it(`${name}: every listed holiday is found, with a name`, () => {
      const missing = place.holidays.filter((day) => publicHolidayOn(place.country, place.region, day) === null);
      expect(missing).toEqual([]);
    });

    it(`${name}: the days around them are workdays`, () => {
      const wrong = place.workdays
        .map((day) => [day, publicHolidayOn(place.country, place.region, day)])
        .filter(([, holiday]) => holiday !== null);
      expect(wrong).toEqual([]);
    });

    if (place.complete) {
      it(`${name}: no other weekday is a public holiday in 2026 and 2027`, () => {
        const found = publicHolidaysBetween(place.country, place.region, '2026-01-01', '2027-12-31')
          .map((holiday) => holiday.day)
          .filter(isWeekday);
        expect(found).toEqual(place.holidays.filter(isWeekday));
      });
    }
  }
});

describe('publicHolidayOn', () => {
  it('names the holiday of the local day, whatever the server zone', () => {
    expect(publicHolidayOn('CA', 'ON', '2026-12-25')).toBe('Christmas Day');
    expect(publicHolidayOn('CA', 'ON', '2026-12-24')).toBeNull();
    expect(publicHolidayOn('US', null, '2026-11-26')).toBe('Thanksgiving Day');
    expect(publicHolidayOn('JP', null, '2026-05-06')).toBe('Constitution Day (substitute day)');
    expect(publicHolidayOn('GB', 'ENG', '2026-12-28')).toBe('Boxing Day (substitute day)');
  });

  it('counts regional holidays only in their region', () => {
    expect(publicHolidayOn('DE', 'BY', '2026-01-06')).toBe('Epiphany');
    expect(publicHolidayOn('DE', null, '2026-01-06')).toBeNull();
    expect(publicHolidayOn('DE', 'BE', '2026-01-06')).toBeNull();
  });

  it('skips observances, bank holidays and half days', () => {
    expect(publicHolidayOn('US', null, '2026-02-14')).toBeNull(); // Valentine's Day, an observance
    expect(publicHolidayOn('DE', 'BY', '2026-12-24')).toBeNull(); // Christmas Eve, a bank holiday
    expect(publicHolidayOn('CN', null, '2026-03-08')).toBeNull(); // a half day from noon
  });

  it('counts every day of a holiday of several days', () => {
    const days = publicHolidaysBetween('AE', null, '2026-03-18', '2026-03-24').map((holiday) => holiday.day);
    expect(days.length).toBeGreaterThanOrEqual(3);
    for (const day of days) expect(publicHolidayOn('AE', null, day)).toMatch(/Eid al-Fitr/);
  });
});

describe('publicHolidaysBetween', () => {
  it('lists the days in order, across a new year', () => {
    expect(publicHolidaysBetween('CA', 'ON', '2026-12-20', '2027-01-05')).toEqual([
      { day: '2026-12-25', name: 'Christmas Day' },
      { day: '2026-12-26', name: 'Boxing Day' },
      { day: '2027-01-01', name: "New Year's Day" },
    ]);
  });
});

describe('the places', () => {
  it('lists countries by English name, with their regions sorted', () => {
    const countries = listHolidayCountries();
    expect(countries.length).toBeGreaterThan(150);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const canada = countries.find((country) => country.code === 'CA');
    expect(canada?.name).toBe('Canada');
    expect(canada?.regions.map((region) => region.code)).toContain('ON');
    expect(canada?.regions[0]?.name).toBe('Alberta');
  });

  it('checks codes against the list and names the place', () => {
    expect(holidayPlace('CA', 'ON')).toEqual({ country: 'CA', region: 'ON', label: 'Canada (Ontario)' });
    expect(holidayPlace('FR', null).label).toBe('France');
    expect(() => holidayPlace('XX', null)).toThrow(/Choose a country/);
    expect(() => holidayPlace('CA', 'ZZ')).toThrow(/Choose a region/);
    expect(() => holidayPlace('CA', 'on')).toThrow(/Choose a region/);
  });

  it('reads stored codes without failing on ones the package no longer knows', () => {
    expect(storedHolidayPlace(null, null)).toBeNull();
    expect(storedHolidayPlace('XX', 'ON')).toBeNull();
    expect(storedHolidayPlace('CA', 'ZZ')).toEqual({ country: 'CA', region: null, label: 'Canada' });
  });
});
