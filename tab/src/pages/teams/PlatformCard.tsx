import { Body1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink.tsx';
import { LockedAction } from './LockedAction.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1, display: 'flex' },
  title: { margin: 0 },
  text: { color: tokens.colorNeutralForeground2, flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface TPlatformCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  to: string;
  buttonLabel: string;
  /** The plan allows email teams only: the button is disabled with a lock and a link to plans. */
  locked: boolean;
}

/** One platform on the connect page: what it is and its 'Connect ...' button (or why it is locked). */
export function PlatformCard({ title, description, icon, to, buttonLabel, locked }: TPlatformCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <Subtitle2 as="h2" className={styles.title}>
          {title}
        </Subtitle2>
      </div>
      <Body1 className={styles.text}>{description}</Body1>
      <div className={styles.actions}>
        {locked ? (
          <LockedAction label={buttonLabel} />
        ) : (
          <ButtonLink to={to} appearance="primary">
            {buttonLabel}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
