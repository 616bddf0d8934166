import { makeStyles, tokens } from '@fluentui/react-components';

/** The id of each layout's <main>, the Skip to content target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Styles the three layouts share: a full-height column whose <main> takes the remaining space. */
export const useLayoutStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    flexGrow: 1,
    boxSizing: 'border-box',
    width: '100%',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    ':focus': { outline: 'none' },
  },
  blankMain: {
    flexGrow: 1,
    ':focus': { outline: 'none' },
  },
});
