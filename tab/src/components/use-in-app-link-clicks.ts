/**
 * Clicks on links in Markdown we draw as HTML (learning area, release notes, help articles): a link
 * to a page of this app opens inside it without a page load; links to other sites, and ctrl-,
 * shift-, alt-, meta- or middle-clicks, behave as links do. One listener for every such page, so
 * they all follow links the same way.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath } from './content-links.ts';

/** Another listener on the same element (the 'Show image' buttons); answers how to stop it. */
type TAlsoListen = (element: HTMLElement | null) => (() => void) | undefined;

/**
 * The ref callback for the element holding the HTML; `alsoListen` (useShownImages'
 * listenForImageClicks) is attached and removed with it.
 */
export function useInAppLinkClicks(
  alsoListen?: TAlsoListen,
): (element: HTMLElement | null) => (() => void) | undefined {
  const navigate = useNavigate();
  return useCallback(
    (element: HTMLElement | null) => {
      if (element === null) return undefined;
      const origin = window.location.origin;
      const openInApp = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey || !(event.target instanceof Element)) return;
        const href = event.target.closest('a[href]')?.getAttribute('href');
        const path = href ? inAppPath(href, origin) : null;
        if (path === null) return;
        event.preventDefault();
        navigate(path);
      };
      element.addEventListener('click', openInApp);
      const stopAlso = alsoListen?.(element);
      return () => {
        element.removeEventListener('click', openInApp);
        stopAlso?.();
      };
    },
    [navigate, alsoListen],
  );
}
