/** The team's outgoing webhooks page by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const TEAM_WEBHOOK_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/team/settings/webhooks': lazy(() => import('./TeamWebhooksPage.tsx')),
};
