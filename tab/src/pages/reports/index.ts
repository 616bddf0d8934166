/** Reports pages by PAGE_ROUTES path: the list, the template picker and the wizard. */
import { lazy } from 'react';
import type { TLazyPage } from '../page-types.ts';

const ReportWizardPage: TLazyPage = lazy(() => import('./wizard/ReportWizardPage.tsx'));

export const REPORT_PAGES: Readonly<Record<string, TLazyPage>> = {
  '/reports': lazy(() => import('./ReportsListPage.tsx')),
  '/reports/presets': ReportWizardPage,
  '/report/manage/:reportId': ReportWizardPage,
  '/report/edit/:slug': ReportWizardPage,
};
