/**
 * Styles for a table that turns into stacked blocks on narrow screens (the members tables): the
 * header hides, each row becomes a block, and labels shown only there say what a value is.
 */
import { makeStyles } from '@fluentui/react-components';
import { NARROW_SCREEN } from './header/breakpoints.ts';

/** table/header/body for the Table parts, narrowOnly for in-row labels; rows keep their own grid. */
export const useStackedTableStyles = makeStyles({
  table: { [NARROW_SCREEN]: { display: 'block' } },
  header: { [NARROW_SCREEN]: { display: 'none' } },
  body: { [NARROW_SCREEN]: { display: 'block' } },
  narrowOnly: { display: 'none', [NARROW_SCREEN]: { display: 'inline', marginRight: '4px' } },
});
