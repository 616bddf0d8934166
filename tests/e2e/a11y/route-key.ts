/**
 * Which page pattern a path is, so the link walk visits each kind of page once (one dashboard of
 * a date, not every date): the web app's route table, then the path itself for server routes.
 */
import { matchPath } from 'react-router';
import { PAGE_ROUTES } from '../../../shared/routes.ts';

/** The route pattern of `pathname` (e.g. '/checkin/:hash'), or the path when no page matches. */
export function routeKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Static patterns first: '/report/new' must not count as '/report/:id'.
  const ordered = [...PAGE_ROUTES].sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path));
  for (const route of ordered) {
    if (matchPath({ path: route.path, end: true }, path)) return route.path;
  }
  return path;
}

function dynamicSegments(pattern: string): number {
  return pattern.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length;
}
