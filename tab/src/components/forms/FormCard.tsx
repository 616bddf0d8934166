import { Body1, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalXXL} 0`,
  },
  // Drawn as Fluent's Card (appearance "filled-alternative") draws it, without the Card package
  // and its focus handling (about 3 kB gzip on the login and check-in pages): this card is a
  // plain container and never takes focus.
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    // Transparent, but drawn in forced-colours mode, as Fluent's.
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    outlineOffset: `calc(0px - ${tokens.strokeWidthThin})`,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '420px',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    gap: tokens.spacingVerticalL,
  },
  wide: { maxWidth: '560px' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface TFormCardProps {
  /** The page heading, drawn as the page's h1. */
  title: ReactNode;
  /** A sentence under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (sign up, forgot password...), set apart by a rule. */
  footer?: ReactNode;
  /** A second panel beside the card on wide screens (below it on narrow ones). */
  aside?: ReactNode;
  /** 560px instead of 420px, for forms with more to say. */
  wide?: boolean;
}

/** The centred card every sign-in, signup and recovery page is drawn in (about 420px wide). */
export function FormCard({ title, subtitle, children, footer, aside, wide = false }: TFormCardProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={mergeClasses(styles.card, wide && styles.wide)}>
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          {subtitle === undefined ? null : <Body1 className={styles.subtitle}>{subtitle}</Body1>}
        </div>
        {children}
        {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
      </div>
      {aside}
    </div>
  );
}
