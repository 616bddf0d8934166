/**
 * What the keyword box does with each key, Enter, blur and Reset (spec part 2 §9: search debounce
 * 600 ms), apart from React so a test can drive it with fake timers: what is typed is searched
 * 600 ms after the last key, or at once on Enter. The first search of a burst of typing adds a
 * history entry and the next ones replace it, so Back returns to the search before the typing.
 */
import { INSIGHTS_LIMITS } from '../../../../shared/insights.ts';

/** How a search enters the browser's history: replace true changes the current entry. */
export type TCommitKeywords = (q: string, how: { replace: boolean }) => void;

export interface TKeywordDraftMachine {
  /** The box changed: search after the debounce. */
  type(value: string): void;
  /** Enter: search now. */
  submit(): void;
  /** The box lost focus: the next typing starts a new history entry. */
  endBurst(): void;
  /** Reset: empty the box and forget keywords still waiting out the debounce. */
  clear(): void;
  /** The URL's keywords changed (Back, Forward, a link): the box shows them. */
  follow(committed: string): void;
  /** The page went away: nothing is searched after it. */
  dispose(): void;
}

export interface TKeywordDraftOptions {
  /** The URL's keywords when the box appears. */
  committed: string;
  /** Navigates to a search with other keywords. */
  commit: TCommitKeywords;
  /** Draws the box's text. */
  showDraft(draft: string): void;
  debounceMs?: number;
}

/** One keyword box's state: the text in it, the keywords last searched, the pending search. */
export function createKeywordDraft(options: TKeywordDraftOptions): TKeywordDraftMachine {
  const debounceMs = options.debounceMs ?? INSIGHTS_LIMITS.debounceMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inBurst = false;
  let lastCommitted = options.committed;
  let draft = options.committed;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const show = (value: string) => {
    draft = value;
    options.showDraft(value);
  };
  const send = () => {
    cancel();
    const q = draft.trim();
    if (q === lastCommitted) return;
    lastCommitted = q;
    options.commit(q, { replace: inBurst });
    inBurst = true;
  };

  return {
    type(value) {
      show(value.slice(0, INSIGHTS_LIMITS.maxQueryLength));
      cancel();
      timer = setTimeout(send, debounceMs);
    },
    submit: send,
    endBurst() {
      inBurst = false;
    },
    clear() {
      cancel();
      lastCommitted = '';
      inBurst = false;
      show('');
    },
    follow(committed) {
      if (committed === lastCommitted) return;
      cancel();
      lastCommitted = committed;
      inBurst = false;
      show(committed);
    },
    dispose: cancel,
  };
}
