import type { TNavItem } from './nav-item.ts';

/** Whether `pathname` lies under `prefix`; the prefix '/' only matches the home page itself. */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  if (base === '') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The active tab is the one whose path prefix matches the current location (spec part 1 §2.12). */
export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  return (item.activePrefixes ?? [item.to]).some((prefix) => isUnderPath(pathname, prefix));
}
