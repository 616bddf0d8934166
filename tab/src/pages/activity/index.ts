/** The team activity page by PAGE_ROUTES path (spec part 3 §2.11). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const ACTIVITY_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/team/activity': lazy(() => import('./ActivityPage.tsx')),
};
