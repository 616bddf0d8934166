import { Caption1, makeStyles, mergeClasses, Text, tokens, useId } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // A bare fieldset: the group semantics without the browser's frame.
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  // A legend is laid out outside the flex flow, so it keeps its own space below.
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
});

export interface TGroupFieldProps {
  label: string;
  children: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
}

/**
 * A labelled group of controls (the day toggles) with a hint and an error under it, styled like
 * a Fluent Field: Field labels a single input, a fieldset names a group of many buttons.
 */
export function GroupField({ label, children, hint, error, className }: TGroupFieldProps) {
  const styles = useStyles();
  const id = useId('group-field');
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      aria-describedby={described === '' ? undefined : described}
      className={mergeClasses(styles.root, className)}
    >
      <legend className={styles.legend}>
        <Text weight="semibold">{label}</Text>
      </legend>
      {children}
      {hint ? (
        <Caption1 id={`${id}-hint`} className={styles.hint}>
          {hint}
        </Caption1>
      ) : null}
      {error ? (
        <Caption1 id={`${id}-error`} className={styles.error} role="alert">
          <ErrorCircle12Filled aria-hidden="true" />
          {error}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
