/** The team services page and its configure, connect, disable and Trello pages by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

const DisableToolPage: TLazyPage = lazy(() => import('./DisableToolPage.tsx'));

export const TEAM_SERVICES_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/team/settings/services': lazy(() => import('./ServicesPage.tsx')),
  '/team/settings/services/configure-asana': lazy(() => import('./ConfigureAsanaPage.tsx')),
  '/team/settings/services/disable-asana': DisableToolPage,
  '/team/settings/services/authorize-trello': lazy(() => import('./AuthorizeTrelloPage.tsx')),
  '/team/settings/services/configure-trello': lazy(() => import('./ConfigureTrelloPage.tsx')),
  '/team/settings/services/disable-trello': DisableToolPage,
  '/team/settings/services/trello-callback': lazy(() => import('./TrelloCallbackPage.tsx')),
  '/team/settings/services/connect-clubhouse': lazy(() => import('./ConnectClubhousePage.tsx')),
  '/team/settings/services/disable-clubhouse': DisableToolPage,
};
