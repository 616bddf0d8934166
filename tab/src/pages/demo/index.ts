/** The demo pages by PAGE_ROUTES path (spec part 1 §2.12, §4; part 3 §2.8). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const DEMO_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/demo': lazy(() => import('./DemoTourPage.tsx')),
  '/demo/trial': lazy(() => import('./DemoTrialPage.tsx')),
};
