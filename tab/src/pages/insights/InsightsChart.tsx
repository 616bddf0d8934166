/**
 * The insights chart: participation, goals and blockers in percent per day over the hits (spec part
 * 2 §9), drawn with the report history's chart pieces (scales, paths, colours, legend) so both
 * charts look and read the same. The numbers are also in the stats beside it.
 */
import type { TInsightsChartPoint } from '../../../../shared/insights.ts';
import { ChartLegend } from '../history/ChartLegend.tsx';
import {
  areaPath,
  labelWidthFor,
  linearScale,
  linePath,
  PERCENT_TICKS,
  plotArea,
  pointPositions,
  visibleLabels,
} from '../history/chart-scale.ts';
import { CHART_HEIGHT, COLOURS, FALLBACK_CHART_WIDTH, useChartStyles } from '../history/chart-styles.ts';
import { useElementWidth } from '../history/use-element-width.ts';
import { INSIGHTS_SERIES, insightsChartSummary, insightsPointTitle } from './insights-chart-series.ts';

const MARGINS = { top: 12, right: 20, bottom: 32, left: 44 };
const X_INSET = 16;
const MARKER_RADIUS = 3.5;

/** 'Nov 23' from 'Nov 23, 2026': the axis has no room for the year. */
function axisDate(humanDate: string): string {
  return humanDate.replace(/,\s*\d{4}$/, '');
}

export function InsightsChart({ points }: { points: readonly TInsightsChartPoint[] }) {
  const styles = useChartStyles();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_CHART_WIDTH);
  const plot = plotArea(width, CHART_HEIGHT, MARGINS);
  const xs = pointPositions(points.length, plot.left + X_INSET, plot.right - X_INSET);
  const y = linearScale(0, 100, plot.bottom, plot.top);
  const dates = points.map((point) => axisDate(point.human_date));
  const labelled = visibleLabels(points.length, plot.right - plot.left, labelWidthFor(dates));
  const lines = INSIGHTS_SERIES.map((series) => ({
    series,
    positions: points.map((point, index) => ({ x: xs[index] ?? plot.left, y: y(series.percent(point)) })),
  }));
  return (
    <div className={styles.figure}>
      <div ref={frameRef} className={styles.frame}>
        <svg
          role="img"
          aria-label={insightsChartSummary(points)}
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
          {lines.map(({ series, positions }) => (
            <path
              key={`area-${series.key}`}
              d={areaPath(positions, y(0))}
              className={styles.area}
              style={{ fill: COLOURS[series.key] }}
            />
          ))}
          {lines.map(({ series, positions }) => (
            <path
              key={`line-${series.key}`}
              d={linePath(positions)}
              className={styles.line}
              style={{ stroke: COLOURS[series.key] }}
            />
          ))}
          {lines.map(({ series, positions }) => (
            <g key={`markers-${series.key}`} style={{ stroke: COLOURS[series.key] }}>
              {points.map((point, index) => (
                <circle
                  key={point.date}
                  cx={positions[index]?.x}
                  cy={positions[index]?.y}
                  r={MARKER_RADIUS}
                  className={styles.marker}
                >
                  <title>{insightsPointTitle(point, series)}</title>
                </circle>
              ))}
            </g>
          ))}
          {points.map((point, index) =>
            labelled[index] ? (
              <text key={point.date} x={xs[index]} y={plot.bottom + 20} textAnchor="middle" className={styles.axisText}>
                {dates[index]}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <ChartLegend items={INSIGHTS_SERIES.map((series) => ({ colour: series.key, label: series.name }))} />
    </div>
  );
}
