/** The side menus of the settings areas (spec part 2 §2.2 "Settings side menus"). */

export interface TSettingsMenuItem {
  label: string;
  href: string;
}

export interface TSettingsMenu {
  /** The menu's heading and accessible name. */
  title: string;
  items: readonly TSettingsMenuItem[];
}

/** Account settings: General, Members and Labs, labelled as the product labels them. */
export const ACCOUNT_SETTINGS_MENU: TSettingsMenu = {
  title: 'Account settings',
  items: [
    { label: 'Organization Usage', href: '/accounts/settings/general/' },
    { label: 'Roles & Permissions', href: '/accounts/settings/members/' },
    { label: 'Labs', href: '/accounts/settings/labs/' },
  ],
};

/** Personal settings. */
export const PERSONAL_SETTINGS_MENU: TSettingsMenu = {
  title: 'My settings',
  items: [
    { label: 'General', href: '/my/settings/general/' },
    { label: 'Vacations', href: '/my/settings/vacations/' },
    { label: 'Task & Activity', href: '/my/settings/services/' },
    { label: 'Outlook activity', href: '/my/settings/outlook-activity/' },
    { label: 'Password', href: '/my/settings/password/' },
    { label: 'API tokens', href: '/my/settings/api-tokens/' },
  ],
};
