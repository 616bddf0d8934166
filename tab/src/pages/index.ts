/**
 * Which code draws each page. A page that is built gets one line in BUILT_PAGES (its PAGE_ROUTES
 * path -> a lazily loaded module whose default export takes TPageProps); every other route shows
 * PlannedPage. Each entry becomes its own chunk, loaded on first visit.
 */
import { lazy } from 'react';
import { PAGE_ROUTES } from '../../../shared/routes.ts';
import { ENTRY_PAGES } from './accounts/index.ts';
import { ACTIVITY_PAGES } from './activity/index.ts';
import { API_TOKEN_PAGES } from './api-tokens/index.ts';
import { BILLING_PAGES } from './billing/index.ts';
import { CHECKIN_PAGES } from './checkin/index.ts';
import { CONTACT_PAGES } from './contact/index.ts';
import { DASHBOARD_PAGES } from './dashboard/index.ts';
import { DEMO_PAGES } from './demo/index.ts';
import { HELP_PAGES } from './help/index.ts';
import { HISTORY_PAGES } from './history/index.ts';
import { HOME_PAGES } from './home/index.ts';
import { INSIGHTS_PAGES } from './insights/index.ts';
import { MARKETPLACE_PAGES } from './marketplace/index.ts';
import { ONBOARDING_PAGES } from './onboarding/index.ts';
import type { TLazyPage } from './page-types.ts';
import { REPORT_PAGES } from './reports/index.ts';
import { SERVICES_PAGES } from './services/index.ts';
import { SETTINGS_PAGES } from './settings/index.ts';
import { TEAM_DATA_PAGES } from './team-data/index.ts';
import { TEAM_SERVICES_PAGES } from './team-services/index.ts';
import { TEAM_WEBHOOK_PAGES } from './team-webhooks/index.ts';
import { TEAM_PAGES } from './teams/index.ts';
import { WHATS_NEW_PAGES } from './whats-new/index.ts';

export type { TLazyPage } from './page-types.ts';

const PlannedPage: TLazyPage = lazy(() => import('./PlannedPage.tsx'));

/** Built pages by route path, written exactly as in PAGE_ROUTES (e.g. '/checkin/:hash'). */
export const BUILT_PAGES: Readonly<Record<string, TLazyPage>> = {
  ...ENTRY_PAGES,
  ...SETTINGS_PAGES,
  ...TEAM_PAGES,
  ...TEAM_DATA_PAGES,
  ...REPORT_PAGES,
  ...CHECKIN_PAGES,
  ...DASHBOARD_PAGES,
  ...HISTORY_PAGES,
  ...HOME_PAGES,
  ...BILLING_PAGES,
  ...MARKETPLACE_PAGES,
  ...DEMO_PAGES,
  ...ONBOARDING_PAGES,
  ...WHATS_NEW_PAGES,
  ...INSIGHTS_PAGES,
  ...HELP_PAGES,
  ...CONTACT_PAGES,
  ...SERVICES_PAGES,
  ...TEAM_SERVICES_PAGES,
  ...ACTIVITY_PAGES,
  ...TEAM_WEBHOOK_PAGES,
  ...API_TOKEN_PAGES,
};

/** The component for a route path: its built page, or the "not built yet" placeholder. */
export function pageComponentFor(path: string): TLazyPage {
  return BUILT_PAGES[path] ?? PlannedPage;
}

if (import.meta.env.DEV) {
  const known = new Set(PAGE_ROUTES.map((route) => route.path));
  for (const path of Object.keys(BUILT_PAGES)) {
    if (!known.has(path)) console.warn(`pages/index.ts: '${path}' is not a path in PAGE_ROUTES and is never shown.`);
  }
}
