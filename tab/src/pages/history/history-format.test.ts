import { describe, expect, it } from 'vitest';
import { exportLink, type THistoryRow, type TMemberHistoryRow } from '../../../../shared/history.ts';
import {
  areaChartSummary,
  areaSeries,
  closedRuns,
  countOver,
  dateRange,
  exportGroups,
  MARK_TEXT,
  memberChartSummary,
  memberColumns,
  memberDayState,
  memberDayTitle,
  memberMark,
  memberSegments,
  memberTotals,
  newestFirst,
  openRunNote,
  pointTitle,
  seriesCell,
} from './history-format.ts';

function historyRow(overrides: Partial<THistoryRow> = {}): THistoryRow {
  return {
    report_date: '2026-11-23',
    long_human_date: 'Monday, November 23, 2026',
    human_date: 'Nov 23',
    participation: 3,
    participation_percent: 60,
    goals: 2,
    goal_percent: 67,
    blockers: 1,
    blocker_percent: 33,
    links_count: 5,
    date_link: '/dashboard/team/report/daily/date/2026-11-23/dashboard/',
    in_progress: false,
    ...overrides,
  };
}

function memberRow(overrides: Partial<TMemberHistoryRow> = {}): TMemberHistoryRow {
  return {
    report_date: '2026-11-23',
    human_date: 'Nov 23',
    long_human_date: 'Monday, November 23, 2026',
    linked: true,
    vacation: false,
    completed: true,
    goal_completed: true,
    blocked: false,
    date_link: '/dashboard/team/report/daily/date/2026-11-23/dashboard/',
    ...overrides,
  };
}

describe('report history cells', () => {
  it("reads 'percent% (count/links_count)'", () => {
    expect(countOver(60, 3, 5)).toBe('60% (3/5)');
    const [participation, goals, blockers] = areaSeries(true);
    const row = historyRow();
    expect(participation && seriesCell(row, participation)).toBe('60% (3/5)');
    expect(goals && seriesCell(row, goals)).toBe('67% (2/3)');
    expect(blockers && seriesCell(row, blockers)).toBe('33% (1/3)');
  });

  it('shows goals and blockers only with goal tracking', () => {
    expect(areaSeries(true).map((series) => series.name)).toEqual(['Participation', 'Goals', 'Blockers']);
    expect(areaSeries(false).map((series) => series.name)).toEqual(['Participation']);
  });

  it('titles each chart point with the date, series and value', () => {
    const [participation, , blockers] = areaSeries(true);
    expect(participation && pointTitle(historyRow(), participation)).toBe('Nov 23: participation 60% (3/5)');
    expect(blockers && pointTitle(historyRow(), blockers)).toBe('Nov 23: blockers 33% (1/3)');
  });

  it('lists the table newest first without touching the rows', () => {
    const rows = [historyRow({ report_date: 'a' }), historyRow({ report_date: 'b' })];
    expect(newestFirst(rows).map((row) => row.report_date)).toEqual(['b', 'a']);
    expect(rows.map((row) => row.report_date)).toEqual(['a', 'b']);
  });

  it('names the date range of the rows', () => {
    expect(dateRange([{ human_date: 'Nov 1' }, { human_date: 'Nov 9' }, { human_date: 'Nov 23' }])).toBe(
      'Nov 1 to Nov 23',
    );
    expect(dateRange([{ human_date: 'Nov 23' }])).toBe('Nov 23');
    expect(dateRange([])).toBe('');
  });
});

describe('areaChartSummary', () => {
  const rows = [historyRow({ human_date: 'Nov 20', report_date: '2026-11-20' }), historyRow()];

  it('says what is plotted, over when, and the latest run', () => {
    expect(areaChartSummary(rows, true)).toBe(
      'Area chart of participation, goals and blockers percent per date, Nov 20 to Nov 23 (2 runs). ' +
        'Latest, Nov 23: participation 60%, goals 67%, blockers 33%.',
    );
  });

  it('leaves goals and blockers out without goal tracking', () => {
    expect(areaChartSummary(rows.slice(1), false)).toBe(
      'Area chart of participation percent per date, Nov 23 (1 run). Latest, Nov 23: participation 60%.',
    );
  });

  it('says when there is nothing to plot', () => {
    expect(areaChartSummary([], true)).toBe(
      'Area chart of participation, goals and blockers percent per date: no runs yet.',
    );
  });
});

describe("a member's day", () => {
  it('tells vacation, not sent, checked in and missed apart (vacation first)', () => {
    expect(memberDayState(memberRow({ vacation: true, linked: false, completed: false }))).toBe('vacation');
    expect(memberDayState(memberRow({ linked: false, completed: false }))).toBe('not-sent');
    expect(memberDayState(memberRow())).toBe('completed');
    expect(memberDayState(memberRow({ completed: false, goal_completed: false }))).toBe('missed');
  });

  it('marks each column of the table', () => {
    const row = memberRow({ blocked: true, goal_completed: false });
    expect(memberMark(row, 'participation')).toBe('yes');
    expect(memberMark(row, 'goals')).toBe('no');
    expect(memberMark(row, 'blockers')).toBe('yes');
    expect(memberMark(memberRow({ vacation: true, linked: false }), 'goals')).toBe('vacation');
    expect(memberMark(memberRow({ linked: false }), 'participation')).toBe('not-sent');
    expect(MARK_TEXT).toEqual({ yes: 'Yes', no: 'No', vacation: 'Vacation', 'not-sent': 'Not sent' });
  });

  it('shows goals and blockers columns only with goal tracking', () => {
    expect(memberColumns(true).map((column) => column.name)).toEqual(['Participation', 'Goals', 'Blockers']);
    expect(memberColumns(false).map((column) => column.name)).toEqual(['Participation']);
  });

  it('stacks completed, goal completed and blocked one unit each', () => {
    expect(memberSegments(memberRow({ blocked: true }), true)).toEqual([
      { kind: 'completed', from: 0, to: 1 },
      { kind: 'goal', from: 1, to: 2 },
      { kind: 'blocked', from: 2, to: 3 },
    ]);
    expect(memberSegments(memberRow({ goal_completed: false, blocked: true }), true)).toEqual([
      { kind: 'completed', from: 0, to: 1 },
      { kind: 'blocked', from: 1, to: 2 },
    ]);
  });

  it('stacks only completed without goal tracking', () => {
    expect(memberSegments(memberRow({ blocked: true }), false)).toEqual([{ kind: 'completed', from: 0, to: 1 }]);
  });

  it('draws a short vacation bar, a flat missed line and nothing for days not sent', () => {
    expect(memberSegments(memberRow({ vacation: true, linked: false }), true)).toEqual([
      { kind: 'vacation', from: 0, to: 0.5 },
    ]);
    expect(memberSegments(memberRow({ completed: false, goal_completed: false }), true)).toEqual([
      { kind: 'missed', from: 0, to: 0 },
    ]);
    expect(memberSegments(memberRow({ linked: false, completed: false }), true)).toEqual([]);
  });

  it("titles each day's bar", () => {
    expect(memberDayTitle(memberRow(), true)).toBe('Nov 23: checked in, goal completed, not blocked');
    expect(memberDayTitle(memberRow({ goal_completed: false, blocked: true }), true)).toBe(
      'Nov 23: checked in, goal not completed, blocked',
    );
    expect(memberDayTitle(memberRow(), false)).toBe('Nov 23: checked in');
    expect(memberDayTitle(memberRow({ vacation: true, linked: false }), true)).toBe('Nov 23: on vacation');
    expect(memberDayTitle(memberRow({ linked: false }), true)).toBe('Nov 23: not sent');
    expect(memberDayTitle(memberRow({ completed: false }), true)).toBe('Nov 23: no check-in');
  });
});

describe('member totals', () => {
  const totals = { linked: 5, completed: 4, goals: 3, blocked: 1 };

  it('counts against the runs sent', () => {
    expect(memberTotals(totals, true)).toEqual(['Checked in 4 of 5', 'Goals completed 3 of 4', 'Blocked 1 of 4']);
    expect(memberTotals(totals, false)).toEqual(['Checked in 4 of 5']);
  });

  it('summarises the member chart', () => {
    const rows = [memberRow({ human_date: 'Nov 20', report_date: '2026-11-20' }), memberRow()];
    expect(memberChartSummary({ rows, totals, goal_tracking_enabled: true })).toBe(
      'Stacked bar chart of completed check-ins, goals completed and blockers per date, Nov 20 to Nov 23 (2 runs). ' +
        'Checked in 4 of 5, goals completed 3 of 4, blocked 1 of 4.',
    );
    expect(memberChartSummary({ rows: [], totals, goal_tracking_enabled: false })).toBe(
      'Stacked bar chart of completed check-ins per date: no runs yet.',
    );
  });
});

describe('exportGroups', () => {
  it('groups the links by window in order, CSV before Excel', () => {
    const link = (window: 'last_month' | 'last_three_months' | 'last_six_months', format: 'csv' | 'xlsx') => ({
      window,
      format,
      label: 'ignored',
      url: exportLink('daily', window, format),
    });
    const groups = exportGroups([
      link('last_six_months', 'xlsx'),
      link('last_month', 'xlsx'),
      link('last_month', 'csv'),
      link('last_six_months', 'csv'),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['Last 30 days', 'Last 6 months']);
    expect(groups[0]?.links).toEqual([
      { format: 'csv', label: 'CSV', url: '/api/v1/report_action/?input_type=last_month&report_id=daily&format=csv' },
      {
        format: 'xlsx',
        label: 'Excel (xlsx)',
        url: '/api/v1/report_action/?input_type=last_month&report_id=daily&format=xlsx',
      },
    ]);
  });

  it('has nothing to offer without links', () => {
    expect(exportGroups([])).toEqual([]);
  });
});

describe('an open run in the history', () => {
  const closed = historyRow({ report_date: '2026-11-20', human_date: 'Nov 20' });
  const open = historyRow({ human_date: 'Nov 23', participation: 2, links_count: 5, in_progress: true });

  it('is left out of the chart, not drawn as 0%', () => {
    expect(closedRuns([closed, open])).toEqual([closed]);
  });

  it('is named under the chart with the answers so far', () => {
    expect(openRunNote([closed, open])).toBe(
      'The run of Nov 23 is still open (2/5 answered so far); it joins the chart when its summary goes.',
    );
    expect(openRunNote([closed])).toBeNull();
  });
});
