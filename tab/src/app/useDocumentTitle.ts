import { useEffect, useLayoutEffect } from 'react';

/** Names the browser tab after the page, so tabs and history entries are told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Rollcall`;
  }, [title]);
}

/**
 * The route's generic title (PageRoute). It is written in a layout effect, which runs before every
 * ordinary effect of the same commit, so a page naming the tab after what it shows (its report,
 * its member) with useDocumentTitle always has the last word, even when its data was cached.
 */
export function useRouteTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = `${title} | Rollcall`;
  }, [title]);
}
