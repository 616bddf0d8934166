import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ full: { width: '100%' } });

export interface TSubmitButtonProps {
  children: ReactNode;
  /** While true the button is disabled and shows a spinner with `pendingLabel`. */
  pending: boolean;
  pendingLabel?: string;
  /** Stretch to the form's width (the default in the narrow cards). */
  full?: boolean;
  /** A plain button (for a click handler) instead of the form's submit button. */
  onClick?: () => void;
}

/**
 * The primary button of a form: submits it, and says it is working while the post is on its way
 * (disabled but still focusable, so keyboard users keep their place).
 */
export function SubmitButton({
  children,
  pending,
  pendingLabel = 'Saving...',
  full = true,
  onClick,
}: TSubmitButtonProps) {
  const styles = useStyles();
  return (
    <Button
      appearance="primary"
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={pending}
      disabledFocusable={pending}
      className={full ? styles.full : undefined}
      icon={pending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
      aria-busy={pending}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
