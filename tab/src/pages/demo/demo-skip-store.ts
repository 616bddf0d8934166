/**
 * The visitor's choice to skip the tour, kept in this browser (spec part 1 §4: 'The demo page can
 * be skipped; the choice is stored locally'). Storage can be full, disabled or blocked (private
 * windows, strict cookie settings): then the choice lasts for this visit only and nothing breaks.
 */
import { DEMO_SKIPPED_KEY } from '../../../../shared/demo-tour.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser remembers a skipped tour. */
export function isTourSkipped(): boolean {
  try {
    return storage()?.getItem(DEMO_SKIPPED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers (or forgets) that the tour was skipped. */
export function rememberTourSkipped(skipped: boolean): void {
  try {
    if (skipped) storage()?.setItem(DEMO_SKIPPED_KEY, 'true');
    else storage()?.removeItem(DEMO_SKIPPED_KEY);
  } catch {
    // Not stored: the screen still follows the choice until the page is left.
  }
}
