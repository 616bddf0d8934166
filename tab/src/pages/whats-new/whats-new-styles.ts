/** The release notes' layout: one column of raised cards, each note's image beside its words. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { pageColumn } from '../../components/page-column.ts';

export const useWhatsNewStyles = makeStyles({
  page: pageColumn('880px'),
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'grid',
    gridTemplateColumns: '160px 1fr',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { gridTemplateColumns: '1fr', padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  cardText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  image: {
    width: '100%',
    maxWidth: '320px',
    height: 'auto',
    aspectRatio: '16 / 10',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  date: { color: tokens.colorNeutralForeground3 },
  title: { margin: 0 },
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
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});
