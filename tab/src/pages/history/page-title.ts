import { useEffect } from 'react';

/**
 * Names the browser tab after the report or member shown. Why not useDocumentTitle: PageRoute sets
 * the route's generic title in its own effect, and a parent's effects run after its child's in the
 * same commit, so when this page mounts with its data already cached (back from a member's page)
 * the generic title would win. Writing after the commit's effects have all run keeps ours.
 */
export function useHistoryTitle(title: string): void {
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} | Rollcall`;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
