import type { THistoryRow } from '../../../../shared/history.ts';
import { areaChartSummary, areaSeries, pointTitle } from './history-format.ts';
import { PercentChart } from './PercentChart.tsx';

/**
 * The report history chart (spec part 3 §2.4): participation, and goals and blockers with goal
 * tracking, in percent per run. A screen reader hears a summary; the table below holds the same
 * numbers.
 */
export function AreaChart({ rows, withGoals }: { rows: readonly THistoryRow[]; withGoals: boolean }) {
  return (
    <PercentChart
      points={rows}
      series={areaSeries(withGoals)}
      pointKey={(row) => row.report_date}
      axisLabel={(row) => row.human_date}
      pointTitle={pointTitle}
      summary={areaChartSummary(rows, withGoals)}
    />
  );
}
