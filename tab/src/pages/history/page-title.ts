import { useDocumentTitle } from '../../app/useDocumentTitle.ts';

/** Names the browser tab after the report or member shown. */
export function useHistoryTitle(title: string): void {
  useDocumentTitle(title);
}
