/**
 * How the history tables fold on narrow screens: each run becomes a block with its date across the
 * top and its values side by side under it, each under a small label, so a month of runs stays
 * short enough to scroll.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';

export const useNarrowTableStyles = makeStyles({
  date: { width: '250px' },
  rowOne: {
    [NARROW_SCREEN]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', paddingBottom: tokens.spacingVerticalS },
  },
  rowThree: {
    [NARROW_SCREEN]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      paddingBottom: tokens.spacingVerticalS,
    },
  },
  dateCell: { [NARROW_SCREEN]: { gridColumn: '1 / -1' } },
  label: {
    display: 'none',
    [NARROW_SCREEN]: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  },
});
