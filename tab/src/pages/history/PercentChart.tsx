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
import { useElementWidth } from './use-element-width.ts';

/** Room for the percent labels on the left and the dates underneath. */
const MARGINS = { top: 12, right: 20, bottom: 32, left: 44 };
/** Keeps the first and last points (and their date labels) off the chart's edges. */
const X_INSET = 16;
const MARKER_RADIUS = 3.5;

/** One line of a percent chart: its colour key, legend name and value at a point. */
export interface TPercentSeries<T> {
  key: 'participation' | 'goals' | 'blockers';
  name: string;
  percent(point: T): number;
}

export interface TPercentChartProps<T, S extends TPercentSeries<T>> {
  points: readonly T[];
  series: readonly S[];
  /** A point's stable key and its date label under the axis. */
  pointKey(point: T): string;
  axisLabel(point: T): string;
  /** A marker's tooltip for one series. */
  pointTitle(point: T, series: S): string;
  /** What a screen reader hears instead of the drawing. */
  summary: string;
}

/**
 * Percentages over dates as translucent areas with lines and point markers whose tooltips give
 * each value, drawn at the measured width. One drawing for the report history (spec part 3 §2.4)
 * and insights (part 2 §2.5), so both charts look and read the same.
 */
export function PercentChart<T, S extends TPercentSeries<T>>({
  points,
  series,
  pointKey,
  axisLabel,
  pointTitle,
  summary,
}: TPercentChartProps<T, S>) {
  const styles = useChartStyles();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_CHART_WIDTH);
  const plot = plotArea(width, CHART_HEIGHT, MARGINS);
  const xs = pointPositions(points.length, plot.left + X_INSET, plot.right - X_INSET);
  const y = linearScale(0, 100, plot.bottom, plot.top);
  const dates = points.map(axisLabel);
  const labelled = visibleLabels(points.length, plot.right - plot.left, labelWidthFor(dates));
  const lines = series.map((line) => ({
    line,
    positions: points.map((point, index) => ({ x: xs[index] ?? plot.left, y: y(line.percent(point)) })),
  }));
  return (
    <div className={styles.figure}>
      <div ref={frameRef} className={styles.frame}>
        <svg
          role="img"
          aria-label={summary}
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
          {lines.map(({ line, positions }) => (
            <path
              key={`area-${line.key}`}
              d={areaPath(positions, y(0))}
              className={styles.area}
              style={{ fill: COLOURS[line.key] }}
            />
          ))}
          {lines.map(({ line, positions }) => (
            <path
              key={`line-${line.key}`}
              d={linePath(positions)}
              className={styles.line}
              style={{ stroke: COLOURS[line.key] }}
            />
          ))}
          {lines.map(({ line, positions }) => (
            <g key={`markers-${line.key}`} style={{ stroke: COLOURS[line.key] }}>
              {points.map((point, index) => (
                <circle
                  key={pointKey(point)}
                  cx={positions[index]?.x}
                  cy={positions[index]?.y}
                  r={MARKER_RADIUS}
                  className={styles.marker}
                >
                  <title>{pointTitle(point, line)}</title>
                </circle>
              ))}
            </g>
          ))}
          {points.map((point, index) =>
            labelled[index] ? (
              <text
                key={pointKey(point)}
                x={xs[index]}
                y={plot.bottom + 20}
                textAnchor="middle"
                className={styles.axisText}
              >
                {dates[index]}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <ChartLegend items={series.map((line) => ({ colour: line.key, label: line.name }))} />
    </div>
  );
}
