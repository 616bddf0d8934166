import { describe, expect, it } from 'vitest';
import type { TGraphEvent } from './graph.ts';
import { outlookDays } from './outlook-days.ts';

const window = { fromKey: '2027-03-01', toKey: '2027-04-30', timeZone: 'Europe/Berlin' };
const allDay = (startDay: string, endDay: string, showAs = 'oof'): TGraphEvent => ({
  showAs,
  isCancelled: false,
  isAllDay: true,
  startDay,
  endDay,
});
/** A timed event given in UTC instants. */
const timed = (start: string, end: string, showAs = 'oof'): TGraphEvent => ({
  showAs,
  isCancelled: false,
  isAllDay: false,
  start: new Date(start),
  end: new Date(end),
});

describe('outlookDays', () => {
  it('marks each date of an all-day out-of-office event, end date excluded', () => {
    const days = outlookDays({ ...window, events: [allDay('2027-03-08', '2027-03-13')], replies: null });
    expect(days).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']);
  });

  it('marks a timed day only when half its working hours are covered, in the person’s zone', () => {
    const days = outlookDays({
      ...window,
      events: [
        timed('2027-03-05T16:00:00Z', '2027-03-08T08:00:00Z'), // Berlin: Friday 17:00 to Monday 09:00
        timed('2027-03-10T12:00:00Z', '2027-03-10T16:00:00Z'), // Berlin 13:00-17:00, a half day: counts
        timed('2027-03-11T08:00:00Z', '2027-03-11T11:00:00Z'), // three hours: does not
      ],
      replies: null,
    });
    expect(days).toEqual(['2027-03-06', '2027-03-07', '2027-03-10']);
  });

  it('ignores busy, tentative and cancelled events', () => {
    const cancelled = { ...allDay('2027-03-15', '2027-03-16'), isCancelled: true };
    const days = outlookDays({
      ...window,
      events: [
        allDay('2027-03-15', '2027-03-16', 'busy'),
        timed('2027-03-16T00:00Z', '2027-03-17T00:00Z', 'tentative'),
        cancelled,
      ],
      replies: null,
    });
    expect(days).toEqual([]);
  });

  it('reads scheduled automatic replies in the person’s zone and keeps days inside the window', () => {
    const days = outlookDays({
      ...window,
      events: [allDay('2027-02-20', '2027-03-02')],
      replies: {
        status: 'scheduled',
        // 07:00 UTC is 08:00 in Berlin (winter): the whole working day of the 22nd on.
        scheduledStart: new Date('2027-03-22T07:00:00Z'),
        scheduledEnd: new Date('2027-03-24T11:00:00Z'), // 12:00 in Berlin: three hours of the 24th
      },
    });
    expect(days).toEqual(['2027-03-01', '2027-03-22', '2027-03-23']);
  });

  it('marks leave that began more than 13 months ago and is still going', () => {
    const days = outlookDays({
      fromKey: '2027-03-01',
      toKey: '2027-03-04',
      timeZone: 'UTC',
      events: [allDay('2025-06-01', '2027-03-03')],
      replies: null,
    });
    expect(days).toEqual(['2027-03-01', '2027-03-02']);
  });

  it('clips endless spans to the window, so a 1601-4500 out-of-office costs nothing', () => {
    const started = performance.now();
    const endless = [timed('1601-01-01T00:00:00Z', '4500-01-01T00:00:00Z'), allDay('1601-01-01', '4500-01-01')];
    const days = outlookDays({
      ...window,
      events: Array.from({ length: 5000 }, (_, i) => endless[i % 2]!),
      replies: {
        status: 'scheduled',
        scheduledStart: new Date('1601-01-01T00:00:00Z'),
        scheduledEnd: new Date('4500-01-01T00:00:00Z'),
      },
    });
    expect(days).toHaveLength(60);
    expect(days[0]).toBe('2027-03-01');
    expect(days.at(-1)).toBe('2027-04-29');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('marks only the next 14 days when automatic replies are always on', () => {
    const days = outlookDays({
      ...window,
      timeZone: 'UTC',
      events: [],
      replies: { status: 'alwaysEnabled', scheduledStart: null, scheduledEnd: null },
    });
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2027-03-01');
    expect(days.at(-1)).toBe('2027-03-14');
    const short = outlookDays({
      fromKey: '2027-03-01',
      toKey: '2027-03-04',
      timeZone: 'UTC',
      events: [],
      replies: { status: 'alwaysEnabled', scheduledStart: null, scheduledEnd: null },
    });
    expect(short).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
  });
});
