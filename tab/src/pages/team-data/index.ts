/** Hashtag, vacation and personal general settings pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const TEAM_DATA_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/team/settings/hashtags': lazy(() => import('./HashtagsPage.tsx')),
  '/team/settings/security': lazy(() => import('./SecurityPage.tsx')),
  '/team/settings/vacations': lazy(() => import('./TeamVacationsPage.tsx')),
  '/my/settings/vacations': lazy(() => import('./MyVacationsPage.tsx')),
  '/my/settings/vacations/calendars': lazy(() => import('./VacationCalendarsPage.tsx')),
  '/my/settings/outlook-activity': lazy(() => import('./OutlookActivityPage.tsx')),
  '/my/settings/general': lazy(() => import('./MyGeneralPage.tsx')),
};
