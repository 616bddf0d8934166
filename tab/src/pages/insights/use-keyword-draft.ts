/**
 * The keyword box (spec part 2 §9: search debounce 600 ms): what is typed is searched 600 ms after
 * the last key, or at once on Enter. The first search of a burst of typing adds a history entry and
 * the next ones replace it, so Back returns to the search before the typing, not to each letter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { INSIGHTS_LIMITS } from '../../../../shared/insights.ts';

export interface TKeywordDraft {
  draft: string;
  /** The box changed: search after the debounce. */
  type(value: string): void;
  /** Enter: search now. */
  submit(): void;
  /** The box lost focus: the next typing starts a new history entry. */
  endBurst(): void;
}

/**
 * `committed` is the URL's keywords; `commit` navigates to a search with other keywords (replace
 * true to change the current history entry).
 */
export function useKeywordDraft(
  committed: string,
  commit: (q: string, how: { replace: boolean }) => void,
  debounceMs: number = INSIGHTS_LIMITS.debounceMs,
): TKeywordDraft {
  const [draft, setDraft] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inBurst = useRef(false);
  const lastCommitted = useRef(committed);
  const draftRef = useRef(committed);
  // The latest commit, so a search sent after the debounce keeps the filters chosen meanwhile.
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  // Back, Forward or Reset brought other keywords: the box shows them.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    cancel();
    lastCommitted.current = committed;
    draftRef.current = committed;
    inBurst.current = false;
    setDraft(committed);
  }, [committed, cancel]);

  useEffect(() => cancel, [cancel]);

  const send = useCallback(
    (value: string) => {
      cancel();
      const q = value.trim();
      if (q === lastCommitted.current) return;
      lastCommitted.current = q;
      commitRef.current(q, { replace: inBurst.current });
      inBurst.current = true;
    },
    [cancel],
  );

  const type = useCallback(
    (value: string) => {
      const bounded = value.slice(0, INSIGHTS_LIMITS.maxQueryLength);
      draftRef.current = bounded;
      setDraft(bounded);
      cancel();
      timer.current = setTimeout(() => send(draftRef.current), debounceMs);
    },
    [cancel, send, debounceMs],
  );

  const submit = useCallback(() => send(draftRef.current), [send]);
  const endBurst = useCallback(() => {
    inBurst.current = false;
  }, []);

  return { draft, type, submit, endBurst };
}
