import type { TNavLink } from '../../../../shared/navigation.ts';

/** The path of an in-app href, without its query or hash ('/team/activity/?date=x' -> '/team/activity/'). */
export function hrefPath(href: string): string {
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}

/** Whether `pathname` lies under `prefix`; the prefix '/' only matches the home page itself. */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  if (base === '') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The active tab is the one whose path prefix matches the current location (spec part 1 §2.12):
 * the link's `activePrefix`, or else the path of its href. External links are never active.
 */
export function isLinkActive(link: Pick<TNavLink, 'href' | 'activePrefix' | 'external'>, pathname: string): boolean {
  if (link.external) return false;
  return isUnderPath(pathname, link.activePrefix ?? hrefPath(link.href));
}
