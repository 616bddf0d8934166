/** Dashboard pages by PAGE_ROUTES path (spec part 3 §2.7). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const DASHBOARD_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/dashboard': lazy(() => import('./LatestDashboardPage.tsx')),
  '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard': lazy(() => import('./GridDashboardPage.tsx')),
  '/dashboard/:teamId/report/:reportId/date/:reportKey/dashboard-alternative': lazy(
    () => import('./QuestionDashboardPage.tsx'),
  ),
  '/dashboard/:teamId/report/:reportId/members/:memberId/dashboard': lazy(() => import('./MemberDashboardPage.tsx')),
  '/dashboard/:teamId/hashtag/:tag': lazy(() => import('./HashtagDashboardPage.tsx')),
};
