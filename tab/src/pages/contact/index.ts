/** The contact page by its PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

/** Each page of this area by its PAGE_ROUTES path, loaded on first visit. */
export const CONTACT_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/contact': lazy(() => import('./ContactPage.tsx')),
};
