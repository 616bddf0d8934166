/**
 * A toolbar with one Tab stop (WAI-ARIA toolbar pattern): Tab enters at the button used last,
 * the arrow keys, Home and End move between its buttons. Fluent's Toolbar does the same through
 * tabster, which the check-in form otherwise does not need (about 12 kB gzip on its first load).
 */
import { makeStyles } from '@fluentui/react-components';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

const useStyles = makeStyles({ bar: { display: 'flex', alignItems: 'center' } });

export interface TRovingToolbarProps {
  label: string;
  /** The element the buttons act on. */
  controls: string;
  children: ReactNode;
}

function buttonsIn(bar: HTMLElement | null): HTMLButtonElement[] {
  return bar === null ? [] : [...bar.querySelectorAll<HTMLButtonElement>('button')];
}

/** The formatting toolbar's frame: keyboard movement and the single Tab stop. */
export function RovingToolbar({ label, controls, children }: TRovingToolbarProps) {
  const styles = useStyles();
  const bar = useRef<HTMLDivElement>(null);
  const current = useRef(0);

  // After every render: only the current button is in the Tab order.
  useLayoutEffect(() => {
    buttonsIn(bar.current).forEach((button, index) => {
      button.tabIndex = index === current.current ? 0 : -1;
    });
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const buttons = buttonsIn(bar.current);
    const target = event.target;
    const index = target instanceof HTMLButtonElement ? buttons.indexOf(target) : -1;
    if (index < 0) return;
    current.current = index;
    buttons.forEach((button, i) => {
      button.tabIndex = i === index ? 0 : -1;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = buttonsIn(bar.current).filter((button) => !button.disabled);
    if (buttons.length === 0) return;
    const focused = document.activeElement;
    const at = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: (at + 1) % buttons.length,
      ArrowLeft: (at - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = buttons[next[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={styles.bar}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
