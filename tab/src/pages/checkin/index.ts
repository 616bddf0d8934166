/** The check-in page by PAGE_ROUTES path: both addresses of spec part 3 §2.6 draw the same page. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

const CheckinPage: TLazyPage = lazy(() => import('./CheckinPage.tsx'));

export const CHECKIN_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/checkin/:hash': CheckinPage,
  '/report/checkin/:hash': CheckinPage,
};
