/**
 * A light tooltip for an icon-only button: it names the button (its accessible name) and shows
 * the same words above it while the pointer is over it or focus is in it; Escape hides it.
 * Fluent's Tooltip brings its positioning engine (about 14 kB gzip), too heavy for pages that
 * must load fast from an email link (the check-in form).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { cloneElement, type KeyboardEvent, type ReactElement, useState } from 'react';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  tip: {
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
});

export interface TIconHintProps {
  /** The button's name, shown as its tooltip. */
  label: string;
  children: ReactElement<{ 'aria-label'?: string }>;
}

/** Names an icon-only button and shows its name on hover and focus. */
export function IconHint({ label, children }: TIconHintProps) {
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape' && shown) setShown(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the hint; the button inside is the control
    <span
      className={styles.anchor}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-label': label })}
      {shown ? (
        <span className={styles.tip} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
