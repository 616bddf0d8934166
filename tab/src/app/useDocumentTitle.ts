import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs and history entries are told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Rollcall`;
  }, [title]);
}
