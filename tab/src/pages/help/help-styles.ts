/** The help desk's layout: one readable column of raised cards, like the other content pages. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { pageColumn } from '../../components/page-column.ts';

export const useHelpStyles = makeStyles({
  page: pageColumn('880px'),
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  search: { width: '100%', maxWidth: '560px' },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    alignItems: 'center',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  article: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});
