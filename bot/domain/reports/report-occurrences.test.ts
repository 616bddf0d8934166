import { describe, expect, it } from 'vitest';
import { latestRun, nextRun, upcomingRuns } from './report-occurrences.ts';

const runs = (cron: string, zone: string, from: string, count: number) =>
  upcomingRuns(cron, zone, new Date(from), count).map((run) => `${run.key} ${run.at.toISOString()}`);

describe('schedules across daylight-saving changes (issue 16)', () => {
  it('computes a daily 09:00 Lord Howe report the day before its change without throwing', () => {
    expect(runs('0 9 * * *', 'Australia/Lord_Howe', '2026-04-03T00:00:00Z', 3)).toEqual([
      '2026-04-04 2026-04-03T22:00:00.000Z',
      '2026-04-05 2026-04-04T22:30:00.000Z',
      '2026-04-06 2026-04-05T22:30:00.000Z',
    ]);
  });

  it('runs a 02:15 Lord Howe report at 02:30 on the day 02:15 does not exist', () => {
    expect(runs('15 2 * * *', 'Australia/Lord_Howe', '2026-10-02T00:00:00Z', 3)).toEqual([
      '2026-10-03 2026-10-02T15:45:00.000Z',
      '2026-10-04 2026-10-03T15:30:00.000Z',
      '2026-10-05 2026-10-04T15:15:00.000Z',
    ]);
  });

  it('runs a 23:30 Nuuk report at midnight on the day 23:30 does not exist, keyed by its own date', () => {
    expect(runs('30 23 * * *', 'America/Nuuk', '2026-03-27T12:00:00Z', 3)).toEqual([
      '2026-03-27 2026-03-28T01:30:00.000Z',
      '2026-03-28 2026-03-29T01:00:00.000Z',
      '2026-03-29 2026-03-30T00:30:00.000Z',
    ]);
    // The late job at midnight stands for Saturday's run, not Sunday's.
    expect(latestRun('30 23 * * *', 'America/Nuuk', new Date('2026-03-29T01:00:30Z')).key).toBe('2026-03-28');
  });

  it('runs a 02:00 Troll report once on the day 02:00 happens twice', () => {
    expect(runs('0 2 * * *', 'Antarctica/Troll', '2026-10-24T00:00:00Z', 3)).toEqual([
      '2026-10-25 2026-10-25T00:00:00.000Z',
      '2026-10-26 2026-10-26T02:00:00.000Z',
      '2026-10-27 2026-10-27T02:00:00.000Z',
    ]);
    expect(nextRun('0 2 * * *', 'Antarctica/Troll', new Date('2026-10-25T00:00:00Z')).key).toBe('2026-10-26');
  });

  it('reads cron day fields: weekdays, Sunday as 7, days of month, and refuses nonsense', () => {
    expect(runs('0 10 * * 7', 'UTC', '2027-01-01T00:00:00Z', 1)).toEqual(['2027-01-03 2027-01-03T10:00:00.000Z']);
    expect(runs('0 10 31 * *', 'UTC', '2027-02-01T00:00:00Z', 1)).toEqual(['2027-03-31 2027-03-31T10:00:00.000Z']);
    expect(() => nextRun('0 10 * *', 'UTC', new Date())).toThrow();
    expect(() => nextRun('0 25 * * *', 'UTC', new Date())).toThrow();
  });
});
