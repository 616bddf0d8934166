/**
 * The lines of the insights chart (spec part 2 §9 percentages per day) and what the chart says to a
 * screen reader, kept pure for tests.
 */
import type { TInsightsChartPoint } from '../../../../shared/insights.ts';

export interface TInsightsSeries {
  key: 'participation' | 'goals' | 'blockers';
  name: string;
  percent(point: TInsightsChartPoint): number;
}

export const INSIGHTS_SERIES: readonly TInsightsSeries[] = [
  { key: 'participation', name: 'Participation', percent: (point) => point.participation_percent },
  { key: 'goals', name: 'Goals', percent: (point) => point.goal_percent },
  { key: 'blockers', name: 'Blockers', percent: (point) => point.blocker_percent },
];

/** A point's tooltip: 'Nov 23: participation 75%'. */
export function insightsPointTitle(point: TInsightsChartPoint, series: TInsightsSeries): string {
  return `${point.human_date}: ${series.name.toLowerCase()} ${series.percent(point)}%`;
}

/** What the chart says to a screen reader: what it plots, over which days, and the latest day. */
export function insightsChartSummary(points: readonly TInsightsChartPoint[]): string {
  const head = 'Chart of participation, goals and blockers percent per day';
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return `${head}: no entries.`;
  const days = points.length === 1 ? '1 day' : `${points.length} days`;
  const span = first === last ? first.human_date : `${first.human_date} to ${last.human_date}`;
  const values = INSIGHTS_SERIES.map((series) => `${series.name.toLowerCase()} ${series.percent(last)}%`).join(', ');
  return `${head}, ${span} (${days}). Latest, ${last.human_date}: ${values}.`;
}
