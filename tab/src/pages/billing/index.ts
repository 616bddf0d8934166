/** Billing pages (spec part 2 §2.1) by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const BILLING_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/billing': lazy(() => import('./BillingPage.tsx')),
  '/accounts/data/delete': lazy(() => import('./DeleteAccountPage.tsx')),
  '/accounts/convert-free-plan': lazy(() => import('./ConvertFreePlanPage.tsx')),
};
