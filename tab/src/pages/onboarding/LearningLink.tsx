import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TLearningState } from './learning-return.ts';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * A link of the learning area that navigates inside the app and carries the page to return to
 * (learning-return.ts), so Close still knows the way out after Home, a tab or Next topic.
 */
export function LearningLink({
  to,
  state,
  label,
  icon,
  name,
}: {
  to: string;
  state?: TLearningState;
  label: string;
  icon?: ReactNode;
  /** An accessible name holding the label, where the label alone is ambiguous on the page. */
  name?: string;
}) {
  const styles = useStyles();
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Link
      className={styles.link}
      href={href}
      aria-label={name}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}
    >
      {icon}
      {label}
    </Link>
  );
}
