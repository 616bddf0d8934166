/** The Microsoft marketplace landing and activation pages (spec part 1 §2.8) by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

/** Each page of this area by its PAGE_ROUTES path, loaded on first visit. */
export const MARKETPLACE_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/accounts/msteams/marketplace': lazy(() => import('./MarketplaceSignupPage.tsx')),
  '/accounts/marketplace/activate': lazy(() => import('./MarketplaceActivatePage.tsx')),
};
