/** The personal task-tool services page by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const SERVICES_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/my/settings/services': lazy(() => import('./MyServicesPage.tsx')),
};
