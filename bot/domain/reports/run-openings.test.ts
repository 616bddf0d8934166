import { describe, expect, it } from 'vitest';
import { upcomingRuns } from './report-occurrences.ts';
import { dueOpening, nextOpening, openingOf, upcomingOpening } from './run-openings.ts';

const toronto = (memberZones: string[]) => ({ cron: '0 10 * * 1-5', timeZone: 'America/Toronto', memberZones });
const iso = (date: Date) => date.toISOString();

describe('run openings', () => {
  it('opens at the report time when no member is ahead of its zone', () => {
    const opening = nextOpening(toronto(['America/Los_Angeles']), new Date('2027-03-01T00:00:00Z'));
    expect([opening.key, iso(opening.opensAt), iso(opening.at)]).toEqual([
      '2027-03-01',
      '2027-03-01T15:00:00.000Z',
      '2027-03-01T15:00:00.000Z',
    ]);
  });

  it('opens a Monday run at 10:00 in Kolkata on Monday: 23:30 on Sunday in Toronto', () => {
    const schedule = toronto(['Asia/Kolkata', 'Europe/London']);
    const opening = nextOpening(schedule, new Date('2027-02-26T16:00:00Z'));
    expect([opening.key, iso(opening.opensAt), iso(opening.at)]).toEqual([
      '2027-03-01',
      '2027-03-01T04:30:00.000Z',
      '2027-03-01T15:00:00.000Z',
    ]);
    // Once it opened, the next is Tuesday's, and what is due is Monday's until then.
    expect(nextOpening(schedule, opening.opensAt).key).toBe('2027-03-02');
    expect(dueOpening(schedule, new Date('2027-03-01T04:30:30Z')).key).toBe('2027-03-01');
    expect(dueOpening(schedule, new Date('2027-03-02T04:29:00Z')).key).toBe('2027-03-01');
    expect(dueOpening(schedule, new Date('2027-03-02T04:30:00Z')).key).toBe('2027-03-02');
  });

  it('gives a saved report the occurrence still to come, which may be open already', () => {
    const opening = upcomingOpening(toronto(['Asia/Kolkata']), new Date('2027-03-01T12:00:00Z'));
    expect([opening.key, iso(opening.opensAt)]).toEqual(['2027-03-01', '2027-03-01T04:30:00.000Z']);
  });

  it('takes the member zone’s own daylight-saving rule (London in summer, Lord Howe’s half hour)', () => {
    const summer = nextOpening(toronto(['Europe/London']), new Date('2027-07-01T00:00:00Z'));
    expect(iso(summer.opensAt)).toBe('2027-07-01T09:00:00.000Z');
    const lordHowe = openingOf({ at: new Date('2027-04-05T14:00:00Z'), key: '2027-04-05', hour: 10, minute: 0 }, [
      'Australia/Lord_Howe',
    ]);
    expect(iso(lordHowe.opensAt)).toBe('2027-04-04T23:30:00.000Z');
  });

  it('agrees with a walk over the occurrences, for every hour of two weeks and zones on both sides', () => {
    const zones = ['Pacific/Kiritimati', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Pago_Pago'];
    const schedule = { cron: '30 9 * * 1,3,5', timeZone: 'Europe/Berlin', memberZones: zones };
    const occurrences = upcomingRuns(schedule.cron, schedule.timeZone, new Date('2027-03-20T00:00:00Z'), 12).map(
      (occurrence) => openingOf(occurrence, zones),
    );
    for (let hour = 48; hour < 14 * 24; hour++) {
      const now = new Date(Date.parse('2027-03-20T00:00:00Z') + hour * 3_600_000);
      const expectedNext = occurrences.find((occurrence) => occurrence.opensAt > now);
      const expectedDue = occurrences.filter((occurrence) => occurrence.opensAt <= now).at(-1);
      expect(nextOpening(schedule, now).key).toBe(expectedNext?.key);
      expect(dueOpening(schedule, now).key).toBe(expectedDue?.key);
    }
  });
});
