/** History pages by PAGE_ROUTES path (spec part 3 §2.4, §2.5). */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const HISTORY_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/report/history/:reportId': lazy(() => import('./ReportHistoryPage.tsx')),
  '/report/history/:reportId/member/:memberId': lazy(() => import('./MemberHistoryPage.tsx')),
};
