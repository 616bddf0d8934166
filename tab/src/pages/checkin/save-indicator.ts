/**
 * The save indicator next to the editor (spec part 3 §4): HIDDEN, then 'Typing...' on an edit,
 * 'Saved!' once everything typed has been saved, and HIDDEN again after one second. A failed save
 * hides it (the page shows the error as a toast instead).
 */

export type TSaveIndicator = 'hidden' | 'typing' | 'saved';

export type TSaveIndicatorEvent =
  /** The user changed an answer. */
  | 'edited'
  /** A save answered and nothing else is waiting or on its way. */
  | 'allSaved'
  | 'saveFailed'
  /** 'Saved!' has been shown for CHECKIN_LIMITS.savedIndicatorMs. */
  | 'savedShown';

/** What each state reads ('' draws nothing). */
export const SAVE_INDICATOR_TEXT: Record<TSaveIndicator, string> = {
  hidden: '',
  typing: 'Typing...',
  saved: 'Saved!',
};

/** The indicator's next state; a pure reducer so the sequence is unit-tested without timers. */
export function nextSaveIndicator(state: TSaveIndicator, event: TSaveIndicatorEvent): TSaveIndicator {
  switch (event) {
    case 'edited':
      return 'typing';
    case 'allSaved':
      return 'saved';
    case 'saveFailed':
      return 'hidden';
    case 'savedShown':
      return state === 'saved' ? 'hidden' : state;
  }
}
