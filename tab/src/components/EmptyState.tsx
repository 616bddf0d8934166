import { Body1, Caption1, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
  },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface TEmptyStateProps {
  /** Page heading (rendered as the page's h1). */
  title: string;
  /** One or two sentences under the heading. */
  body: ReactNode;
  icon?: ReactNode;
  /** Small print under the body. */
  note?: ReactNode;
  /** A link or button to move on. */
  action?: ReactNode;
  /** Draw on a raised card instead of the page background. */
  card?: boolean;
}

/**
 * The centred message used wherever a page has nothing to show yet (empty lists, not found,
 * pages still to come), so every empty state looks and reads the same.
 */
export function EmptyState({ title, body, icon, note, action, card = false }: TEmptyStateProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, card && styles.card)} aria-labelledby="empty-state-title">
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title2 as="h1" id="empty-state-title" align="center">
        {title}
      </Title2>
      <Body1 align="center">{body}</Body1>
      {note ? <Caption1 className={styles.note}>{note}</Caption1> : null}
      {action}
    </section>
  );
}
