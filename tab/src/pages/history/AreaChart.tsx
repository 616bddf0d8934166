import type { THistoryRow } from '../../../../shared/history.ts';
import { ChartLegend } from './ChartLegend.tsx';
import {
  areaPath,
  labelWidthFor,
  linearScale,
  linePath,
  PERCENT_TICKS,
  plotArea,
  pointPositions,
  visibleLabels,
} from './chart-scale.ts';
import { CHART_HEIGHT, COLOURS, FALLBACK_CHART_WIDTH, useChartStyles } from './chart-styles.ts';
import { areaChartSummary, areaSeries, pointTitle } from './history-format.ts';
import { useElementWidth } from './use-element-width.ts';

/** Room for the percent labels on the left and the dates underneath. */
const MARGINS = { top: 12, right: 20, bottom: 32, left: 44 };
/** Keeps the first and last points (and their date labels) off the chart's edges. */
const X_INSET = 16;
const MARKER_RADIUS = 3.5;

/**
 * The report history chart (spec part 3 §2.4): participation, and goals and blockers with goal
 * tracking, in percent per run, as translucent areas with lines and point markers whose tooltips
 * give each value. Drawn at its measured width; a screen reader hears a summary, the table below
 * holds the same numbers.
 */
export function AreaChart({ rows, withGoals }: { rows: readonly THistoryRow[]; withGoals: boolean }) {
  const styles = useChartStyles();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_CHART_WIDTH);
  const plot = plotArea(width, CHART_HEIGHT, MARGINS);
  const series = areaSeries(withGoals);
  const xs = pointPositions(rows.length, plot.left + X_INSET, plot.right - X_INSET);
  const y = linearScale(0, 100, plot.bottom, plot.top);
  const dates = rows.map((row) => row.human_date);
  const labelled = visibleLabels(rows.length, plot.right - plot.left, labelWidthFor(dates));
  const lines = series.map((line) => ({
    line,
    points: rows.map((row, index) => ({ x: xs[index] ?? plot.left, y: y(line.percent(row)) })),
  }));
  return (
    <div className={styles.figure}>
      <div ref={frameRef} className={styles.frame}>
        <svg
          role="img"
          aria-label={areaChartSummary(rows, withGoals)}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          width="100%"
          height={CHART_HEIGHT}
          className={styles.svg}
        >
          {PERCENT_TICKS.map((tick) => (
            <g key={tick}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? styles.baseline : styles.grid}
              />
              <text
                x={plot.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className={styles.axisText}
              >
                {tick}%
              </text>
            </g>
          ))}
          {lines.map(({ line, points }) => (
            <path
              key={`area-${line.key}`}
              d={areaPath(points, y(0))}
              className={styles.area}
              style={{ fill: COLOURS[line.key] }}
            />
          ))}
          {lines.map(({ line, points }) => (
            <path
              key={`line-${line.key}`}
              d={linePath(points)}
              className={styles.line}
              style={{ stroke: COLOURS[line.key] }}
            />
          ))}
          {lines.map(({ line, points }) => (
            <g key={`markers-${line.key}`} style={{ stroke: COLOURS[line.key] }}>
              {rows.map((row, index) => (
                <circle
                  key={row.report_date}
                  cx={points[index]?.x}
                  cy={points[index]?.y}
                  r={MARKER_RADIUS}
                  className={styles.marker}
                >
                  <title>{pointTitle(row, line)}</title>
                </circle>
              ))}
            </g>
          ))}
          {rows.map((row, index) =>
            labelled[index] ? (
              <text
                key={row.report_date}
                x={xs[index]}
                y={plot.bottom + 20}
                textAnchor="middle"
                className={styles.axisText}
              >
                {row.human_date}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <ChartLegend items={series.map((line) => ({ colour: line.key, label: line.name }))} />
    </div>
  );
}
