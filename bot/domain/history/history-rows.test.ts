/**
 * The history arithmetic against tables computed by hand (spec part 3 §9): participation = entries
 * over linked members (check-ins not on vacation), goals and blockers = count over entries, goal
 * and blocker flags counted only on submitted entries, and a run nobody answered at 0%, not NaN.
 */
import { describe, expect, it } from 'vitest';
import {
  buildHistoryRows,
  buildMemberHistoryRows,
  countEntries,
  memberHistoryTotals,
  type TEntryFacts,
} from './history-rows.ts';

const place = { teamSlug: 'core-team-1a2b', reportSlug: 'daily-standup-3c4d' };
const entry = (runId: string, userId: string, status: string, flags: Partial<TEntryFacts> = {}): TEntryFacts => ({
  runId,
  userId,
  status,
  goalCompleted: false,
  blocked: false,
  ...flags,
});

// Run A (Mon Nov 16, 2026): 6 check-ins, 1 on vacation -> 5 linked; 3 submitted (ann, bob, cy),
// 2 of them with the goal (ann, bob), 1 blocked (cy). A draft and a pending one carry flags that
// must not count (only submitted entries count goals and blockers); the vacation one too.
// Run B (Tue Nov 17): 2 linked, 1 submitted with goal and blocker -> 50%, 100%, 100%.
// Run C (Wed Nov 18): no check-ins at all -> every count and percent 0.
// Run D (Thu Nov 19): 1 check-in, on vacation -> 0 linked, 0%.
const runs = [
  { id: 'A', key: '2026-11-16' },
  { id: 'B', key: '2026-11-17' },
  { id: 'C', key: '2026-11-18' },
  { id: 'D', key: '2026-11-19' },
];
const entries: TEntryFacts[] = [
  entry('A', 'ann', 'submitted', { goalCompleted: true }),
  entry('A', 'bob', 'submitted', { goalCompleted: true }),
  entry('A', 'cy', 'submitted', { blocked: true }),
  entry('A', 'dee', 'draft', { goalCompleted: true, blocked: true }),
  entry('A', 'eve', 'pending', { blocked: true }),
  entry('A', 'fay', 'vacation', { goalCompleted: true, blocked: true }),
  entry('B', 'ann', 'submitted', { goalCompleted: true, blocked: true }),
  entry('B', 'bob', 'reminded'),
  entry('D', 'ann', 'vacation'),
];

describe('countEntries', () => {
  it('counts linked (not on vacation), submitted, and flags of submitted entries only', () => {
    expect(countEntries(entries.filter((e) => e.runId === 'A'))).toEqual({
      links: 5,
      entries: 3,
      goals: 2,
      blocked: 1,
    });
    expect(countEntries([])).toEqual({ links: 0, entries: 0, goals: 0, blocked: 0 });
  });
});

describe('buildHistoryRows', () => {
  const rows = buildHistoryRows(runs, entries, place);

  it('gives every number of every run as computed by hand', () => {
    expect(
      rows.map((row) => [
        row.report_date,
        row.links_count,
        row.participation,
        row.participation_percent,
        row.goals,
        row.goal_percent,
        row.blockers,
        row.blocker_percent,
      ]),
    ).toEqual([
      ['2026-11-16', 5, 3, 60, 2, 67, 1, 33],
      ['2026-11-17', 2, 1, 50, 1, 100, 1, 100],
      ['2026-11-18', 0, 0, 0, 0, 0, 0, 0],
      ['2026-11-19', 0, 0, 0, 0, 0, 0, 0],
    ]);
    for (const row of rows) {
      expect(Number.isInteger(row.participation_percent)).toBe(true);
      expect(Number.isInteger(row.goal_percent)).toBe(true);
      expect(Number.isInteger(row.blocker_percent)).toBe(true);
    }
  });

  it('keeps the runs in the order given, with dates in words and the grid dashboard link', () => {
    expect(rows[0]).toMatchObject({
      report_date: '2026-11-16',
      long_human_date: 'Monday, November 16, 2026',
      human_date: 'Nov 16, 2026',
      date_link: '/dashboard/core-team-1a2b/report/daily-standup-3c4d/date/2026-11-16/dashboard/',
    });
    expect(rows.map((row) => row.report_date)).toEqual(runs.map((run) => run.key));
  });
});

describe('buildMemberHistoryRows and memberHistoryTotals', () => {
  it('marks each run of one member: linked, vacation, completed, goal and blocked', () => {
    const rows = buildMemberHistoryRows(runs, entries, 'ann', place);
    expect(
      rows.map((row) => [row.report_date, row.linked, row.vacation, row.completed, row.goal_completed, row.blocked]),
    ).toEqual([
      ['2026-11-16', true, false, true, true, false],
      ['2026-11-17', true, false, true, true, true],
      ['2026-11-18', false, false, false, false, false],
      ['2026-11-19', false, true, false, false, false],
    ]);
    expect(rows[3]).toMatchObject({
      human_date: 'Nov 19, 2026',
      long_human_date: 'Thursday, November 19, 2026',
      date_link: '/dashboard/core-team-1a2b/report/daily-standup-3c4d/date/2026-11-19/dashboard/',
    });
    expect(memberHistoryTotals(rows)).toEqual({ linked: 2, completed: 2, goals: 2, blocked: 1 });
  });

  it('never counts the flags of an entry that was not submitted', () => {
    const dee = buildMemberHistoryRows(runs, entries, 'dee', place);
    expect(dee[0]).toMatchObject({ linked: true, completed: false, goal_completed: false, blocked: false });
    expect(memberHistoryTotals(dee)).toEqual({ linked: 1, completed: 0, goals: 0, blocked: 0 });
    const fay = buildMemberHistoryRows(runs, entries, 'fay', place);
    expect(fay[0]).toMatchObject({ linked: false, vacation: true, goal_completed: false, blocked: false });
    expect(memberHistoryTotals(fay)).toEqual({ linked: 0, completed: 0, goals: 0, blocked: 0 });
  });
});
