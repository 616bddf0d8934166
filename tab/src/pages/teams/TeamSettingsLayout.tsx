import type { ReactNode } from 'react';
import { SettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TSettingsMenu } from '../../components/settings-menu/settings-menus.ts';

/** Team settings side menu (spec part 3 §2.9). */
export const TEAM_SETTINGS_MENU: TSettingsMenu = {
  title: 'Team settings',
  items: [
    { label: 'General', href: '/team/settings/general/' },
    { label: 'Security', href: '/team/settings/security/' },
    { label: 'Hashtags', href: '/team/settings/hashtags/' },
    { label: 'Vacations', href: '/team/settings/vacations/' },
    { label: 'Integrations', href: '/team/settings/services/' },
    { label: 'Webhooks', href: '/team/settings/webhooks/' },
  ],
};

/** The team settings frame: the side menu, then the page's heading and content. */
export function TeamSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SettingsLayout menu={TEAM_SETTINGS_MENU} title={title}>
      {children}
    </SettingsLayout>
  );
}
