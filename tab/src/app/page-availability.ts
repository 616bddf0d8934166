/**
 * Which in-app links lead to a page that is built. PAGE_ROUTES names every page of the spec, but
 * some still draw the "not built yet" placeholder; menus and buttons ask here so they never offer
 * such a page as a working link.
 */
import { findPageRoute, type TPageRoute } from '../../../shared/routes.ts';
import { hrefPath } from '../components/header/active-path.ts';
import { BUILT_PAGES } from '../pages/index.ts';

/** The PAGE_ROUTES entry an in-app href leads to, when that page is not built yet. */
export function plannedRouteOf(href: string): TPageRoute | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const route = findPageRoute(hrefPath(href));
  return route !== undefined && BUILT_PAGES[route.path] === undefined ? route : undefined;
}

/** Whether a link would open a page that is not built yet (server routes and other sites are not). */
export function isPlannedHref(href: string): boolean {
  return plannedRouteOf(href) !== undefined;
}

/** Keeps the links that lead somewhere real, in their order. */
export function withoutPlannedLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((link) => !isPlannedHref(link.href));
}
