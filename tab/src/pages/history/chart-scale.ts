/**
 * The geometry of the history charts, kept pure so it can be tested without a browser: linear
 * scales, evenly spaced points and bands, SVG path strings, axis ticks and label thinning.
 */

export interface TPoint {
  x: number;
  y: number;
}

/** The drawable rectangle inside the chart's margins, in SVG user units. */
export interface TPlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The y axis of the area chart: percent, gridlines every quarter. */
export const PERCENT_TICKS: readonly number[] = [0, 25, 50, 75, 100];

/** Two decimals are plenty for a screen and keep the path strings short. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The plot rectangle of a chart of this size; never inverted, even when the chart is tiny. */
export function plotArea(width: number, height: number, margins: TMargins): TPlotArea {
  const left = margins.left;
  const top = margins.top;
  return {
    left,
    top,
    right: Math.max(left, width - margins.right),
    bottom: Math.max(top, height - margins.bottom),
  };
}

/**
 * Maps a value of [domainStart, domainEnd] onto [rangeStart, rangeEnd], clamping values outside
 * the domain so a bad number never draws outside the chart; an empty domain maps to the middle.
 */
export function linearScale(
  domainStart: number,
  domainEnd: number,
  rangeStart: number,
  rangeEnd: number,
): (value: number) => number {
  const span = domainEnd - domainStart;
  if (span === 0) return () => round2((rangeStart + rangeEnd) / 2);
  const low = Math.min(domainStart, domainEnd);
  const high = Math.max(domainStart, domainEnd);
  return (value) => {
    const clamped = Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));
    return round2(rangeStart + ((clamped - domainStart) / span) * (rangeEnd - rangeStart));
  };
}

/** The x of `count` evenly spaced points from start to end; a single point sits in the middle. */
export function pointPositions(count: number, start: number, end: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [round2((start + end) / 2)];
  const step = (end - start) / (count - 1);
  return Array.from({ length: count }, (_, index) => round2(start + index * step));
}

export interface TBand {
  /** Left edge of the bar. */
  x: number;
  width: number;
  /** Middle of the slot, where the bar's label goes. */
  centre: number;
}

/**
 * Splits [start, end] into `count` equal slots with a bar in each; `padding` is the share of each
 * slot left empty (0-0.9), and bars never grow wider than `maxWidth`.
 */
export function bandLayout(count: number, start: number, end: number, padding = 0.3, maxWidth = 48): TBand[] {
  if (count <= 0) return [];
  const slot = Math.max(0, end - start) / count;
  const share = Math.min(0.9, Math.max(0, padding));
  const width = Math.min(maxWidth, slot * (1 - share));
  return Array.from({ length: count }, (_, index) => {
    const centre = start + slot * (index + 0.5);
    return { x: round2(centre - width / 2), width: round2(width), centre: round2(centre) };
  });
}

/** 'M x y L x y ...' through the points; '' when there is nothing to draw. */
export function linePath(points: readonly TPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round2(point.x)} ${round2(point.y)}`).join(' ');
}

/** The closed shape between the line through the points and the baseline; '' under two points. */
export function areaPath(points: readonly TPoint[], baselineY: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < 2) return '';
  const base = round2(baselineY);
  return `M${round2(first.x)} ${base} L${linePath(points).slice(1)} L${round2(last.x)} ${base} Z`;
}

/** Whole-number ticks from 0 to max (the stacked bar chart counts segments). */
export function integerTicks(max: number): number[] {
  const top = Math.max(0, Math.floor(max));
  return Array.from({ length: top + 1 }, (_, index) => index);
}

/** A generous width for a short date label ('Nov 23') at the chart's font size, gap included. */
export function labelWidthFor(labels: readonly string[], charWidth = 7, gap = 12): number {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  return longest * charWidth + gap;
}

/**
 * Which of `count` axis labels to show so they do not overlap in `availableWidth`: every n-th,
 * counted back from the last one so the newest date is always labelled.
 */
export function visibleLabels(count: number, availableWidth: number, labelWidth: number): boolean[] {
  if (count <= 0) return [];
  const fits = Math.max(1, Math.floor(Math.max(0, availableWidth) / Math.max(1, labelWidth)));
  const step = Math.max(1, Math.ceil(count / fits));
  return Array.from({ length: count }, (_, index) => (count - 1 - index) % step === 0);
}
