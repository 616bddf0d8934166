import { type GriffelStyle, makeStyles } from '@fluentui/react-components';
import { COMPACT_SCREEN } from './breakpoints.ts';

const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Small styles several header parts share. */
export const useHeaderStyles = makeStyles({
  /** Text kept for screen readers (and tooltips) but not drawn on compact desktop widths. */
  compactHidden: { [COMPACT_SCREEN]: visuallyHidden },
});
