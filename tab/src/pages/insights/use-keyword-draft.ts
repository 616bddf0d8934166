/**
 * The keyword box's state for React (keyword-draft.ts holds the rules: debounce 600 ms, Enter,
 * one history entry per burst of typing, Reset): the box's text as state, the URL's keywords
 * followed, and the latest commit used so a search sent after the debounce keeps the filters
 * chosen meanwhile.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createKeywordDraft, type TCommitKeywords, type TKeywordDraftMachine } from './keyword-draft.ts';

export interface TKeywordDraft extends Omit<TKeywordDraftMachine, 'follow' | 'dispose'> {
  draft: string;
}

/** `committed` is the URL's keywords; `commit` navigates to a search with other keywords. */
export function useKeywordDraft(committed: string, commit: TCommitKeywords, debounceMs?: number): TKeywordDraft {
  const [draft, setDraft] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const [machine] = useState(() =>
    createKeywordDraft({ committed, commit: (q, how) => commitRef.current(q, how), showDraft: setDraft, debounceMs }),
  );

  // Back, Forward or a link brought other keywords: the box shows them.
  useEffect(() => machine.follow(committed), [machine, committed]);
  useEffect(() => () => machine.dispose(), [machine]);

  return useMemo(
    () => ({ draft, type: machine.type, submit: machine.submit, endBurst: machine.endBurst, clear: machine.clear }),
    [draft, machine],
  );
}
