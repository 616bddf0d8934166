import { makeStyles, tokens, useId } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { BrandLink } from './BrandLink.tsx';
import { NARROW_SCREEN, WIDE_SCREEN } from './breakpoints.ts';
import { MobileMenuButton } from './MobileMenuButton.tsx';
import { MobileMenuPanel } from './MobileMenuPanel.tsx';
import { NavLinks } from './NavLinks.tsx';
import { GUEST_ACCOUNT_ITEMS, MAIN_NAV_ITEMS, USER_MENU_ITEMS, visibleItems } from './nav-items.ts';
import { UserMenu } from './UserMenu.tsx';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  bar: {
    display: 'flex',
    alignItems: 'stretch',
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
  },
  mainNav: { display: 'flex', alignItems: 'stretch', [NARROW_SCREEN]: { display: 'none' } },
  account: {
    display: 'flex',
    alignItems: 'center',
    marginLeft: 'auto',
    [NARROW_SCREEN]: { display: 'none' },
  },
  hamburger: { alignSelf: 'center', marginLeft: 'auto', [WIDE_SCREEN]: { display: 'none' } },
});

/**
 * The page header (spec part 1 §2.12): product name, the tabs this user may see, and the account
 * corner (Login/Sign Up for guests, the user menu otherwise); a hamburger menu on narrow screens.
 */
export function AppHeader() {
  const styles = useStyles();
  const { user } = useLoadedState();
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId('mobile-menu');

  const navItems = visibleItems(MAIN_NAV_ITEMS, user);
  const guestItems = visibleItems(GUEST_ACCOUNT_ITEMS, user);
  const userItems = visibleItems(USER_MENU_ITEMS, user);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) hamburgerRef.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <BrandLink />
        <nav aria-label="Main" className={styles.mainNav}>
          <NavLinks items={navItems} layout="bar" />
        </nav>
        <div className={styles.account}>
          {user === null ? (
            <nav aria-label="Account">
              <NavLinks items={guestItems} layout="bar" />
            </nav>
          ) : (
            <UserMenu user={user} items={userItems} />
          )}
        </div>
        <MobileMenuButton
          className={styles.hamburger}
          open={menuOpen}
          controls={panelId}
          buttonRef={hamburgerRef}
          onToggle={() => setMenuOpen((open) => !open)}
        />
      </div>
      <MobileMenuPanel
        id={panelId}
        open={menuOpen}
        user={user}
        navItems={[...navItems, ...guestItems]}
        userItems={userItems}
        onClose={closeMenu}
      />
    </header>
  );
}
