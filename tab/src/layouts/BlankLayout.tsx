import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, useLayoutStyles } from './layout-styles.ts';

/** The frame of pages drawn without any chrome: OAuth callbacks and images for link previews. */
export function BlankLayout() {
  const styles = useLayoutStyles();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.blankMain}>
      <Outlet />
    </main>
  );
}
