import { Divider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import type { TStateUser } from '../../../../shared/state.ts';
import { WIDE_SCREEN } from './breakpoints.ts';
import { NavLinks } from './NavLinks.tsx';
import type { TNavItem } from './nav-item.ts';
import { UserSummary } from './UserSummary.tsx';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    paddingBottom: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    [WIDE_SCREEN]: { display: 'none' },
  },
  closed: { display: 'none' },
  user: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
});

/**
 * The collapsible menu of narrow screens: every header link in one column, then the user and
 * their menu. Escape closes it and returns focus to the hamburger.
 */
export function MobileMenuPanel({
  id,
  open,
  user,
  navItems,
  userItems,
  onClose,
}: {
  id: string;
  open: boolean;
  user: TStateUser | null;
  navItems: readonly TNavItem[];
  userItems: readonly TNavItem[];
  onClose: (returnFocus: boolean) => void;
}) {
  const styles = useStyles();
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onClose(true);
  };
  const closeAfterNavigation = () => onClose(false);
  return (
    <nav
      id={id}
      aria-label="Main"
      className={mergeClasses(styles.panel, !open && styles.closed)}
      onKeyDown={closeOnEscape}
    >
      <NavLinks items={navItems} layout="list" onNavigate={closeAfterNavigation} />
      {user === null ? null : (
        <>
          <Divider />
          <div className={styles.user}>
            <UserSummary user={user} />
          </div>
          <NavLinks items={userItems} layout="list" onNavigate={closeAfterNavigation} />
        </>
      )}
    </nav>
  );
}
