import { makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GUEST_LINKS } from '../../../../shared/navigation.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { withoutPlannedLinks } from '../../app/page-availability.ts';
import { BrandLink } from './BrandLink.tsx';
import { NARROW_SCREEN, TIGHT_SCREEN, WIDE_SCREEN } from './breakpoints.ts';
import { MobileMenuButton } from './MobileMenuButton.tsx';
import { MobileMenuPanel } from './MobileMenuPanel.tsx';
import { NavLinks } from './NavLinks.tsx';
import { TrialBanner } from './TrialBanner.tsx';
import { useHeaderModel } from './use-header-model.ts';
import { useTabsOverflow } from './use-tabs-fit.ts';

const SIGN_UP_HREF = '/accounts/signup/';
/** The guest links that lead to built pages. */
const GUEST_NAV = withoutPlannedLinks(GUEST_LINKS);

// What only a signed-in user sees (team switcher, menus, avatar) loads in its own chunk, so the
// pages a guest opens first (login, sign-up) do not carry it.
const SignedInBar = lazy(async () => ({ default: (await import('./SignedInBar.tsx')).SignedInBar }));
const MobileMenuContent = lazy(async () => ({ default: (await import('./MobileMenuContent.tsx')).MobileMenuContent }));

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
    [TIGHT_SCREEN]: { flexWrap: 'wrap', height: 'auto', minHeight: '56px' },
  },
  barWrapped: { [WIDE_SCREEN]: { flexWrap: 'wrap', height: 'auto', minHeight: '56px' } },
  guest: { display: 'flex', alignItems: 'stretch', marginLeft: 'auto', [NARROW_SCREEN]: { display: 'none' } },
  hamburger: { alignSelf: 'center', marginLeft: 'auto', [WIDE_SCREEN]: { display: 'none' } },
  // The mobile header keeps these tabs visible in a row of their own (scrolls sideways if needed).
  mobileTabs: {
    height: '44px',
    overflowX: 'auto',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollbarWidth: 'none',
    [WIDE_SCREEN]: { display: 'none' },
  },
});

/**
 * The page header (spec part 1 §2.12, §4, §6). Everything a signed-in user sees in it comes from
 * `headerModel()` in shared/navigation.ts; a guest gets GUEST_LINKS. Below 768 px the mobile tabs
 * stay in view and the rest collapses into the hamburger menu.
 */
export function AppHeader() {
  const styles = useStyles();
  const { user } = useLoadedState();
  const model = useHeaderModel();
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const tabsOverflow = useTabsOverflow(barRef, model);
  const panelId = useId('mobile-menu');

  const closeAfterNavigation = () => setMenuOpen(false);

  // While the mobile menu is open, Escape closes it (wherever focus is) and returns to the hamburger.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      hamburgerRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div ref={barRef} className={mergeClasses(styles.bar, tabsOverflow && model !== null && styles.barWrapped)}>
        <BrandLink />
        {model === null || user === null ? (
          <nav aria-label="Account" className={styles.guest}>
            <NavLinks links={GUEST_NAV} layout="bar" primaryHref={SIGN_UP_HREF} />
          </nav>
        ) : (
          <Suspense fallback={null}>
            <SignedInBar model={model} user={user} tabsOwnRow={tabsOverflow} />
          </Suspense>
        )}
        <MobileMenuButton
          className={styles.hamburger}
          open={menuOpen}
          controls={panelId}
          buttonRef={hamburgerRef}
          onToggle={() => setMenuOpen((open) => !open)}
        />
      </div>
      {model === null ? null : (
        <nav aria-label="Main (mobile)" className={styles.mobileTabs}>
          <NavLinks links={model.mobileTabs} layout="bar" onNavigate={closeAfterNavigation} />
        </nav>
      )}
      <MobileMenuPanel id={panelId} open={menuOpen}>
        {model === null || user === null ? (
          <NavLinks links={GUEST_NAV} layout="list" primaryHref={SIGN_UP_HREF} onNavigate={closeAfterNavigation} />
        ) : (
          <Suspense fallback={null}>
            <MobileMenuContent model={model} user={user} onNavigate={closeAfterNavigation} />
          </Suspense>
        )}
      </MobileMenuPanel>
      {model?.banner ? <TrialBanner banner={model.banner} /> : null}
    </header>
  );
}
