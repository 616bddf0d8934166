import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    height: '44px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
});

/**
 * The frame of the check-in form (spec part 1 §2.1 "bare"): people arrive from a chat message or
 * an email to answer, so there is no navigation, only the product name. Microsoft Teams' tab
 * configuration dialog uses it too.
 */
export function BareLayout() {
  const layout = useLayoutStyles();
  const styles = useStyles();
  return (
    <div className={layout.frame}>
      <header className={styles.bar}>
        <span className={styles.name}>Rollcall</span>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={layout.main}>
        <Outlet />
      </main>
    </div>
  );
}
