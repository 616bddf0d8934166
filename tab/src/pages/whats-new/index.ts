/** The release notes' pages by PAGE_ROUTES path (spec part 1 §2.11). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const WHATS_NEW_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/whats-new': lazy(() => import('./WhatsNewPage.tsx')),
  '/whats-new/:slug': lazy(() => import('./PostPage.tsx')),
};
