import { Body1, Card, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
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
  card: {
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
      <Card className={mergeClasses(styles.card, wide && styles.wide)} appearance="filled-alternative">
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          {subtitle === undefined ? null : <Body1 className={styles.subtitle}>{subtitle}</Body1>}
        </div>
        {children}
        {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
      </Card>
      {aside}
    </div>
  );
}
