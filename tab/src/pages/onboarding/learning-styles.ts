/** The layout the learning area's pages share: one centred column, cards and a row of links. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { pageColumn } from '../../components/page-column.ts';

export const useLearningStyles = makeStyles({
  page: pageColumn('960px'),
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});
