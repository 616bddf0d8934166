/**
 * How a header link is followed: a page of the web app navigates inside the app, anything the
 * server answers (/teams/switch/{slug}/, a check-in on another host) is a full page load, the
 * sign-out link posts (with the CSRF token), and an external link opens in a new tab.
 */
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { findPageRoute } from '../../../../shared/routes.ts';
import { hrefPath } from './active-path.ts';
import { isSignOutLink, signOut } from './sign-out.ts';

export type TLinkKind = 'app' | 'document' | 'sign-out' | 'external';

/** Which of the four ways `link` is followed. */
export function linkKind(link: Pick<TNavLink, 'href' | 'external'>): TLinkKind {
  if (link.external) return 'external';
  const local = link.href.startsWith('/') && !link.href.startsWith('//');
  if (local && isSignOutLink(link.href)) return 'sign-out';
  return local && findPageRoute(hrefPath(link.href)) !== undefined ? 'app' : 'document';
}

export interface TAnchorProps {
  href: string;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Props for an <a> (or Fluent Link / MenuItemLink) following `link`; `onNavigate` runs on click. */
export function useLinkProps(link: Pick<TNavLink, 'href' | 'external'>, onNavigate?: () => void): TAnchorProps {
  const kind = linkKind(link);
  const appTo = kind === 'app' ? link.href : '/';
  const appHref = useHref(appTo);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(appTo);
  if (kind === 'external') return { href: link.href, target: '_blank', rel: 'noopener', onClick: onNavigate };
  if (kind === 'document') return { href: link.href, onClick: onNavigate };
  if (kind === 'sign-out') {
    return {
      href: link.href,
      onClick: (event) => {
        // A plain click posts; a modified one (new tab, window) follows the link as the browser likes.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate?.();
        void signOut(link.href);
      },
    };
  }
  return {
    href: appHref,
    onClick: (event) => {
      navigate(event);
      onNavigate?.();
    },
  };
}
