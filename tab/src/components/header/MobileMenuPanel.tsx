import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { WIDE_SCREEN } from './breakpoints.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: 'calc(100vh - 100px)',
    overflowY: 'auto',
    paddingBottom: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [WIDE_SCREEN]: { display: 'none' },
  },
  closed: { display: 'none' },
});

/**
 * The collapsible menu of narrow screens, controlled by the hamburger (aria-controls). The header
 * closes it on Escape and returns focus to the hamburger.
 */
export function MobileMenuPanel({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <nav id={id} aria-label="Menu" className={mergeClasses(styles.panel, !open && styles.closed)}>
      {children}
    </nav>
  );
}
