import { describe, expect, it } from 'vitest';
import { ZReportFormFields } from '../../../shared/reports.ts';
import { latestOccurrence, nextOccurrence, upcomingOccurrences } from '../../domain/reports/report-occurrences.ts';
import type { TReportSettings } from '../../domain/reports/report-settings.ts';
import { memberPromptInstant, reminderInstants, summaryAfterPrompts, summaryInstant } from './run-times.ts';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const settings = (values: Record<string, unknown> = {}) =>
  ZReportFormFields.parse({ config: { fields: [] }, ...values }) as unknown as TReportSettings;

describe('a weekday 10:00 America/Toronto schedule', () => {
  const cron = '0 10 * * 1-5';
  const zone = 'America/Toronto';

  it('fires at 15:00 UTC before daylight saving starts and at 14:00 UTC after (March 14, 2027)', () => {
    expect(iso(upcomingOccurrences(cron, zone, new Date('2027-03-11T00:00:00Z'), 4))).toEqual([
      '2027-03-11T15:00:00.000Z',
      '2027-03-12T15:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
      '2027-03-16T14:00:00.000Z',
    ]);
  });

  it('fires at 14:00 UTC before daylight saving ends and at 15:00 UTC after (November 7, 2027)', () => {
    expect(iso(upcomingOccurrences(cron, zone, new Date('2027-11-04T00:00:00Z'), 4))).toEqual([
      '2027-11-04T14:00:00.000Z',
      '2027-11-05T14:00:00.000Z',
      '2027-11-08T15:00:00.000Z',
      '2027-11-09T15:00:00.000Z',
    ]);
  });

  it('finds the occurrence a late job stands for', () => {
    expect(latestOccurrence(cron, zone, new Date('2027-03-15T14:00:00Z')).toISOString()).toBe(
      '2027-03-15T14:00:00.000Z',
    );
    expect(latestOccurrence(cron, zone, new Date('2027-03-15T13:59:59Z')).toISOString()).toBe(
      '2027-03-12T15:00:00.000Z',
    );
    expect(nextOccurrence(cron, zone, new Date('2027-03-12T15:00:00Z')).toISOString()).toBe('2027-03-15T14:00:00.000Z');
  });
});

describe('monthly and custom schedules', () => {
  it('fire on their days of the month', () => {
    expect(iso(upcomingOccurrences('30 9 15 * *', 'Europe/Paris', new Date('2027-01-01T00:00:00Z'), 3))).toEqual([
      '2027-01-15T08:30:00.000Z',
      '2027-02-15T08:30:00.000Z',
      '2027-03-15T08:30:00.000Z',
    ]);
    expect(iso(upcomingOccurrences('0 16 1,15,31 * *', 'UTC', new Date('2027-01-20T00:00:00Z'), 4))).toEqual([
      '2027-01-31T16:00:00.000Z',
      '2027-02-01T16:00:00.000Z',
      '2027-02-15T16:00:00.000Z',
      '2027-03-01T16:00:00.000Z',
    ]);
  });
});

describe('the summary instant', () => {
  const opened = new Date('2027-03-15T14:00:00Z');

  it('is the summary time on the run day in the report zone by default (12:00 same day)', () => {
    const at = summaryInstant(settings(), '2027-03-15', opened, opened);
    expect(at.toISOString()).toBe('2027-03-15T16:00:00.000Z');
  });

  it('moves to the next day when asked, or when the time has passed', () => {
    expect(
      summaryInstant(settings({ report_summary_day: 'next_day' }), '2027-03-15', opened, opened).toISOString(),
    ).toBe('2027-03-16T16:00:00.000Z');
    expect(summaryInstant(settings({ report_summary_hour: 9 }), '2027-03-15', opened, opened).toISOString()).toBe(
      '2027-03-16T13:00:00.000Z',
    );
  });

  it('can be a delay after the run opens (at least a minute)', () => {
    const delayed = settings({ summary_timing: 'after_delay', summary_period: 1, summary_period_min: 30 });
    expect(summaryInstant(delayed, '2027-03-15', opened, opened).toISOString()).toBe('2027-03-15T15:30:00.000Z');
    const none = settings({ summary_timing: 'after_delay', summary_period: 0, summary_period_min: 0 });
    expect(summaryInstant(none, '2027-03-15', opened, opened).toISOString()).toBe('2027-03-15T14:01:00.000Z');
  });

  it('counts from the scheduled time when a run opens early', () => {
    const earlyOpen = new Date('2027-03-14T16:00:00Z');
    expect(summaryInstant(settings(), '2027-03-15', earlyOpen, opened).toISOString()).toBe('2027-03-15T16:00:00.000Z');
  });
});

describe('reminders', () => {
  it('go halfway to the summary and 15 minutes before it', () => {
    const reminders = reminderInstants(
      new Date('2027-03-15T14:00:00Z'),
      new Date('2027-03-15T14:00:00Z'),
      new Date('2027-03-15T16:00:00Z'),
    );
    expect(reminders && iso([reminders.first, reminders.final])).toEqual([
      '2027-03-15T15:00:00.000Z',
      '2027-03-15T15:45:00.000Z',
    ]);
  });

  it('fit into a short window and are skipped under 10 minutes', () => {
    const short = reminderInstants(new Date(0), new Date(0), new Date(20 * 60_000));
    expect(short && [short.first.getTime(), short.final.getTime()]).toEqual([10 * 60_000, 15 * 60_000]);
    expect(reminderInstants(new Date(0), new Date(0), new Date(9 * 60_000))).toBeNull();
  });
});

describe('memberPromptInstant', () => {
  // Monday March 1, 2027: Toronto 10:00 is 15:00 UTC; Kolkata's 10:00 that day is 04:30 UTC,
  // when the run opens.
  const opensAt = new Date('2027-03-01T04:30:00Z');

  it('asks a zone behind the report at its own 10:00 on the run date', () => {
    const at = memberPromptInstant('2027-03-01', 10, 0, 'America/Los_Angeles', opensAt);
    expect(at?.toISOString()).toBe('2027-03-01T18:00:00.000Z');
  });

  it('asks a zone ahead of the report at its own 10:00 on the run date too', () => {
    expect(memberPromptInstant('2027-03-01', 10, 0, 'Europe/London', opensAt)?.toISOString()).toBe(
      '2027-03-01T10:00:00.000Z',
    );
    // The earliest zone is asked as the run opens.
    expect(memberPromptInstant('2027-03-01', 10, 0, 'Asia/Kolkata', new Date(opensAt.getTime() - 1))).toEqual(opensAt);
  });

  it('asks at once when the wall time passed only because the run opened late', () => {
    const late = new Date('2027-03-01T19:00:00Z');
    expect(memberPromptInstant('2027-03-01', 10, 0, 'America/Los_Angeles', late)).toBeNull();
    expect(memberPromptInstant('2027-03-01', 10, 0, 'Asia/Kolkata', opensAt)).toBeNull();
  });
});

describe('summaryAfterPrompts', () => {
  it('keeps the summary time, or waits an hour after the last prompt', () => {
    const summary = new Date('2027-03-01T17:00:00Z');
    expect(summaryAfterPrompts(summary, null)).toBe(summary);
    expect(summaryAfterPrompts(summary, new Date('2027-03-01T15:30:00Z'))).toBe(summary);
    expect(summaryAfterPrompts(summary, new Date('2027-03-02T10:00:00Z')).toISOString()).toBe(
      '2027-03-02T11:00:00.000Z',
    );
  });
});
