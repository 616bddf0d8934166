import { describe, expect, it } from 'vitest';
import type { TGraphEvent } from './graph.ts';
import { outlookDays } from './outlook-days.ts';

const window = { fromKey: '2027-03-01', toKey: '2027-04-30', timeZone: 'Europe/Berlin' };
const oof = (start: string, end: string, isAllDay = false, showAs = 'oof'): TGraphEvent => ({
  showAs,
  isAllDay,
  isCancelled: false,
  start,
  end,
});

describe('outlookDays', () => {
  it('marks each date of an all-day out-of-office event, end date excluded', () => {
    const days = outlookDays({
      ...window,
      events: [oof('2027-03-08T00:00:00', '2027-03-13T00:00:00', true)],
      replies: null,
    });
    expect(days).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']);
  });

  it('marks a timed day only when half its working hours are covered', () => {
    const days = outlookDays({
      ...window,
      events: [
        oof('2027-03-05T17:00:00', '2027-03-08T09:00:00'), // Friday evening to Monday morning
        oof('2027-03-10T13:00:00', '2027-03-10T17:00:00'), // a half day: counts
        oof('2027-03-11T09:00:00', '2027-03-11T12:00:00'), // three hours: does not
      ],
      replies: null,
    });
    expect(days).toEqual(['2027-03-06', '2027-03-07', '2027-03-10']);
  });

  it('ignores busy, tentative and cancelled events', () => {
    const cancelled = { ...oof('2027-03-15T00:00:00', '2027-03-16T00:00:00', true), isCancelled: true };
    const days = outlookDays({
      ...window,
      events: [oof('2027-03-15T00:00:00', '2027-03-16T00:00:00', true, 'busy'), cancelled],
      replies: null,
    });
    expect(days).toEqual([]);
  });

  it('reads scheduled automatic replies in the person’s zone and keeps days inside the window', () => {
    const days = outlookDays({
      ...window,
      events: [oof('2027-02-20T00:00:00', '2027-03-02T00:00:00', true)],
      replies: {
        status: 'scheduled',
        // 07:00 UTC is 08:00 in Berlin (winter): the whole working day of the 22nd on.
        scheduledStart: new Date('2027-03-22T07:00:00Z'),
        scheduledEnd: new Date('2027-03-24T11:00:00Z'), // 12:00 in Berlin: three hours of the 24th
      },
    });
    expect(days).toEqual(['2027-03-01', '2027-03-22', '2027-03-23']);
  });

  it('marks every day from today when automatic replies are always on', () => {
    const days = outlookDays({
      fromKey: '2027-03-01',
      toKey: '2027-03-04',
      timeZone: 'UTC',
      events: [],
      replies: { status: 'alwaysEnabled', scheduledStart: null, scheduledEnd: null },
    });
    expect(days).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
  });
});
