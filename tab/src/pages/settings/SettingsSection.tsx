import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  heading: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground2 },
});

/** One card of a settings page, with its heading (h2) and an optional line of explanation. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle1>
      {intro === undefined ? null : <Body1 className={styles.intro}>{intro}</Body1>}
      {children}
    </section>
  );
}
