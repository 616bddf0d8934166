/** The built-in help desk's pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

/** Each page of this area by its PAGE_ROUTES path, loaded on first visit. */
export const HELP_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/help': lazy(() => import('./HelpDeskPage.tsx')),
  '/help/:slug': lazy(() => import('./HelpArticlePage.tsx')),
};
