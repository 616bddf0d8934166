/**
 * Which release notes the viewer has seen, kept in this browser (localStorage): the header's
 * "What's new" link shows a dot while a note is newer than the newest one seen, and opening the
 * release notes clears it (in every tab of the browser, through the storage event).
 */
import { useSyncExternalStore } from 'react';

export const SEEN_POSTS_KEY = 'rollcall.whats-new.seen';
const CHANGED_EVENT = 'rollcall:whats-new-seen';

function readSeen(): string | null {
  try {
    return window.localStorage.getItem(SEEN_POSTS_KEY);
  } catch {
    // Storage refused (private mode, blocked cookies): nothing was seen, nothing is kept.
    return null;
  }
}

/** Remembers that the note published at `publishedAt` (and every older one) has been seen. */
export function markPostsSeen(publishedAt: string): void {
  const seen = readSeen();
  if (seen !== null && seen >= publishedAt) return;
  try {
    window.localStorage.setItem(SEEN_POSTS_KEY, publishedAt);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Whether a note published at `newest` is newer than what this browser has seen. */
export function isUnread(newest: string | undefined, seen: string | null): boolean {
  return newest !== undefined && (seen === null || newest > seen);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEEN_POSTS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** The newest publication date seen in this browser, kept current. */
export function useSeenPosts(): string | null {
  return useSyncExternalStore(subscribe, readSeen, () => null);
}
