/**
 * The insights chart: participation, goals and blockers in percent per day over the hits (spec part
 * 2 §9), the report history's drawing (PercentChart) so both charts look and read the same. The
 * numbers are also in the stats beside it.
 */
import type { TInsightsChartPoint } from '../../../../shared/insights.ts';
import { PercentChart } from '../history/PercentChart.tsx';
import { INSIGHTS_SERIES, insightsChartSummary, insightsPointTitle } from './insights-chart-series.ts';

/** 'Nov 23' from 'Nov 23, 2026': the axis has no room for the year. */
function axisDate(humanDate: string): string {
  return humanDate.replace(/,\s*\d{4}$/, '');
}

export function InsightsChart({ points }: { points: readonly TInsightsChartPoint[] }) {
  return (
    <PercentChart
      points={points}
      series={INSIGHTS_SERIES}
      pointKey={(point) => point.date}
      axisLabel={(point) => axisDate(point.human_date)}
      pointTitle={insightsPointTitle}
      summary={insightsChartSummary(points)}
    />
  );
}
