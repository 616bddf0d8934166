import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NARROW_SCREEN } from '../header/breakpoints.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { ACCOUNT_SETTINGS_MENU, PERSONAL_SETTINGS_MENU, type TSettingsMenu } from './settings-menus.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXXL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL, padding: 0 },
  },
  side: { [NARROW_SCREEN]: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
});

/** The frame both settings areas share: the side menu, then the page's heading and content. */
export function SettingsLayout({ menu, title, children }: { menu: TSettingsMenu; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <aside className={styles.side}>
        <SettingsMenu menu={menu} />
      </aside>
      <div className={styles.content}>
        <Title2 as="h1" className={styles.heading}>
          {title}
        </Title2>
        {children}
      </div>
    </div>
  );
}

/** The account settings frame (Organization Usage, Roles & Permissions, Labs). */
export function AccountSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SettingsLayout menu={ACCOUNT_SETTINGS_MENU} title={title}>
      {children}
    </SettingsLayout>
  );
}

/** The personal settings frame (General, Vacations, Task & Activity, Outlook activity, Password). */
export function PersonalSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SettingsLayout menu={PERSONAL_SETTINGS_MENU} title={title}>
      {children}
    </SettingsLayout>
  );
}
