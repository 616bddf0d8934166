import { Outlet } from 'react-router';
import { AppHeader } from '../components/header/AppHeader.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { MAIN_CONTENT_ID, useLayoutStyles } from './layout-styles.ts';

/**
 * The frame of most pages (spec part 1 §2.1): skip link, header with navigation, then the page.
 * Toasts come from AppShell; Fluent tooltips need no host of their own.
 */
export function CommonLayout() {
  const styles = useLayoutStyles();
  return (
    <div className={styles.frame}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
