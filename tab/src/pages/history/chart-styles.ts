/**
 * The look the two history charts share: the frame, gridlines and axis text, and one colour per
 * series from Fluent's tokens (so both themes work), used by the shapes and their legend swatches.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

/** The chart height of spec part 3 §2.4 and §2.5, in pixels. */
export const CHART_HEIGHT = 250;

/** The width drawn before the chart has been measured (and in tests without layout). */
export const FALLBACK_CHART_WIDTH = 640;

/** The colour of each thing the charts draw; the legend uses the same keys. */
export type TChartColour =
  | 'participation'
  | 'goals'
  | 'blockers'
  | 'completed'
  | 'goal'
  | 'blocked'
  | 'vacation'
  | 'missed';

export const COLOURS: Readonly<Record<TChartColour, string>> = {
  participation: tokens.colorBrandBackground,
  goals: tokens.colorPaletteGreenBorderActive,
  blockers: tokens.colorPaletteRedBorderActive,
  completed: tokens.colorBrandBackground,
  goal: tokens.colorPaletteGreenBorderActive,
  blocked: tokens.colorPaletteRedBorderActive,
  vacation: tokens.colorNeutralForeground3,
  missed: tokens.colorNeutralStroke1,
};

export const useChartStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  frame: { width: '100%', minWidth: 0 },
  svg: { display: 'block', width: '100%', overflow: 'visible' },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  baseline: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  axisText: {
    fill: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
  },
  area: { fillOpacity: 0.14, stroke: 'none' },
  line: { fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' },
  marker: { fill: tokens.colorNeutralBackground1, strokeWidth: 2 },
  hit: { fill: 'transparent' },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { display: 'inline-block', width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall },
});
