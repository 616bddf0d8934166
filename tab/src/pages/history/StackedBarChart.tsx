import { tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { TMemberHistory } from '../../../../shared/history.ts';
import { ChartLegend, type TLegendItem } from './ChartLegend.tsx';
import { bandLayout, integerTicks, labelWidthFor, linearScale, plotArea, visibleLabels } from './chart-scale.ts';
import { CHART_HEIGHT, COLOURS, FALLBACK_CHART_WIDTH, useChartStyles } from './chart-styles.ts';
import {
  memberChartMax,
  memberChartSummary,
  memberDayState,
  memberDayTitle,
  memberSegments,
  type TSegment,
  type TSegmentKind,
} from './history-format.ts';
import { useElementWidth } from './use-element-width.ts';

const MARGINS = { top: 12, right: 12, bottom: 32, left: 12 };
/** A day with an unanswered check-in shows a flat line this tall, so it differs from an empty day. */
const MISSED_HEIGHT = 3;
const LEGEND_LABELS: Readonly<Record<TSegmentKind, string>> = {
  completed: 'Completed',
  goal: 'Goal completed',
  blocked: 'Blocked',
  vacation: 'Vacation',
  missed: 'No check-in',
};

/** The legend: what can stack, then vacation and unanswered days only when some are drawn. */
function legendItems(history: TMemberHistory): TLegendItem[] {
  const kinds: TSegmentKind[] = history.goal_tracking_enabled ? ['completed', 'goal', 'blocked'] : ['completed'];
  const states = new Set(history.rows.map(memberDayState));
  if (states.has('vacation')) kinds.push('vacation');
  if (states.has('missed')) kinds.push('missed');
  return kinds.map((kind) => ({ colour: kind, label: LEGEND_LABELS[kind], hatched: kind === 'vacation' }));
}

function SegmentRect({
  segment,
  x,
  width,
  y,
  patternId,
}: {
  segment: TSegment;
  x: number;
  width: number;
  y: (value: number) => number;
  patternId: string;
}) {
  const bottom = y(segment.from);
  const top = segment.kind === 'missed' ? bottom - MISSED_HEIGHT : y(segment.to);
  const colour = COLOURS[segment.kind];
  return (
    <rect
      x={x}
      y={top}
      width={width}
      height={Math.max(0, bottom - top)}
      style={
        segment.kind === 'vacation'
          ? { fill: `url(#${patternId})`, stroke: colour, strokeWidth: 1 }
          : { fill: colour, stroke: tokens.colorNeutralBackground1, strokeWidth: 1 }
      }
    />
  );
}

/**
 * A member's participation chart (spec part 3 §2.5): one bar per run stacking completed, goal
 * completed and blocked (the last two with goal tracking), a short hatched bar for vacation days,
 * a flat line for unanswered ones and nothing for days not sent. Each day's tooltip says what
 * happened; a screen reader hears a summary, the table below holds the same facts.
 */
export function StackedBarChart({ history }: { history: TMemberHistory }) {
  const styles = useChartStyles();
  const patternId = `vacation-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [frameRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_CHART_WIDTH);
  const { rows, goal_tracking_enabled: withGoals } = history;
  const plot = plotArea(width, CHART_HEIGHT, MARGINS);
  const max = memberChartMax(withGoals);
  const y = linearScale(0, max, plot.bottom, plot.top);
  const bands = bandLayout(rows.length, plot.left, plot.right, 0.3, 40);
  const slot = rows.length === 0 ? 0 : (plot.right - plot.left) / rows.length;
  const labelled = visibleLabels(rows.length, plot.right - plot.left, labelWidthFor(rows.map((row) => row.human_date)));
  return (
    <div className={styles.figure}>
      <div ref={frameRef} className={styles.frame}>
        <svg
          role="img"
          aria-label={memberChartSummary(history)}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          width="100%"
          height={CHART_HEIGHT}
          className={styles.svg}
        >
          <defs>
            <pattern id={patternId} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1={0} y1={0} x2={0} y2={6} style={{ stroke: COLOURS.vacation, strokeWidth: 2 }} />
            </pattern>
          </defs>
          {integerTicks(max).map((tick) => (
            <line
              key={tick}
              x1={plot.left}
              x2={plot.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.baseline : styles.grid}
            />
          ))}
          {rows.map((row, index) => {
            const band = bands[index];
            if (band === undefined) return null;
            return (
              <g key={row.report_date}>
                <title>{memberDayTitle(row, withGoals)}</title>
                {/* The whole column answers the pointer, so even an empty day has its tooltip. */}
                <rect
                  x={band.centre - slot / 2}
                  y={plot.top}
                  width={slot}
                  height={plot.bottom - plot.top}
                  className={styles.hit}
                />
                {memberSegments(row, withGoals).map((segment) => (
                  <SegmentRect
                    key={segment.kind}
                    segment={segment}
                    x={band.x}
                    width={band.width}
                    y={y}
                    patternId={patternId}
                  />
                ))}
                {labelled[index] ? (
                  <text x={band.centre} y={plot.bottom + 20} textAnchor="middle" className={styles.axisText}>
                    {row.human_date}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartLegend items={legendItems(history)} />
    </div>
  );
}
