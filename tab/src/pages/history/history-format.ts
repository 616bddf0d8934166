/**
 * The words and numbers of the history pages (spec part 3 §2.4, §2.5), kept pure so tests can read
 * them: table cells, chart series, tooltips, the charts' spoken summaries, a member's day states
 * and totals, and the export links grouped by window.
 */
import {
  EXPORT_FORMATS,
  EXPORT_WINDOWS,
  type TExportFormat,
  type THistoryRow,
  type THistorySidePanel,
  type TMemberHistory,
  type TMemberHistoryRow,
} from '../../../../shared/history.ts';

/** 'percent% (count/links_count)': each cell of the history table (spec part 3 §2.4). */
export function countOver(percent: number, count: number, total: number): string {
  return `${percent}% (${count}/${total})`;
}

export type TAreaSeriesKey = 'participation' | 'goals' | 'blockers';

/** One line of the report history chart and one column of its table. */
export interface TAreaSeries {
  key: TAreaSeriesKey;
  /** Column heading and legend label. */
  name: string;
  percent(row: THistoryRow): number;
  count(row: THistoryRow): number;
  /** What the percent is of: linked members for participation, entries for goals and blockers (§9). */
  total(row: THistoryRow): number;
}

const AREA_SERIES: readonly TAreaSeries[] = [
  {
    key: 'participation',
    name: 'Participation',
    percent: (row) => row.participation_percent,
    count: (row) => row.participation,
    total: (row) => row.links_count,
  },
  {
    key: 'goals',
    name: 'Goals',
    percent: (row) => row.goal_percent,
    count: (row) => row.goals,
    total: (row) => row.participation,
  },
  {
    key: 'blockers',
    name: 'Blockers',
    percent: (row) => row.blocker_percent,
    count: (row) => row.blockers,
    total: (row) => row.participation,
  },
];

/** Participation always; goals and blockers only when the report tracks goals. */
export function areaSeries(withGoals: boolean): readonly TAreaSeries[] {
  return withGoals ? AREA_SERIES : AREA_SERIES.filter((series) => series.key === 'participation');
}

/**
 * A series' cell of one run: '60% (3/5)'. The fraction is over what the percent is of, so percent
 * and fraction agree: goals '67% (2/3)' of 3 entries, not '67% (2/5)' over the 5 linked members.
 */
export function seriesCell(row: THistoryRow, series: TAreaSeries): string {
  return countOver(series.percent(row), series.count(row), series.total(row));
}

/** The tooltip of one chart point: 'Nov 23: participation 60% (3/5)'. */
export function pointTitle(row: THistoryRow, series: TAreaSeries): string {
  return `${row.human_date}: ${series.name.toLowerCase()} ${seriesCell(row, series)}`;
}

/** The table reads newest first; the contract sends oldest first for the chart. */
export function newestFirst<T>(rows: readonly T[]): T[] {
  return [...rows].reverse();
}

/** 'Nov 1 to Nov 23', or the one date, over rows sent oldest first. */
export function dateRange(rows: readonly { human_date: string }[]): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? first.human_date : `${first.human_date} to ${last.human_date}`;
}

function runsText(count: number): string {
  return `${count} ${count === 1 ? 'run' : 'runs'}`;
}

/** 'participation, goals and blockers' or 'participation'. */
function seriesNames(series: readonly TAreaSeries[]): string {
  const names = series.map((line) => line.name.toLowerCase());
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the area chart says to a screen reader: what it plots, over which dates, and the latest run. */
export function areaChartSummary(rows: readonly THistoryRow[], withGoals: boolean): string {
  const series = areaSeries(withGoals);
  const head = `Area chart of ${seriesNames(series)} percent per date`;
  const latest = rows.at(-1);
  if (latest === undefined) return `${head}: no runs yet.`;
  const values = series.map((line) => `${line.name.toLowerCase()} ${line.percent(latest)}%`).join(', ');
  return `${head}, ${dateRange(rows)} (${runsText(rows.length)}). Latest, ${latest.human_date}: ${values}.`;
}

/** How a member's day went: on vacation, not sent to them, checked in, or sent and unanswered. */
export type TMemberDayState = 'vacation' | 'not-sent' | 'completed' | 'missed';

export function memberDayState(row: TMemberHistoryRow): TMemberDayState {
  if (row.vacation) return 'vacation';
  if (!row.linked) return 'not-sent';
  return row.completed ? 'completed' : 'missed';
}

export type TMemberColumn = 'participation' | 'goals' | 'blockers';
export type TMark = 'yes' | 'no' | 'vacation' | 'not-sent';

/** The words a mark is read as (and shown as a tooltip). */
export const MARK_TEXT: Readonly<Record<TMark, string>> = {
  yes: 'Yes',
  no: 'No',
  vacation: 'Vacation',
  'not-sent': 'Not sent',
};

/** The columns of the member table: participation always, goals and blockers with goal tracking. */
export const MEMBER_COLUMNS: readonly { key: TMemberColumn; name: string }[] = [
  { key: 'participation', name: 'Participation' },
  { key: 'goals', name: 'Goals' },
  { key: 'blockers', name: 'Blockers' },
];

export function memberColumns(withGoals: boolean): readonly { key: TMemberColumn; name: string }[] {
  return withGoals ? MEMBER_COLUMNS : MEMBER_COLUMNS.filter((column) => column.key === 'participation');
}

/** The tick, cross or dash of one cell of the member table. */
export function memberMark(row: TMemberHistoryRow, column: TMemberColumn): TMark {
  if (row.vacation) return 'vacation';
  if (!row.linked) return 'not-sent';
  const value = column === 'participation' ? row.completed : column === 'goals' ? row.goal_completed : row.blocked;
  return value ? 'yes' : 'no';
}

export type TSegmentKind = 'completed' | 'goal' | 'blocked' | 'vacation' | 'missed';

/** One piece of a bar, in units of the chart's y axis (one unit per thing that happened). */
export interface TSegment {
  kind: TSegmentKind;
  from: number;
  to: number;
}

/** How tall the vacation marker stands, in units: short enough not to read as a check-in. */
export const VACATION_UNITS = 0.5;

/** The top of the member chart's y axis: one unit per segment that can stack. */
export function memberChartMax(withGoals: boolean): number {
  return withGoals ? 3 : 1;
}

/**
 * A day's bar: completed, then goal completed and blocked stacked on it (goal tracking only); a
 * short vacation marker; a flat 'missed' line when the check-in went unanswered; nothing when the
 * member was not sent one.
 */
export function memberSegments(row: TMemberHistoryRow, withGoals: boolean): TSegment[] {
  const state = memberDayState(row);
  if (state === 'vacation') return [{ kind: 'vacation', from: 0, to: VACATION_UNITS }];
  if (state === 'not-sent') return [];
  if (state === 'missed') return [{ kind: 'missed', from: 0, to: 0 }];
  const kinds: TSegmentKind[] = ['completed'];
  if (withGoals && row.goal_completed) kinds.push('goal');
  if (withGoals && row.blocked) kinds.push('blocked');
  return kinds.map((kind, index) => ({ kind, from: index, to: index + 1 }));
}

/** The tooltip of a day's bar: 'Nov 23: checked in, goal completed, not blocked'. */
export function memberDayTitle(row: TMemberHistoryRow, withGoals: boolean): string {
  const state = memberDayState(row);
  if (state === 'vacation') return `${row.human_date}: on vacation`;
  if (state === 'not-sent') return `${row.human_date}: not sent`;
  if (state === 'missed') return `${row.human_date}: no check-in`;
  if (!withGoals) return `${row.human_date}: checked in`;
  const goal = row.goal_completed ? 'goal completed' : 'goal not completed';
  const blocked = row.blocked ? 'blocked' : 'not blocked';
  return `${row.human_date}: checked in, ${goal}, ${blocked}`;
}

/** The totals line under the member table: 'Checked in 4 of 5', then goals and blockers. */
export function memberTotals(totals: TMemberHistory['totals'], withGoals: boolean): string[] {
  const lines = [`Checked in ${totals.completed} of ${totals.linked}`];
  if (!withGoals) return lines;
  return [
    ...lines,
    // Goals and blockers count over check-ins given (spec part 3 §9), not over those sent.
    `Goals completed ${totals.goals} of ${totals.completed}`,
    `Blocked ${totals.blocked} of ${totals.completed}`,
  ];
}

/** What the member chart says to a screen reader: what it plots, over which dates, and the totals. */
export function memberChartSummary(history: Pick<TMemberHistory, 'rows' | 'totals' | 'goal_tracking_enabled'>): string {
  const withGoals = history.goal_tracking_enabled;
  const plotted = withGoals ? 'completed check-ins, goals completed and blockers' : 'completed check-ins';
  const head = `Stacked bar chart of ${plotted} per date`;
  if (history.rows.length === 0) return `${head}: no runs yet.`;
  const totals = memberTotals(history.totals, withGoals)
    .map((line, index) => (index === 0 ? line : line.toLowerCase()))
    .join(', ');
  return `${head}, ${dateRange(history.rows)} (${runsText(history.rows.length)}). ${totals}.`;
}

/** The words of each export format. */
export const FORMAT_LABELS: Readonly<Record<TExportFormat, string>> = { csv: 'CSV', xlsx: 'Excel (xlsx)' };

export interface TExportGroup {
  window: keyof typeof EXPORT_WINDOWS;
  label: string;
  links: { format: TExportFormat; label: string; url: string }[];
}

/** The export links by window (30 days, 3 months, 6 months), CSV before Excel in each. */
export function exportGroups(links: THistorySidePanel['export_links']): TExportGroup[] {
  const windows = Object.keys(EXPORT_WINDOWS) as (keyof typeof EXPORT_WINDOWS)[];
  return windows
    .map((window) => ({
      window,
      label: EXPORT_WINDOWS[window].label,
      links: links
        .filter((link) => link.window === window)
        .sort((a, b) => EXPORT_FORMATS.indexOf(a.format) - EXPORT_FORMATS.indexOf(b.format))
        .map((link) => ({ format: link.format, label: FORMAT_LABELS[link.format], url: link.url })),
    }))
    .filter((group) => group.links.length > 0);
}

/** Runs whose summary has gone: the ones the chart plots (an open run's numbers are not final). */
export function closedRuns(rows: readonly THistoryRow[]): THistoryRow[] {
  return rows.filter((row) => !row.in_progress);
}

/** The note under the chart about a run still collecting answers, or null when every run is closed. */
export function openRunNote(rows: readonly THistoryRow[]): string | null {
  const open = rows.filter((row) => row.in_progress);
  const latest = open[open.length - 1];
  if (latest === undefined) return null;
  const sofar = `${latest.participation}/${latest.links_count} answered so far`;
  return `The run of ${latest.human_date} is still open (${sofar}); it joins the chart when its summary goes.`;
}
