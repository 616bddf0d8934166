/** The insights page by PAGE_ROUTES path (spec part 2 §2.5). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const INSIGHTS_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/team/insights': lazy(() => import('./InsightsPage.tsx')),
};
