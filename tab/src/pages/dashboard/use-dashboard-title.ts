import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';

/**
 * Names the browser tab after what the dashboard shows (a report and date, a member, a tag),
 * once loaded. The route's own title is set by PageRoute after the page's first effects, so the
 * page's title is applied from the render after mounting, never overwritten by it.
 */
export function useDashboardTitle(title: string | null, routeTitle: string): void {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useDocumentTitle(mounted && title !== null ? title : routeTitle);
}
