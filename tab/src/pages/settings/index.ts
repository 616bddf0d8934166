/** Account and personal settings pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const SETTINGS_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/accounts/settings/general': lazy(() => import('./OrganizationPage.tsx')),
  '/accounts/settings/members': lazy(() => import('./MembersPage.tsx')),
  '/accounts/settings/labs': lazy(() => import('./LabsPage.tsx')),
  '/my/settings/password': lazy(() => import('./MyPasswordPage.tsx')),
};
