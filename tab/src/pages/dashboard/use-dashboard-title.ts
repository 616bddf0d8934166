import { useDocumentTitle } from '../../app/useDocumentTitle.ts';

/** Names the browser tab after what the dashboard shows (a report and date, a member, a tag), once loaded. */
export function useDashboardTitle(title: string | null, routeTitle: string): void {
  useDocumentTitle(title ?? routeTitle);
}
