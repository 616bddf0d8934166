import { Body1, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { AREA_LABELS } from './area-labels.ts';
import type { TPageProps } from './page-props.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  icon: {
    fontSize: '40px',
    color: tokens.colorBrandForeground1,
  },
  note: {
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The placeholder every route shows until its real page is added to pages/index.ts: it says what
 * the page will be for, so the navigation can be walked end to end before the pages exist.
 */
export default function PlannedPage({ route }: TPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="planned-page-title">
      <WrenchRegular className={styles.icon} aria-hidden="true" />
      <Title2 as="h1" id="planned-page-title">
        {route.title}
      </Title2>
      <Body1>{route.purpose}</Body1>
      <Caption1 className={styles.note}>
        This page is part of the {AREA_LABELS[route.area]} area and is not built yet.
      </Caption1>
    </section>
  );
}
