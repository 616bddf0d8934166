/**
 * How a header link is followed: a page of the web app navigates inside the app, anything the
 * server answers (logout, /teams/switch/{slug}/, a check-in on another host) is a full page load,
 * and an external link opens in a new tab.
 */
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { findPageRoute } from '../../../../shared/routes.ts';
import { hrefPath } from './active-path.ts';

export type TLinkKind = 'app' | 'document' | 'external';

/** Which of the three ways `link` is followed. */
export function linkKind(link: Pick<TNavLink, 'href' | 'external'>): TLinkKind {
  if (link.external) return 'external';
  const local = link.href.startsWith('/') && !link.href.startsWith('//');
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
  return {
    href: appHref,
    onClick: (event) => {
      navigate(event);
      onNavigate?.();
    },
  };
}
