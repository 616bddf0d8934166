/** The learning area's pages by PAGE_ROUTES path (spec part 1 §2.11). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const ONBOARDING_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/onboarding': lazy(() => import('./OnboardingPage.tsx')),
  '/onboarding/:topic': lazy(() => import('./TopicPage.tsx')),
};
