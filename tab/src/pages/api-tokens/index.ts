/** The personal API tokens page by PAGE_ROUTES path. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

export const API_TOKEN_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/my/settings/api-tokens': lazy(() => import('./ApiTokensPage.tsx')),
};
