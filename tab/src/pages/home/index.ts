/** The home page by PAGE_ROUTES path (issue 17): the overview when signed in, the landing page for guests. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const HOME_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/': lazy(() => import('./HomeEntryPage.tsx')),
};
