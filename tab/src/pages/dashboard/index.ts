/** Dashboard pages by PAGE_ROUTES path (spec part 3 §2.7). */
import type { TLazyPage } from '../page-types.ts';

export const DASHBOARD_PAGES: Readonly<Record<string, TLazyPage>> = {};
